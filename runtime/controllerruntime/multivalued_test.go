package controllerruntime_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"sigs.k8s.io/controller-runtime/pkg/client"

	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	"github.com/selectable-gen/selectable-gen/runtime/internal/listcases"
)

// TestMultiValuedFake: controller-runtime's fake client with the adapter
// selects by the multi-valued spec.parts and the filtered Ready status as
// the definition says, on random gizmos: field selectors in every form, and
// client.MatchingFields as a controller writes it (answered from the
// fake's index, which has a key per element).
func TestMultiValuedFake(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	parts, ready := map[string][]string{}, map[string]string{}
	var objs []client.Object
	for i := range 40 {
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
	s := testScheme(t)
	c := crtadapter.WithFieldSelectors(newBuilder(s, objs...), s, v1.Descriptors...).Build()
	ctx := context.Background()
	for _, sel := range listcases.Selectors {
		var list v1.GizmoList
		err := c.List(ctx, &list, client.InNamespace("ns"), client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie(sel)})
		if got := listOutcome(t, err, &list); got != want(sel) {
			t.Errorf("--field-selector %s: %q, want %q", sel, got, want(sel))
		}
	}
	for _, value := range []string{"p1", "p3", ""} {
		var list v1.GizmoList
		err := c.List(ctx, &list, client.InNamespace("ns"), client.MatchingFields{v1.GizmoFieldSpecParts: value})
		if got, w := listOutcome(t, err, &list), want("spec.parts="+value); got != w {
			t.Errorf("MatchingFields{spec.parts: %q}: %q, want %q", value, got, w)
		}
	}
	// Field predicates answered on the fake (its index of spec.parts has
	// a key per element).
	for _, p := range listcases.Predicates {
		var list v1.GizmoList
		err := crtadapter.ListWithPredicate(ctx, c, &list, &v1.GizmoDescriptor, p.Expr, client.InNamespace("ns"))
		var expected []string
		for name := range parts {
			if p.Selects(parts[name]) {
				expected = append(expected, name)
			}
		}
		slices.Sort(expected)
		if got := listOutcome(t, err, &list); got != strings.Join(expected, " ") {
			t.Errorf("ListWithPredicate(%s): %q, want %q", p.Expr, got, strings.Join(expected, " "))
		}
	}
}
