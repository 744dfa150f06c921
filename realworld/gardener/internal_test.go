package gardener_test

import (
	"math/rand/v2"
	"testing"

	"github.com/gardener/gardener/pkg/apis/core"
	"github.com/gardener/gardener/pkg/apis/operations"
	"github.com/gardener/gardener/pkg/apis/security"
	"github.com/gardener/gardener/pkg/apis/seedmanagement"
	"k8s.io/apimachinery/pkg/runtime/schema"

	coreinternal "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/internalversion"
	operationsinternal "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/operations/internalversion"
	securityinternal "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/security/internalversion"
	seedmanagementinternal "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/seedmanagement/internalversion"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// internalKinds are the generated internal kinds, by group, with
// Gardener's scheme converting.
func internalKinds() map[schema.GroupKind]selectableruntime.InternalKind {
	convert := func(in, out any) error { return gardenerScheme.Convert(in, out, nil) }
	out := map[schema.GroupKind]selectableruntime.InternalKind{}
	for group, kinds := range map[string][]selectableruntime.InternalKind{
		core.GroupName:           coreinternal.InternalKinds(convert),
		operations.GroupName:     operationsinternal.InternalKinds(convert),
		seedmanagement.GroupName: seedmanagementinternal.InternalKinds(convert),
		security.GroupName:       securityinternal.InternalKinds(convert),
	} {
		for _, k := range kinds {
			out[schema.GroupKind{Group: group, Kind: k.Versions[0].Kind}] = k
		}
	}
	return out
}

// TestInternalDescriptorsEqualGardeners: what a server serving Gardener's
// internal objects from the declarations computes on them (the internal
// descriptor: one field set per object, each version's fields under
// "<version>/<field>", the storage version's trigger) has Gardener's
// values, and the trigger runtime/apiserver builds from it gives
// Gardener's trigger values on the internal objects themselves.
func TestInternalDescriptorsEqualGardeners(t *testing.T) {
	internal := internalKinds()
	for _, k := range kinds {
		t.Run(k.gvk.Kind, func(t *testing.T) {
			ik, ok := internal[k.gvk.GroupKind()]
			if !ok {
				t.Fatalf("no internal kind %s", k.gvk.GroupKind())
			}
			d, err := selectableruntime.NewInternalDescriptor(ik)
			if err != nil {
				t.Fatal(err)
			}
			_, triggers := selectableapiserver.Indexers(d)
			r := rand.New(rand.NewPCG(3, uint64(len(k.gvk.Kind))))
			for range objectsPerKind {
				obj := k.random(r)
				want := k.toSelectableFields(obj)
				_, got, err := d.GetAttrs(obj)
				if err != nil {
					t.Fatal(err)
				}
				for field, value := range want {
					key := field
					if field != "metadata.name" && field != "metadata.namespace" {
						key = selectableruntime.VersionedKey(k.descriptor.Version, field)
					}
					if g, ok := got[key]; !ok || g != value {
						t.Fatalf("%s of %+v: internal field set has %q (%v), Gardener's %q", key, obj, g, ok, value)
					}
				}
				for name, trigger := range k.triggers {
					key := selectableruntime.VersionedKey(k.descriptor.Version, name)
					if triggers[key] == nil {
						t.Fatalf("no trigger %s (have %v)", key, triggers)
					}
					if g, w := triggers[key](obj), trigger(obj); g != w {
						t.Fatalf("trigger %s of %+v: %q, Gardener's %q", key, obj, g, w)
					}
				}
			}
		})
	}
}
