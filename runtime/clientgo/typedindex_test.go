package clientgo_test

import (
	"slices"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/selectable-gen/selectable-gen/runtime/clientgo"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
)

// typedIndexers has the shape of client-go 1.37's cache.TypedIndexers,
// which the window's oldest client-go lacks: TypedIndexers fills any such
// type (examples/adapters tests client-go's own).
type (
	typedIndexFunc[T any] func(obj T) ([]string, error)
	typedIndexers[T any]  map[string]typedIndexFunc[T]
)

// TestTypedIndexers: the typed index functions give what the generated
// untyped ones give, per field, multi-valued fields included.
func TestTypedIndexers(t *testing.T) {
	untyped := v1.GizmoIndexers()
	typed := clientgo.TypedIndexers[typedIndexers[*v1.Gizmo]](untyped)
	if len(typed) != len(untyped) {
		t.Fatalf("%d typed, %d untyped", len(typed), len(untyped))
	}
	g := &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: "g", Namespace: "ns"}}
	g.Spec.Color, g.Spec.Parts = "red", []string{"p1", "p2", "p1"}
	for field, fn := range typed {
		got, err := fn(g)
		want, werr := untyped[field](g)
		if err != nil || werr != nil || !slices.Equal(got, want) {
			t.Errorf("%s: typed %q (%v), untyped %q (%v)", field, got, err, want, werr)
		}
	}
	if got, _ := typed[v1.GizmoFieldSpecParts](g); !slices.Equal(got, []string{"p1", "p2"}) {
		t.Errorf("spec.parts: %q", got)
	}
}
