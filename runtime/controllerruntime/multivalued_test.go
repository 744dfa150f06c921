package controllerruntime_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/fields"
	"sigs.k8s.io/controller-runtime/pkg/client"

	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	"github.com/selectable-gen/selectable-gen/runtime/internal/listcases"
)

// TestMultiValuedFake: controller-runtime's fake client with the adapter
// selects by the multi-valued spec.parts and the filtered Ready status as
// the definition says, on random gizmos: field selectors in every form,
// client.MatchingFields as a controller writes it (answered from the
// fake's index, which has a key per element), and field predicates.
func TestMultiValuedFake(t *testing.T) {
	g := listcases.RandomGizmos(rand.New(rand.NewPCG(5, 6)), "ns", 40)
	var objs []client.Object
	for _, o := range g.Objects {
		objs = append(objs, o)
	}
	s := testScheme(t)
	c := crtadapter.WithFieldSelectors(newBuilder(s, objs...), s, v1.Descriptors...).Build()
	ctx := context.Background()
	for _, sel := range listcases.Selectors {
		var list v1.GizmoList
		err := c.List(ctx, &list, client.InNamespace("ns"), client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie(sel)})
		if got, want := listOutcome(t, err, &list), strings.Join(g.Selected(sel), " "); got != want {
			t.Errorf("--field-selector %s: %q, want %q", sel, got, want)
		}
	}
	for _, value := range []string{"p1", "p3", ""} {
		var list v1.GizmoList
		err := c.List(ctx, &list, client.InNamespace("ns"), client.MatchingFields{v1.GizmoFieldSpecParts: value})
		if got, want := listOutcome(t, err, &list), strings.Join(g.Selected("spec.parts="+value), " "); got != want {
			t.Errorf("MatchingFields{spec.parts: %q}: %q, want %q", value, got, want)
		}
	}
	for _, p := range listcases.Predicates {
		var list v1.GizmoList
		err := crtadapter.ListWithPredicate(ctx, c, &list, &v1.GizmoDescriptor, p.Expr, client.InNamespace("ns"))
		if got, want := listOutcome(t, err, &list), strings.Join(g.SelectedBy(p), " "); got != want {
			t.Errorf("ListWithPredicate(%s): %q, want %q", p.Expr, got, want)
		}
	}
}
