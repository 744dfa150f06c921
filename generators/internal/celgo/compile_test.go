package celgo

import (
	"strings"
	"testing"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The compiler on its own: a hand-built Go type, its CEL type, and
// expressions checked by runtime/cel as the generator checks them. The
// generated code is compiled and compared with cel-go on a 43-expression
// corpus in examples (TestCompiledCELDifferential); this test pins the
// compiler's contract: the body it writes, JSON presence, and the reason
// it gives for what stays on cel-go.
func TestCompile(t *testing.T) {
	str := &types.Type{Name: types.Name{Name: "string"}, Kind: types.Builtin}
	i32 := &types.Type{Name: types.Name{Name: "int32"}, Kind: types.Builtin}
	spec := &types.Type{Name: types.Name{Package: "example.com/api/v1", Name: "Spec"}, Kind: types.Struct, Members: []types.Member{
		{Name: "Replicas", Type: i32, Tags: `json:"replicas"`},
		{Name: "Owner", Type: str, Tags: `json:"owner,omitempty"`},
	}}
	kind := &types.Type{Name: types.Name{Package: "example.com/api/v1", Name: "Kind"}, Kind: types.Struct, Members: []types.Member{
		{Name: "Spec", Type: &types.Type{Kind: types.Pointer, Elem: spec}, Tags: `json:"spec,omitempty"`},
	}}
	celSpec := selectablecel.NewObject("v1.Spec").Field("replicas", selectablecel.IntType).Field("owner", selectablecel.StringType)
	self := selectablecel.NewObject("v1.Kind").Field("spec", celSpec)
	env, err := selectablecel.NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}

	cases := []struct {
		expr, columnType string
		want             []string // lines of the body, in order
		reason           string   // non-empty: stays on cel-go
	}{
		{
			expr: "self.spec.replicas", columnType: "integer",
			want: []string{"if obj.Spec == nil {", "\treturn nil", "}", "return int64(obj.Spec.Replicas)"},
		},
		{
			// spec is a pointer: nil is absent, and selecting from it is
			// CEL's "no such key" error, a nil cell. owner is omitempty: ""
			// is absent, so has() is false.
			expr: `has(self.spec.owner) ? self.spec.owner : "nobody"`, columnType: "string",
			want: []string{"if obj.Spec == nil {", "\treturn nil", "if (obj.Spec.Owner != \"\") {", "= obj.Spec.Owner", "= \"nobody\"", "return t1"},
		},
		{expr: `self.spec.owner.matches("^a")`, columnType: "boolean", reason: "matches"},
		{
			// replicas is always present once spec is: has() is the constant
			// true, and true && true folds (go vet rejects it). Found by the
			// random-package property test.
			expr: `has(self.spec.replicas) && has(self.spec.replicas)`, columnType: "boolean",
			want: []string{"if obj.Spec == nil {", "return true"},
		},
	}
	for _, c := range cases {
		ast, err := selectablecel.Check(env, self, c.expr, c.columnType, selectablecel.PerCallLimit)
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		body, reason := Compile(ast.NativeRep(), kind, c.columnType, gocode.NewImports("example.com/api/v1"), nil)
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
		text := strings.Join(body, "\n")
		at := 0
		for _, w := range c.want {
			i := strings.Index(text[at:], w)
			if i < 0 {
				t.Errorf("%s: body lacks %q (in order):\n%s", c.expr, w, text)
				break
			}
			at += i + len(w)
		}
	}
}

func TestFoldLogical(t *testing.T) {
	for _, c := range []struct{ l, op, r, want string }{
		{"true", " && ", "x", "x"}, {"x", " && ", "true", "x"}, {"false", " && ", "x", "false"},
		{"x", " && ", "x", "x"}, {"x", " && ", "y", "(x && y)"},
		{"false", " || ", "x", "x"}, {"x", " || ", "true", "true"}, {"x", " || ", "y", "(x || y)"},
	} {
		if got := foldLogical(c.l, c.op, c.r); got != c.want {
			t.Errorf("foldLogical(%q%s%q) = %q, want %q", c.l, c.op, c.r, got, c.want)
		}
	}
}

// TestFoldLogicalDropsRepeatedOperand: a right operand the left already
// has (has(x.y) && x.y != "" compiles both to x.y != "") is dropped, as go
// vet rejects x && x; string literals and nested parentheses are not split.
func TestFoldLogicalDropsRepeatedOperand(t *testing.T) {
	for _, c := range []struct{ l, op, r, want string }{
		{`(e.Reason != "")`, " && ", `e.Reason != ""`, `(e.Reason != "")`},
		{`(x != nil && x.Y != "")`, " && ", `x.Y != ""`, `(x != nil && x.Y != "")`},
		{`obj.Flag`, " && ", `obj.Flag`, `obj.Flag`},
		{`(a == "&& b")`, " && ", `b`, `((a == "&& b") && b)`},
		{`(f(a && b))`, " && ", `b`, `((f(a && b)) && b)`},
		{`(a) || (b)`, " || ", `b`, `(a) || (b)`},
		{`(a) && (b)`, " || ", `b`, `((a) && (b) || b)`},
	} {
		if got := foldLogical(c.l, c.op, c.r); got != c.want {
			t.Errorf("foldLogical(%s, %q, %s) = %s, want %s", c.l, c.op, c.r, got, c.want)
		}
	}
}
