// Package gardener_test compares the code generated from the declarations
// in apis/ with what gardener-apiserver writes by hand, on random objects:
// Gardener's functions read its internal objects; the generated ones read
// the same objects converted to the served version by Gardener's own
// scheme, as a server that stores internal objects computes them
// (docs/internal-versions.md).
package gardener_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/storage"
	"k8s.io/client-go/tools/cache"

	"github.com/gardener/gardener/pkg/apis/core"
	coreinstall "github.com/gardener/gardener/pkg/apis/core/install"
	"github.com/gardener/gardener/pkg/apis/operations"
	operationsinstall "github.com/gardener/gardener/pkg/apis/operations/install"
	securityinstall "github.com/gardener/gardener/pkg/apis/security/install"
	"github.com/gardener/gardener/pkg/apis/seedmanagement"
	seedmanagementinstall "github.com/gardener/gardener/pkg/apis/seedmanagement/install"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/backupbucket"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/backupentry"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/controllerinstallation"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/internalsecret"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/project"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/shoot"
	"github.com/gardener/gardener/pkg/apiserver/registry/operations/bastion"
	"github.com/gardener/gardener/pkg/apiserver/registry/seedmanagement/managedseed"

	corev1beta1 "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1"
	operationsv1alpha1 "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/operations/v1alpha1"
	seedmanagementv1alpha1 "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/seedmanagement/v1alpha1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// gardenerScheme is Gardener's: its types, conversions and field label
// conversions, as gardener-apiserver installs them.
var gardenerScheme = runtime.NewScheme()

func init() {
	coreinstall.Install(gardenerScheme)
	operationsinstall.Install(gardenerScheme)
	seedmanagementinstall.Install(gardenerScheme)
	securityinstall.Install(gardenerScheme)
}

// kindCase is one kind: Gardener's hand-written functions, the generated
// descriptor of the served version, and random internal objects.
type kindCase struct {
	gvk        schema.GroupVersionKind
	descriptor *selectableruntime.Descriptor
	// conversion is the generated field label conversion of the version.
	conversion func(label, value string) (string, string, error)
	// Gardener's: its field set, attribute function, predicate, trigger
	// functions (storage.go's TriggerFunc) and watch-cache indexers
	// (storage.go's Indexers).
	toSelectableFields func(runtime.Object) fields.Set
	getAttrs           storage.AttrFunc
	match              func(labels.Selector, fields.Selector) storage.SelectionPredicate
	triggers           storage.IndexerFuncs
	indexers           cache.Indexers
	random             func(r *rand.Rand) runtime.Object
}

var kinds = []kindCase{
	{
		gvk:                core.SchemeGroupVersion.WithKind("BackupBucket"),
		descriptor:         &corev1beta1.BackupBucketDescriptor,
		conversion:         corev1beta1.BackupBucketFieldLabelConversion,
		toSelectableFields: func(o runtime.Object) fields.Set { return backupbucket.ToSelectableFields(o.(*core.BackupBucket)) },
		getAttrs:           backupbucket.GetAttrs,
		match:              backupbucket.MatchBackupBucket,
		indexers: cache.Indexers{
			storage.FieldIndex(core.BackupBucketSeedName):          backupbucket.SeedNameIndexFunc,
			storage.FieldIndex(core.BackupBucketShootRefName):      backupbucket.ShootRefNameIndexFunc,
			storage.FieldIndex(core.BackupBucketShootRefNamespace): backupbucket.ShootRefNamespaceIndexFunc,
		},
		random: func(r *rand.Rand) runtime.Object {
			return &core.BackupBucket{ObjectMeta: randomMeta(r, false), Spec: core.BackupBucketSpec{
				SeedName: randomPtr(r), ShootRef: randomRef(r),
			}}
		},
	},
	{
		gvk:                core.SchemeGroupVersion.WithKind("BackupEntry"),
		descriptor:         &corev1beta1.BackupEntryDescriptor,
		conversion:         corev1beta1.BackupEntryFieldLabelConversion,
		toSelectableFields: func(o runtime.Object) fields.Set { return backupentry.ToSelectableFields(o.(*core.BackupEntry)) },
		getAttrs:           backupentry.GetAttrs,
		match:              backupentry.MatchBackupEntry,
		indexers: cache.Indexers{
			storage.FieldIndex(core.BackupEntrySeedName):          backupentry.SeedNameIndexFunc,
			storage.FieldIndex(core.BackupEntryShootRefName):      backupentry.ShootRefNameIndexFunc,
			storage.FieldIndex(core.BackupEntryShootRefNamespace): backupentry.ShootRefNamespaceIndexFunc,
			storage.FieldIndex(core.BackupEntryBucketName):        backupentry.BucketNameIndexFunc,
		},
		random: func(r *rand.Rand) runtime.Object {
			return &core.BackupEntry{ObjectMeta: randomMeta(r, true), Spec: core.BackupEntrySpec{
				SeedName: randomPtr(r), BucketName: randomString(r), ShootRef: randomRef(r),
			}}
		},
	},
	{
		gvk:        core.SchemeGroupVersion.WithKind("ControllerInstallation"),
		descriptor: &corev1beta1.ControllerInstallationDescriptor,
		conversion: corev1beta1.ControllerInstallationFieldLabelConversion,
		toSelectableFields: func(o runtime.Object) fields.Set {
			return controllerinstallation.ToSelectableFields(o.(*core.ControllerInstallation))
		},
		getAttrs: controllerinstallation.GetAttrs,
		match:    controllerinstallation.MatchControllerInstallation,
		indexers: cache.Indexers{
			storage.FieldIndex(core.SeedRefName):         controllerinstallation.SeedRefNameIndexFunc,
			storage.FieldIndex(core.ShootRefName):        controllerinstallation.ShootRefNameIndexFunc,
			storage.FieldIndex(core.ShootRefNamespace):   controllerinstallation.ShootRefNamespaceIndexFunc,
			storage.FieldIndex(core.RegistrationRefName): controllerinstallation.RegistrationRefNameIndexFunc,
		},
		random: func(r *rand.Rand) runtime.Object {
			spec := core.ControllerInstallationSpec{SeedRef: randomRef(r), ShootRef: randomRef(r)}
			if ref := randomRef(r); ref != nil {
				spec.RegistrationRef = *ref
			}
			return &core.ControllerInstallation{ObjectMeta: randomMeta(r, false), Spec: spec}
		},
	},
	{
		gvk:                core.SchemeGroupVersion.WithKind("InternalSecret"),
		descriptor:         &corev1beta1.InternalSecretDescriptor,
		conversion:         corev1beta1.InternalSecretFieldLabelConversion,
		toSelectableFields: func(o runtime.Object) fields.Set { return internalsecret.ToSelectableFields(o.(*core.InternalSecret)) },
		getAttrs:           internalsecret.GetAttrs,
		match:              internalsecret.MatchInternalSecret,
		triggers:           storage.IndexerFuncs{core.InternalSecretType: internalsecret.TypeTriggerFunc},
		random: func(r *rand.Rand) runtime.Object {
			return &core.InternalSecret{ObjectMeta: randomMeta(r, true), Type: corev1.SecretType(randomString(r))}
		},
	},
	{
		gvk:                core.SchemeGroupVersion.WithKind("Project"),
		descriptor:         &corev1beta1.ProjectDescriptor,
		conversion:         corev1beta1.ProjectFieldLabelConversion,
		toSelectableFields: func(o runtime.Object) fields.Set { return project.ToSelectableFields(o.(*core.Project)) },
		getAttrs:           project.GetAttrs,
		match:              project.MatchProject,
		triggers:           storage.IndexerFuncs{core.ProjectNamespace: project.NamespaceTriggerFunc},
		random: func(r *rand.Rand) runtime.Object {
			return &core.Project{ObjectMeta: randomMeta(r, false), Spec: core.ProjectSpec{Namespace: randomPtr(r)}}
		},
	},
	{
		gvk:                core.SchemeGroupVersion.WithKind("Shoot"),
		descriptor:         &corev1beta1.ShootDescriptor,
		conversion:         corev1beta1.ShootFieldLabelConversion,
		toSelectableFields: func(o runtime.Object) fields.Set { return shoot.ToSelectableFields(o.(*core.Shoot)) },
		getAttrs:           shoot.GetAttrs,
		match:              shoot.MatchShoot,
		triggers:           storage.IndexerFuncs{core.ShootSeedName: shoot.SeedNameTriggerFunc},
		random: func(r *rand.Rand) runtime.Object {
			s := &core.Shoot{ObjectMeta: randomMeta(r, true)}
			s.Spec.SeedName, s.Status.SeedName, s.Spec.CloudProfileName = randomPtr(r), randomPtr(r), randomPtr(r)
			if r.IntN(3) > 0 {
				s.Spec.CloudProfile = &core.CloudProfileReference{Kind: randomString(r), Name: randomString(r)}
			}
			return s
		},
	},
	{
		gvk:                operations.SchemeGroupVersion.WithKind("Bastion"),
		descriptor:         &operationsv1alpha1.BastionDescriptor,
		conversion:         operationsv1alpha1.BastionFieldLabelConversion,
		toSelectableFields: func(o runtime.Object) fields.Set { return bastion.ToSelectableFields(o.(*operations.Bastion)) },
		getAttrs:           bastion.GetAttrs,
		match:              bastion.MatchBastion,
		triggers:           storage.IndexerFuncs{operations.BastionSeedName: bastion.SeedNameTriggerFunc},
		random: func(r *rand.Rand) runtime.Object {
			b := &operations.Bastion{ObjectMeta: randomMeta(r, true)}
			b.Spec.SeedName = randomPtr(r)
			b.Spec.ShootRef.Name = randomString(r)
			return b
		},
	},
	{
		gvk:        seedmanagement.SchemeGroupVersion.WithKind("ManagedSeed"),
		descriptor: &seedmanagementv1alpha1.ManagedSeedDescriptor,
		conversion: seedmanagementv1alpha1.ManagedSeedFieldLabelConversion,
		toSelectableFields: func(o runtime.Object) fields.Set {
			return managedseed.ToSelectableFields(o.(*seedmanagement.ManagedSeed))
		},
		getAttrs: managedseed.GetAttrs,
		match:    managedseed.MatchManagedSeed,
		triggers: storage.IndexerFuncs{seedmanagement.ManagedSeedShootName: managedseed.ShootNameTriggerFunc},
		random: func(r *rand.Rand) runtime.Object {
			m := &seedmanagement.ManagedSeed{ObjectMeta: randomMeta(r, true)}
			if r.IntN(3) > 0 {
				m.Spec.Shoot = &seedmanagement.Shoot{Name: randomString(r)}
			}
			return m
		},
	},
}

// values are the strings random objects hold: empty, short, with the
// characters field selectors escape.
var values = []string{"", "a", "seed-1", "shoot-b", "garden", "x,y", "k=v", `back\slash`, "Opaque", "CloudProfile"}

func randomString(r *rand.Rand) string { return values[r.IntN(len(values))] }

func randomPtr(r *rand.Rand) *string {
	if r.IntN(3) == 0 {
		return nil
	}
	s := randomString(r)
	return &s
}

func randomRef(r *rand.Rand) *corev1.ObjectReference {
	if r.IntN(3) == 0 {
		return nil
	}
	return &corev1.ObjectReference{Name: randomString(r), Namespace: randomString(r)}
}

func randomMeta(r *rand.Rand, namespaced bool) metav1.ObjectMeta {
	m := metav1.ObjectMeta{Name: fmt.Sprintf("obj-%d", r.IntN(1000))}
	if namespaced {
		m.Namespace = "garden-" + randomString(r)
	}
	if r.IntN(2) == 0 {
		m.Labels = map[string]string{"app": randomString(r)}
	}
	return m
}

// versioned converts an internal object to the case's served version with
// Gardener's scheme.
func (k kindCase) versioned(t *testing.T, obj runtime.Object) runtime.Object {
	t.Helper()
	out, err := gardenerScheme.New(k.versionedGVK())
	if err != nil {
		t.Fatal(err)
	}
	if err := gardenerScheme.Convert(obj, out, nil); err != nil {
		t.Fatalf("converting %s: %v", k.gvk.Kind, err)
	}
	return out
}

func (k kindCase) versionedGVK() schema.GroupVersionKind {
	gv := schema.GroupVersion{Group: k.gvk.Group, Version: k.descriptor.Version}
	return gv.WithKind(k.gvk.Kind)
}

// objectsPerKind random objects per kind.
const objectsPerKind = 2000

// TestFieldSetsEqualGardeners: on random objects, the generated field set
// and GetAttrs equal Gardener's ToSelectableFields and GetAttrs, every
// field selector's value equals the set's, and the generated matcher
// selects what Gardener's predicate selects.
func TestFieldSetsEqualGardeners(t *testing.T) {
	for _, k := range kinds {
		t.Run(k.gvk.Kind, func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, uint64(len(k.gvk.Kind))))
			for range objectsPerKind {
				obj := k.random(r)
				v := k.versioned(t, obj)
				want := k.toSelectableFields(obj)
				_, got, err := k.descriptor.GetAttrs(v)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("field set of %+v:\n got  %v\n want %v (Gardener's)", obj, got, want)
				}
				wantLabels, wantFields, err := k.getAttrs(obj)
				if err != nil {
					t.Fatal(err)
				}
				gotLabels, gotFields, _ := k.descriptor.GetAttrs(v)
				if !reflect.DeepEqual(gotLabels, wantLabels) || !reflect.DeepEqual(gotFields, wantFields) {
					t.Fatalf("GetAttrs: got %v %v, want %v %v", gotLabels, gotFields, wantLabels, wantFields)
				}
				for field, value := range want {
					if got, ok := k.descriptor.FieldValue(v, field); !ok || got != value {
						t.Fatalf("FieldValue(%s) = %q, %v; Gardener's field set has %q", field, got, ok, value)
					}
				}
				// Selectors of every field, with the object's value and another.
				for field, value := range want {
					for _, sel := range []fields.Selector{
						fields.OneTermEqualSelector(field, value), fields.OneTermNotEqualSelector(field, value),
						fields.OneTermEqualSelector(field, randomString(r)),
					} {
						pred := k.match(labels.Everything(), sel)
						gardener, err := pred.Matches(obj)
						if err != nil {
							t.Fatal(err)
						}
						generated, err := k.descriptor.Matches(v, sel)
						if err != nil {
							t.Fatal(err)
						}
						if generated != gardener {
							t.Fatalf("%s on %+v: generated %v, Gardener's %v", sel, obj, generated, gardener)
						}
					}
				}
			}
		})
	}
}

// absentNotIndexed are Gardener's indexers that give no index value, not
// the empty string, when the reference they read is nil: its field set
// then compares as the empty string, so an indexed list with
// spec.seedRef.name= misses the ControllerInstallations without seedRef
// that an unindexed list (resourceVersion set, or no watch cache) returns.
// The generated index gives the field selector value (docs/field-selectors.md:
// index values are the field selector values, defaults included), so
// indexed and unindexed lists agree; this is the one place the generated
// index differs from Gardener's, and the difference is Gardener's
// inconsistency.
var absentNotIndexed = map[string]bool{
	"ControllerInstallation/f:spec.seedRef.name":       true,
	"ControllerInstallation/f:spec.shootRef.name":      true,
	"ControllerInstallation/f:spec.shootRef.namespace": true,
}

// TestIndexesAndTriggersEqualGardeners: the watch cache's indexers and
// trigger that runtime/apiserver builds from the generated descriptor have
// Gardener's names and, on random objects, Gardener's values; the
// predicate's IndexFields are Gardener's.
func TestIndexesAndTriggersEqualGardeners(t *testing.T) {
	for _, k := range kinds {
		t.Run(k.gvk.Kind, func(t *testing.T) {
			indexers, triggers := selectableapiserver.Indexers(k.descriptor)
			var names, wantNames []string
			if indexers != nil {
				names = slices.Sorted(mapKeys(*indexers))
			}
			wantNames = slices.Sorted(mapKeys(k.indexers))
			var triggerNames, wantTriggerNames []string
			triggerNames, wantTriggerNames = slices.Sorted(mapKeys(triggers)), slices.Sorted(mapKeys(k.triggers))
			if !slices.Equal(triggerNames, wantTriggerNames) {
				t.Errorf("triggers %v, Gardener's %v", triggerNames, wantTriggerNames)
			}
			// A trigger is also an index here (runtime/apiserver indexes
			// every trigger field); Gardener indexes none of its triggers.
			for _, name := range names {
				if _, ok := k.indexers[name]; !ok && !slices.Contains(triggerNames, name[len("f:"):]) {
					t.Errorf("index %s, which Gardener does not have (Gardener's: %v)", name, wantNames)
				}
			}
			for _, name := range wantNames {
				if !slices.Contains(names, name) {
					t.Errorf("no index %s (Gardener's: %v)", name, wantNames)
				}
			}
			gotFields := selectableapiserver.Predicate(k.descriptor)(labels.Everything(), fields.Everything()).IndexFields
			wantFields := k.match(labels.Everything(), fields.Everything()).IndexFields
			if !slices.Equal(gotFields, wantFields) {
				t.Errorf("IndexFields %v, Gardener's %v", gotFields, wantFields)
			}
			r := rand.New(rand.NewPCG(2, uint64(len(k.gvk.Kind))))
			for range objectsPerKind {
				obj := k.random(r)
				v := k.versioned(t, obj)
				for name, index := range k.indexers {
					want, err := index(obj)
					if err != nil {
						t.Fatal(err)
					}
					if indexers == nil || (*indexers)[name] == nil {
						t.Fatalf("no index %s", name)
					}
					got, err := (*indexers)[name](v)
					if err != nil {
						t.Fatal(err)
					}
					if want == nil && slices.Equal(got, []string{""}) && absentNotIndexed[k.gvk.Kind+"/"+name] {
						continue
					}
					if !slices.Equal(got, want) {
						t.Fatalf("index %s of %+v: %q, Gardener's %q", name, obj, got, want)
					}
				}
				for name, trigger := range k.triggers {
					if got, want := triggers[name](v), trigger(obj); got != want {
						t.Fatalf("trigger %s of %+v: %q, Gardener's %q", name, obj, got, want)
					}
				}
			}
		})
	}
}

// TestFieldLabelConversionsEqualGardeners: the generated conversion of each
// version accepts and rejects what Gardener's scheme does, with the same
// results and messages.
func TestFieldLabelConversionsEqualGardeners(t *testing.T) {
	for _, k := range kinds {
		t.Run(k.gvk.Kind, func(t *testing.T) {
			labelsToTry := []string{"metadata.name", "metadata.namespace", "metadata.uid", "spec", "", "status.phase",
				"spec.seedName", "status.seedName", "spec.shootRef.name", "spec.shootRef.namespace", "spec.bucketName",
				"spec.registrationRef.name", "spec.seedRef.name", "type", "spec.namespace", "spec.cloudProfileName",
				"spec.cloudProfile.Name", "spec.cloudProfile.Kind", "spec.cloudProfile.name", "spec.shoot.name"}
			for _, f := range k.descriptor.AllFields() {
				labelsToTry = append(labelsToTry, f.FieldPath)
			}
			sort.Strings(labelsToTry)
			for _, label := range slices.Compact(labelsToTry) {
				wantLabel, wantValue, wantErr := gardenerScheme.ConvertFieldLabel(k.versionedGVK(), label, "v")
				gotLabel, gotValue, gotErr := k.conversion(label, "v")
				if gotLabel != wantLabel || gotValue != wantValue || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
					t.Errorf("%s: generated (%q, %q, %v), Gardener's (%q, %q, %v)", label, gotLabel, gotValue, gotErr, wantLabel, wantValue, wantErr)
				}
			}
		})
	}
}

func mapKeys[M ~map[string]V, V any](m M) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}
