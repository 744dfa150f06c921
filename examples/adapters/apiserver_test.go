package adapters_test

import (
	serveradapter "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apiserver/pkg/registry/generic"
	"sigs.k8s.io/randfill"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// indexedWidget is the Widget descriptor with indexes on fields that have
// defaults (spec.mode, spec.schedule.window.zone) and one without, the
// zone being the trigger.
func indexedWidget() *selectableruntime.Descriptor {
	d := widgets.WidgetDescriptor
	d.Indexes = []selectableruntime.FieldIndex{{Field: "spec.mode"}, {Field: "spec.schedule.window.zone", Trigger: true}, {Field: "spec.owner"}}
	return &d
}

// TestIndexValuesAreFieldSelectorValues: on random objects, an index holds
// exactly the value a field selector compares (GetAttrs), defaults
// included, and so does the trigger; so an indexed list selects what an
// unindexed one does.
func TestIndexValuesAreFieldSelectorValues(t *testing.T) {
	d := indexedWidget()
	indexers, triggers := serveradapter.Indexers(d)
	if indexers == nil || len(*indexers) != 3 {
		t.Fatalf("indexers %v, want one per index", indexers)
	}
	if len(triggers) != 1 || triggers["spec.schedule.window.zone"] == nil {
		t.Fatalf("triggers %v, want spec.schedule.window.zone", triggers)
	}
	filler := randfill.NewWithSeed(3).NilChance(0.3).NumElements(0, 2)
	defaulted := map[string]bool{}
	for i := range 300 {
		obj := &widgets.Widget{}
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
			if len(got) != 1 || got[0] != want[ix.Field] {
				t.Fatalf("object %d: index %s holds %q, the field selector compares %q", i, ix.Field, got, want[ix.Field])
			}
			if ix.Trigger {
				if v := triggers[ix.Field](obj); v != want[ix.Field] {
					t.Fatalf("object %d: trigger %s gives %q, the field selector compares %q", i, ix.Field, v, want[ix.Field])
				}
			}
			for _, f := range d.Fields {
				if f.FieldPath == ix.Field && f.Default != "" && want[ix.Field] == f.Default {
					defaulted[ix.Field] = true
				}
			}
		}
	}
	if !defaulted["spec.mode"] || !defaulted["spec.schedule.window.zone"] {
		t.Errorf("the random objects never gave a defaulted value (%v): the test would not see a missing default", defaulted)
	}
	if _, err := (*indexers)["f:spec.mode"](&stablev1.Selector{}); err == nil {
		t.Error("an object of another kind is indexed without an error")
	}
}

// TestPredicateNamesIndexFields: the predicate lists the indexed fields,
// which is what makes the watch cache look an exact match up in an index.
func TestPredicateNamesIndexFields(t *testing.T) {
	p := serveradapter.Predicate(indexedWidget())(labels.Everything(), fields.OneTermEqualSelector("spec.mode", "fast"))
	if want := []string{"spec.mode", "spec.schedule.window.zone", "spec.owner"}; !slices.Equal(p.IndexFields, want) {
		t.Errorf("IndexFields %v, want %v", p.IndexFields, want)
	}
	if p.GetAttrs == nil {
		t.Error("no GetAttrs")
	}
	unindexed := widgets.WidgetDescriptor
	if idx, trig := serveradapter.Indexers(&unindexed); idx != nil || trig != nil {
		t.Errorf("a kind without indexes gets indexers %v and triggers %v", idx, trig)
	}
	if p := serveradapter.Predicate(&unindexed)(labels.Everything(), fields.Everything()); len(p.IndexFields) != 0 {
		t.Errorf("a kind without indexes lists IndexFields %v", p.IndexFields)
	}
}

// TestNewStorageNeedsAList: a kind without a list kind cannot be served
// (lists and watches need one); the error says so before any storage is
// built.
func TestNewStorageNeedsAList(t *testing.T) {
	d := stablev1.SelectorDescriptor
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
	if _, err := serveradapter.NewGroupStorage(nil, nil, nil, map[string]serveradapter.Hooks{"Gizmo": {}}); err == nil || !strings.Contains(err.Error(), "Gizmo, which is not among the kinds served") {
		t.Errorf("hooks for an unserved kind: error %v", err)
	}
	d := stablev1.SelectorDescriptor
	d.NewList = nil
	if _, err := serveradapter.NewGroupStorage([]*selectableruntime.Descriptor{&d}, nil, nil, nil); err == nil || !strings.Contains(err.Error(), "selectors.stable.example.com: Selector: the kind has no list kind") {
		t.Errorf("a kind without a list kind: error %v", err)
	}
}
