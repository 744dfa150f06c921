package celgo

import (
	"errors"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"math/rand"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The compiled bodies are Go: every compile case, and random expressions
// over the fixture, are type-checked as the generated file would be, in a
// package with the fixture's types. A compiler bug that writes Go the
// user's build rejects (an unused loop element did: "declared and not
// used") fails here, with the expression and the body.

// fixtureSource is the fixture's kind as Go (compileFixture's types), and
// the variables' reader the bodies call.
const fixtureSource = `
type Item struct {
	Name string
	Code *int32
}

type Spec struct {
	Replicas int32
	Owner    string
	Items    []Item
	Labels   map[string]string
	Tags      []string
	Hosts     []string
	Namespace string
	Started   metav1.Time
	Ended     *metav1.Time
	Timeout   *metav1.Duration
	Size      *resource.Quantity
	Phase     Phase
	Paused    bool
	Ratio     *float64
	Weight    int64
	Port      uint16
	Counts    []int32
	Slots     map[string]Item
}

type Phase string

type Kind struct {
	Spec *Spec
}

type kindVariables struct{ obj *Kind }

func (*kindVariables) names() ([]string, bool) { return nil, false }

func (*kindVariables) owners() []string { return nil }

func (*kindVariables) peers() []string { return nil }

func (*kindVariables) picked() ([]int64, bool) { return nil, false }
`

// fixtureGo is Go source of the fixture's types (fixtureSource,
// diffProgramTypes) in a file whose imports are im: the packages of its
// time, duration and quantity are imported there, under the names im
// gives them (a compiled body may import them too).
func fixtureGo(im *gocode.Imports, src string) string {
	return strings.NewReplacer("metav1.", im.Ref(jsontype.Metav1Pkg)+".", "resource.", im.Ref(jsontype.QuantityPkg)+".").Replace(src)
}

var (
	loadImports sync.Once
	imported    map[string]*types.Package
	importErr   error
)

// compiledImporter imports what compiled bodies import: the runtime
// module's package and the standard library's.
func compiledImporter(t *testing.T) types.Importer {
	t.Helper()
	loadImports.Do(func() {
		cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedDeps}
		pkgs, err := packages.Load(cfg, gocode.RuntimePkg, jsontype.Metav1Pkg, jsontype.QuantityPkg, "strings", "strconv", "slices", "time", "unicode/utf8", "math", "fmt")
		if err != nil {
			importErr = err
			return
		}
		imported = map[string]*types.Package{}
		packages.Visit(pkgs, nil, func(p *packages.Package) {
			if p.Types != nil {
				imported[p.PkgPath] = p.Types
			}
		})
	})
	if importErr != nil {
		t.Fatal(importErr)
	}
	return importerFunc(func(path string) (*types.Package, error) {
		if p, ok := imported[path]; ok {
			return p, nil
		}
		return importer.Default().Import(path)
	})
}

type importerFunc func(string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// typeCheck reports what go/types finds wrong with body as a cell
// function of the fixture's package, imports as the file's; "" when
// nothing.
func typeCheck(t *testing.T, body []string, im *gocode.Imports) string {
	t.Helper()
	return typeCheckFunc(t, "func cell(obj *Kind, vars *kindVariables) any", body, im)
}

// typeCheckFunc is typeCheck of body as the function header opens it (a
// variable's method).
func typeCheckFunc(t *testing.T, header string, body []string, im *gocode.Imports) string {
	t.Helper()
	fixture := fixtureGo(im, fixtureSource) // its imports first
	src := "package v1\n\nimport (\n\t" + strings.Join(im.ImportLines(), "\n\t") + "\n)\n" + fixture +
		"\n" + header + " {\n" + strings.Join(body, "\n") + "\n}\n"
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "cell.go", src, 0)
	if err != nil {
		return err.Error() + "\n" + src
	}
	var problems []string
	conf := types.Config{Importer: compiledImporter(t), Error: func(err error) {
		var te types.Error
		// The file's assembly prunes an import a body records but does
		// not print (output.go).
		if errors.As(err, &te) && strings.Contains(te.Msg, " imported ") && strings.HasSuffix(te.Msg, "not used") {
			return
		}
		problems = append(problems, err.Error())
	}}
	conf.Check("example.com/api/v1", fset, []*ast.File{f}, nil)
	if len(problems) == 0 {
		return ""
	}
	return strings.Join(problems, "\n") + "\n" + src
}

func TestCompileCasesTypeCheck(t *testing.T) {
	env, self, kind, vars := compileFixture(t)
	for _, c := range compileCases {
		if c.reason != "" {
			continue
		}
		ast, err := selectablecel.Check(env, self, c.expr, c.columnType, selectablecel.PerCallLimit)
		var overCost *selectablecel.CostError
		if err != nil && !errors.As(err, &overCost) {
			t.Fatalf("%s: %v", c.expr, err)
		}
		im := gocode.NewImports("example.com/api/v1")
		body, _ := Compile(ast.NativeRep(), fixtureSelf(kind), c.columnType, im, vars, "")
		if body == nil {
			continue
		}
		if problem := typeCheck(t, body, im); problem != "" {
			t.Errorf("%s: the compiled body is not Go:\n%s", c.expr, problem)
		}
	}
}

// TestRandomExpressionsTypeCheck compiles random expressions over the
// fixture (macros whose bodies do or do not read their variables, nested
// loops, presence tests, conditionals, binds) and type-checks each body.
//
// SELECTABLE_GEN_TYPECHECK_SEEDS=first-last draws other seeds (a longer
// search for bodies Go rejects: 5-40 takes minutes).
func TestRandomExpressionsTypeCheck(t *testing.T) {
	first, last := typeCheckSeeds(t, 8)
	for seed := first; seed <= last; seed++ {
		start := time.Now()
		randomExpressionsTypeCheck(t, seed)
		t.Logf("seed %d took %v", seed, time.Since(start).Round(time.Millisecond))
	}
}

// typeCheckSeeds are the random type-checks' seeds: 1 to last, or what
// SELECTABLE_GEN_TYPECHECK_SEEDS=first-last says.
func typeCheckSeeds(t *testing.T, last int64) (int64, int64) {
	first := int64(1)
	if r := os.Getenv("SELECTABLE_GEN_TYPECHECK_SEEDS"); r != "" {
		if _, err := fmt.Sscanf(r, "%d-%d", &first, &last); err != nil {
			t.Fatalf("SELECTABLE_GEN_TYPECHECK_SEEDS=%q: want first-last, as 5-40", r)
		}
	}
	return first, last
}

func randomExpressionsTypeCheck(t *testing.T, seed int64) {
	env, self, kind, vars := compileFixture(t)
	r := rand.New(rand.NewSource(seed))
	compiled := 0
	for n := 0; n < 2000; n++ {
		g := &exprGen{r: r}
		expr, columnType := g.column()
		ast, err := selectablecel.Check(env, self, expr, columnType, selectablecel.PerCallLimit)
		var overCost *selectablecel.CostError
		if err != nil && !errors.As(err, &overCost) {
			continue // not well typed: the generator rejects it
		}
		im := gocode.NewImports("example.com/api/v1")
		body, reason := Compile(ast.NativeRep(), fixtureSelf(kind), columnType, im, vars, "Some Value")
		if strings.HasPrefix(reason, notGoPrefix) {
			t.Errorf("%s: %s", expr, reason)
		}
		if body == nil {
			continue // stays on cel-go
		}
		compiled++
		if problem := typeCheck(t, body, im); problem != "" {
			t.Errorf("%s: the compiled body is not Go:\n%s", expr, problem)
		}
	}
	t.Logf("seed %d: %d compiled", seed, compiled)
	if compiled < 1000 {
		t.Errorf("seed %d: only %d of 2000 random expressions compiled: the generator draws too few that do", seed, compiled)
	}
}

// TestRandomVariablesTypeCheck compiles random expressions as a kind's
// variables (a method of the row's variables, read for its first element
// only or not) and type-checks each body.
func TestRandomVariablesTypeCheck(t *testing.T) {
	first, last := typeCheckSeeds(t, 2)
	for seed := first; seed <= last; seed++ {
		randomVariablesTypeCheck(t, seed)
	}
}

func randomVariablesTypeCheck(t *testing.T, seed int64) {
	env, self, kind, vars := compileFixture(t)
	r := rand.New(rand.NewSource(seed))
	compiled := 0
	for n := 0; n < 2000; n++ {
		g := &exprGen{r: r}
		var expr string
		switch r.Intn(5) {
		case 0:
			expr = g.str(3)
		case 1:
			expr = g.int(3)
		case 2:
			expr = g.bool(3)
		case 3:
			expr = g.objects(2)
		default:
			expr = g.list(3)
		}
		_, asts, err := selectablecel.WithVariables(env, self, []selectablecel.Variable{{Name: "x", Expression: expr}}, selectablecel.PerCallLimit)
		var overCost *selectablecel.CostError
		if err != nil && !errors.As(err, &overCost) {
			continue
		}
		im := gocode.NewImports("example.com/api/v1")
		v := CompileVariable(asts[0].NativeRep(), fixtureSelf(kind), im, vars, "x", r.Intn(2) == 0)
		if strings.HasPrefix(v.Reason, notGoPrefix) {
			t.Errorf("%s: %s", expr, v.Reason)
		}
		if v.Body == nil {
			continue
		}
		compiled++
		header := "func (vars *kindVariables) compute() " + v.GoType
		if v.CanFail {
			header = "func (vars *kindVariables) compute() (" + v.GoType + ", bool)"
		}
		if problem := typeCheckFunc(t, header, v.Body, im); problem != "" {
			t.Errorf("%s: the compiled body is not Go:\n%s", expr, problem)
		}
	}
	t.Logf("seed %d: %d variables compiled", seed, compiled)
	if compiled < 1000 {
		t.Errorf("seed %d: only %d of 2000 random variables compiled: the generator draws too few that do", seed, compiled)
	}
}
