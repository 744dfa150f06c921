package celgo

import (
	"errors"
	"testing"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// TestVariableIndexes: a row variable that returns indexes into a field's
// list (or the empty list) says so, and a column reading it indexes the
// list with no bounds check and adds to an index as Go adds; one whose
// lists index different lists, or a list that is no field of the row's
// object, says nothing. One that returns a list no longer than a field's
// (a map of it) says so, and a count through it indexes the field
// unchecked.
func TestVariableIndexes(t *testing.T) {
	env, self, kind, vars := compileFixture(t)
	env, asts, err := selectablecel.WithVariables(env, self, []selectablecel.Variable{
		{Name: "kept", Expression: `has(self.spec) && has(self.spec.items) ? lists.range(size(self.spec.items)).filter(i, self.spec.items[i].name != "") : []`},
		{Name: "mixed", Expression: `has(self.spec) && has(self.spec.owner) ? lists.range(size(self.spec.items)).filter(i, true) : lists.range(size(self.spec.counts)).filter(i, true)`},
		{Name: "local", Expression: `cel.bind(l, self.spec.items.map(i, i.name), lists.range(size(l)).filter(i, l[i] != ""))`},
		{Name: "names", Expression: `has(self.spec) && has(self.spec.items) ? self.spec.items.map(i, i.name) : []`},
	}, selectablecel.PerCallLimit)
	var overCost *selectablecel.CostError
	if err != nil && !errors.As(err, &overCost) {
		t.Fatal(err)
	}
	im := gocode.NewImports("example.com/api/v1")
	for i, c := range []struct{ name, indexesOf, within string }{{"kept", "obj.Spec.Items", "obj.Spec.Items"}, {"mixed", "", ""}, {"local", "", ""}, {"names", "", "obj.Spec.Items"}} {
		v := CompileVariable(asts[i].NativeRep(), fixtureSelf(kind), im, vars, c.name, false)
		if v.Body == nil {
			t.Fatalf("%s: not compiled: %s", c.name, v.Reason)
		}
		if v.IndexesOf != c.indexesOf || v.Within != c.within {
			t.Errorf("%s: IndexesOf %q Within %q, want %q %q", c.name, v.IndexesOf, v.Within, c.indexesOf, c.within)
		}
		vars["variables."+c.name] = Variable{Call: "vars." + c.name + "()", Type: asts[i].OutputType(), CanFail: v.CanFail, Bits: v.Bits, IndexesOf: v.IndexesOf, Within: v.Within}
	}
	for _, c := range []struct {
		expr, columnType string
		want, absent     []string
	}{
		{`size(variables.kept) > 0 ? self.spec.items[variables.kept[0]].name : "-"`, "string",
			[]string{"kept, ok := vars.kept()", "if len(kept) > 0 {", "\ti := kept[0]", "\treturn obj.Spec.Items[i].Name"}, []string{"< 0", ">= int64(len"}},
		{`size(variables.kept) > 0 ? variables.kept[0] + 1 : 0`, "integer", []string{"return kept[0] + 1"}, []string{"AddInt64"}},
		{`variables.kept.map(i, self.spec.items[i].name).join(",")`, "string", []string{"for _, i := range kept {"}, []string{"< 0", ">= int64(len"}},
		{`size(variables.mixed) > 0 ? self.spec.items[variables.mixed[0]].name : "-"`, "string",
			[]string{"if i < 0 || i >= int64(len(obj.Spec.Items)) {"}, nil},
		{`size(variables.mixed) > 0 ? variables.mixed[0] + 1 : 0`, "integer", []string{"AddInt64"}, nil},
		// A count through a list no longer than the items is below their length too.
		{`lists.range(size(variables.names)).filter(i, self.spec.items[i].name != "a").map(i, variables.names[i]).join(",")`, "string",
			[]string{"for i := range names {", "e := &obj.Spec.Items[i]"}, []string{">= len", ">= int64(len"}},
	} {
		ast, err := selectablecel.Check(env, self, c.expr, c.columnType, selectablecel.PerCallLimit)
		if err != nil && !errors.As(err, &overCost) {
			t.Fatalf("%s: %v", c.expr, err)
		}
		body, reason := Compile(ast.NativeRep(), fixtureSelf(kind), c.columnType, im, vars, "")
		if body == nil {
			t.Fatalf("%s: not compiled: %s", c.expr, reason)
		}
		checkBody(t, c.expr, body, c.want, c.absent)
	}
}
