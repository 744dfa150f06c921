package celgo

import (
	"testing"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// TestMagnitude: the bounds arithmetic reads, and the lengths that have
// none (a list of elements that take no space).
func TestMagnitude(t *testing.T) {
	intT := &cType{kind: kInt}
	for _, c := range []struct {
		name string
		v    cVal
		bits int
		ok   bool
	}{
		{"a length", cVal{t: intT, bits: lengthBits}, lengthBits, true},
		{"zero", cVal{t: intT, constant: "0"}, 0, true},
		{"three", cVal{t: intT, constant: "3"}, 2, true},
		{"minus four", cVal{t: intT, constant: "-4"}, 3, true},
		{"the smallest int", cVal{t: intT, constant: "-9223372036854775808"}, 0, false},
		{"an int32 field", cVal{t: intT, goVal: "x.Replicas", goBasic: "int32"}, 31, true},
		{"a uint16 field", cVal{t: intT, goVal: "x.Port", goBasic: "uint16"}, 16, true},
		{"an int64 field", cVal{t: intT, goVal: "x.Weight", goBasic: "int64"}, 0, false},
		{"an int32 type without its Go value", cVal{t: intT, goBasic: "int32"}, 0, false},
	} {
		bits, ok := magnitude(c.v)
		if bits != c.bits || ok != c.ok {
			t.Errorf("%s: magnitude %d, %v; want %d, %v", c.name, bits, ok, c.bits, c.ok)
		}
	}

	str := &types.Type{Name: types.Name{Name: "string"}, Kind: types.Builtin}
	empty := &types.Type{Name: types.Name{Name: "Empty"}, Kind: types.Struct}
	emptyOnly := &types.Type{Name: types.Name{Name: "Wrapper"}, Kind: types.Struct, Members: []types.Member{{Name: "E", Type: empty}}}
	named := &types.Type{Name: types.Name{Name: "Named"}, Kind: types.Struct, Members: []types.Member{{Name: "Name", Type: str}}}
	noneArray := &types.Type{Kind: types.Array, Len: 0, Elem: str}
	for _, c := range []struct {
		name string
		t    *cType
		want int
	}{
		{"a list of strings", &cType{kind: kList, elem: &cType{kind: kString}}, lengthBits},
		{"a map", &cType{kind: kMap, elem: &cType{kind: kString}}, lengthBits},
		{"a list of objects with a field", &cType{kind: kList, elem: &cType{kind: kObject, obj: named}}, lengthBits},
		{"a list of empty structs", &cType{kind: kList, elem: &cType{kind: kObject, obj: empty}}, 0},
		{"a list of structs of empty structs", &cType{kind: kList, elem: &cType{kind: kObject, obj: emptyOnly}}, 0},
		{"a list of structs of an array of none", &cType{kind: kList, elem: &cType{kind: kObject, obj: &types.Type{Kind: types.Struct, Members: []types.Member{{Name: "A", Type: noneArray}}}}}, 0},
		{"a list of objects of unknown Go type", &cType{kind: kList, elem: &cType{kind: kObject}}, 0},
	} {
		if got := lengthBitsOf(c.t); got != c.want {
			t.Errorf("%s: lengthBitsOf %d, want %d", c.name, got, c.want)
		}
	}
}

// TestVariableBits: a variable's value keeps its bound where every branch
// returns a bounded int, and a column reading it adds without a check.
func TestVariableBits(t *testing.T) {
	env, self, kind, vars := compileFixture(t)
	env, asts, err := selectablecel.WithVariables(env, self, []selectablecel.Variable{
		{Name: "n", Expression: `has(self.spec) && has(self.spec.owner) ? size(self.spec.items.filter(i, i.name != "")) : 0`},
		{Name: "w", Expression: `has(self.spec) ? self.spec.weight : 0`},
	}, selectablecel.PerCallLimit)
	if err != nil {
		t.Fatal(err)
	}
	im := gocode.NewImports("example.com/api/v1")
	for i, c := range []struct {
		name string
		bits int
	}{{"n", lengthBits}, {"w", 0}} {
		v := CompileVariable(asts[i].NativeRep(), fixtureSelf(kind), im, vars, c.name, false)
		if v.Body == nil {
			t.Fatalf("%s: not compiled: %s", c.name, v.Reason)
		}
		if v.Bits != c.bits {
			t.Errorf("%s: Bits %d, want %d", c.name, v.Bits, c.bits)
		}
		vars["variables."+c.name] = Variable{Call: "vars." + c.name + "()", Type: asts[i].OutputType(), CanFail: v.CanFail, Bits: v.Bits}
	}
	for _, c := range []struct {
		expr         string
		want, absent []string
	}{
		{`variables.n + 1`, []string{"return n + 1"}, []string{"AddInt64"}},
		{`variables.w + 1`, []string{"selectableruntime.AddInt64(vars.w(), 1)"}, nil},
	} {
		ast, err := selectablecel.Check(env, self, c.expr, "integer", selectablecel.PerCallLimit)
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		body, reason := Compile(ast.NativeRep(), fixtureSelf(kind), "integer", im, vars, "")
		if body == nil {
			t.Fatalf("%s: not compiled: %s", c.expr, reason)
		}
		checkBody(t, c.expr, body, c.want, c.absent)
	}
}
