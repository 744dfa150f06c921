package fake_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"

	"github.com/selectable-gen/selectable-gen/runtime/clientgo"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo/fake"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	"github.com/selectable-gen/selectable-gen/runtime/internal/listcases"
)

// randomGizmos are gizmos with random parts and Ready conditions, and
// each one's parts and Ready status as the definition reads them.
func randomGizmos(r *rand.Rand, n int) (objs []*v1.Gizmo, parts map[string][]string, ready map[string]string) {
	parts, ready = map[string][]string{}, map[string]string{}
	for i := range n {
		g := gizmo("ns", fmt.Sprintf("g%02d", i), "blue", "S", nil)
		g.Spec.Parts = listcases.RandomParts(r)
		ready[g.Name] = "Unknown"
		if s := r.IntN(3); s > 0 {
			status := []metav1.ConditionStatus{"", metav1.ConditionTrue, metav1.ConditionFalse}[s]
			g.Status.Conditions = []metav1.Condition{{Type: "Ready", Status: status, LastTransitionTime: metav1.NewTime(time.Unix(1700000000, 0))}}
			ready[g.Name] = string(status)
		}
		parts[g.Name] = g.Spec.Parts
		objs = append(objs, g)
	}
	return objs, parts, ready
}

// TestMultiValuedDoubles: the doubles (dynamic, with and without types;
// typed) and an informer's index select by the multi-valued spec.parts and
// the filtered Ready status as the definition says, on random gizmos.
func TestMultiValuedDoubles(t *testing.T) {
	objs, parts, ready := randomGizmos(rand.New(rand.NewPCG(3, 4)), 40)
	want := func(sel string) string {
		var names []string
		for name := range parts {
			if listcases.Selects(sel, parts[name], ready[name]) {
				names = append(names, name)
			}
		}
		slices.Sort(names)
		return strings.Join(names, " ")
	}
	for _, d := range doubles() {
		fake.AddFieldSelectorReactors(d.tracked, v1.Descriptors...)
		for _, o := range objs {
			if err := d.put(gizmos, o.DeepCopy()); err != nil {
				t.Fatal(err)
			}
		}
		for _, sel := range listcases.Selectors {
			if got := outcome(d.list(gizmos, "ns", metav1.ListOptions{FieldSelector: sel})); got != want(sel) {
				t.Errorf("%s: --field-selector %s: %q, want %q", d.name, sel, got, want(sel))
			}
		}
	}

	// An informer's indexer with the generated index functions: a key per
	// distinct element, so ByIndex finds a gizmo by any of its parts, and
	// by none when it has none.
	indexer := cache.NewIndexer(cache.MetaNamespaceKeyFunc, clientgo.Indexers(v1.GizmoIndexers()))
	for _, o := range objs {
		if err := indexer.Add(o); err != nil {
			t.Fatal(err)
		}
	}
	for _, value := range []string{"p1", "p2", "", "nope"} {
		items, err := indexer.ByIndex(v1.GizmoFieldSpecParts, value)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, item := range items {
			got = append(got, item.(*v1.Gizmo).Name)
		}
		slices.Sort(got)
		if w := want("spec.parts=" + value); strings.Join(got, " ") != w {
			t.Errorf("ByIndex(spec.parts, %q) = %v, want %q", value, got, w)
		}
	}
	// Field predicates on the indexer (lookups on the index of
	// spec.parts where the plan has them).
	for _, p := range listcases.Predicates {
		items, err := clientgo.ListWithPredicate(indexer, &v1.GizmoDescriptor, p.Expr+" && object.metadata.namespace == 'ns'")
		if err != nil {
			t.Fatalf("%s: %v", p.Expr, err)
		}
		var got, expected []string
		for _, item := range items {
			got = append(got, item.(*v1.Gizmo).Name)
		}
		for name := range parts {
			if p.Selects(parts[name]) {
				expected = append(expected, name)
			}
		}
		slices.Sort(got)
		slices.Sort(expected)
		if !slices.Equal(got, expected) {
			t.Errorf("ListWithPredicate(%s) = %v, want %v", p.Expr, got, expected)
		}
	}
}
