package apiserver_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/storage"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture/install"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	"github.com/selectable-gen/selectable-gen/runtime/internal/listcases"
)

// TestHandWiredSelectionPredicate: a server wired by hand, as Gardener's
// and kube-apiserver's registries are (the package's conversions
// registered with RegisterFieldLabelConversions, a plain
// storage.SelectionPredicate with GizmoGetAttrs, nothing else), selects a
// multi-valued field right: the registered conversion hands the store
// member key terms, which GetAttrs' field set answers. Nothing to wrap,
// nothing to forget. The watch cache's index lookup still sees the term
// as written once runtime/apiserver's Predicate (MembershipSelector)
// reads the converted selector.
func TestHandWiredSelectionPredicate(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := v1.RegisterFieldLabelConversions(scheme); err != nil {
		t.Fatal(err)
	}
	gvk := schema.GroupVersionKind{Group: install.Group, Version: "v1", Kind: "Gizmo"}
	gizmos := listcases.RandomGizmos(rand.New(rand.NewPCG(3, 5)), "ns", 40)
	for _, text := range listcases.Selectors {
		parsed := fields.ParseSelectorOrDie(text)
		converted, err := parsed.Transform(func(label, value string) (string, string, error) {
			return scheme.ConvertFieldLabel(gvk, label, value)
		})
		if err != nil {
			t.Fatal(err)
		}
		pred := storage.SelectionPredicate{Label: labels.Everything(), Field: converted, GetAttrs: v1.GizmoGetAttrs}
		var got []string
		for _, obj := range gizmos.Objects {
			ok, err := pred.Matches(obj)
			if err != nil {
				t.Fatal(err)
			}
			if ok {
				got = append(got, obj.Name)
			}
		}
		if want := gizmos.Selected(text); !slices.Equal(got, want) {
			t.Errorf("%s by hand: %v, want %v", text, got, want)
		}
		// The plain predicate on the selector as parsed, which no server
		// hands its store (the handler converts every term): what the
		// conversion prevents.
		if text == "spec.parts=p1" {
			plain := storage.SelectionPredicate{Label: labels.Everything(), Field: parsed, GetAttrs: v1.GizmoGetAttrs}
			for _, obj := range gizmos.Objects {
				if ok, _ := plain.Matches(obj); ok && slices.Contains(obj.Spec.Parts, "p1") && len(obj.Spec.Parts) > 1 {
					t.Errorf("%s: an unconverted term matched the joined values", obj.Name)
				}
			}
		}
		// Read by runtime/apiserver's predicate, the converted selector
		// names the index value as written.
		if text == "spec.parts=p2,spec.parts!=p3" {
			sel := selectableruntime.MembershipSelector(converted, v1.GizmoDescriptor.IsMultiValued)
			if v, ok := sel.RequiresExactMatch("spec.parts"); !ok || v != "p2" {
				t.Errorf("RequiresExactMatch(spec.parts) = %q, %v; want p2", v, ok)
			}
			terms := strings.Split(sel.String(), ",")
			slices.Sort(terms)
			if strings.Join(terms, ",") != "spec.parts!=p3,spec.parts=p2" {
				t.Errorf("written as %q, want %q", sel.String(), text)
			}
		}
	}
}
