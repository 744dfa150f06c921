package celgo

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/cel-go/cel"
	"golang.org/x/tools/imports"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/gengo/v2/types"
	"sigs.k8s.io/randfill"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The random type-checks prove that a compiled body is Go; this proves it
// is the right Go. Random expressions (exprGen) are compiled as cells,
// built with the fixture's variables (compiled too) into one program, and
// run on random objects; cel-go evaluates the same expressions on the same
// objects as the runtime does (selectablecel.Columns, the objects'
// unstructured content). A wrong fact (a presence test dropped, a bounds
// check removed, a loop fused that may not be) gives another cell here,
// where a type-check passes.

// The fixture's kind as Go values for the random objects: compileFixture's
// types, with its JSON names (fixtureSource has the same types without
// tags, for go/types only).
type diffItem struct {
	Name string `json:"name"`
	Code *int32 `json:"code,omitempty"`
}

type diffSpec struct {
	Replicas  int32               `json:"replicas"`
	Owner     string              `json:"owner,omitempty"`
	Items     []diffItem          `json:"items,omitempty"`
	Labels    map[string]string   `json:"labels,omitempty"`
	Tags      []string            `json:"tags,omitempty"`
	Hosts     []string            `json:"hosts"`
	Namespace string              `json:"namespace,omitempty"`
	Started   metav1.Time         `json:"started,omitempty"`
	Ended     *metav1.Time        `json:"ended,omitempty"`
	Timeout   *metav1.Duration    `json:"timeout,omitempty"`
	Size      *resource.Quantity  `json:"size,omitempty"`
	Phase     string              `json:"phase,omitempty"`
	Paused    bool                `json:"paused,omitempty"`
	Ratio     *float64            `json:"ratio,omitempty"`
	Weight    int64               `json:"weight"`
	Port      uint16              `json:"port,omitempty"`
	Counts    []int32             `json:"counts,omitempty"`
	Slots     map[string]diffItem `json:"slots,omitempty"`
}

type diffKind struct {
	Spec *diffSpec `json:"spec,omitempty"`
}

// diffProgramTypes are the same types in the program, by the fixture's
// Go names.
const diffProgramTypes = `
type Item struct {
	Name string ` + "`json:\"name\"`" + `
	Code *int32 ` + "`json:\"code,omitempty\"`" + `
}

type Spec struct {
	Replicas  int32             ` + "`json:\"replicas\"`" + `
	Owner     string            ` + "`json:\"owner,omitempty\"`" + `
	Items     []Item            ` + "`json:\"items,omitempty\"`" + `
	Labels    map[string]string ` + "`json:\"labels,omitempty\"`" + `
	Tags      []string          ` + "`json:\"tags,omitempty\"`" + `
	Hosts     []string          ` + "`json:\"hosts\"`" + `
	Namespace string            ` + "`json:\"namespace,omitempty\"`" + `
	Started   metav1.Time        ` + "`json:\"started,omitempty\"`" + `
	Ended     *metav1.Time       ` + "`json:\"ended,omitempty\"`" + `
	Timeout   *metav1.Duration   ` + "`json:\"timeout,omitempty\"`" + `
	Size      *resource.Quantity ` + "`json:\"size,omitempty\"`" + `
	Phase     Phase              ` + "`json:\"phase,omitempty\"`" + `
	Paused    bool               ` + "`json:\"paused,omitempty\"`" + `
	Ratio     *float64           ` + "`json:\"ratio,omitempty\"`" + `
	Weight    int64              ` + "`json:\"weight\"`" + `
	Port      uint16             ` + "`json:\"port,omitempty\"`" + `
	Counts    []int32            ` + "`json:\"counts,omitempty\"`" + `
	Slots     map[string]Item    ` + "`json:\"slots,omitempty\"`" + `
}

type Phase string

type Kind struct {
	Spec *Spec ` + "`json:\"spec,omitempty\"`" + `
}

type kindVariables struct{ obj *Kind }
`

// randomDiffObjects are n objects with what the random expressions look
// for: names and tags among a, b, z and "" (and non-ASCII, spaced and
// comma-separated words for the string functions, numbers and words that
// parse as doubles only for int() and double(), a timestamp for
// timestamp()), labels a and k, absent
// specs, codes and lists, empty and null hosts, replicas around 1, times
// around the expressions' literals (zero among them: null), durations of
// both signs and fractions of a second, quantities with suffixes.
func randomDiffObjects(seed int64, n int) [][]byte {
	words := []string{"a", "b", "z", "", "k", "é", "日本", " a ", "A,b", "1", "-5", "1e3", "inf", "2026-03-01T10:00:00.5+01:00"}
	times := []metav1.Time{{}, metav1.Unix(0, 0), metav1.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC),
		metav1.Date(2026, 3, 1, 9, 30, 0, 0, time.UTC), metav1.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)}
	durations := []time.Duration{0, 90 * time.Minute, 1500 * time.Millisecond, -5 * time.Second, 36 * time.Hour, time.Nanosecond}
	quantities := []string{"1", "100m", "2Gi", "0", "1.5", "1e3"}
	phases := []string{"Running", "Pending", ""}
	ratios := []float64{0, 0.5, -1.5, 3, 1e21, 1e-7, 123456789.125}
	weights := []int64{0, 1, -1, 3, math.MaxInt64, math.MinInt64}
	f := randfill.NewWithSeed(seed).NilChance(0.25).NumElements(0, 3).Funcs(
		func(t *metav1.Time, c randfill.Continue) { *t = times[c.Intn(len(times))] },
		func(d *metav1.Duration, c randfill.Continue) { d.Duration = durations[c.Intn(len(durations))] },
		func(q *resource.Quantity, c randfill.Continue) {
			*q = resource.MustParse(quantities[c.Intn(len(quantities))])
		},
		func(s *string, c randfill.Continue) { *s = words[c.Intn(len(words))] },
		func(s *diffSpec, c randfill.Continue) {
			c.FillNoCustom(s)
			s.Phase = phases[c.Intn(len(phases))]
			s.Weight = weights[c.Intn(len(weights))]
			s.Port = []uint16{0, 80, 65535}[c.Intn(3)]
			for i := range s.Counts {
				s.Counts[i] = []int32{0, 1, -1, 3, math.MaxInt32, math.MinInt32}[c.Intn(6)]
			}
			if c.Intn(3) > 0 {
				s.Slots = map[string]diffItem{}
				for _, k := range []string{"a", "b", "k"} {
					if c.Bool() {
						var it diffItem
						c.Fill(&it)
						s.Slots[k] = it
					}
				}
			}
			if s.Ratio != nil {
				*s.Ratio = ratios[c.Intn(len(ratios))]
			}
		},
		func(i *int32, c randfill.Continue) { *i = int32(c.Intn(5) - 1) },
		func(m *map[string]string, c randfill.Continue) {
			if c.Intn(4) == 0 {
				return
			}
			*m = map[string]string{}
			for _, k := range []string{"a", "k", "b"} {
				if c.Bool() {
					(*m)[k] = words[c.Intn(len(words))]
				}
			}
		},
	)
	out := make([][]byte, n)
	for i := range out {
		obj := &diffKind{}
		f.Fill(obj)
		b, err := json.Marshal(obj)
		if err != nil {
			panic(err)
		}
		out[i] = b
	}
	return out
}

// diffCell is one random column the compiler compiled.
type diffCell struct {
	expr, columnType string
	body             []string
	// variable is the row variable the column reads, if it is one of
	// the random ones.
	variable *diffVariable
}

// diffVariable is a random row variable, compiled to a method of the
// row's variables.
type diffVariable struct {
	selectablecel.Variable
	method string
}

// randomDiffVariable draws a random expression as the row variable name
// and one column that reads it (its value, its values joined, or its
// first element alone, which lets the compiler stop a list at it), both
// compiled; ok is false when either stays on cel-go or does not check.
func randomDiffVariable(r *rand.Rand, env *cel.Env, self *selectablecel.Type, kind *types.Type, im *gocode.Imports, vars map[string]Variable, name string) (diffCell, bool) {
	g := &exprGen{r: r, sortMapLists: true}
	read, columnType := "variables."+name, "string"
	var expr string
	firstOnly := false
	switch r.Intn(6) {
	case 0:
		expr = g.str(3)
	case 1:
		expr, columnType = g.int(3), "integer"
	case 2:
		expr, columnType = g.bool(3), "boolean"
	case 3: // a list of objects: held as pointers to the objects it was read from
		expr = g.objects(2)
		if firstOnly = r.Intn(2) == 0; firstOnly {
			read = "size(" + read + ") > 0 ? " + read + "[0].name : \"-\""
		} else {
			read += `.map(i, i.name + (has(i.code) ? string(i.code) : "")).join(",")`
		}
	case 4: // indexes into a list, or not (indexlists.go)
		expr = g.indexes(2)
		read = g.readIndexes(read)
	default:
		expr = g.list(3)
		if firstOnly = r.Intn(2) == 0; firstOnly {
			read = "size(" + read + ") > 0 ? " + read + "[0] : \"-\""
		} else {
			read = g.pick(read+`.join(",")`, throughItems(read))
		}
	}
	var overCost *selectablecel.CostError
	declared := selectablecel.Variable{Name: name, Expression: expr}
	withVar, asts, err := selectablecel.WithVariables(env, self, []selectablecel.Variable{declared}, selectablecel.PerCallLimit)
	if err != nil && !errors.As(err, &overCost) {
		return diffCell{}, false
	}
	v := CompileVariable(asts[0].NativeRep(), fixtureSelf(kind), im, vars, name, firstOnly)
	if v.Body == nil {
		return diffCell{}, false
	}
	ast, err := selectablecel.Check(withVar, self, read, columnType, selectablecel.PerCallLimit)
	if err != nil && !errors.As(err, &overCost) {
		return diffCell{}, false
	}
	readable := maps.Clone(vars)
	readable[selectablecel.VariablesPrefix+name] = Variable{Call: "vars." + name + "()", Type: asts[0].OutputType(), CanFail: v.CanFail, Bits: v.Bits, IndexesOf: v.IndexesOf}
	body, _ := Compile(ast.NativeRep(), fixtureSelf(kind), columnType, im, readable, "Cell")
	if body == nil {
		return diffCell{}, false
	}
	result := v.GoType
	if v.CanFail {
		result = "(" + v.GoType + ", bool)"
	}
	method := fmt.Sprintf("func (vars *kindVariables) %s() %s {\n%s\n}\n", name, result, strings.Join(v.Body, "\n"))
	return diffCell{expr: read, columnType: columnType, body: body, variable: &diffVariable{declared, method}}, true
}

// TestRandomExpressionsAgreeWithCELGo: every random expression the
// compiler compiles (seeds 1 to 2, 400 expressions each as a column and
// 100 as a row variable a column reads; or what
// SELECTABLE_GEN_VALUE_SEEDS=first-last says) gives, on 300 random
// objects, the cell cel-go gives: values, and empty cells for errors.
func TestRandomExpressionsAgreeWithCELGo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	first, last := int64(1), int64(2)
	if r := os.Getenv("SELECTABLE_GEN_VALUE_SEEDS"); r != "" {
		if _, err := fmt.Sscanf(r, "%d-%d", &first, &last); err != nil {
			t.Fatalf("SELECTABLE_GEN_VALUE_SEEDS=%q: want first-last, as 3-20", r)
		}
	}
	env, self, kind, vars := compileFixture(t)
	im := gocode.NewImports("example.com/api/v1") // the fixture types are local to the program
	var cells []diffCell
	for seed := first; seed <= last; seed++ {
		r := rand.New(rand.NewSource(seed))
		for range 400 {
			expr, columnType := (&exprGen{r: r, sortMapLists: true}).column()
			ast, err := selectablecel.Check(env, self, expr, columnType, selectablecel.PerCallLimit)
			var overCost *selectablecel.CostError
			if err != nil && !errors.As(err, &overCost) {
				continue
			}
			if body, _ := Compile(ast.NativeRep(), fixtureSelf(kind), columnType, im, vars, "Value"); body != nil {
				cells = append(cells, diffCell{expr: expr, columnType: columnType, body: body})
			}
		}
		for n := range 100 {
			if c, ok := randomDiffVariable(r, env, self, kind, im, vars, fmt.Sprintf("r%d_%d", seed, n)); ok {
				cells = append(cells, c)
			}
		}
	}
	objects := randomDiffObjects(first, 300)
	compiled := runDiffProgram(t, diffProgram(t, self, kind, im, cells, vars), objects)

	cols := make([]selectablecel.Column, len(cells))
	for i, c := range cells {
		cols[i] = selectablecel.Column{Name: fmt.Sprint("c", i), Type: c.columnType, Expression: c.expr}
	}
	rowVars := slices.Clone(fixtureVariables)
	for _, c := range cells {
		if c.variable != nil {
			rowVars = append(rowVars, c.variable.Variable)
		}
	}
	defer selectableruntime.SetClock(func() time.Time { return diffClock })()
	celgo := selectablecel.NewColumns("Kind", self, selectablecel.PerCallLimit, cols...).WithVariables(rowVars...)
	valued := make([]bool, len(cells))
	for o, data := range objects {
		obj := &diffKind{}
		if err := json.Unmarshal(data, obj); err != nil {
			t.Fatal(err)
		}
		row := celgo.Self(selectableruntime.Content(obj))
		for i, c := range cells {
			cell := celgo.Cell(i, row)
			if want := diffCellText(cell); compiled[o][i] != want {
				about := ""
				if c.variable != nil {
					about = fmt.Sprintf(" of variables.%s = %s\n%s", c.variable.Name, c.variable.Expression, c.variable.method)
				}
				t.Errorf("%s (%s)%s on %s: compiled %s, cel-go %s\n%s", c.expr, c.columnType, about, data, compiled[o][i], want, strings.Join(c.body, "\n"))
			}
			valued[i] = valued[i] || cell != nil
		}
	}
	never := 0
	for _, v := range valued {
		if !v {
			never++
		}
	}
	t.Logf("%d compiled columns on %d objects; %d never had a value", len(cells), len(objects), never)
	if len(cells) < 300*int(last-first+1) || never > len(cells)/10 {
		t.Errorf("%d compiled columns, %d of them never with a value: the objects or expressions test too little", len(cells), never)
	}
}

// diffClock is now on both sides: the program's (its main sets the
// same) and cel-go's.
var diffClock = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// diffCellText is a cell as both sides print it: its Go type and value.
func diffCellText(v any) string { return fmt.Sprintf("%T %#v", v, v) }

// diffProgram is the program's source: the types, the variables' compiled
// methods, one function per cell, and a main that prints each object's
// cells (one JSON list of diffCellText per line).
func diffProgram(t *testing.T, self *selectablecel.Type, kind *types.Type, im *gocode.Imports, cells []diffCell, vars map[string]Variable) []byte {
	t.Helper()
	var src strings.Builder
	types := fixtureGo(im, diffProgramTypes) // its imports first
	clock := im.Ref(gocode.RuntimePkg) + ".SetClock"
	im.Ref("time")
	src.WriteString("package main\n\nimport (\n\t\"encoding/json\"\n\t\"fmt\"\n\t\"os\"\n")
	for _, line := range im.ImportLines() {
		src.WriteString("\t" + line + "\n")
	}
	src.WriteString(")\n" + types)
	base, err := selectablecel.NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	_, asts, err := selectablecel.WithVariables(base, self, fixtureVariables, selectablecel.PerCallLimit)
	var overCost *selectablecel.CostError
	if err != nil && !errors.As(err, &overCost) {
		t.Fatal(err)
	}
	for i, v := range fixtureVariables {
		value := CompileVariable(asts[i].NativeRep(), fixtureSelf(kind), im, nil, v.Name, false)
		if value.Body == nil {
			t.Fatalf("variable %s: not compiled: %s", v.Name, value.Reason)
		}
		if want := vars["variables."+v.Name]; value.CanFail != want.CanFail || value.IndexesOf != want.IndexesOf {
			t.Fatalf("variable %s: compiled CanFail %v IndexesOf %q, the fixture says %v %q", v.Name, value.CanFail, value.IndexesOf, want.CanFail, want.IndexesOf)
		}
		result := value.GoType
		if value.CanFail {
			result = "(" + value.GoType + ", bool)"
		}
		fmt.Fprintf(&src, "\nfunc (vars *kindVariables) %s() %s {\n%s\n}\n", v.Name, result, strings.Join(value.Body, "\n"))
	}
	for _, c := range cells {
		if c.variable != nil {
			src.WriteString("\n" + c.variable.method)
		}
	}
	src.WriteString("\nvar cells = []func(*Kind, *kindVariables) any{\n")
	for i := range cells {
		fmt.Fprintf(&src, "\tcell%d,\n", i)
	}
	src.WriteString("}\n")
	for i, c := range cells {
		fmt.Fprintf(&src, "\n// %s\nfunc cell%d(obj *Kind, vars *kindVariables) any {\n%s\n}\n", c.expr, i, strings.Join(c.body, "\n"))
	}
	src.WriteString(`
func main() {
	SETCLOCK(func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC) }) // diffClock
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var objects []*Kind
	if err := json.Unmarshal(data, &objects); err != nil {
		panic(err)
	}
	out := json.NewEncoder(os.Stdout)
	for _, obj := range objects {
		vars := &kindVariables{obj: obj}
		row := make([]string, len(cells))
		for i, cell := range cells {
			v := cell(obj, vars)
			row[i] = fmt.Sprintf("%T %#v", v, v)
		}
		if err := out.Encode(row); err != nil {
			panic(err)
		}
	}
}
`)
	// The file's assembly prunes the imports a body records but does not
	// print (output.go); so does this.
	out, err := imports.Process("main.go", []byte(strings.Replace(src.String(), "SETCLOCK", clock, 1)), &imports.Options{Comments: true, TabIndent: true, TabWidth: 8})
	if err != nil {
		t.Fatalf("%v\n%s", err, src.String())
	}
	return out
}

// runDiffProgram builds the program in a module of its own that requires
// this checkout's runtime (at its go.sum) and returns each object's cells.
func runDiffProgram(t *testing.T, program []byte, objects [][]byte) [][]string {
	t.Helper()
	runtimeDir, err := filepath.Abs("../../../runtime")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	sums, err := os.ReadFile(filepath.Join(runtimeDir, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"go.mod": "module example.com/celdiff\n\ngo 1.26.0\n\nrequire " + gocode.RuntimePkg + " v0.0.0-00010101000000-000000000000\n\n" +
			"replace " + gocode.RuntimePkg + " => " + runtimeDir + "\n",
		"go.sum":       string(sums),
		"main.go":      string(program),
		"objects.json": "[" + string(joinBytes(objects, ",")) + "]",
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "run", ".", "objects.json")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, stderr.String())
	}
	var rows [][]string
	for line := range strings.Lines(string(out)) {
		var row []string
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, row)
	}
	if len(rows) != len(objects) {
		t.Fatalf("the program printed %d rows for %d objects", len(rows), len(objects))
	}
	return rows
}

func joinBytes(parts [][]byte, sep string) []byte {
	var out []byte
	for i, p := range parts {
		if i > 0 {
			out = append(out, sep...)
		}
		out = append(out, p...)
	}
	return out
}
