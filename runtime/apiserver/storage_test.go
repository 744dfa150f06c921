package apiserver_test

import (
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/registry/generic"
	"k8s.io/apiserver/pkg/registry/rest"
	"sigs.k8s.io/randfill"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	serveradapter "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture/install"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
)

// TestIndexValuesAreFieldSelectorValues: on random objects, an index holds
// exactly the value a field selector compares (GetAttrs), defaults
// included, and so does the trigger; so an indexed list selects what an
// unindexed one does.
func TestIndexValuesAreFieldSelectorValues(t *testing.T) {
	for _, c := range []struct {
		d   *selectableruntime.Descriptor
		new func() runtime.Object
	}{
		{&v1.GizmoDescriptor, func() runtime.Object { return &v1.Gizmo{} }},
		{&v1.DoohickeyDescriptor, func() runtime.Object { return &v1.Doohickey{} }},
	} {
		d := c.d
		indexers, triggers := serveradapter.Indexers(d)
		if indexers == nil || len(*indexers) != len(d.Indexes) {
			t.Fatalf("%s: indexers %v, want one per index of %v", d.Kind, indexers, d.Indexes)
		}
		filler := randfill.NewWithSeed(3).NilChance(0.3).NumElements(0, 2)
		defaulted := false
		for i := range 300 {
			obj := c.new()
			filler.Fill(obj)
			_, want, err := d.GetAttrs(obj)
			if err != nil {
				t.Fatal(err)
			}
			for _, ix := range d.Indexes {
				got, err := (*indexers)[selectableruntime.IndexName(ix.Field)](obj)
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case d.IsMultiValued(ix.Field):
					// A key per distinct element.
					if values := selectableruntime.DistinctFieldValues(want[ix.Field]); !slices.Equal(got, values) {
						t.Fatalf("%s %d: index %s holds %q, the elements are %q", d.Kind, i, ix.Field, got, values)
					}
				case len(got) != 1 || got[0] != want[ix.Field]:
					t.Fatalf("%s %d: index %s holds %q, the field selector compares %q", d.Kind, i, ix.Field, got, want[ix.Field])
				}
				if ix.Trigger {
					if v := triggers[ix.Field](obj); v != want[ix.Field] {
						t.Fatalf("%s %d: trigger %s gives %q, the field selector compares %q", d.Kind, i, ix.Field, v, want[ix.Field])
					}
				}
				for _, f := range d.Fields {
					if f.FieldPath == ix.Field && f.Default != "" && want[ix.Field] == f.Default {
						defaulted = true
					}
				}
			}
		}
		if d == &v1.DoohickeyDescriptor && !defaulted {
			t.Errorf("the random Doohickeys never gave the defaulted spec.mode: the test would not see a missing default")
		}
	}
	indexers, _ := serveradapter.Indexers(&v1.GizmoDescriptor)
	if _, err := (*indexers)["f:spec.color"](&v1.Doohickey{}); err == nil {
		t.Error("an object of another kind is indexed without an error")
	}
}

// TestPredicateNamesIndexFields: the predicate lists the indexed fields,
// which is what makes the watch cache look an exact match up in an index.
func TestPredicateNamesIndexFields(t *testing.T) {
	p := serveradapter.Predicate(&v1.GizmoDescriptor)(labels.Everything(), fields.OneTermEqualSelector("spec.size", "L"))
	if want := []string{"spec.color", "spec.size", "spec.parts"}; !slices.Equal(p.IndexFields, want) {
		t.Errorf("IndexFields %v, want %v", p.IndexFields, want)
	}
	if p.GetAttrs == nil {
		t.Error("no GetAttrs")
	}
	_, triggers := serveradapter.Indexers(&v1.GizmoDescriptor)
	if len(triggers) != 1 || triggers["spec.color"] == nil {
		t.Errorf("triggers %v, want spec.color", triggers)
	}
	unindexed := v1.GizmoDescriptor
	unindexed.Indexes = nil
	if idx, trig := serveradapter.Indexers(&unindexed); idx != nil || trig != nil {
		t.Errorf("a kind without indexes gets indexers %v and triggers %v", idx, trig)
	}
	if p := serveradapter.Predicate(&unindexed)(labels.Everything(), fields.Everything()); len(p.IndexFields) != 0 {
		t.Errorf("a kind without indexes lists IndexFields %v", p.IndexFields)
	}
	if _, triggers := serveradapter.Indexers(&v1.DoohickeyDescriptor); triggers != nil {
		t.Errorf("a kind with indexes and no trigger gets triggers %v", triggers)
	}
}

// TestNewStorageNeedsAList: a kind without a list kind cannot be served
// (lists and watches need one); the error says so before any storage is
// built.
func TestNewStorageNeedsAList(t *testing.T) {
	d := v1.GizmoDescriptor
	d.NewList = nil
	_, err := serveradapter.NewStorage(&d, nil, generic.RESTOptionsGetter(nil), serveradapter.Hooks{})
	if err == nil || !strings.Contains(err.Error(), "no list kind") {
		t.Fatalf("error %v, want one about the missing list kind", err)
	}
}

// TestNewGroupStorageRejectsStrayHooks: hooks for a kind that is not
// served are an error, not silently dropped; a kind's own error is
// reported with its resource.
func TestNewGroupStorageRejectsStrayHooks(t *testing.T) {
	if _, err := serveradapter.NewGroupStorage(nil, nil, nil, map[string]serveradapter.Hooks{"Gadget": {}}); err == nil || !strings.Contains(err.Error(), "Gadget, which is not among the kinds served") {
		t.Errorf("hooks for an unserved kind: error %v", err)
	}
	d := v1.GizmoDescriptor
	d.NewList = nil
	if _, err := serveradapter.NewGroupStorage([]*selectableruntime.Descriptor{&d}, nil, nil, nil); err == nil || !strings.Contains(err.Error(), "gizmos.fixture.example.com: Gizmo: the kind has no list kind") {
		t.Errorf("a kind without a list kind: error %v", err)
	}
}

// TestDiscoveryNames: a kind's declared short names and categories are
// what its storage gives discovery (rest.ShortNamesProvider,
// rest.CategoriesProvider), in every layout; a kind without them gives
// none. An internal kind's versions must declare the same.
func TestDiscoveryNames(t *testing.T) {
	config := etcdConfig(t)
	for _, s := range []*server{versionedServer(t, config, false), internalServer(t, config, false)} {
		gizmos, doohickeys := s.storage["gizmos"], s.storage["doohickeys"]
		if got := gizmos.(rest.ShortNamesProvider).ShortNames(); !slices.Equal(got, []string{"gz", "gzm"}) {
			t.Errorf("internal %v: gizmos' short names %q", s.internal, got)
		}
		if got := gizmos.(rest.CategoriesProvider).Categories(); !slices.Equal(got, []string{"all"}) {
			t.Errorf("internal %v: gizmos' categories %q", s.internal, got)
		}
		if got := doohickeys.(rest.ShortNamesProvider).ShortNames(); got != nil {
			t.Errorf("internal %v: doohickeys' short names %q", s.internal, got)
		}
	}
	scheme := runtime.NewScheme()
	kinds, err := install.InternalKinds(scheme)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range kinds {
		if len(k.Versions) < 2 {
			continue
		}
		other := *k.Versions[1]
		other.ShortNames = []string{"g"}
		k.Versions = []*selectableruntime.Descriptor{k.Versions[0], &other}
		_, err := selectableruntime.NewInternalDescriptor(k)
		if want := `Gizmo: v1 declares short names ["gz" "gzm"] and categories ["all"], v2 ["g"] and ["all"]; one resource has one set`; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("versions with different short names: error %v, want %s", err, want)
		}
	}
}

// TestGenericStore: the generic store is reachable through a resource's
// storage, as a server wrapping it needs it, and only through that.
func TestGenericStore(t *testing.T) {
	config := etcdConfig(t)
	for _, s := range []*server{versionedServer(t, config, false), internalServer(t, config, false)} {
		store := serveradapter.GenericStore(s.storage["gizmos"])
		if store == nil {
			t.Fatalf("internal %v: no generic store under gizmos", s.internal)
		}
		if got := store.DefaultQualifiedResource.Resource; got != "gizmos" {
			t.Errorf("internal %v: the store under gizmos serves %q", s.internal, got)
		}
		for path, st := range s.storage {
			if strings.Contains(path, "/") && serveradapter.GenericStore(st) != nil {
				t.Errorf("internal %v: a generic store under %s", s.internal, path)
			}
		}
	}
	if serveradapter.GenericStore(nil) != nil {
		t.Error("a generic store under nil")
	}
}
