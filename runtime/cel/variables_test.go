package cel

import (
	"errors"
	"strings"
	"testing"
)

// TestVariables: columns read variables.<name>, a variable reads the ones
// before it, a variable that would fail is no error unless a column reads
// it, and each is computed once per evaluation.
func TestVariables(t *testing.T) {
	self := testSchema()
	cols := NewColumns("Obj", self, PerCallLimit,
		Column{Name: "Heavy", Type: "integer", Expression: "size(variables.heavy)"},
		Column{Name: "Names", Type: "string", Expression: `variables.names.join(",")`},
		Column{Name: "Second", Type: "string", Expression: `has(self.spec.items) ? "ok" : variables.second`},
	).WithVariables(
		Variable{Name: "heavy", Expression: "has(self.spec.items) ? self.spec.items.filter(i, i.weight > 1) : []"},
		Variable{Name: "names", Expression: "variables.heavy.map(i, i.name)"},
		Variable{Name: "second", Expression: "self.spec.items[1].name"},
	)
	items := []any{
		map[string]any{"name": "a", "weight": int64(1)},
		map[string]any{"name": "b", "weight": int64(2)},
		map[string]any{"name": "c", "weight": int64(3)},
	}
	row := cols.Self(map[string]any{"spec": map[string]any{"items": items}})
	if got := cols.Cell(0, row); got != int64(2) {
		t.Errorf("Heavy = %v, want 2", got)
	}
	if got := cols.Cell(1, row); got != "b,c" {
		t.Errorf("Names = %v, want b,c", got)
	}
	if got := cols.Cell(2, row); got != "ok" {
		t.Errorf("Second = %v, want ok (the variable is not read)", got)
	}
	empty := cols.Self(map[string]any{"spec": map[string]any{}})
	if _, err := cols.Eval(2, empty); err == nil || !strings.Contains(err.Error(), "variables.second") {
		t.Errorf("Second of an object without items: %v, want the variable's error", err)
	}

	// One evaluation computes a variable once: names and heavy both read
	// heavy, which is remembered in the row's activation.
	cols.once.Do(cols.compile)
	a := cols.evalActivation(row).(*rowActivation)
	if _, ok := a.ResolveName("variables.names"); !ok || a.values[0] == nil || a.values[2] != nil {
		t.Errorf("after reading names: computed %v, want heavy and names only", a.values)
	}
}

// TestVariableErrors: a variable that does not check names itself; a
// later variable is not known to an earlier one.
func TestVariableErrors(t *testing.T) {
	self := testSchema()
	env, err := NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		vars  []Variable
		index int
		msg   string
	}{
		{[]Variable{{Name: "a", Expression: "self.spec.nope"}}, 0, "undefined field 'nope'"},
		{[]Variable{{Name: "a", Expression: "variables.b"}, {Name: "b", Expression: "1"}}, 0, "undeclared reference to 'variables'"},
		{[]Variable{{Name: "a", Expression: "1"}, {Name: "b", Expression: "variables.a +"}}, 1, "Syntax error"},
	} {
		_, _, err := WithVariables(env, self, c.vars, PerCallLimit)
		var ve *VariableError
		if !errors.As(err, &ve) || ve.Index != c.index || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%v: %v, want variable %d: %s", c.vars, err, c.index, c.msg)
		}
	}
}
