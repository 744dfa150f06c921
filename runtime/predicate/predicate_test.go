package predicate

import (
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// widget is a kind whose field selector values are a map, so the tests
// need no generated code: spec.color and spec.size (indexed), spec.owner,
// and a legacy label legacy.spec-color converted to spec.color; and two
// multi-valued fields, their values joined in the map: spec.tags
// (indexed, also under the legacy label legacy.tags) and spec.aliases.
type widget struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	fields map[string]string
}

func (w *widget) DeepCopyObject() runtime.Object { c := *w; return &c }

var widgetFields = []string{"metadata.name", "metadata.namespace", "spec.color", "spec.size", "spec.owner", "spec.tags", "spec.aliases"}

func widgetDescriptor() *selectableruntime.Descriptor {
	d := &selectableruntime.Descriptor{
		Indexes:     []selectableruntime.FieldIndex{{Field: "spec.color"}, {Field: "spec.size"}, {Field: "spec.tags"}},
		MultiValued: []string{"spec.tags", "spec.aliases"},
	}
	d.Kind = "Widget"
	d.FieldLabelConversion = func(label, value string) (string, string, error) {
		if label == "legacy.spec-color" {
			return "spec.color", value, nil
		}
		if label == "legacy.tags" {
			return "spec.tags", value, nil
		}
		if slices.Contains(widgetFields, label) {
			return label, value, nil
		}
		return "", "", fmt.Errorf("field label not supported: %s", label)
	}
	d.FieldValue = func(obj runtime.Object, field string) (string, bool) {
		w, ok := obj.(*widget)
		if !ok {
			return "", false
		}
		if field == "legacy.spec-color" {
			field = "spec.color"
		}
		if field == "legacy.tags" {
			field = "spec.tags"
		}
		switch field {
		case "metadata.name":
			return w.Name, true
		case "metadata.namespace":
			return w.Namespace, true
		}
		if !slices.Contains(widgetFields, field) {
			return "", false
		}
		return w.fields[field], true
	}
	return d
}

func compile(t *testing.T, expr string) *Predicate {
	t.Helper()
	p, err := Compile(expr, ForDescriptor(widgetDescriptor()))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return p
}

func w(name, color, size, owner string) *widget {
	return &widget{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "ns"},
		fields: map[string]string{"spec.color": color, "spec.size": size, "spec.owner": owner}}
}

// TestEval: every operator the language promises, on the field values the
// field selectors compare (legacy labels included).
func TestEval(t *testing.T) {
	d := widgetDescriptor()
	objs := []*widget{w("a", "red", "S", "ann"), w("b", "blue", "M", "bob"), w("c", "green", "S", "bea"), w("d", "", "L", "")}
	for _, c := range []struct{ expr, want string }{
		{`object.spec.color == 'red'`, "a"},
		{`object.spec.color != 'red'`, "b c d"},
		{`object.spec.color in ['red', 'blue']`, "a b"},
		{`object.spec.color in ['red','blue'] && !(object.spec.size == 'S')`, "b"},
		{`object.spec.color == 'red' || object.spec.size == 'L'`, "a d"},
		{`object.spec.owner.startsWith('b')`, "b c"},
		{`object.spec.owner.endsWith('n')`, "a"},
		{`object.spec.color == ''`, "d"},
		{`field('legacy.spec-color') == 'green'`, "c"},
		{`object.metadata.name in ['a', 'd'] && object.metadata.namespace == 'ns'`, "a d"},
		{`!(object.spec.size in ['S', 'M'])`, "d"},
	} {
		p := compile(t, c.expr)
		var got []string
		for _, o := range objs {
			ok, err := p.Matches(d, o)
			if err != nil {
				t.Fatalf("%s: %v", c.expr, err)
			}
			if ok {
				got = append(got, o.Name)
			}
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s selects %v, want %s", c.expr, got, c.want)
		}
	}
}

// TestCompileErrors: one case per error, with its text and position,
// before any object is read.
func TestCompileErrors(t *testing.T) {
	many := strings.Repeat(`object.spec.owner.contains(object.spec.color) || `, 40) + "true"
	for _, c := range []struct{ expr, want string }{
		{``, `invalid field predicate: the expression is empty`},
		{`object.spec.color == `, `invalid field predicate: ERROR: <input>:1:22: Syntax error`},
		{`object.spec.shape == 'x'`, `invalid field predicate: 1:12: field label not supported: spec.shape`},
		{`object.spec.color`, `invalid field predicate: the expression's type is string; a predicate must be a bool`},
		{`object.spec.color > 3`, `invalid field predicate: ERROR: <input>:1:19: found no matching overload for '_>_' applied to '(string, int)'`},
		{`object == 'x'`, `invalid field predicate: 1:1: object alone is no field`},
		{`['a'].exists(x, x == object.spec.color)`, `invalid field predicate: 1:13: macros (all, exists, exists_one, filter, map) are allowed in a field predicate only over a multi-valued field`},
		{`field(object.spec.color) == 'x'`, `invalid field predicate: 1:6: field takes one string literal`},
		{`field('spec.nope') == 'x'`, `invalid field predicate: 1:6: field label not supported: spec.nope`},
		{`other.x == 'x'`, `invalid field predicate: ERROR: <input>:1:1: undeclared reference to 'other'`},
		{many, `invalid field predicate: estimated cost exceeds budget by factor of`},
	} {
		_, err := Compile(c.expr, ForDescriptor(widgetDescriptor()))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%.60s: error %v, want it to start with %q", c.expr, err, c.want)
		}
	}
}

// TestActualCostLimit: an evaluation over the per-call cost limit is an
// error, as Kubernetes aborts a CEL call over its budget.
func TestActualCostLimit(t *testing.T) {
	p := compile(t, strings.Repeat(`object.spec.owner.contains('zz') || `, 10)+"false")
	long := strings.Repeat("a", 2_000_000)
	_, err := p.Eval(func(string) string { return long })
	if err == nil || !strings.Contains(err.Error(), "actual cost limit exceeded") {
		t.Fatalf("a predicate over the cost limit: %v", err)
	}
	if ok, err := p.Eval(func(string) string { return "short" }); ok || err != nil {
		t.Errorf("a cheap evaluation: %v, %v", ok, err)
	}
}

// TestPlans: which part of each form is an index lookup and which a
// filter (spec.color and spec.size are indexed, spec.owner is not).
func TestPlans(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{`object.spec.color == 'red'`, "lookup spec.color in [\"red\"]\n"},
		{`'red' == field('legacy.spec-color')`, "lookup spec.color in [\"red\"]\n"},
		{`object.spec.color in ['red', 'blue', 'red']`, "lookup spec.color in [\"blue\", \"red\"]\n"},
		{`object.spec.color == 'red' || object.spec.color == 'blue'`, "lookup spec.color in [\"blue\", \"red\"]\n"},
		{`object.spec.color == 'red' || object.spec.size == 'S'`, "union of\n  lookup spec.color in [\"red\"]\n  lookup spec.size in [\"S\"]\n"},
		{`object.spec.color in ['red','blue'] && !(object.spec.size == 'S')`, "lookup spec.color in [\"blue\", \"red\"]\n"},
		{`object.spec.color == 'red' && object.spec.size in ['S', 'M']`, "intersection, smallest first, of\n  lookup spec.color in [\"red\"]\n  lookup spec.size in [\"M\", \"S\"]\n"},
		{`object.spec.owner == 'ann' && object.spec.size == 'S'`, "lookup spec.size in [\"S\"]\n"},
		{`object.spec.color != 'red'`, "scan every object\n"},
		{`!(object.spec.color == 'red')`, "scan every object\n"},
		{`object.spec.color == 'red' || object.spec.owner == 'ann'`, "scan every object\n"},
		{`object.spec.color.startsWith('r')`, "scan every object\n"},
		{`object.spec.owner == 'ann'`, "scan every object\n"},
	} {
		p := compile(t, c.expr)
		want := c.want + "filter: " + c.expr + "\n"
		if got := p.Plan().String(); got != want {
			t.Errorf("%s: plan\n%s\nwant\n%s", c.expr, got, want)
		}
	}
	p := compile(t, `object.spec.size == 'S' && object.spec.color in ['a', 'b']`)
	if v, ok := p.Plan().Equality("spec.size"); !ok || v != "S" {
		t.Errorf("equality on spec.size: %q, %v", v, ok)
	}
	if _, ok := p.Plan().Equality("spec.color"); ok {
		t.Error("a set is no equality")
	}
}

// mapIndex indexes objects by every indexed field, and counts lookups.
type mapIndex struct {
	byField map[string]map[string][]string
	lookups int
}

func (m *mapIndex) Lookup(index, value string) ([]string, error) {
	m.lookups++
	return m.byField[index][value], nil
}

// TestPlanAnswersAsAScan: on random objects and random predicates over
// every form, the plan's candidates filtered by the predicate are exactly
// the objects the predicate selects in a full scan, and an indexed plan
// reads no more candidates than it must. spec.tags is multi-valued and
// indexed under each of its values, as an index function of such a field
// indexes it.
func TestPlanAnswersAsAScan(t *testing.T) {
	d := widgetDescriptor()
	r := rand.New(rand.NewSource(1))
	colors, sizes, owners := []string{"red", "blue", "green", ""}, []string{"S", "M", "L"}, []string{"ann", "bob", "bea", ""}
	var objs []*widget
	byKey := map[string]*widget{}
	tagLists := [][]string{nil, {""}, {"a", "a"}, {"a", "b"}, {"b"}, {"b", "a", ""}}
	tags := []string{"a", "b", "", "c"}
	ix := &mapIndex{byField: map[string]map[string][]string{"spec.color": {}, "spec.size": {}, "spec.tags": {}}}
	for i := range 300 {
		o := w(fmt.Sprintf("w%03d", i), colors[r.Intn(4)], sizes[r.Intn(3)], owners[r.Intn(4)])
		o.fields["spec.tags"] = selectableruntime.JoinFieldValues(tagLists[r.Intn(len(tagLists))])
		objs = append(objs, o)
		byKey[o.Name] = o
		for f := range ix.byField {
			values := []string{o.fields[f]}
			if f == "spec.tags" {
				values = selectableruntime.DistinctFieldValues(o.fields[f])
			}
			for _, v := range values {
				ix.byField[f][v] = append(ix.byField[f][v], o.Name)
			}
		}
	}
	// listBudget keeps a predicate within the estimated cost limit: a
	// membership in spec.tags is estimated at about 1/10 of it, an exists
	// at about 6/10 (cost_test.go).
	listBudget := 0
	atom := func() string {
		n := r.Intn(11)
		if cost := map[int]int{7: 1, 8: 1, 9: 6}[n]; cost > listBudget {
			n = 10
		} else {
			listBudget -= cost
		}
		switch n {
		case 7:
			return fmt.Sprintf("'%s' in object.spec.tags", tags[r.Intn(4)])
		case 8:
			return fmt.Sprintf("'%s' in field('legacy.tags')", tags[r.Intn(4)])
		case 9:
			return fmt.Sprintf("object.spec.tags.exists(t, t.startsWith('%s'))", tags[r.Intn(4)])
		case 10:
			return fmt.Sprintf("size(object.spec.tags) > %d", r.Intn(3))
		case 0:
			return fmt.Sprintf("object.spec.color == '%s'", colors[r.Intn(4)])
		case 1:
			return fmt.Sprintf("object.spec.size in ['%s', '%s']", sizes[r.Intn(3)], sizes[r.Intn(3)])
		case 2:
			return fmt.Sprintf("object.spec.owner != '%s'", owners[r.Intn(4)])
		case 3:
			return fmt.Sprintf("object.spec.owner.startsWith('%s')", owners[r.Intn(4)])
		case 4:
			return fmt.Sprintf("field('legacy.spec-color') in ['%s']", colors[r.Intn(4)])
		case 5:
			return fmt.Sprintf("object.spec.size.endsWith('%s')", sizes[r.Intn(3)])
		default:
			return fmt.Sprintf("object.metadata.name == 'w%03d'", r.Intn(300))
		}
	}
	var expr func(depth int) string
	expr = func(depth int) string {
		if depth == 0 || r.Intn(3) == 0 {
			return atom()
		}
		switch r.Intn(3) {
		case 0:
			return "(" + expr(depth-1) + " && " + expr(depth-1) + ")"
		case 1:
			return "(" + expr(depth-1) + " || " + expr(depth-1) + ")"
		default:
			return "!(" + expr(depth-1) + ")"
		}
	}
	planned, listPlanned := 0, 0
	for range 400 {
		listBudget = 9
		e := expr(3)
		p := compile(t, e)
		var want []string
		for _, o := range objs {
			if ok, err := p.Matches(d, o); err != nil {
				t.Fatal(err)
			} else if ok {
				want = append(want, o.Name)
			}
		}
		keys, scan, err := p.Plan().Keys(ix)
		if err != nil {
			t.Fatal(err)
		}
		if scan {
			keys = nil
			for _, o := range objs {
				keys = append(keys, o.Name)
			}
		} else {
			planned++
			if strings.Contains(p.Plan().String(), "lookup spec.tags") {
				listPlanned++
			}
		}
		var got []string
		for _, k := range keys {
			if ok, _ := p.Matches(d, byKey[k]); ok {
				got = append(got, k)
			}
		}
		sort.Strings(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%s\nplan:\n%s\nselects %v, a scan %v", e, p.Plan(), got, want)
		}
	}
	if planned < 50 || listPlanned < 10 {
		t.Errorf("only %d of 400 predicates used an index, %d the multi-valued one", planned, listPlanned)
	}
}

// TestFieldSelector: the predicate as a fields.Selector over a field set
// keyed by conversion selects as Eval does, requires exactly the
// equalities it cannot hold without (what an API server's watch cache
// serves from an index or dispatches by), and ANDs with a field selector.
func TestFieldSelector(t *testing.T) {
	d := widgetDescriptor()
	keyOf := func(label string) string { k, _, _ := d.FieldLabelConversion(label, ""); return "v1/" + k }
	p := compile(t, `field('legacy.spec-color') == 'red' && object.spec.size in ['S'] && (object.spec.owner == 'ann' || object.spec.owner == 'bob')`)
	sel := p.FieldSelector(keyOf)
	set := fields.Set{"v1/spec.color": "red", "v1/spec.size": "S", "v1/spec.owner": "bob"}
	if !sel.Matches(set) {
		t.Errorf("%s does not match %v", sel, set)
	}
	set["v1/spec.owner"] = "eve"
	if sel.Matches(set) {
		t.Errorf("%s matches %v", sel, set)
	}
	for key, want := range map[string]string{"v1/spec.color": "red", "v1/spec.size": "S"} {
		if v, ok := sel.RequiresExactMatch(key); !ok || v != want {
			t.Errorf("RequiresExactMatch(%s) = %q, %v; want %q", key, v, ok, want)
		}
	}
	for _, key := range []string{"v1/spec.owner", "spec.color", "metadata.name"} {
		if v, ok := sel.RequiresExactMatch(key); ok {
			t.Errorf("RequiresExactMatch(%s) = %q: the predicate does not require one value", key, v)
		}
	}
	both := fields.AndSelectors(fields.OneTermEqualSelector("metadata.name", "a"), sel)
	if v, ok := both.RequiresExactMatch("v1/spec.color"); !ok || v != "red" {
		t.Errorf("ANDed: %q, %v", v, ok)
	}
	if both.Matches(fields.Set{"metadata.name": "b", "v1/spec.color": "red", "v1/spec.size": "S", "v1/spec.owner": "ann"}) {
		t.Error("the ANDed field selector is ignored")
	}
	if sel.Empty() || !strings.Contains(sel.String(), "fieldPredicate(") {
		t.Errorf("Empty %v, String %s", sel.Empty(), sel)
	}
}

// TestSelectorOfDescriptor: the predicate as the descriptor's selector
// (what caches and test doubles filter and watch with, through
// Descriptor.Matches) selects exactly what Matches does, legacy labels
// included, and ANDs with a converted field selector.
func TestSelectorOfDescriptor(t *testing.T) {
	d := widgetDescriptor()
	objs := []*widget{w("a", "red", "S", "ann"), w("b", "blue", "M", "bob"), w("c", "green", "S", "bea"), w("d", "", "L", "")}
	for _, expr := range []string{
		`field('legacy.spec-color') == 'red' || object.spec.size == 'L'`,
		`object.spec.color in ['red', 'blue'] && !(object.spec.owner.startsWith('a'))`,
		`object.metadata.name != 'c' && object.metadata.namespace == 'ns'`,
		`object.spec.color == ''`,
	} {
		p := compile(t, expr)
		sel := p.Selector(d)
		for _, o := range objs {
			want, err := p.Matches(d, o)
			if err != nil {
				t.Fatal(err)
			}
			got, err := d.Matches(o, sel)
			if err != nil || got != want {
				t.Errorf("%s on %s: the selector gives %v (%v), Matches %v", expr, o.Name, got, err, want)
			}
			both := fields.AndSelectors(fields.OneTermNotEqualSelector("spec.size", "S"), sel)
			if got, _ := d.Matches(o, both); got != (want && o.fields["spec.size"] != "S") {
				t.Errorf("%s ANDed with spec.size!=S on %s: %v", expr, o.Name, got)
			}
		}
	}
}
