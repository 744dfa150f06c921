package controllerruntime_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
)

// builderIndexer registers indexes on a fake client builder (if any), and
// records them (kind and field, in order).
type builderIndexer struct {
	b          *fake.ClientBuilder
	registered *[]string
	fail       string // a field whose registration fails
}

func (i builderIndexer) IndexField(_ context.Context, obj client.Object, field string, fn client.IndexerFunc) error {
	if field == i.fail {
		return errors.New("the indexer refuses it")
	}
	*i.registered = append(*i.registered, fmt.Sprintf("%T %s", obj, field))
	if i.b != nil {
		i.b.WithIndex(obj, field, fn)
	}
	return nil
}

// TestIndexDescriptors: one call indexes every kind described by every
// label its conversion accepts, in name order; controller-runtime's fake
// then answers client.MatchingFields, for every field and value, exactly
// as the server's field selector selects (Descriptor.Matches), the
// Doohickey's default included.
func TestIndexDescriptors(t *testing.T) {
	s := testScheme(t)
	ctx := context.Background()
	var registered []string
	builder := newBuilder(s)
	if err := crtadapter.IndexDescriptors(ctx, builderIndexer{b: builder, registered: &registered}, v1.Descriptors...); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"*v1.Doohickey metadata.name", "*v1.Doohickey spec.mode",
		"*v1.Gizmo metadata.name", "*v1.Gizmo metadata.namespace", "*v1.Gizmo spec.color", "*v1.Gizmo spec.parts", "*v1.Gizmo spec.size",
		"*v1.Gizmo status.conditions.Ready.status", "*v1.Gizmo status.phase",
	}
	if !slices.Equal(registered, want) {
		t.Errorf("registered %q\nwant %q", registered, want)
	}
	var objs []client.Object
	colors, sizes, phases, modes := []string{"red", "blue", ""}, []string{"S", "M"}, []string{"Running", ""}, []string{"", "auto", "manual"}
	for i := range 24 {
		g := gizmo([]string{"ns1", "ns2"}[i%2], fmt.Sprintf("g%02d", i), colors[i%3], sizes[i/3%2], nil)
		g.Status.Phase = phases[i/6%2]
		objs = append(objs, g, doohickey(fmt.Sprintf("d%02d", i), modes[i%3], nil))
	}
	c := builder.WithObjects(objs...).Build()
	checked, defaulted := 0, false
	for _, k := range []struct {
		d    *selectableruntime.Descriptor
		list client.ObjectList
	}{{&v1.GizmoDescriptor, &v1.GizmoList{}}, {&v1.DoohickeyDescriptor, &v1.DoohickeyList{}}} {
		d := k.d
		for field := range d.Indexers() {
			values := map[string]bool{"": true, "no-such-value": true}
			for _, o := range objs {
				if v, ok := d.FieldValue(o, field); ok {
					values[v] = true
				}
			}
			for value := range values {
				list := k.list.DeepCopyObject().(client.ObjectList)
				if err := c.List(ctx, list, client.MatchingFields{field: value}); err != nil {
					t.Fatalf("%s: List %s=%q: %v", d.Kind, field, value, err)
				}
				var wantNames []string
				for _, o := range objs {
					if _, ok := d.FieldValue(o, field); !ok {
						continue // another kind
					}
					if ok, err := d.Matches(o, fields.OneTermEqualSelector(field, value)); err != nil {
						t.Fatal(err)
					} else if ok {
						wantNames = append(wantNames, o.GetName())
					}
				}
				slices.Sort(wantNames)
				if got := listNames(t, list); got != strings.Join(wantNames, " ") {
					t.Fatalf("%s: MatchingFields{%s: %q}: the cache lists %q, the server %q", d.Kind, field, value, got, wantNames)
				}
				if field == v1.DoohickeyFieldSpecMode && value == "auto" && meta.LenList(list) == 16 {
					defaulted = true // 8 without a mode, 8 with "auto"
				}
				checked++
			}
		}
	}
	if !defaulted {
		t.Error("MatchingFields{spec.mode: auto} does not list the Doohickeys without a mode")
	}
	t.Logf("%d field/value lookups agree", checked)
}

// TestIndexErrors: a registration that fails is the error, naming the
// field (and the kind, for IndexDescriptors); a kind whose objects are not
// client.Objects cannot be indexed; a kind without indexers is skipped.
func TestIndexErrors(t *testing.T) {
	ctx := context.Background()
	var registered []string
	ix := builderIndexer{registered: &registered, fail: v1.GizmoFieldSpecColor}
	err := crtadapter.IndexFields(ctx, ix, &v1.Gizmo{}, v1.GizmoIndexers())
	if err == nil || err.Error() != "indexing field spec.color: the indexer refuses it" {
		t.Errorf("IndexFields with a failing registration: %v", err)
	}
	err = crtadapter.IndexDescriptors(ctx, ix, v1.Descriptors...)
	if err == nil || err.Error() != "Gizmo: indexing field spec.color: the indexer refuses it" {
		t.Errorf("IndexDescriptors with a failing registration: %v", err)
	}

	notAnObject := v1.GizmoDescriptor
	notAnObject.New = func() runtime.Object { return &metav1.Status{} }
	err = crtadapter.IndexDescriptors(ctx, builderIndexer{registered: &registered}, &notAnObject)
	if err == nil || err.Error() != "Gizmo: *v1.Status is not a client.Object" {
		t.Errorf("IndexDescriptors of a kind that is no client.Object: %v", err)
	}

	registered = nil
	unindexed := v1.GizmoDescriptor
	unindexed.Indexers = nil
	if err := crtadapter.IndexDescriptors(ctx, builderIndexer{registered: &registered}, &unindexed, &v1.DoohickeyDescriptor); err != nil {
		t.Fatal(err)
	}
	if want := []string{"*v1.Doohickey metadata.name", "*v1.Doohickey spec.mode"}; !slices.Equal(registered, want) {
		t.Errorf("a kind without indexers: registered %q, want %q", registered, want)
	}
}

// TestExtractor: a generated index function as a client.IndexerFunc gives
// the value the server compares, defaults included, and nothing for an
// object of another kind.
func TestExtractor(t *testing.T) {
	color := crtadapter.Extractor(v1.GizmoIndexers()[v1.GizmoFieldSpecColor])
	if got := color(gizmo("ns", "a", "blue", "", nil)); !slices.Equal(got, []string{"blue"}) {
		t.Errorf("spec.color of a blue Gizmo: %q", got)
	}
	if got := color(doohickey("x", "", nil)); got != nil {
		t.Errorf("spec.color of a Doohickey: %q, want none", got)
	}
	mode := crtadapter.Extractor(v1.DoohickeyIndexers()[v1.DoohickeyFieldSpecMode])
	if got := mode(doohickey("x", "", nil)); !slices.Equal(got, []string{"auto"}) {
		t.Errorf("spec.mode of a Doohickey without a mode: %q, want the default auto", got)
	}
}
