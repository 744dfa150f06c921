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
		body, _ := Compile(ast.NativeRep(), Self{Type: kind}, c.columnType, im, vars)
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
		body, reason := Compile(ast.NativeRep(), Self{Type: kind}, columnType, im, vars)
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
		switch r.Intn(4) {
		case 0:
			expr = g.str(3)
		case 1:
			expr = g.int(3)
		case 2:
			expr = g.bool(3)
		default:
			expr = g.list(3)
		}
		_, asts, err := selectablecel.WithVariables(env, self, []selectablecel.Variable{{Name: "x", Expression: expr}}, selectablecel.PerCallLimit)
		var overCost *selectablecel.CostError
		if err != nil && !errors.As(err, &overCost) {
			continue
		}
		im := gocode.NewImports("example.com/api/v1")
		v := CompileVariable(asts[0].NativeRep(), Self{Type: kind}, im, vars, r.Intn(2) == 0)
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

// exprGen draws CEL expressions over the fixture, typed by construction.
type exprGen struct {
	r *rand.Rand
	// items, strs are the loop variables in scope over items and over
	// strings (tags, keys).
	items, strs []string
	// sortMapLists sorts every list made from a map's keys, as a column
	// must where the order shows (CEL leaves it open; compiled code
	// ranges the keys sorted, cel-go in Go's map order).
	sortMapLists bool
}

func (g *exprGen) pick(options ...string) string { return options[g.r.Intn(len(options))] }

// varName is a loop variable's name, some of them Go's names
// (strings, len, obj) or single letters a person uses.
func (g *exprGen) varName() string {
	return g.pick("x", "i", "t", "v", "k", "e", "strings", "len", "obj")
}

func (g *exprGen) column() (string, string) {
	switch g.r.Intn(7) {
	case 0, 1:
		return g.str(3), "string"
	case 2, 3:
		return g.int(3), "integer"
	case 4:
		return g.double(3), "number"
	}
	return g.bool(3), "boolean"
}

// scoped draws body with name in scope over items (or strings).
func (g *exprGen) scoped(overItems bool, body func(name string) string) string {
	name := g.varName()
	if overItems {
		g.items = append(g.items, name)
		defer func() { g.items = g.items[:len(g.items)-1] }()
	} else {
		g.strs = append(g.strs, name)
		defer func() { g.strs = g.strs[:len(g.strs)-1] }()
	}
	return body(name)
}

func (g *exprGen) str(d int) string {
	leaves := []string{`self.spec.owner`, `"a"`, `(has(self.spec.owner) ? self.spec.owner : "-")`}
	for _, it := range g.items {
		leaves = append(leaves, it+".name")
	}
	leaves = append(leaves, g.strs...)
	if d <= 0 || g.r.Intn(3) == 0 {
		return g.pick(leaves...)
	}
	if g.r.Intn(8) == 0 {
		return g.timeStr(d - 1)
	}
	if g.r.Intn(6) == 0 {
		return g.strFunc(d - 1)
	}
	if g.r.Intn(10) == 0 {
		return g.optional(d - 1)
	}
	if g.r.Intn(10) == 0 {
		return g.pick(`self.spec.slots["a"].name`, `("a" in self.spec.slots ? self.spec.slots["a"].name : "-")`, `self.spec.slots.b.name`,
			`(has(self.spec.slots.a) ? "y" : "n")`, `self.spec.?slots[?"a"].?name.orValue("-")`,
			`self.spec.slots.map(k, self.spec.slots[k].name + k).sort().join(",")`,
			"self.spec.counts.map(x, string(x)).join(\",\")", "string("+g.ints(d-1)+")")
	}
	if g.r.Intn(8) == 0 {
		return g.pick(`self.spec.phase`, `(has(self.spec.phase) ? self.spec.phase : "Unknown")`, "string("+g.double(d-1)+")",
			`string(self.spec.weight)`, `string(self.spec.port)`, `string(self.spec.paused)`)
	}
	switch g.r.Intn(7) {
	case 0:
		return g.str(d-1) + " + " + g.str(d-1)
	case 1:
		return "(" + g.bool(d-1) + " ? " + g.str(d-1) + " : " + g.str(d-1) + ")"
	case 2:
		return "string(" + g.int(d-1) + ")"
	case 3:
		return g.list(d-1) + `.join(",")`
	case 4:
		return g.str(d-1) + ".lowerAscii()"
	case 5:
		return fmt.Sprintf("cel.bind(%s, %s, %s + %s)", "b", g.str(d-1), "b", g.str(d-1))
	}
	switch g.r.Intn(10) {
	case 8: // an exists, then the first match it found (existsAsFirstMatch)
		var x, p string
		g.scoped(true, func(name string) string { x, p = name, g.bool(d-1); return "" })
		exists, first := "self.spec.items.exists("+x+", "+p+")", "self.spec.items.filter("+x+", "+p+")[0].name"
		switch g.r.Intn(3) {
		case 0:
			return "(!has(self.spec.items) || !" + exists + " || " + first + ` == "a" ? "u" : ` + g.str(d-1) + ")"
		case 1:
			return "(" + g.pick("", "has(self.spec.items) && ", "!") + exists + " ? " + first + " : " + g.str(d-1) + ")"
		}
		return "(" + first + ` == "b" || ` + exists + ` ? "y" : "n")`
	case 7: // one list made twice: made once (sameList)
		l := g.list(d - 1)
		return "(" + l + `.join(",") + string(size(` + l + `)) + (size(` + l + `) > 0 ? ` + l + `[0] : "-"))`
	case 6: // reasons to return a literal, runs of them reading variables (returnAnyOf)
		return "(" + g.varBool(d-1) + " || " + g.varBool(d-1) + " || " + g.bool(d-1) + ` ? "r" : ` + g.str(d-1) + ")"
	case 4: // a bind of an object: named in Go as a pointer
		return g.scoped(true, func(x string) string {
			return "cel.bind(" + x + ", self.spec.items[" + g.pick("0", "1", "size(self.spec.items) - 1") + "], " + g.str(d-1) + ")"
		})
	case 5:
		return `cel.bind(s, self.spec, has(s.owner) ? s.owner + ` + g.str(d-1) + ` : "-")`
	case 0:
		return `self.spec.?owner.orValue("x")`
	case 1:
		return `(has(self.spec.labels) && "a" in self.spec.labels ? self.spec.labels["a"] : "-")`
	case 2:
		return g.scoped(false, func(k string) string {
			return "lists.range(" + g.pick("size(self.spec.items)", "2") + ").map(" + k + ", self.spec.items[" + k + "].name).join(\"/\")"
		})
	case 3:
		if g.r.Intn(2) == 0 { // a guarded search over strings (returnFirstMatch)
			return g.scoped(false, func(x string) string {
				return "cel.bind(l, has(self.spec.tags) ? self.spec.tags.filter(" + x + ", " + g.bool(d-1) + ").map(" + x + ", " + x + ` + "!") : [], size(l) > 0 ? l[0] : ` + g.str(d-1) + ")"
			})
		}
		return "cel.bind(l, " + g.list(d-1) + ", size(l) > 0 ? l[0] : " + g.str(d-1) + ")"
	}
	if g.r.Intn(3) == 0 { // a bound first match of objects, mapped: the match, its function where read (firstMatchMapped)
		var x, p, f string
		g.scoped(true, func(name string) string { x, p, f = name, g.bool(d-1), g.str(d-1); return "" })
		init := "self.spec.items.filter(" + x + ", " + p + ").map(" + x + ", " + f + ")"
		if g.r.Intn(2) == 0 {
			init = "self.spec.items.map(" + x + ", " + p + ", " + f + ")"
		}
		if g.r.Intn(2) == 0 {
			init = "has(self.spec.items) ? " + init + " : []"
		}
		return `("<" + cel.bind(m, ` + init + ", " + g.pick(`size(m) > 0 ? m[0] : "-"`, `size(m) == 0 ? "-" : m[0] + m[0]`, `size(m) > 0 && m[0] == "a" ? "y" : "n"`) + "))"
	}
	if g.r.Intn(2) == 0 { // a bound first match of objects: a pointer (firstPtr)
		var x, p string
		g.scoped(true, func(name string) string { x, p = name, g.bool(d-1); return "" })
		init := "self.spec.items.filter(" + x + ", " + p + ")"
		if g.r.Intn(2) == 0 { // guarded, as Kubernetes' CEL writes a search (returnFirstMatch)
			init = "has(self.spec.items) ? " + init + " : []"
		}
		return "cel.bind(m, " + init + ", " + g.pick("size(m) == 0", "0 == size(m)", "!(size(m) > 0)") +
			` ? "-" : m[0].name + (size(m) != 0 && has(m[0].code) ? "c" : ""))`
	}
	return `(size(self.spec.tags) > 0 ? self.spec.tags[0] : "none")`
}

func (g *exprGen) int(d int) string {
	leaves := []string{`self.spec.replicas`, `1`, `size(self.spec.tags)`, `size(self.spec.items)`}
	for _, it := range g.items {
		leaves = append(leaves, "(has("+it+".code) ? "+it+".code : 0)")
	}
	if d <= 0 || g.r.Intn(3) == 0 {
		return g.pick(leaves...)
	}
	if g.r.Intn(8) == 0 {
		return "int(" + g.pick(g.timestamp(d-1), g.duration(d-1)) + ")"
	}
	if g.r.Intn(8) == 0 {
		return g.ints(d - 1)
	}
	if g.r.Intn(8) == 0 { // 64-bit arithmetic: overflow, division by zero
		switch g.r.Intn(4) {
		case 0:
			return "int(" + g.double(d-1) + ")"
		case 1:
			return "-self.spec.weight"
		case 2: // a string that may not be a number
			return "int(" + g.str(d-1) + ")"
		}
		return "self.spec.weight " + g.pick("*", "/", "%", "+", "-") + " " + g.pick("self.spec.weight", "self.spec.replicas", "self.spec.port", "3")
	}
	switch g.r.Intn(6) {
	case 0:
		return g.int(d-1) + " + " + g.int(d-1)
	case 1:
		return "(" + g.bool(d-1) + " ? " + g.int(d-1) + " : " + g.int(d-1) + ")"
	case 2:
		return "size(" + g.list(d-1) + ")"
	case 3:
		return g.scoped(true, func(x string) string { return "self.spec.items.map(" + x + ", " + g.int(d-1) + ").sum()" })
	case 4:
		return g.scoped(true, func(x string) string {
			return "size(self.spec.items.filter(" + x + ", " + g.bool(d-1) + "))"
		})
	}
	return "size(lists.range(size(self.spec.items)).filter(" + g.varName() + ", " + g.bool(d-1) + "))"
}

func (g *exprGen) bool(d int) string {
	leaves := []string{`has(self.spec.owner)`, `self.spec.replicas > 1`, `"a" in self.spec.tags`, `"k" in self.spec.labels`}
	for _, it := range g.items {
		leaves = append(leaves, "has("+it+".code)", it+`.name == "a"`)
	}
	for _, s := range g.strs {
		leaves = append(leaves, s+` != ""`)
	}
	if d <= 0 || g.r.Intn(3) == 0 {
		return g.pick(leaves...)
	}
	if g.r.Intn(8) == 0 {
		return g.timeBool(d - 1)
	}
	if g.r.Intn(8) == 0 {
		return g.scoped(false, func(x string) string {
			return g.pick("3 in self.spec.counts", "self.spec.counts.exists("+x+", "+x+" < 0)", "self.spec.counts.all("+x+", "+x+" != 0)",
				"self.spec.counts.exists_one("+x+", "+x+" == 1)", `self.spec.slots.exists(k, self.spec.slots[k].name == "a")`,
				`has(self.spec.slots.b)`, `self.spec.slots.all(k, has(self.spec.slots[k].code))`, `"k" in self.spec.slots`)
		})
	}
	if g.r.Intn(8) == 0 {
		return g.pick(`self.spec.paused`, `has(self.spec.paused)`, `self.spec.phase == "Running"`, `has(self.spec.ratio)`,
			g.double(d-1)+" "+g.pick("<", ">=", "==", "!=")+" "+g.double(d-1), `self.spec.weight < 0`, `self.spec.port > 80`)
	}
	switch g.r.Intn(7) {
	case 0:
		return g.bool(d-1) + " && " + g.bool(d-1)
	case 1:
		return g.bool(d-1) + " || " + g.bool(d-1)
	case 2:
		return "!(" + g.bool(d-1) + ")"
	case 3:
		return g.int(d-1) + " > " + g.int(d-1)
	case 4:
		return g.str(d-1) + " == " + g.str(d-1)
	case 5:
		q := g.pick("exists", "all")
		return g.scoped(true, func(x string) string { return "self.spec.items." + q + "(" + x + ", " + g.bool(d-1) + ")" })
	}
	if g.r.Intn(3) == 0 {
		return g.pick(`has(self.spec.items[0].code)`, `self.spec.items[size(self.spec.items) - 1].name == "z"`, `variables.names.exists(n, n == "a")`,
			`size(self.spec.owner) > 2`, `self.spec.?labels[?"a"].hasValue()`,
			`size(variables.owners) == 0 || variables.owners[0] == "a"`, `size(variables.peers) > 1 && variables.peers[1] != "b"`)
	}
	q := g.pick("exists", "all")
	return g.scoped(false, func(x string) string {
		return g.pick("self.spec.tags", "self.spec.labels") + "." + q + "(" + x + ", " + g.bool(d-1) + ")"
	})
}

// timeStr is a string of the fixture's times, durations or quantity.
func (g *exprGen) timeStr(d int) string {
	switch g.r.Intn(5) {
	case 0:
		return "string(" + g.timestamp(d) + ")"
	case 1:
		return "string(" + g.duration(d) + ")"
	case 2:
		return "humanDuration(" + g.duration(d) + ")"
	case 3:
		return g.pick(`self.spec.size`, `(has(self.spec.size) ? self.spec.size : "-")`)
	}
	return "string(" + g.pick(g.timestamp(d), g.duration(d)) + ") + " + g.str(d)
}

// timeBool compares the fixture's times or durations, or tests their
// presence.
func (g *exprGen) timeBool(d int) string {
	op := g.pick("<", "<=", ">", ">=", "==", "!=")
	switch g.r.Intn(4) {
	case 0:
		return g.timestamp(d) + " " + op + " " + g.timestamp(d)
	case 1:
		return g.duration(d) + " " + op + " " + g.duration(d)
	case 2:
		return g.pick(`has(self.spec.started)`, `has(self.spec.ended)`, `has(self.spec.timeout)`, `has(self.spec.size)`)
	}
	return "[" + g.timestamp(d) + ", " + g.timestamp(d) + "]." + g.pick("max", "min") + "() " + op + " " + g.timestamp(d)
}

// optional is a string from optional values: chains of optional
// selections and indexes (maps, lists), or, orValue, hasValue and value,
// optional.of and optional.none.
func (g *exprGen) optional(d int) string {
	opt := g.pick(`self.?spec.?owner`, `self.spec.?labels[?"a"]`, `self.spec.?slots[?"k"].?name`, `self.spec.items[?0].?name`,
		`self.spec.?tags[?1]`, `self.?spec.?phase`, `optional.of(`+g.str(d)+`)`, `optional.none()`,
		`(`+g.bool(d)+` ? self.?spec.?owner : optional.of("c"))`)
	switch g.r.Intn(5) {
	case 0:
		return opt + ".orValue(" + g.str(d) + ")"
	case 1:
		return "(" + opt + `.hasValue() ? "y" : "n")`
	case 2:
		return opt + `.or(self.spec.?labels[?"k"]).orValue("-")`
	case 3:
		return opt + ".value()"
	}
	return `(self.?spec.?ratio.hasValue() ? string(self.spec.ratio) : "-") + ` + opt + `.orValue("")`
}

// ints is an int from the fixture's list of int32 (sums that may
// overflow, extremes of an empty list, which are errors, indexes) or its
// map of items.
func (g *exprGen) ints(d int) string {
	return g.scoped(false, func(x string) string {
		return g.pick(`self.spec.counts.sum()`, `self.spec.counts.max()`, `self.spec.counts.min()`, `size(self.spec.counts)`,
			`self.spec.counts[0]`, `self.spec.counts[size(self.spec.counts) - 1]`, "self.spec.counts.map("+x+", "+x+" * self.spec.weight).sum()",
			"self.spec.counts.filter("+x+", "+x+" > 0).size()", `self.spec.counts.sort()[0]`, `self.spec.counts.distinct().sum()`,
			`lists.range(size(self.spec.counts)).map(i, self.spec.counts[i] * i).sum()`, "self.spec.counts.map("+x+", "+x+" + "+g.int(d)+").max()",
			`size(self.spec.slots)`, `(has(self.spec.slots.a) && has(self.spec.slots.a.code) ? self.spec.slots.a.code : 0)`)
	})
}

// strFunc is a function of the strings extension on a string: code
// points, not bytes, count (size, substring, on the objects' non-ASCII
// words), and indexes out of range are errors.
func (g *exprGen) strFunc(d int) string {
	s := g.str(d)
	switch g.r.Intn(9) {
	case 0:
		return s + ".substring(" + g.pick("0", "1", "size("+s+") - 1", g.int(d)) + ")"
	case 1:
		return s + ".substring(" + g.pick("0", "1") + ", " + g.pick("1", "2", "size("+s+")", g.int(d)) + ")"
	case 2:
		return s + ".replace(" + g.pick(`"a"`, `""`, `"é"`, g.str(d)) + ", " + g.pick(`"-"`, `""`, g.str(d)) + g.pick("", ", 1", ", -1", ", 0") + ")"
	case 3:
		return s + ".split(" + g.pick(`"a"`, `""`, `"本"`, g.str(d)) + `).join("|")`
	case 4:
		return s + g.pick(".trim()", ".upperAscii()", ".lowerAscii()")
	case 5:
		return `"%s:%d/%s".format([` + s + ", " + g.int(d) + ", " + g.str(d) + "])"
	case 6:
		return "string(size(" + s + "))"
	case 7:
		return "(" + s + "." + g.pick("startsWith", "endsWith", "contains") + "(" + g.pick(`"a"`, `""`, `"本"`, g.str(d)) + `) ? "y" : "n")`
	}
	return s + ".split(" + g.pick(`"a"`, `","`) + ", " + g.pick("0", "1", "2", "-1") + `).join("|")`
}

// double is a double: the fixture's ratio (absent, large, small,
// fractional), arithmetic on it (a division by zero is an infinity, not
// an error), or a conversion of an int.
func (g *exprGen) double(d int) string {
	leaves := []string{`self.spec.ratio`, `(has(self.spec.ratio) ? self.spec.ratio : 0.25)`, `double(self.spec.weight)`, `2.5`, `double(self.spec.owner)`}
	if d <= 0 || g.r.Intn(2) == 0 {
		return g.pick(leaves...)
	}
	switch g.r.Intn(3) {
	case 0:
		return "(" + g.double(d-1) + " " + g.pick("+", "-", "*", "/") + " " + g.double(d-1) + ")"
	case 1:
		return "double(" + g.int(d-1) + ")"
	}
	return "(" + g.bool(d-1) + " ? " + g.double(d-1) + " : " + g.double(d-1) + ")"
}

// timestamp is a timestamp: the fixture's (started is null when zero),
// a literal, or one parsed from a string that may not be one.
func (g *exprGen) timestamp(d int) string {
	leaves := []string{`self.spec.started`, `self.spec.ended`, `timestamp("2026-03-01T10:00:00Z")`, `now`,
		`(has(self.spec.started) ? self.spec.started : timestamp("2020-01-01T00:00:00Z"))`}
	if d <= 0 || g.r.Intn(2) == 0 {
		return g.pick(leaves...)
	}
	switch g.r.Intn(3) {
	case 0:
		return "(" + g.bool(d-1) + " ? " + g.timestamp(d-1) + " : " + g.timestamp(d-1) + ")"
	case 1:
		return "timestamp(" + g.pick(`"2026-03-01T10:00:00.5+01:00"`, `self.spec.owner`, `"2026-03-0" + string(size(self.spec.tags) + 1) + "T00:00:00Z"`) + ")"
	}
	return "[" + g.timestamp(d-1) + ", " + g.timestamp(d-1) + "]." + g.pick("max", "min") + "()"
}

// duration is a duration: the fixture's, a literal, a difference of
// times, a sum, or one parsed from a string that may not be one.
func (g *exprGen) duration(d int) string {
	leaves := []string{`self.spec.timeout`, `duration("90m")`, `duration("1.5s")`,
		`(has(self.spec.timeout) ? self.spec.timeout : duration("0s"))`}
	if d <= 0 || g.r.Intn(2) == 0 {
		return g.pick(leaves...)
	}
	switch g.r.Intn(4) {
	case 0:
		if g.r.Intn(2) == 0 { // an age, as tables print one
			return "(now - " + g.timestamp(d-1) + ")"
		}
		return "(" + g.timestamp(d-1) + " - " + g.timestamp(d-1) + ")"
	case 1:
		return "(" + g.duration(d-1) + g.pick(" + ", " - ") + g.duration(d-1) + ")"
	case 2:
		return "duration(" + g.pick(`self.spec.owner`, `string(self.spec.replicas) + "h"`, `"-1m30s"`) + ")"
	}
	return "(" + g.bool(d-1) + " ? " + g.duration(d-1) + " : " + g.duration(d-1) + ")"
}

// varBool is a bool that reads a row variable, often twice.
func (g *exprGen) varBool(d int) string {
	v := g.pick("variables.owners", "variables.peers", "variables.names")
	switch g.r.Intn(4) {
	case 0:
		return "size(" + v + ") == 0 || " + v + `[0] == "a"`
	case 1:
		return "size(" + v + ") > 1 && " + v + "[1] != " + g.str(d)
	case 2:
		return `"a" in ` + v + " && " + g.bool(d)
	}
	return g.scoped(false, func(x string) string { return v + ".exists(" + x + ", " + g.bool(d) + ")" })
}

// list is a list of strings.
func (g *exprGen) list(d int) string {
	if d <= 0 || g.r.Intn(3) == 0 {
		return g.pick(`self.spec.tags`, `self.spec.hosts`, `variables.names`, `variables.owners`, `variables.peers`)
	}
	if g.r.Intn(6) == 0 { // slices out of range, lists of lists flattened, ranges of a count that may be negative
		return g.scoped(true, func(x string) string {
			return g.pick(g.list(d-1)+".slice("+g.pick("0", "1", "self.spec.replicas")+", "+g.pick("1", "2", "size("+g.list(d-1)+")", "self.spec.replicas")+")",
				"self.spec.items.map("+x+", ["+x+".name, "+g.str(d-1)+"]).flatten()", "[self.spec.tags, "+g.list(d-1)+"].flatten()",
				"lists.range("+g.pick("self.spec.replicas", "size(self.spec.counts)", "3")+").map(n, string(n))")
		})
	}
	switch g.r.Intn(3) {
	case 0:
		return g.scoped(true, func(x string) string { return "self.spec.items.map(" + x + ", " + g.str(d-1) + ")" })
	case 1:
		return g.scoped(false, func(x string) string { return "self.spec.tags.filter(" + x + ", " + g.bool(d-1) + ")" })
	}
	keys := g.scoped(false, func(x string) string {
		if g.r.Intn(3) == 0 { // the keys as a list (mappedKeys)
			return "self.spec.labels.map(" + x + ", " + x + ")" + g.pick("", ".sort()", ".distinct()")
		}
		return "self.spec.labels.filter(" + x + ", " + g.bool(d-1) + ")"
	})
	if g.sortMapLists {
		keys += ".sort()"
	}
	return keys
}
