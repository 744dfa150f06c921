package predicate

import (
	"fmt"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/fields"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// Multi-valued fields: widget's spec.tags (indexed, also written
// field('legacy.tags')) and spec.aliases have a value per element of a
// list, joined in the field value (selectableruntime.JoinFieldValues).

// tagged is a widget with lists of values.
func tagged(name, color, owner string, tags, aliases []string) *widget {
	o := w(name, color, "S", owner)
	o.fields["spec.tags"] = selectableruntime.JoinFieldValues(tags)
	o.fields["spec.aliases"] = selectableruntime.JoinFieldValues(aliases)
	return o
}

// taggedWidgets: tags [] / [""] / ["a","a"] / ["a","b"].
func taggedWidgets() []*widget {
	return []*widget{
		tagged("none", "red", "", nil, nil),
		tagged("empty", "blue", "", []string{""}, []string{"a"}),
		tagged("aa", "red", "b", []string{"a", "a"}, []string{"a", "a"}),
		tagged("ab", "green", "b", []string{"a", "b"}, []string{"b", "a"}),
	}
}

// fieldSet is GetAttrs' field set of a widget: the joined values under
// the label, and a member key per value.
func fieldSet(o *widget) fields.Set {
	set := fields.Set{"metadata.name": o.Name, "metadata.namespace": o.Namespace}
	for f, v := range o.fields {
		if f == "spec.tags" || f == "spec.aliases" {
			selectableruntime.AddMultiValued(set, f, v)
		} else {
			set[f] = v
		}
	}
	return set
}

// TestMultiValuedEval: membership, size and the macros over a multi-valued
// field, alone and with single-valued fields, select the same objects
// through every way a predicate is evaluated: Matches (Go where it can),
// cel-go alone, the field selector over GetAttrs' field set, and the
// descriptor's selector.
func TestMultiValuedEval(t *testing.T) {
	d := widgetDescriptor()
	objs := taggedWidgets()
	for _, c := range []struct{ expr, want string }{
		{`'a' in object.spec.tags`, "aa ab"},
		{`'b' in object.spec.tags`, "ab"},
		{`'' in object.spec.tags`, "empty"},
		{`'x' in object.spec.tags`, ""},
		{`!('a' in object.spec.tags)`, "none empty"},
		{`!('' in object.spec.tags)`, "none aa ab"},
		{`'b' in object.spec.tags || '' in object.spec.tags`, "empty ab"},
		{`'a' in object.spec.tags && 'b' in object.spec.tags`, "ab"},
		{`'a' in field('legacy.tags')`, "aa ab"},
		{`size(object.spec.tags) == 0`, "none"},
		{`size(object.spec.tags) == 1`, "empty"},
		{`size(object.spec.tags) == 2`, "aa ab"},
		{`object.spec.tags.exists(t, t == 'a')`, "aa ab"},
		{`object.spec.tags.exists(t, t.startsWith('b'))`, "ab"},
		{`field('legacy.tags').exists(t, t == 'b')`, "ab"},
		{`object.spec.tags.all(t, t == 'a')`, "none aa"},
		{`object.spec.tags.all(t, t != '')`, "none aa ab"},
		{`object.spec.tags.exists_one(t, t == 'a')`, "ab"},
		{`size(object.spec.tags) > 0 && object.spec.tags.all(t, t == 'a')`, "aa"},
		{`'a' in object.spec.tags && object.spec.color == 'red'`, "aa"},
		{`'a' in object.spec.tags && !(object.spec.color == 'red')`, "ab"},
		{`'a' in object.spec.tags || object.spec.color == 'blue'`, "empty aa ab"},
		{`object.spec.owner in object.spec.tags`, "empty ab"},
		{`object.spec.tags.exists(t, t == 'b' || t == '')`, "empty ab"},
		{`object.spec.tags == ['a', 'a']`, "aa"},
		{`object.spec.tags == object.spec.aliases`, "none aa"},
		{`'a' in object.spec.aliases && !('a' in object.spec.tags)`, "empty"},
	} {
		p, err := Compile(c.expr, ForDescriptor(d))
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		sel := p.FieldSelector(func(label string) string { k, _, _ := d.FieldLabelConversion(label, ""); return k })
		var got []string
		for _, o := range objs {
			ok, err := p.Matches(d, o)
			if err != nil {
				t.Fatalf("%s on %s: %v", c.expr, o.Name, err)
			}
			viaCEL, err := p.evalCEL(func(label string) string { v, _ := d.FieldValue(o, label); return v })
			if err != nil || viaCEL != ok {
				t.Errorf("%s on %s: Matches %v, cel-go %v (%v)", c.expr, o.Name, ok, viaCEL, err)
			}
			if bySet := sel.Matches(fieldSet(o)); bySet != ok {
				t.Errorf("%s on %s: Matches %v, on the field set %v", c.expr, o.Name, ok, bySet)
			}
			if bySel, err := d.Matches(o, p.Selector(d)); err != nil || bySel != ok {
				t.Errorf("%s on %s: Matches %v, the descriptor's selector %v (%v)", c.expr, o.Name, ok, bySel, err)
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

// TestMultiValuedOptions: ForDescriptor makes a label multi-valued by its
// field set key (a legacy label of a multi-valued field) or by itself;
// without MultiValued every field is a string.
func TestMultiValuedOptions(t *testing.T) {
	o := ForDescriptor(widgetDescriptor())
	for label, want := range map[string]bool{"spec.tags": true, "legacy.tags": true, "spec.aliases": true, "spec.color": false, "spec.nope": false} {
		if got := o.MultiValued(label); got != want {
			t.Errorf("MultiValued(%s) = %v", label, got)
		}
	}
	d := widgetDescriptor()
	d.MultiValued = []string{"legacy.tags"} // by label only
	if !ForDescriptor(d).MultiValued("legacy.tags") || ForDescriptor(d).MultiValued("spec.tags") {
		t.Error("a label listed in MultiValued is multi-valued, and only it")
	}
	// Options alone, without a descriptor.
	opts := Options{MultiValued: func(label string) bool { return label == "spec.ports" }}
	p, err := Compile(`'80' in object.spec.ports && object.spec.host == 'h'`, opts)
	if err != nil {
		t.Fatal(err)
	}
	values := map[string]string{"spec.ports": selectableruntime.JoinFieldValues([]string{"443", "80"}), "spec.host": "h"}
	if ok, err := p.Eval(func(label string) string { return values[label] }); !ok || err != nil {
		t.Errorf("Eval: %v, %v", ok, err)
	}
	if _, err := Compile(`'80' in object.spec.ports`, Options{}); err == nil || !strings.Contains(err.Error(), "found no matching overload for '@in' applied to '(string, string)'") {
		t.Errorf("without MultiValued a field is a string: %v", err)
	}
}

// TestMultiValuedPlans: 'v' in an indexed multi-valued field is a lookup
// of v on its index, an || of them one lookup of several values, an &&
// an intersection; negations, size, macros and unindexed fields scan.
func TestMultiValuedPlans(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{`'a' in object.spec.tags`, "lookup spec.tags in [\"a\"]\n"},
		{`'a' in field('legacy.tags')`, "lookup spec.tags in [\"a\"]\n"},
		{`'a' in object.spec.tags || 'b' in object.spec.tags`, "lookup spec.tags in [\"a\", \"b\"]\n"},
		{`'b' in object.spec.tags || 'a' in field('legacy.tags') || 'b' in object.spec.tags`, "lookup spec.tags in [\"a\", \"b\"]\n"},
		{`'a' in object.spec.tags && object.spec.color == 'red'`, "intersection, smallest first, of\n  lookup spec.tags in [\"a\"]\n  lookup spec.color in [\"red\"]\n"},
		{`'a' in object.spec.tags || object.spec.color == 'red'`, "union of\n  lookup spec.tags in [\"a\"]\n  lookup spec.color in [\"red\"]\n"},
		{`'a' in object.spec.tags && size(object.spec.tags) == 1`, "lookup spec.tags in [\"a\"]\n"},
		{`!('a' in object.spec.tags)`, "scan every object\n"},
		{`size(object.spec.tags) > 0`, "scan every object\n"},
		{`object.spec.tags.exists(t, t == 'a')`, "scan every object\n"},
		{`'a' in object.spec.tags || object.spec.tags.exists(t, t == 'b')`, "scan every object\n"},
		{`'a' in object.spec.aliases`, "scan every object\n"},
		{`object.spec.owner in object.spec.tags`, "scan every object\n"},
		{`object.spec.tags == ['a']`, "scan every object\n"},
	} {
		p := compile(t, c.expr)
		want := c.want + "filter: " + c.expr + "\n"
		if got := p.Plan().String(); got != want {
			t.Errorf("%s: plan\n%s\nwant\n%s", c.expr, got, want)
		}
	}
	if v, ok := compile(t, `'a' in object.spec.tags`).Plan().Equality("spec.tags"); !ok || v != "a" {
		t.Errorf("equality on spec.tags: %q, %v", v, ok)
	}
	if _, ok := compile(t, `'a' in object.spec.tags || 'b' in object.spec.tags`).Plan().Equality("spec.tags"); ok {
		t.Error("a set of values is no equality")
	}
	// The lookups give each object with one of the values; the keys are
	// distinct though an object is indexed under both.
	ix := &mapIndex{byField: map[string]map[string][]string{"spec.tags": {}}}
	for _, o := range taggedWidgets() {
		for _, v := range selectableruntime.DistinctFieldValues(o.fields["spec.tags"]) {
			ix.byField["spec.tags"][v] = append(ix.byField["spec.tags"][v], o.Name)
		}
	}
	keys, scan, err := compile(t, `'a' in object.spec.tags || 'b' in object.spec.tags`).Plan().Keys(ix)
	if err != nil || scan || strings.Join(keys, " ") != "aa ab" {
		t.Errorf("keys %v, scan %v, %v", keys, scan, err)
	}
}

// TestMultiValuedRequires: 'v' in a multi-valued field requires v (the
// watch cache looks the object up by that value); an || of them, a
// negation, size and macros require nothing.
func TestMultiValuedRequires(t *testing.T) {
	d := widgetDescriptor()
	keyOf := func(label string) string { k, _, _ := d.FieldLabelConversion(label, ""); return k }
	for _, c := range []struct {
		expr string
		want map[string]string
	}{
		{`'a' in object.spec.tags`, map[string]string{"spec.tags": "a"}},
		{`'a' in field('legacy.tags') && object.spec.color == 'red'`, map[string]string{"spec.tags": "a", "spec.color": "red"}},
		{`object.spec.size == 'S' && ('' in object.spec.aliases && size(object.spec.tags) == 0)`, map[string]string{"spec.size": "S", "spec.aliases": ""}},
		{`'a' in object.spec.tags || 'b' in object.spec.tags`, nil},
		{`!('a' in object.spec.tags)`, nil},
		{`object.spec.tags.exists(t, t == 'a')`, nil},
		{`size(object.spec.tags) == 1`, nil},
		{`object.spec.owner in object.spec.tags`, nil},
		{`object.spec.tags == ['a']`, nil},
	} {
		sel := compile(t, c.expr).FieldSelector(keyOf)
		for _, key := range []string{"spec.tags", "spec.aliases", "spec.color", "spec.size", "spec.owner"} {
			v, ok := sel.RequiresExactMatch(key)
			want, wantOK := c.want[key]
			if ok != wantOK || v != want {
				t.Errorf("%s: RequiresExactMatch(%s) = %q, %v; want %q, %v", c.expr, key, v, ok, want, wantOK)
			}
		}
	}
}

// TestMultiValuedErrors: a macro over anything but a multi-valued field,
// and a list compared with a string, say what to write, at their
// position.
func TestMultiValuedErrors(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{`object.spec.color.exists(c, c == 'r')`, `invalid field predicate: 1:25: object.spec.color is single-valued; macros (all, exists, exists_one, filter, map) are allowed in a field predicate only over a multi-valued field, as in object.<field>.exists(v, v.startsWith('x'))`},
		{`'a' in object.spec.tags && field('legacy.spec-color').all(c, c == 'r')`, `invalid field predicate: 1:58: field('legacy.spec-color') is single-valued; macros`},
		{`['a', 'b'].all(x, x in object.spec.tags)`, `invalid field predicate: 1:15: macros (all, exists, exists_one, filter, map) are allowed in a field predicate only over a multi-valued field`},
		{`object.spec.tags.map(x, x).exists(y, y == 'a')`, `invalid field predicate: 1:34: macros (all, exists, exists_one, filter, map) are allowed`},
		{`object.spec.tags.exists(x, x.exists(y, y == 'a'))`, `invalid field predicate: 1:36: macros (all, exists, exists_one, filter, map) are allowed`},
		{`object.spec.shape.exists(x, x == 'a')`, `invalid field predicate: 1:12: field label not supported: spec.shape`},
		{`object.spec.tags.exists(object, object == 'a')`, `invalid field predicate: 1:24: a macro's variable cannot be named object`},
		{`object.spec.tags == 'x'`, `invalid field predicate: 1:18: object.spec.tags is multi-valued, a list(string) of its values, and == compares the whole list: to test its values write 'x' in object.spec.tags, or object.spec.tags.exists(v, …)`},
		{`object.spec.size == 'S' && 'x' != field('legacy.tags')`, `invalid field predicate: 1:32: field('legacy.tags') is multi-valued, a list(string) of its values, and != compares the whole list: to test its values write !('x' in field('legacy.tags'))`},
		{`object.spec.color == object.spec.tags`, `invalid field predicate: 1:19: object.spec.tags is multi-valued, a list(string) of its values, and == compares the whole list: to test its values write object.spec.color in object.spec.tags, or object.spec.tags.exists(v, …)`},
		{`object.spec.tags != "it's"`, `invalid field predicate: 1:18: object.spec.tags is multi-valued, a list(string) of its values, and != compares the whole list: to test its values write !("it's" in object.spec.tags)`},
		{`object.spec.tags == object.spec.color.lowerAscii()`, `invalid field predicate: ERROR: <input>:1:18: found no matching overload for '_==_' applied to '(list(string), string)'`},
		{`object.spec.tags.startsWith('x')`, `invalid field predicate: ERROR: <input>:1:28: found no matching overload for 'startsWith' applied to 'list(string).(string)'`},
		{`object.spec.tags`, `invalid field predicate: the expression's type is list(string); a predicate must be a bool`},
	} {
		_, err := Compile(c.expr, ForDescriptor(widgetDescriptor()))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to start with %q", c.expr, err, c.want)
		}
	}
	// Any other type error on a list ends with a hint naming the lists.
	_, err := Compile(`object.spec.tags.startsWith('x') && object.spec.aliases == ['a']`, ForDescriptor(widgetDescriptor()))
	if err == nil || !strings.HasSuffix(err.Error(), "(object.spec.aliases, object.spec.tags: multi-valued, a list(string) of the values; test them with 'x' in <field>, size(<field>) or <field>.exists(v, …))") {
		t.Errorf("the hint: %v", err)
	}
}

// TestMultiValuedSelectsWithMembershipSelector: a predicate ANDed with a
// field selector term on the multi-valued field (k=v: some value is v)
// selects as both do, on the field set and through the descriptor.
func TestMultiValuedSelectsWithMembershipSelector(t *testing.T) {
	d := widgetDescriptor()
	p := compile(t, `!('b' in object.spec.tags) && size(object.spec.tags) > 0`)
	both := fields.AndSelectors(fields.OneTermEqualSelector("spec.tags", "a"), p.Selector(d))
	var got []string
	for _, o := range taggedWidgets() {
		ok, err := d.Matches(o, both)
		if err != nil {
			t.Fatal(err)
		}
		if bySet := selectableruntime.MembershipSelector(both, d.IsMultiValued).Matches(fieldSet(o)); bySet != ok {
			t.Errorf("%s: the descriptor %v, the field set %v", o.Name, ok, bySet)
		}
		if ok {
			got = append(got, o.Name)
		}
	}
	if fmt.Sprint(got) != "[aa]" {
		t.Errorf("selects %v, want [aa]", got)
	}
}
