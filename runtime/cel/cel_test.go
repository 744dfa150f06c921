package cel

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
)

func testSchema() *Type {
	item := NewObject("t.Item").Field("name", StringType).Field("weight", IntType)
	spec := NewObject("t.Spec").
		Field("items", ListOf(item, 0)).
		Field("tags", MapOf(StringType, 4)).
		Field("when", TimestampType).
		Field("port", IntOrStringType).
		Field("x-y", StringType)
	return NewObject("t.Obj").Field("spec", spec)
}

// TestCostLimitAtRuntime: an expression over a list bigger than any
// estimate allowed for is stopped by the cost limit, and its cell is empty.
func TestCostLimitAtRuntime(t *testing.T) {
	self := testSchema()
	items := make([]any, 2000)
	for i := range items {
		items[i] = map[string]any{"name": "n", "weight": int64(i)}
	}
	content := map[string]any{"spec": map[string]any{"items": items}}
	// The estimate with unknown list sizes is over 1000, so check with a
	// generous limit and run with a small one.
	cols := NewColumns("Obj", self, 1000, Column{Name: "Sum", Type: "integer",
		Expression: "self.spec.items.filter(i, i.weight > 0).size()"})
	env, _ := NewEnv(self)
	if _, err := Check(env, self, cols.cols[0].Expression, "integer", 1000); err == nil || !strings.Contains(err.Error(), "exceeds the limit of 1000") {
		t.Fatalf("static check: %v", err)
	}
	cols.limit = 1 << 40 // compile it anyway, to test the run-time limit
	cols.once.Do(cols.compile)
	prg, err := env.Program(mustCheck(t, env, self, cols.cols[0].Expression), costLimitOpts(100)...)
	if err != nil {
		t.Fatal(err)
	}
	cols.progs[0] = prg
	if _, err := cols.Eval(0, cols.Self(content)); err == nil || !strings.Contains(err.Error(), "cost limit exceeded") {
		t.Fatalf("want a cost limit error, got %v", err)
	}
	if cell := cols.Cell(0, cols.Self(content)); cell != nil {
		t.Fatalf("cell over the cost limit = %v, want nil", cell)
	}
}

func mustCheck(t *testing.T, env *cel.Env, self *Type, expr string) *cel.Ast {
	t.Helper()
	ast, err := Check(env, self, expr, "integer", 1<<62)
	if err != nil {
		t.Fatal(err)
	}
	return ast
}

func costLimitOpts(limit uint64) []cel.ProgramOption {
	return []cel.ProgramOption{cel.EvalOptions(cel.OptTrackCost), cel.CostLimit(limit)}
}

// TestValuesFollowJSON: presence and types follow the unstructured form.
func TestValuesFollowJSON(t *testing.T) {
	self := testSchema()
	env, err := NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	content := map[string]any{"spec": map[string]any{
		"items": []any{map[string]any{"name": "a"}},
		"when":  "2024-01-02T03:04:05Z",
		"port":  int64(8080),
		"x-y":   "dash",
	}}
	cases := []struct{ expr, want string }{
		{"has(self.spec.items)", "true"},
		{"has(self.spec.tags)", "false"},
		{"has(self.spec.items[0].weight)", "false"},
		{"self.spec.when + duration('1h')", "2024-01-02T04:04:05Z"},
		{"self.spec.port + 1", "8081"},
		{"self.spec.x__dash__y", "dash"},
		{"self.spec.items.map(i, i.name)", "[a]"},
		{"self.spec", "{items: [{name: a}], port: 8080, when: 2024-01-02T03:04:05Z, x-y: dash}"},
		{"self.spec.?tags.orValue({'k': 'v'})", "{k: v}"},
	}
	for _, c := range cases {
		ast, err := Check(env, self, c.expr, "string", 1<<62)
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		prg, _ := env.Program(ast)
		out, _, err := prg.Eval(map[string]any{"self": Value(self, content)})
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		if got := Render(out); got != c.want {
			t.Errorf("%s = %q, want %q", c.expr, got, c.want)
		}
	}
	// A field left out is an error, so the cell is empty.
	ast, _ := Check(env, self, "self.spec.items[0].weight", "integer", PerCallLimit)
	prg, _ := env.Program(ast)
	if _, _, err := prg.Eval(map[string]any{"self": Value(self, content)}); err == nil || !strings.Contains(err.Error(), "no such key: weight") {
		t.Errorf("absent field: %v", err)
	}
	// So is a null (a zero metav1.Time, a nil list without omitempty),
	// as the field a CRD's API server drops: not has(), and neither
	// equal nor unequal to anything.
	nulled := map[string]any{"spec": map[string]any{"when": nil, "items": nil}}
	for _, expr := range []string{"self.spec.when == timestamp('2024-01-02T03:04:05Z')", "self.spec.when != timestamp('2024-01-02T03:04:05Z')", "self.spec.items == []"} {
		ast, err := Check(env, self, expr, "boolean", PerCallLimit)
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		prg, _ := env.Program(ast)
		if out, _, err := prg.Eval(map[string]any{"self": Value(self, nulled)}); err == nil || !strings.Contains(err.Error(), "no such key") {
			t.Errorf("%s on a null: %v, %v; want no such key", expr, out, err)
		}
	}
	if Cell("integer", types.String("x")) != nil || Cell("string", types.NullValue) != nil {
		t.Error("mistyped or null results must give nil cells")
	}
}

// TestRenderObjectsInJSONNameOrder: an object prints its fields in json
// name order, as its unstructured map does; a keyword field's escaped CEL
// name (__namespace__) must not sort it first. Found by the random-package
// property test (testdata/found/cel-string-rendering).
func TestRenderObjectsInJSONNameOrder(t *testing.T) {
	meta := NewObject("v1.Meta").Field("namespace", StringType).Field("annotations", MapOf(StringType, 0))
	self := NewObject("v1.Kind").Field("meta", meta)
	env, err := NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	ast, err := Check(env, self, "self.meta", "string", PerCallLimit)
	if err != nil {
		t.Fatal(err)
	}
	prg, _ := env.Program(ast)
	content := map[string]any{"meta": map[string]any{"namespace": "ns", "annotations": map[string]any{"a": "b"}}}
	out, _, err := prg.Eval(map[string]any{"self": Value(self, content)})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Render(out), "{annotations: {a: b}, namespace: ns}"; got != want {
		t.Errorf("rendered %q, want %q", got, want)
	}
}

// TestOverCostColumnStillEvaluates: a column whose estimate is over the
// limit (the generator accepted it because it compiled it to Go) is still
// evaluated by cel-go, to compare with the compiled cell, within the
// per-call limit.
func TestOverCostColumnStillEvaluates(t *testing.T) {
	self := testSchema()
	expr := "self.spec.items.exists(i, i.name == 'x')"
	env, _ := NewEnv(self)
	ast, err := Check(env, self, expr, "boolean", PerCallLimit)
	var overCost *CostError
	if !errors.As(err, &overCost) || ast == nil {
		t.Fatalf("Check: %v, %v; want the AST and a CostError", ast, err)
	}
	cols := NewColumns("Obj", self, PerCallLimit, Column{Name: "X", Type: "boolean", Expression: expr})
	content := map[string]any{"spec": map[string]any{"items": []any{map[string]any{"name": "x", "weight": int64(1)}}}}
	if got := cols.Cell(0, cols.Self(content)); got != true {
		t.Errorf("cell %#v, want true", got)
	}
}

// TestDynFieldOfOwnJSON: a field whose type marshals itself (an IP address
// writing a string) is dyn, and its value is what its JSON is.
func TestDynFieldOfOwnJSON(t *testing.T) {
	self := NewObject("t.Obj").Field("status", NewObject("t.Status").Field("ip", DynType))
	cols := NewColumns("Obj", self, PerCallLimit,
		Column{Name: "Private", Type: "boolean", Expression: "has(self.status.ip) && self.status.ip.startsWith('10.')"},
		Column{Name: "IP", Type: "string", Expression: "self.status.ip"})
	content := map[string]any{"status": map[string]any{"ip": "10.0.0.1"}}
	if got := cols.Cell(0, cols.Self(content)); got != true {
		t.Errorf("Private = %#v, want true", got)
	}
	if got := cols.Cell(1, cols.Self(content)); got != "10.0.0.1" {
		t.Errorf("IP = %#v, want 10.0.0.1", got)
	}
	if got := cols.Cell(0, cols.Self(map[string]any{"status": map[string]any{}})); got != false {
		t.Errorf("Private without an IP = %#v, want false", got)
	}
}

// TestConstantErrorsAreCheckErrors: a constant part that is an error
// (which cel-go's planner folds, failing the plan) is found at check
// time, pointed at; a constant that is fine is not.
func TestConstantErrorsAreCheckErrors(t *testing.T) {
	self := testSchema()
	env, err := NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ expr, want string }{
		{`self.spec.port == 1 || int("a") == 2`, "<input>:1:27: a constant part of it is an error"},
		{`has(self.spec.when) && self.spec.when - timestamp("x") > duration("1h")`, "<input>:1:50: a constant part of it is an error"},
		{`duration("1h") > duration("30m") && int("42") == 42`, ""},
	} {
		_, err := Check(env, self, c.expr, "boolean", PerCallLimit)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.expr, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v; want %q", c.expr, err, c.want)
		}
	}
}
