package controllerruntime_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/controller-runtime/pkg/client"

	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture/install"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// countingReader counts the lists a reader is asked for: lookups (with a
// field selector) and the objects they give, and whole lists.
type countingReader struct {
	client.Reader
	lookups, lookupObjects, lists int
}

func (c *countingReader) List(ctx context.Context, list client.ObjectList, opts ...client.ListOption) error {
	o := (&client.ListOptions{}).ApplyOptions(opts)
	err := c.Reader.List(ctx, list, opts...)
	if o.FieldSelector != nil {
		c.lookups++
		if err == nil {
			c.lookupObjects += meta.LenList(list)
		}
	} else {
		c.lists++
	}
	return err
}

// lookupValues is the number of lookups a plan makes: one per value.
func lookupValues(n *predicate.Node) int {
	if n == nil {
		return 0
	}
	if n.Kind == predicate.Lookup {
		return len(n.Values)
	}
	total := 0
	for _, c := range n.Children {
		total += lookupValues(c)
	}
	return total
}

var (
	predColors = []string{"red", "blue", "green", ""}
	predSizes  = []string{"S", "M", "L"}
)

// randomGizmoPredicate is a random predicate over the Gizmo's fields:
// every operator, values that occur and not, nesting.
func randomGizmoPredicate(rng *rand.Rand, depth int) string {
	if depth == 0 || rng.IntN(3) == 0 {
		color := func() string { return predColors[rng.IntN(4)] + []string{"", "", "", "x"}[rng.IntN(4)] }
		switch rng.IntN(9) {
		case 0:
			return fmt.Sprintf("object.spec.color == '%s'", color())
		case 1:
			return fmt.Sprintf("object.spec.size in ['%s', '%s']", predSizes[rng.IntN(3)], predSizes[rng.IntN(3)])
		case 2:
			return fmt.Sprintf("object.spec.size != '%s'", predSizes[rng.IntN(3)])
		case 3:
			c := color()
			return fmt.Sprintf("object.spec.color.startsWith('%s')", c[:min(1, len(c))])
		case 4:
			return fmt.Sprintf("field('spec.color') in ['%s', '%s']", color(), color())
		case 5:
			return fmt.Sprintf("object.metadata.namespace == '%s'", []string{"ns1", "ns2", "ns3"}[rng.IntN(3)])
		case 6:
			return fmt.Sprintf("object.spec.color == '%s' || object.spec.color == '%s'", color(), color())
		case 7:
			return fmt.Sprintf("object.metadata.name in ['s%02d', 's%02d']", rng.IntN(70), rng.IntN(70))
		default:
			return fmt.Sprintf("object.metadata.name.endsWith('%d')", rng.IntN(10))
		}
	}
	switch rng.IntN(3) {
	case 0:
		return "(" + randomGizmoPredicate(rng, depth-1) + ") && (" + randomGizmoPredicate(rng, depth-1) + ")"
	case 1:
		return "(" + randomGizmoPredicate(rng, depth-1) + ") || (" + randomGizmoPredicate(rng, depth-1) + ")"
	default:
		return "!(" + randomGizmoPredicate(rng, depth-1) + ")"
	}
}

// TestListWithPredicateOnTheFake: on random objects and random predicates,
// controller-runtime's ListWithPredicate answers, on the fake client built
// with WithFieldSelectors (typed and unstructured lists) and on a fake
// without any index, exactly what the predicate evaluated on every object
// of the namespace and label selector gives, in name order; on the
// indexed fake it makes the plan's lookups (one list per value) and no
// whole list when the plan has lookups, and one whole list when it has
// none; without indexes its first lookup fails and one whole list answers;
// unstructured lists are listed whole. Bad predicates and fields are the
// server's 400.
func TestListWithPredicateOnTheFake(t *testing.T) {
	s := testScheme(t)
	d := &v1.GizmoDescriptor
	rng := rand.New(rand.NewPCG(4, 9))
	var objs []client.Object
	for i := range 70 {
		var lbls map[string]string
		if rng.IntN(2) == 0 {
			lbls = map[string]string{"tier": "web"}
		}
		objs = append(objs, gizmo([]string{"ns1", "ns2"}[rng.IntN(2)], fmt.Sprintf("s%02d", i), predColors[rng.IntN(4)], predSizes[rng.IntN(3)], lbls))
	}
	indexed := &countingReader{Reader: crtadapter.WithFieldSelectors(newBuilder(s, objs...), s, d).Build()}
	bare := &countingReader{Reader: newBuilder(s, objs...).Build()}
	ctx := context.Background()
	planned := 0
	for range 300 {
		expr := randomGizmoPredicate(rng, 3)
		ns := []string{"ns1", "ns2", ""}[rng.IntN(3)]
		ls := labels.Everything()
		if rng.IntN(3) == 0 {
			ls = labels.SelectorFromSet(labels.Set{"tier": "web"})
		}
		p, err := predicate.Compile(expr, crtadapter.PredicateOptions(d, &v1.GizmoList{}))
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		var want []string
		for _, o := range objs {
			if ns != "" && o.GetNamespace() != ns || !ls.Matches(labels.Set(o.GetLabels())) {
				continue
			}
			if ok, err := p.Matches(d, o); err != nil {
				t.Fatal(err)
			} else if ok {
				want = append(want, o.GetNamespace()+"/"+o.GetName())
			}
		}
		slices.Sort(want)
		for _, c := range []struct {
			name   string
			reader *countingReader
			list   client.ObjectList
		}{
			{"indexed fake", indexed, &v1.GizmoList{}},
			{"fake without indexes", bare, &v1.GizmoList{}},
			{"indexed fake, unstructured", indexed, unstructuredGizmoList()},
		} {
			c.reader.lookups, c.reader.lookupObjects, c.reader.lists = 0, 0, 0
			err := crtadapter.ListWithPredicate(ctx, c.reader, c.list, d, expr, client.InNamespace(ns), client.MatchingLabelsSelector{Selector: ls})
			if err != nil {
				t.Fatalf("%s: %s: %v", c.name, expr, err)
			}
			items, err := meta.ExtractList(c.list)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, it := range items {
				m, _ := meta.Accessor(it)
				got = append(got, m.GetNamespace()+"/"+m.GetName())
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%s: %s in %q, labels %q:\n%v\nwant %v", c.name, expr, ns, ls, got, want)
			}
			lookups, wholeLists := lookupValues(p.Plan().Candidates), 0
			switch {
			case lookups == 0:
				wholeLists = 1
			case c.reader == bare:
				lookups, wholeLists = 1, 1 // the first lookup fails
			case c.name == "indexed fake, unstructured":
				lookups, wholeLists = 0, 1
			}
			if c.reader.lookups != lookups || c.reader.lists != wholeLists {
				t.Errorf("%s: %s\n%s made %d lookups and %d whole lists, want %d and %d", c.name, expr, p.Plan(), c.reader.lookups, c.reader.lists, lookups, wholeLists)
			}
		}
		if lookupValues(p.Plan().Candidates) > 0 {
			planned++
		}
	}
	if planned < 60 {
		t.Errorf("only %d of 300 predicates made lookups", planned)
	}
	for _, c := range []struct{ expr, fieldSelector, want string }{
		{"object.spec.shape == 'x'", "", "invalid field predicate: 1:12: field label not supported: spec.shape"},
		{"object.spec.color", "", "invalid field predicate: the expression's type is string; a predicate must be a bool"},
		{"", "", "invalid field predicate: the expression is empty"},
		{"object.spec.shape == 'x'", "spec.nope=1", "field label not supported: spec.nope"},
	} {
		for _, r := range []client.Reader{indexed, bare} {
			err := crtadapter.ListWithPredicate(ctx, r, &v1.GizmoList{}, d, c.expr, client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie(c.fieldSelector)})
			if !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("%q --field-selector %q: %v, want a 400 %s", c.expr, c.fieldSelector, err, c.want)
			}
		}
	}
	// A field selector is ANDed, as on the server.
	list := &v1.GizmoList{}
	if err := crtadapter.ListWithPredicate(ctx, indexed, list, d, "object.spec.color == 'red'", client.MatchingFields{"spec.size": "S"}); err != nil {
		t.Fatal(err)
	}
	for _, it := range list.Items {
		if it.Spec.Color != "red" || it.Spec.Size != "S" {
			t.Errorf("spec.color == 'red' with spec.size=S: %s is %s %s", it.Name, it.Spec.Color, it.Spec.Size)
		}
	}
	if len(list.Items) == 0 {
		t.Error("spec.color == 'red' with spec.size=S selects nothing")
	}
}

func unstructuredGizmoList() *unstructured.UnstructuredList {
	u := &unstructured.UnstructuredList{}
	u.SetGroupVersionKind(install.V1.WithKind("GizmoList"))
	return u
}

// TestListWithPredicateClusterScoped: on a cluster-scoped kind with a
// defaulted field, ListWithPredicate selects by the value the server
// compares (an absent spec.mode is "auto"), through the index on the
// indexed fake (one lookup per value) and by one whole list on a fake
// without indexes, in name order.
func TestListWithPredicateClusterScoped(t *testing.T) {
	s := testScheme(t)
	d := &v1.DoohickeyDescriptor
	objs := []client.Object{
		doohickey("x", "", map[string]string{"tier": "web"}), doohickey("y", "manual", nil), doohickey("z", "auto", nil),
		doohickey("w", "", nil), doohickey("v", "off", nil),
	}
	indexed := &countingReader{Reader: crtadapter.WithFieldSelectors(newBuilder(s, objs...), s, v1.Descriptors...).Build()}
	bare := &countingReader{Reader: newBuilder(s, objs...).Build()}
	ctx := context.Background()
	for _, c := range []struct {
		expr    string
		opts    []client.ListOption
		want    string
		lookups int // the plan's, on the indexed fake
	}{
		{"object.spec.mode == 'auto'", nil, "w x z", 1},
		{"object.spec.mode in ['auto', 'manual']", nil, "w x y z", 2},
		{"!(object.spec.mode == 'auto')", nil, "v y", 0},
		{"object.spec.mode == 'auto'", []client.ListOption{client.MatchingLabels{"tier": "web"}}, "x", 1},
		{"object.spec.mode == 'auto'", []client.ListOption{client.MatchingFields{"metadata.name": "z"}}, "z", 1},
		{"object.spec.mode.startsWith('m') || object.metadata.name == 'v'", nil, "v y", 0},
	} {
		for _, r := range []*countingReader{indexed, bare} {
			r.lookups, r.lookupObjects, r.lists = 0, 0, 0
			var list v1.DoohickeyList
			if err := crtadapter.ListWithPredicate(ctx, r, &list, d, c.expr, c.opts...); err != nil {
				t.Fatalf("%s: %v", c.expr, err)
			}
			var got []string
			for _, it := range list.Items {
				got = append(got, it.Name) // in the order given
			}
			if strings.Join(got, " ") != c.want {
				t.Errorf("%s %v: %v, the server lists %s", c.expr, c.opts, got, c.want)
			}
			lookups, lists := c.lookups, 0
			if lookups == 0 {
				lists = 1
			} else if r == bare {
				lookups, lists = 1, 1 // the first lookup fails
			}
			if r.lookups != lookups || r.lists != lists {
				t.Errorf("%s %v: %d lookups and %d whole lists, want %d and %d", c.expr, c.opts, r.lookups, r.lists, lookups, lists)
			}
		}
	}
	_, err := predicate.Compile("object.spec.color == 'blue'", crtadapter.PredicateOptions(d, &v1.DoohickeyList{}))
	if err == nil {
		t.Error("a predicate on a field Doohickey does not declare compiles")
	}
	if err := crtadapter.ListWithPredicate(ctx, indexed, &v1.DoohickeyList{}, d, "object.metadata.namespace == 'ns'"); !apierrors.IsBadRequest(err) ||
		!strings.HasPrefix(err.Error(), "invalid field predicate: ") || !strings.Contains(err.Error(), "field label not supported: metadata.namespace") {
		t.Errorf("a predicate on metadata.namespace of a cluster-scoped kind: %v, want the server's 400", err)
	}
}
