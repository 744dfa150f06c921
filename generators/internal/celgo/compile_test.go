package celgo

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/cel-go/cel"
	celtypes "github.com/google/cel-go/common/types"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The compiler on its own: a hand-built Go type, its CEL type, and
// expressions checked by runtime/cel as the generator checks them. The
// generated code is compiled and compared with cel-go on the corpus beside
// the compiler (celcorpus, TestCompiledCELDifferential); this test pins
// the compiler's contract: the body it writes, JSON presence, and the
// reason it gives for what stays on cel-go.
// compileFixture is the kind the compile tests compile against: spec is a
// pointer, with an int, an omitempty string, a list of items, a map, a
// list of strings, a field whose name CEL reserves (namespace), a time
// whose zero is null, a time and a duration behind pointers, a quantity
// (a string in CEL), a named string, a bool, a float behind a pointer, an
// int64 that is always there, a uint16, a list of int32 and a map of
// items; variables.names can fail.
func compileFixture(t *testing.T) (env *cel.Env, self *selectablecel.Type, kind *types.Type, vars map[string]Variable) {
	t.Helper()
	str := &types.Type{Name: types.Name{Name: "string"}, Kind: types.Builtin}
	i32 := &types.Type{Name: types.Name{Name: "int32"}, Kind: types.Builtin}
	builtin := func(name string) *types.Type { return &types.Type{Name: types.Name{Name: name}, Kind: types.Builtin} }
	boolean, f64, i64, u16 := builtin("bool"), builtin("float64"), builtin("int64"), builtin("uint16")
	phase := &types.Type{Name: types.Name{Package: "example.com/api/v1", Name: "Phase"}, Kind: types.Alias, Underlying: str}
	metaTime := &types.Type{Name: jsontype.TimeName, Kind: types.Struct}
	duration := &types.Type{Name: jsontype.DurationName, Kind: types.Struct}
	quantity := &types.Type{Name: types.Name{Package: jsontype.QuantityPkg, Name: "Quantity"}, Kind: types.Struct}
	item := &types.Type{Name: types.Name{Package: "example.com/api/v1", Name: "Item"}, Kind: types.Struct, Members: []types.Member{
		{Name: "Name", Type: str, Tags: `json:"name"`},
		{Name: "Code", Type: &types.Type{Kind: types.Pointer, Elem: i32}, Tags: `json:"code,omitempty"`},
	}}
	spec := &types.Type{Name: types.Name{Package: "example.com/api/v1", Name: "Spec"}, Kind: types.Struct, Members: []types.Member{
		{Name: "Replicas", Type: i32, Tags: `json:"replicas"`},
		{Name: "Owner", Type: str, Tags: `json:"owner,omitempty"`},
		{Name: "Items", Type: &types.Type{Kind: types.Slice, Elem: item}, Tags: `json:"items,omitempty"`},
		{Name: "Labels", Type: &types.Type{Kind: types.Map, Key: str, Elem: str}, Tags: `json:"labels,omitempty"`},
		{Name: "Tags", Type: &types.Type{Kind: types.Slice, Elem: str}, Tags: `json:"tags,omitempty"`},
		{Name: "Hosts", Type: &types.Type{Kind: types.Slice, Elem: str}, Tags: `json:"hosts"`}, // nil is null
		{Name: "Namespace", Type: str, Tags: `json:"namespace,omitempty"`},                     // CEL's __namespace__
		{Name: "Started", Type: metaTime, Tags: `json:"started,omitempty"`},                    // zero is null
		{Name: "Ended", Type: &types.Type{Kind: types.Pointer, Elem: metaTime}, Tags: `json:"ended,omitempty"`},
		{Name: "Timeout", Type: &types.Type{Kind: types.Pointer, Elem: duration}, Tags: `json:"timeout,omitempty"`},
		{Name: "Size", Type: &types.Type{Kind: types.Pointer, Elem: quantity}, Tags: `json:"size,omitempty"`},
		{Name: "Phase", Type: phase, Tags: `json:"phase,omitempty"`},
		{Name: "Paused", Type: boolean, Tags: `json:"paused,omitempty"`},
		{Name: "Ratio", Type: &types.Type{Kind: types.Pointer, Elem: f64}, Tags: `json:"ratio,omitempty"`},
		{Name: "Weight", Type: i64, Tags: `json:"weight"`},
		{Name: "Port", Type: u16, Tags: `json:"port,omitempty"`},
		{Name: "Counts", Type: &types.Type{Kind: types.Slice, Elem: i32}, Tags: `json:"counts,omitempty"`},
		{Name: "Slots", Type: &types.Type{Kind: types.Map, Key: str, Elem: item}, Tags: `json:"slots,omitempty"`},
	}}
	kind = &types.Type{Name: types.Name{Package: "example.com/api/v1", Name: "Kind"}, Kind: types.Struct, Members: []types.Member{
		{Name: "Spec", Type: &types.Type{Kind: types.Pointer, Elem: spec}, Tags: `json:"spec,omitempty"`},
	}}
	celItem := selectablecel.NewObject("v1.Item").Field("name", selectablecel.StringType).Field("code", selectablecel.IntType)
	celSpec := selectablecel.NewObject("v1.Spec").Field("replicas", selectablecel.IntType).Field("owner", selectablecel.StringType).
		Field("items", selectablecel.ListOf(celItem, 100)).Field("labels", selectablecel.MapOf(selectablecel.StringType, 100)).
		Field("tags", selectablecel.ListOf(selectablecel.StringType, 10)).Field("hosts", selectablecel.ListOf(selectablecel.StringType, 10)).
		Field("namespace", selectablecel.StringType).Field("started", selectablecel.TimestampType).
		Field("ended", selectablecel.TimestampType).Field("timeout", selectablecel.DurationType).Field("size", selectablecel.StringType).
		Field("phase", selectablecel.StringType).Field("paused", selectablecel.BoolType).Field("ratio", selectablecel.DoubleType).
		Field("weight", selectablecel.IntType).Field("port", selectablecel.IntType).
		Field("counts", selectablecel.ListOf(selectablecel.IntType, 10)).Field("slots", selectablecel.MapOf(celItem, 10))
	self = selectablecel.NewObject("v1.Kind").Field("spec", celSpec)
	var err error
	env, err = selectablecel.NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	// variables.names can fail (items may be absent): compiled code reads
	// it through vars.names(), which reports whether it has a value;
	// variables.owners and variables.peers cannot, and vars.owners() is its
	// value alone.
	env, _, err = selectablecel.WithVariables(env, self, fixtureVariables, selectablecel.PerCallLimit)
	var overCost *selectablecel.CostError
	if err != nil && !errors.As(err, &overCost) { // picked's lists.range is unbounded to cel-go's estimate; compiled, no cost applies
		t.Fatal(err)
	}
	vars = map[string]Variable{
		"variables.names":  {Call: "vars.names()", Type: celtypes.NewListType(celtypes.StringType), CanFail: true},
		"variables.owners": {Call: "vars.owners()", Type: celtypes.NewListType(celtypes.StringType)},
		"variables.peers":  {Call: "vars.peers()", Type: celtypes.NewListType(celtypes.StringType)},
		"variables.picked": {Call: "vars.picked()", Type: celtypes.NewListType(celtypes.IntType), CanFail: true, IndexesOf: "obj.Spec.Items"},
	}
	return env, self, kind, vars
}

// fixtureVariables are compileFixture's variables as declared. The
// random values differential compiles them and checks that only names and
// picked can fail (peers tests has(): a null hosts is no list, an error in
// CEL; picked's lists.range has a limit), and that picked holds indexes
// into items.
var fixtureVariables = []selectablecel.Variable{
	{Name: "names", Expression: "self.spec.items.map(i, i.name)"},
	{Name: "owners", Expression: "has(self.spec) && has(self.spec.tags) ? self.spec.tags : []"},
	{Name: "peers", Expression: "has(self.spec) && has(self.spec.hosts) ? self.spec.hosts : []"},
	{Name: "picked", Expression: `has(self.spec) && has(self.spec.items) ? lists.range(size(self.spec.items)).filter(i, self.spec.items[i].name != "a") : []`},
}

func TestCompile(t *testing.T) {
	env, self, kind, vars := compileFixture(t)
	cases := compileCases

	for _, c := range cases {
		ast, err := selectablecel.Check(env, self, c.expr, c.columnType, selectablecel.PerCallLimit)
		var overCost *selectablecel.CostError
		if errors.As(err, &overCost) && c.reason == "" {
			err = nil // a compiled column's cost is not cel-go's estimate (as the generator does)
		}
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		body, reason := Compile(ast.NativeRep(), fixtureSelf(kind), c.columnType, gocode.NewImports("example.com/api/v1"), vars, c.column)
		if c.reason != "" {
			if body != nil || !strings.Contains(reason, c.reason) {
				t.Errorf("%s: body %q, reason %q; want cel-go because of %q", c.expr, body, reason, c.reason)
			}
			continue
		}
		if body == nil {
			t.Errorf("%s: not compiled: %s", c.expr, reason)
			continue
		}
		checkBody(t, c.expr, body, c.want, c.absent)
	}
}

// TestCompileVariable: a variable whose expression is a conditional
// returns from each branch, as a person writes it (no temporary each
// branch assigns), and a bind whose init is a checked call names the
// call's value after the bound name (no copy).
func TestCompileVariable(t *testing.T) {
	env, self, kind, vars := compileFixture(t)
	cases := []struct {
		expr      string
		firstOnly bool // every expression reads it for its first element only
		want      []string
		absent    []string
	}{
		{
			expr:   `has(self.spec.owner) ? self.spec.owner : "none"`,
			want:   []string{"if obj.Spec == nil {", "\treturn \"\", false", "if obj.Spec.Owner != \"\" {", "\treturn obj.Spec.Owner, true", "return \"none\", true"},
			absent: []string{"var t"},
		},
		{
			// A chain returns early where an operand that cannot fail
			// decides it.
			expr:   `has(self.spec.owner) && self.spec.items[0].name == "a"`,
			want:   []string{`if obj.Spec.Owner == "" {`, "\treturn false, true", "if len(obj.Spec.Items) == 0 {", "\treturn false, false", `return obj.Spec.Items[0].Name == "a", true`},
			absent: []string{"r :="},
		},
		{
			expr:   `cel.bind(twice, self.spec.weight * 2, twice + twice)`,
			want:   []string{"twice, ok := selectableruntime.MultiplyInt64(", "selectableruntime.AddInt64(twice, twice)"},
			absent: []string{":= twice", "twice2 :="},
		},
		{
			// The operands of the init name their own results; the
			// result, a checked call, is returned as it is (tailCall).
			expr: `cel.bind(more, self.spec.weight * 2 + 1, more - 1)`,
			want: []string{"val, ok := selectableruntime.MultiplyInt64(obj.Spec.Weight, 2)", "more, ok := selectableruntime.AddInt64(val, 1)",
				"return selectableruntime.SubtractInt64(more, 1)"},
			absent: []string{"x, ok :=", "return x, true"},
		},
		{
			// The empty list a branch returns is nil: only compiled code
			// reads a variable, and nil is an empty list to it.
			expr:   `has(self.spec.owner) ? self.spec.items.map(i, i.name) : []`,
			want:   []string{"x := make([]string, 0, len(obj.Spec.Items))", "return x, true", "return nil, true"},
			absent: []string{"[]string{}"},
		},
		{
			// Read only for its first element by every expression: the
			// loop stops there (the list leaves the method: it starts nil,
			// made by the one append where an element matches).
			expr: `has(self.spec.items) ? self.spec.items.filter(i, i.name != "a").map(i, i.name) : []`, firstOnly: true,
			want: []string{"var x []string", "for j := range obj.Spec.Items {", "\ti := &obj.Spec.Items[j]", "if i.Name == \"a\" {", "\tcontinue", "x = append(x, i.Name)", "break", "return x, true"},
		},
		{
			// Read otherwise by some expression: every element.
			expr:   `has(self.spec.items) ? self.spec.items.filter(i, i.name != "a").map(i, i.name) : []`,
			absent: []string{"break", ", 0, 1)"},
		},
		{
			// An element after the first could fail (an index beyond
			// the list): every element.
			expr: `self.spec.items.filter(i, i.name != "a").map(i, size(i.name) + size(self.spec.items[1].name))`, firstOnly: true,
			want: []string{"var x []int64", "x = append(x, int64(utf8.RuneCountInString(i.Name)) + int64(utf8.RuneCountInString(obj.Spec.Items[1].Name)))", "return x, true"}, absent: []string{"break", ", 0, 1)"},
		},
		{
			// cel-go runs orValue's alternative only where the optional
			// has no value: a variable read there is not read first
			// (the value differential found it read at the top).
			expr: `self.spec.?labels[?"a"].orValue(variables.names.join(","))`,
			want: []string{"var x string", "if !found {", "\tnames, ok := vars.names()", "\tx = strings.Join(names, \",\")", "return x, true"},
		},
		{
			// A branch that is a variable that can fail returns its call,
			// which says whether it has a value as this one does
			// (returnVariable); read before, its value.
			expr:   `has(self.spec.owner) ? variables.names : []`,
			want:   []string{"if obj.Spec.Owner != \"\" {", "\treturn vars.names()", "return nil, true"},
			absent: []string{"names, ok :="},
		},
		{
			expr:   `size(variables.names) > 1 ? variables.names : ["-"]`,
			want:   []string{"names, ok := vars.names()", "return names, true"},
			absent: []string{"return vars.names()"},
		},
		{
			// A trial undone (has(l) ? l.filter(…) : [] folded, tried
			// and given up) takes back its guard that joined the one
			// before, even where guards of its own followed (the value
			// differential found labels tested before has(owner)).
			expr:   `has(self.spec.owner) ? self.spec.labels.filter(i, size(self.spec.items) > 0) : []`,
			want:   []string{"if obj.Spec == nil {", "if obj.Spec.Owner != \"\" {", "\tif len(obj.Spec.Labels) == 0 {"},
			absent: []string{"obj.Spec == nil || len(obj.Spec.Labels) == 0"},
		},
	}
	for _, c := range cases {
		_, asts, err := selectablecel.WithVariables(env, self, []selectablecel.Variable{{Name: "x", Expression: c.expr}}, selectablecel.PerCallLimit)
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		v := CompileVariable(asts[0].NativeRep(), fixtureSelf(kind), gocode.NewImports("example.com/api/v1"), vars, "x", c.firstOnly)
		if v.Body == nil {
			t.Errorf("%s: not compiled: %s", c.expr, v.Reason)
			continue
		}
		checkBody(t, c.expr, v.Body, c.want, c.absent)
	}
}

// checkBody checks that body has the lines want, in order, and none of
// the text absent.
func checkBody(t *testing.T, expr string, body, want, absent []string) {
	t.Helper()
	text := strings.Join(body, "\n")
	at := 0
	for _, w := range want {
		i := strings.Index(text[at:], w)
		if i < 0 {
			t.Errorf("%s: body lacks %q (in order):\n%s", expr, w, text)
			break
		}
		at += i + len(w)
	}
	for _, a := range absent {
		if strings.Contains(text, a) {
			t.Errorf("%s: body has %q:\n%s", expr, a, text)
		}
	}
}

// TestConditions: the condition tree folds constants (has() of a field
// always there is true; go vet rejects true && x), drops an operand that
// is already there (has(x.y) && x.y != "" compiles both to x.y != "";
// go vet rejects x && x), flattens, negates atoms as they read best, and
// writes the parentheses its shape calls for.
func TestConditions(t *testing.T) {
	x, y := goBool("x"), goBool("y")
	reason := comparison("e.Reason", "!=", `""`)
	spec := absence(jsontype.NilTest("obj.Spec"))
	zeroTime := absence(jsontype.Test{Is: "t == nil || t.IsZero()"}) // several terms: no negation written
	hasOwner := not(absence(jsontype.EmptyTest("o", &types.Type{Name: types.Name{Name: "string"}, Kind: types.Builtin})))
	ownerIs := func(op, c string) *condition {
		return compare(cVal{text: "o", goVal: "o", t: &cType{kind: kString}}, op, cVal{text: c, constant: c, t: &cType{kind: kString}})
	}
	count := func(op, c string) *condition {
		return compare(cVal{text: "int64(n)", goVal: "n", goBasic: "int32", t: &cType{kind: kInt}}, op, cVal{text: "int64(" + c + ")", constant: c, t: &cType{kind: kInt}})
	}
	// use reads t, a variable statements computed; guard keeps *p safe.
	guard := comparison("p", "!=", "nil")
	use := comparison("*p", "==", "t")
	use.reads = []string{"t"}
	ratio := func(op, c string) *condition {
		return compare(cVal{text: "r", goVal: "r", goBasic: "float64", t: &cType{kind: kDouble}}, op, cVal{text: "float64(" + c + ")", constant: c, t: &cType{kind: kDouble}})
	}
	for _, c := range []struct {
		got  *condition
		want string
	}{
		{and(constant(true), x), "x"}, {and(x, constant(true)), "x"}, {and(constant(false), x), "false"},
		{and(x, x), "x"}, {and(x, y), "x && y"},
		{or(constant(false), x), "x"}, {or(x, constant(true)), "true"}, {or(x, y), "x || y"},
		{and(reason, comparison("e.Reason", "!=", `""`)), `e.Reason != ""`},
		{and(and(not(spec), reason), reason), `obj.Spec != nil && e.Reason != ""`},
		{and(goBool(`f("a && b")`), goBool("b")), `f("a && b") && b`},
		{or(and(x, y), goBool("z")), "(x && y) || z"},
		// Absorption: x && y implies y, so under || it goes.
		{or(and(x, y), y), "y"},
		{and(or(x, y), x), "(x || y) && x"},
		{not(x), "!x"}, {not(not(x)), "x"}, {not(reason), `e.Reason == ""`},
		{not(comparison("a", "<", "b")), "!(a < b)"}, {not(and(x, y)), "!x || !y"},
		{not(constant(true)), "false"},
		// De Morgan where every atom negates without a !.
		{not(and(not(spec), reason)), `obj.Spec == nil || e.Reason == ""`},
		{not(or(spec, and(reason, not(spec)))), `obj.Spec != nil && (e.Reason == "" || obj.Spec == nil)`},
		{not(and(not(spec), comparison("a", "<", "b"))), "!(obj.Spec != nil && a < b)"}, // a < b has no plain negation here
		{not(and(not(spec), x)), "obj.Spec == nil || !x"},
		{not(and(not(absence(jsontype.NilTest("e.Controller"))), (&celCompiler{}).cond(cVal{text: "*e.Controller", t: &cType{kind: kBool}}))), "e.Controller == nil || !*e.Controller"},
		{not(absence(jsontype.ZeroTimeTest("t"))), "!t.IsZero()"},
		{not(zeroTime), "!(t == nil || t.IsZero())"}, {and(x, not(zeroTime)), "x && !(t == nil || t.IsZero())"},
		// Comparisons of one value with constants: the implied one goes
		// (under &&) or the implying one (under ||), in the first's place.
		{and(hasOwner, x, ownerIs("==", `"a"`)), `o == "a" && x`},
		{or(not(hasOwner), ownerIs("!=", `"a"`)), `o != "a"`},
		{and(hasOwner, ownerIs("!=", `"a"`)), `o != "" && o != "a"`},
		{and(ownerIs("==", `"a"`), ownerIs("==", `"b"`)), `o == "a" && o == "b"`},
		{and(count(">", "1"), count("!=", "0"), count(">=", "1")), "n > 1"},
		{and(count(">=", "0"), count("!=", "0")), "n >= 0 && n != 0"},
		{and(count("<", "0"), count("!=", "0")), "n < 0"},
		{and(x, goBool("n != 0"), count("!=", "0")), "x && n != 0"}, // an atom without a test is its Go
		{and(ratio(">", "1"), ratio(">=", "2")), "r > 1 && r >= 2"}, // doubles: no integer ranges
		// A deciding constant stays first: what reads a computed variable
		// is kept (t stays read) and never evaluated, its guard gone.
		{and(constant(false), guard, use), "false && *p == t"},
		{or(constant(true), not(guard), use), "true || *p == t"},
		// Left out only beside an operand reading what it reads.
		{or(and(use, x), x), "(*p == t && x) || x"},
		{or(use, and(use, x)), "*p == t"},
	} {
		if got := c.got.String(); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
	if got := boolVal(comparison("a", "==", "b")).operand(); got != "(a == b)" {
		t.Errorf("a comparison as an operand of a larger expression: %s, want (a == b)", got)
	}
}

// TestFacts: after a guard, its condition is false where the block goes
// on (each term of its ||), so conditions it answers fold; a block that
// closes forgets it.
func TestFacts(t *testing.T) {
	cc := &celCompiler{}
	guard := or(lengthIs("x", "==", 0), absence(jsontype.NilTest("p")))
	cc.Indent = 1
	cc.SettleFact(guard.String(), guard)
	for _, c := range []struct {
		got  *condition
		want string
	}{
		{cc.withFacts(lengthIs("x", ">", 0)), "true"},
		{cc.withFacts(lengthIs("x", "<=", 0)), "false"},
		{cc.withFacts(lengthIs("x", ">", 1)), "len(x) > 1"},
		{cc.withFacts(and(not(absence(jsontype.NilTest("p"))), goBool("q"))), "q"},
		{cc.withFacts(lengthIs("y", ">", 0)), "len(y) > 0"},
	} {
		if got := c.got.String(); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
	cc.Indent = 0
	cc.Line("}")
	if got := cc.withFacts(lengthIs("x", ">", 0)).String(); got != "len(x) > 0" {
		t.Errorf("after the block closed: %s, want len(x) > 0", got)
	}

	// A runtime helper's !ok, an && that cannot be split, and what a
	// branch assumed are facts too.
	cc.Indent = 1
	notOK, undecided := not(goBool("ok")), and(not(goBool("r")), goBool("failed"))
	cc.SettleFact(notOK.String(), notOK)
	cc.SettleFact(undecided.String(), undecided)
	cc.assumed = []*condition{lengthIs("z", "<", 2)}
	for _, c := range []struct {
		got  *condition
		want string
	}{
		{cc.withFacts(notOK), "false"},
		{cc.withFacts(goBool("ok")), "true"},
		{cc.withFacts(and(not(goBool("r")), goBool("failed"))), "false"},
		{cc.withFacts(goBool("failed")), "failed"},
		{cc.withFacts(lengthIs("z", "==", 0)), "false"},
		{cc.withFacts(lengthIs("z", "<=", 1)), "false"},
		{cc.withFacts(lengthIs("z", ">", 0)), "true"},
		{cc.withFacts(lengthIs("z", ">", 2)), "len(z) > 2"},
	} {
		if got := c.got.String(); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
}

// TestReadsFirstOnly: which expressions, as written, read a variable only
// for its first element.
func TestReadsFirstOnly(t *testing.T) {
	cases := []struct {
		exprs []string
		want  bool
	}{
		{[]string{`size(variables.x) > 0 ? variables.x[0] : ""`, `variables.x[0] + "a"`, ``}, true},
		{[]string{`0 < size(variables.x) || variables.x.size() == 0`, `cel.bind(y, 1, size(variables.x) != 0)`}, true},
		{[]string{`size(variables.x) > 0 ? variables.x[0] : ""`, `variables.x.join(",")`}, false},
		{[]string{`variables.x[1]`}, false},
		{[]string{`size(variables.x) > 1`}, false},
		{[]string{`self.spec.a`, `variables.xy[0]`}, false},     // no read of x
		{[]string{`variables.x[0]`, `variables.x[0] +`}, false}, // does not parse
	}
	for _, c := range cases {
		if got := ReadsFirstOnly(c.exprs, "variables.x"); got != c.want {
			t.Errorf("ReadsFirstOnly(%q) = %v, want %v", c.exprs, got, c.want)
		}
	}
}

func TestLengthNegation(t *testing.T) {
	if got := not(lengthIs("x", ">", 0)).String(); got != "len(x) == 0" {
		t.Errorf("!(len(x) > 0) is %s", got)
	}
	if got := not(lengthIs("x", ">", 1)).String(); got != "len(x) <= 1" {
		t.Errorf("!(len(x) > 1) is %s", got)
	}
}

// TestLeafIdent: a column's name as the Go name of its value.
func TestLeafIdent(t *testing.T) {
	for name, want := range map[string]string{
		"Ready": "ready", "Nominated Node": "nominatedNode", "IP": "ip", "CPUs": "cpus",
		"URLPath": "urlPath", "Pod CIDR": "podCIDR", "last-seen": "lastSeen", "%": "", "": "",
		"2nd": "", "_x": "", "Ätna": "ätna", "Requested Duration": "requestedDuration",
	} {
		if got := leafIdent(name); got != want {
			t.Errorf("leafIdent(%q) = %q, want %q", name, got, want)
		}
	}
}

// fixtureSelf is what compiled expressions read as self in the fixture
// (compileFixture's kind): the kind, and its CEL object types' Go structs
// by CEL name, as the generator gives them (a list of items a ternary or
// a variable holds is typed by name).
func fixtureSelf(kind *types.Type) Self {
	spec := kind.Members[0].Type.Elem
	var item *types.Type
	for _, m := range spec.Members {
		if m.Name == "Items" {
			item = m.Type.Elem
		}
	}
	return Self{Type: kind, Objects: map[string]*types.Type{"v1.Item": item, "v1.Spec": spec}}
}

// TestConditionalName: a conditional's result is named after the field
// its first branch that is not a literal reads; a field named value, and
// one whose name is taken, by the field that holds it (not spec or
// status); a time is t; a branch that is a conditional is looked into.
func TestConditionalName(t *testing.T) {
	env, err := cel.NewEnv(cel.Variable("self", cel.DynType), cel.Variable("ts", cel.TimestampType),
		cel.Variable("c", cel.BoolType), cel.Variable("d", cel.BoolType))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		expr  string
		taken []string
		want  string
	}{
		{`c ? string(self.spec.m.current.averageValue) : "-"`, nil, "averageValue"},
		{`c ? string(self.spec.m.current.averageValue) : "-"`, []string{"averageValue"}, "current"},
		{`c ? string(self.spec.m.current.averageValue) : "-"`, []string{"averageValue", "current"}, "averageValue"}, // numbered
		{`c ? string(self.spec.m.target.value) : "<nil>"`, nil, "target"},
		{`c ? self.spec.value : "-"`, nil, "value"},               // held by spec: its own name
		{`c ? self.spec.owner : "-"`, []string{"owner"}, "owner"}, // not spec
		{`c ? "-" : (d ? self.status.phase + "!" : "?")`, nil, "phase"},
		{`c ? string(ts) : "-"`, nil, "t"},
		{`c ? string(self.spec.n) + "%" : "-"`, nil, "n"},
	} {
		ast, iss := env.Compile(c.expr)
		if iss.Err() != nil {
			t.Fatalf("%s: %v", c.expr, iss.Err())
		}
		e := ast.NativeRep().Expr()
		cc := &celCompiler{ast: ast.NativeRep()}
		for _, n := range c.taken {
			cc.NewVar(n)
		}
		args := e.AsCall().Args()
		if got := cc.conditionalName(args[1], args[2]); got != c.want {
			t.Errorf("%s (taken %v): %s, want %s", c.expr, c.taken, got, c.want)
		}
	}
}

// TestSingular: the element of a list is named as English makes one of
// it; a name that is no plural gives none.
func TestSingular(t *testing.T) {
	for name, want := range map[string]string{"items": "item", "addresses": "address", "entries": "entry",
		"matches": "match", "boxes": "box", "pods": "pod", "status": "", "external": "", "ss": "", "is": ""} {
		if got := singular(name); got != want {
			t.Errorf("singular(%q) = %q, want %q", name, got, want)
		}
	}
}
