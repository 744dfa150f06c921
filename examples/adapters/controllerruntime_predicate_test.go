package adapters_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
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

// randomSelectorPredicate is a random predicate over the Selector's fields:
// every operator, values that occur and not, nesting.
func randomSelectorPredicate(rng *rand.Rand, depth int) string {
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
		return "(" + randomSelectorPredicate(rng, depth-1) + ") && (" + randomSelectorPredicate(rng, depth-1) + ")"
	case 1:
		return "(" + randomSelectorPredicate(rng, depth-1) + ") || (" + randomSelectorPredicate(rng, depth-1) + ")"
	default:
		return "!(" + randomSelectorPredicate(rng, depth-1) + ")"
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
	d := &stablev1.SelectorDescriptor
	rng := rand.New(rand.NewPCG(4, 9))
	var objs []client.Object
	for i := range 70 {
		var lbls map[string]string
		if rng.IntN(2) == 0 {
			lbls = map[string]string{"tier": "web"}
		}
		objs = append(objs, &stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("s%02d", i), Namespace: []string{"ns1", "ns2"}[rng.IntN(2)], Labels: lbls},
			Spec: stablev1.SelectorSpec{Color: predColors[rng.IntN(4)], Size: predSizes[rng.IntN(3)]}})
	}
	indexed := &countingReader{Reader: crtadapter.WithFieldSelectors(fake.NewClientBuilder().WithScheme(s).WithObjects(objs...), s, d).Build()}
	bare := &countingReader{Reader: fake.NewClientBuilder().WithScheme(s).WithObjects(objs...).Build()}
	ctx := context.Background()
	planned := 0
	for range 300 {
		expr := randomSelectorPredicate(rng, 3)
		ns := []string{"ns1", "ns2", ""}[rng.IntN(3)]
		ls := labels.Everything()
		if rng.IntN(3) == 0 {
			ls = labels.SelectorFromSet(labels.Set{"tier": "web"})
		}
		p, err := predicate.Compile(expr, crtadapter.PredicateOptions(d, &stablev1.SelectorList{}))
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
			{"indexed fake", indexed, &stablev1.SelectorList{}},
			{"fake without indexes", bare, &stablev1.SelectorList{}},
			{"indexed fake, unstructured", indexed, unstructuredSelectorList()},
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
			err := crtadapter.ListWithPredicate(ctx, r, &stablev1.SelectorList{}, d, c.expr, client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie(c.fieldSelector)})
			if !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("%q --field-selector %q: %v, want a 400 %s", c.expr, c.fieldSelector, err, c.want)
			}
		}
	}
	// A field selector is ANDed, as on the server.
	list := &stablev1.SelectorList{}
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

func unstructuredSelectorList() *unstructured.UnstructuredList {
	u := &unstructured.UnstructuredList{}
	u.SetGroupVersionKind(stablev1.SchemeGroupVersion.WithKind("SelectorList"))
	return u
}
