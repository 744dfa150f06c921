package cel

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/cel-go/common/types/ref"
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

// TestListVariables: a list variable is computed once per list over
// items, rows read it (and row variables may too), a single object's
// table has an empty list, and a list variable may not read self.
func TestListVariables(t *testing.T) {
	self := NewObject("t.Obj").Field("spec", NewObject("t.Spec").Field("name", StringType).Field("tags", MapOf(StringType, 4)))
	cols := NewColumns("Obj", self, PerCallLimit,
		Column{Name: "Name", Type: "string", Expression: `self.spec.name + (self.spec.name == variables.first ? " (first)" : "")`},
		Column{Name: "Mark", Type: "string", Expression: `variables.mark`},
	).WithVariables(
		Variable{Name: "mark", Expression: `string(size(variables.names)) + "/" + variables.first`},
	).WithListVariables(
		Variable{Name: "names", Expression: `items.filter(o, has(o.spec.tags) && "pick" in o.spec.tags).map(o, o.spec.name)`},
		Variable{Name: "first", Expression: `size(variables.names) > 0 ? variables.names.min() : ""`},
	)
	obj := func(name string, pick bool) ref.Val {
		spec := map[string]any{"name": name}
		if pick {
			spec["tags"] = map[string]any{"pick": "yes"}
		}
		return cols.Self(map[string]any{"spec": spec})
	}
	items := []ref.Val{obj("c", true), obj("a", false), obj("b", true)}
	list := cols.List(items)
	var names, marks []any
	for _, item := range items {
		names = append(names, cols.CellIn(0, item, list))
		marks = append(marks, cols.CellIn(1, item, list))
	}
	if want := []any{"c", "a", "b (first)"}; !reflect.DeepEqual(names, want) {
		t.Errorf("Name cells %v, want %v", names, want)
	}
	if want := []any{"2/b", "2/b", "2/b"}; !reflect.DeepEqual(marks, want) {
		t.Errorf("Mark cells %v, want %v", marks, want)
	}
	if list.values[0] == nil || list.values[1] == nil {
		t.Errorf("list values %v: both computed once for the list", list.values)
	}
	// A single object: no list, no mark.
	if got := cols.Cell(0, obj("b", true)); got != "b" {
		t.Errorf("a single object's Name %v, want b", got)
	}
	if got := cols.Cell(1, obj("b", true)); got != "0/" {
		t.Errorf("a single object's Mark %v, want 0/", got)
	}

	env, err := NewEnv(self)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		vars []Variable
		msg  string
	}{
		{[]Variable{{Name: "a", Expression: "self.spec.name"}}, "a list variable reads the list's objects as items, not self"},
		{[]Variable{{Name: "a", Expression: "items.nope"}}, "does not support field selection"},
	} {
		_, _, err := WithListVariables(env, self, c.vars, PerCallLimit)
		var ve *VariableError
		if !errors.As(err, &ve) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%v: %v, want %s", c.vars, err, c.msg)
		}
	}
}
