package fake_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"

	"github.com/selectable-gen/selectable-gen/runtime/clientgo"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo/fake"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	"github.com/selectable-gen/selectable-gen/runtime/internal/listcases"
)

// TestMultiValuedDoubles: the doubles (dynamic, with and without types;
// typed) and an informer's indexer select by the multi-valued spec.parts
// and the filtered Ready status as the definition says, on random gizmos:
// field selectors, index lookups and field predicates.
func TestMultiValuedDoubles(t *testing.T) {
	g := listcases.RandomGizmos(rand.New(rand.NewPCG(3, 4)), "ns", 40)
	for _, d := range doubles() {
		fake.AddFieldSelectorReactors(d.tracked, v1.Descriptors...)
		for _, o := range g.Objects {
			if err := d.put(gizmos, o.DeepCopy()); err != nil {
				t.Fatal(err)
			}
		}
		for _, sel := range listcases.Selectors {
			want := strings.Join(g.Selected(sel), " ")
			if got := outcome(d.list(gizmos, "ns", metav1.ListOptions{FieldSelector: sel})); got != want {
				t.Errorf("%s: --field-selector %s: %q, want %q", d.name, sel, got, want)
			}
		}
	}

	// An informer's indexer with the generated index functions: a key per
	// distinct element, so ByIndex finds a gizmo by any of its parts, and
	// by none when it has none.
	indexer := cache.NewIndexer(cache.MetaNamespaceKeyFunc, clientgo.Indexers(v1.GizmoIndexers()))
	for _, o := range g.Objects {
		if err := indexer.Add(o); err != nil {
			t.Fatal(err)
		}
	}
	names := func(items []any) []string {
		var out []string
		for _, item := range items {
			out = append(out, item.(*v1.Gizmo).Name)
		}
		slices.Sort(out)
		return out
	}
	for _, value := range []string{"p1", "p2", "", "nope"} {
		items, err := indexer.ByIndex(v1.GizmoFieldSpecParts, value)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := names(items), g.Selected("spec.parts="+value); !slices.Equal(got, want) {
			t.Errorf("ByIndex(spec.parts, %q) = %v, want %v", value, got, want)
		}
	}
	// Field predicates on the indexer (lookups on the index of
	// spec.parts where the plan has them).
	for _, p := range listcases.Predicates {
		items, err := clientgo.ListWithPredicate(indexer, &v1.GizmoDescriptor, p.Expr+" && object.metadata.namespace == 'ns'")
		if err != nil {
			t.Fatalf("%s: %v", p.Expr, err)
		}
		if got, want := names(items), g.SelectedBy(p); !slices.Equal(got, want) {
			t.Errorf("ListWithPredicate(%s) = %v, want %v", p.Expr, got, want)
		}
	}
}
