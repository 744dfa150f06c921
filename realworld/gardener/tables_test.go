package gardener_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/generic"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/apiserver/pkg/storage"
	"k8s.io/apiserver/pkg/storage/storagebackend"
	"k8s.io/apiserver/pkg/storage/storagebackend/factory"
	"k8s.io/client-go/tools/cache"

	"github.com/gardener/gardener/pkg/api"
	"github.com/gardener/gardener/pkg/apis/core"
	"github.com/gardener/gardener/pkg/apis/operations"
	"github.com/gardener/gardener/pkg/apis/security"
	"github.com/gardener/gardener/pkg/apis/seedmanagement"
	backupbucketstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/backupbucket/storage"
	backupentrystorage "github.com/gardener/gardener/pkg/apiserver/registry/core/backupentry/storage"
	cloudprofilestorage "github.com/gardener/gardener/pkg/apiserver/registry/core/cloudprofile/storage"
	controllerdeploymentstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/controllerdeployment/storage"
	controllerinstallationstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/controllerinstallation/storage"
	controllerregistrationstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/controllerregistration/storage"
	exposureclassstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/exposureclass/storage"
	internalsecretstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/internalsecret/storage"
	namespacedcloudprofilestorage "github.com/gardener/gardener/pkg/apiserver/registry/core/namespacedcloudprofile/storage"
	projectstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/project/storage"
	quotastorage "github.com/gardener/gardener/pkg/apiserver/registry/core/quota/storage"
	secretbindingstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/secretbinding/storage"
	seedstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/seed/storage"
	shootstorage "github.com/gardener/gardener/pkg/apiserver/registry/core/shoot/storage"
	shootstatestorage "github.com/gardener/gardener/pkg/apiserver/registry/core/shootstate/storage"
	bastionstorage "github.com/gardener/gardener/pkg/apiserver/registry/operations/bastion/storage"
	credentialsbindingstorage "github.com/gardener/gardener/pkg/apiserver/registry/security/credentialsbinding/storage"
	workloadidentitystorage "github.com/gardener/gardener/pkg/apiserver/registry/security/workloadidentity/storage"
	gardenletstorage "github.com/gardener/gardener/pkg/apiserver/registry/seedmanagement/gardenlet/storage"
	managedseedstorage "github.com/gardener/gardener/pkg/apiserver/registry/seedmanagement/managedseed/storage"
	managedseedsetstorage "github.com/gardener/gardener/pkg/apiserver/registry/seedmanagement/managedseedset/storage"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// noStorage gives Gardener's stores a RESTOptions whose storage is never
// built: the tests only call their table convertors.
type noStorage struct{}

func (noStorage) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	return generic.RESTOptions{
		StorageConfig: &storagebackend.ConfigForResource{GroupResource: resource, Config: storagebackend.Config{Codec: api.Codecs.LegacyCodec()}},
		Decorator: func(*storagebackend.ConfigForResource, string, func(runtime.Object) (string, error), func() runtime.Object,
			func() runtime.Object, storage.AttrFunc, storage.IndexerFuncs, *cache.Indexers) (storage.Interface, factory.DestroyFunc, error) {
			return nil, func() {}, nil
		},
		ResourcePrefix: resource.Group + "/" + resource.Resource,
	}, nil
}

// tableCase is one kind's table: Gardener's convertor and random internal
// objects.
type tableCase struct {
	kind     schema.GroupKind
	gardener rest.TableConvertor
	random   func(r *rand.Rand) runtime.Object
}

func tableCases() []tableCase {
	return []tableCase{
		{
			kind:     core.Kind("Project"),
			gardener: projectstorage.NewStorage(noStorage{}).Project,
			random: func(r *rand.Rand) runtime.Object {
				p := &core.Project{ObjectMeta: randomMeta(r, false)}
				p.CreationTimestamp = randomCreation(r)
				p.Spec.Namespace = randomPtr(r)
				p.Status.Phase = core.ProjectPhase(randomString(r))
				if r.IntN(2) == 0 {
					p.Spec.Owner = &rbacv1.Subject{Kind: "User", Name: randomString(r)}
				}
				if r.IntN(2) == 0 {
					p.Spec.CreatedBy = &rbacv1.Subject{Kind: "User", Name: randomString(r)}
				}
				return p
			},
		},
		{
			kind:     core.Kind("InternalSecret"),
			gardener: internalsecretstorage.NewREST(noStorage{}),
			random: func(r *rand.Rand) runtime.Object {
				s := &core.InternalSecret{ObjectMeta: randomMeta(r, true), Type: corev1.SecretType(randomString(r))}
				s.CreationTimestamp = randomCreation(r)
				for range r.IntN(4) {
					if s.Data == nil {
						s.Data = map[string][]byte{}
					}
					s.Data[randomString(r)+"k"] = []byte(randomString(r))
				}
				return s
			},
		},
		{
			kind:     core.Kind("ExposureClass"),
			gardener: exposureclassstorage.NewStorage(noStorage{}).ExposureClass,
			random: func(r *rand.Rand) runtime.Object {
				e := &core.ExposureClass{ObjectMeta: randomMeta(r, false), Handler: randomString(r)}
				e.CreationTimestamp = randomCreation(r)
				return e
			},
		},
		{
			kind:     core.Kind("Quota"),
			gardener: quotastorage.NewStorage(noStorage{}).Quota,
			random: func(r *rand.Rand) runtime.Object {
				q := &core.Quota{ObjectMeta: randomMeta(r, true)}
				q.CreationTimestamp = randomCreation(r)
				q.Spec.Scope.APIVersion, q.Spec.Scope.Kind = randomString(r), randomString(r)
				if r.IntN(2) == 0 {
					days := int32(r.IntN(100))
					q.Spec.ClusterLifetimeDays = &days
				}
				return q
			},
		},
		{
			kind:     core.Kind("CloudProfile"),
			gardener: cloudprofilestorage.NewStorage(noStorage{}).CloudProfile,
			random: func(r *rand.Rand) runtime.Object {
				c := &core.CloudProfile{ObjectMeta: randomMeta(r, false)}
				c.CreationTimestamp = randomCreation(r)
				c.Spec.Type = randomString(r)
				return c
			},
		},
		{
			kind:     core.Kind("ControllerRegistration"),
			gardener: controllerregistrationstorage.NewStorage(noStorage{}).ControllerRegistration,
			random: func(r *rand.Rand) runtime.Object {
				c := &core.ControllerRegistration{ObjectMeta: randomMeta(r, false)}
				c.CreationTimestamp = randomCreation(r)
				for range r.IntN(4) {
					c.Spec.Resources = append(c.Spec.Resources, core.ControllerResource{Kind: randomString(r), Type: randomString(r)})
				}
				return c
			},
		},
		{
			kind:     core.Kind("SecretBinding"),
			gardener: secretbindingstorage.NewStorage(noStorage{}).SecretBinding,
			random: func(r *rand.Rand) runtime.Object {
				b := &core.SecretBinding{ObjectMeta: randomMeta(r, true)}
				b.CreationTimestamp = randomCreation(r)
				b.SecretRef = corev1.SecretReference{Namespace: randomString(r), Name: randomString(r)}
				if r.IntN(2) == 0 {
					b.Provider = &core.SecretBindingProvider{Type: randomString(r)}
				}
				return b
			},
		},
		{
			kind:     core.Kind("ShootState"),
			gardener: shootstatestorage.NewStorage(noStorage{}).ShootState,
			random: func(r *rand.Rand) runtime.Object {
				s := &core.ShootState{ObjectMeta: randomMeta(r, true)}
				s.CreationTimestamp = randomCreation(r)
				for range r.IntN(3) {
					s.Spec.Gardener = append(s.Spec.Gardener, core.GardenerResourceData{Name: randomString(r)})
				}
				for range r.IntN(3) {
					s.Spec.Extensions = append(s.Spec.Extensions, core.ExtensionResourceState{Kind: randomString(r)})
				}
				return s
			},
		},
		{
			kind:     core.Kind("BackupBucket"),
			gardener: backupbucketstorage.NewStorage(noStorage{}).BackupBucket,
			random: func(r *rand.Rand) runtime.Object {
				b := kinds[0].random(r).(*core.BackupBucket)
				b.CreationTimestamp = randomCreation(r)
				b.Spec.Provider.Type = randomString(r)
				b.Status.LastOperation = randomLastOperation(r)
				return b
			},
		},
		{
			kind:     core.Kind("BackupEntry"),
			gardener: backupentrystorage.NewStorage(noStorage{}).BackupEntry,
			random: func(r *rand.Rand) runtime.Object {
				b := kinds[1].random(r).(*core.BackupEntry)
				b.CreationTimestamp = randomCreation(r)
				b.Status.LastOperation = randomLastOperation(r)
				return b
			},
		},
		{
			kind:     core.Kind("ControllerInstallation"),
			gardener: controllerinstallationstorage.NewStorage(noStorage{}).ControllerInstallation,
			random: func(r *rand.Rand) runtime.Object {
				c := kinds[2].random(r).(*core.ControllerInstallation)
				c.CreationTimestamp = randomCreation(r)
				types := []core.ConditionType{"Valid", "Installed", "Healthy", "Progressing", "Other"}
				for range r.IntN(6) {
					c.Status.Conditions = append(c.Status.Conditions, core.Condition{
						Type: types[r.IntN(len(types))], Status: core.ConditionStatus(randomString(r)),
					})
				}
				return c
			},
		},
		{
			kind:     core.Kind("NamespacedCloudProfile"),
			gardener: namespacedcloudprofilestorage.NewStorage(noStorage{}).NamespacedCloudProfile,
			random: func(r *rand.Rand) runtime.Object {
				c := &core.NamespacedCloudProfile{ObjectMeta: randomMeta(r, true)}
				c.CreationTimestamp = randomCreation(r)
				c.Spec.Parent = core.CloudProfileReference{Kind: randomString(r), Name: randomString(r)}
				return c
			},
		},
		{
			kind:     seedmanagement.Kind("ManagedSeed"),
			gardener: managedseedstorage.NewStorage(noStorage{}).ManagedSeed,
			random: func(r *rand.Rand) runtime.Object {
				m := kinds[7].random(r).(*seedmanagement.ManagedSeed)
				m.CreationTimestamp = randomCreation(r)
				types := []core.ConditionType{"SeedRegistered", "Other"}
				statuses := []core.ConditionStatus{"True", "False", "Unknown", "Progressing", ""}
				for range r.IntN(3) {
					m.Status.Conditions = append(m.Status.Conditions, core.Condition{
						Type: types[r.IntN(len(types))], Status: statuses[r.IntN(len(statuses))],
					})
				}
				return m
			},
		},
		{
			kind:     operations.Kind("Bastion"),
			gardener: bastionstorage.NewStorage(noStorage{}).Bastion,
			random: func(r *rand.Rand) runtime.Object {
				b := kinds[6].random(r).(*operations.Bastion)
				b.CreationTimestamp = randomCreation(r)
				if r.IntN(3) > 0 {
					b.Status.Ingress = &corev1.LoadBalancerIngress{IP: randomString(r), Hostname: randomString(r)}
				}
				if t := randomCreation(r); !t.IsZero() {
					b.Status.LastHeartbeatTimestamp = &t
				}
				if r.IntN(3) > 0 {
					// Half an hour from a whole number of hours ahead or ago.
					in := time.Duration(r.IntN(48)-24)*time.Hour + 30*time.Minute
					t := metav1.NewTime(time.Now().Add(in).Truncate(time.Second))
					b.Status.ExpirationTimestamp = &t
				}
				return b
			},
		},
		{
			kind:     core.Kind("Seed"),
			gardener: seedstorage.NewStorage(noStorage{}).Seed,
			random: func(r *rand.Rand) runtime.Object {
				s := &core.Seed{ObjectMeta: randomMeta(r, false)}
				s.CreationTimestamp = randomCreation(r)
				s.Spec.Provider.Type, s.Spec.Provider.Region = randomString(r), randomString(r)
				types := []core.ConditionType{"GardenletReady", "BackupBucketsReady", "ExtensionsReady", "SeedSystemComponentsHealthy", "Other"}
				statuses := []core.ConditionStatus{"True", "False", "Unknown", "Progressing"}
				for range r.IntN(6) {
					s.Status.Conditions = append(s.Status.Conditions, core.Condition{
						Type: types[r.IntN(len(types))], Status: statuses[r.IntN(len(statuses))],
					})
				}
				if op := randomLastOperation(r); op != nil {
					op.Type = core.LastOperationType(randomString(r))
					s.Status.LastOperation = op
				}
				if r.IntN(3) > 0 {
					s.Status.Gardener = &core.Gardener{Version: randomString(r)}
				}
				s.Status.KubernetesVersion = randomPtr(r)
				return s
			},
		},
		{
			kind:     seedmanagement.Kind("ManagedSeedSet"),
			gardener: managedseedsetstorage.NewStorage(noStorage{}).ManagedSeedSet,
			random: func(r *rand.Rand) runtime.Object {
				m := &seedmanagement.ManagedSeedSet{ObjectMeta: randomMeta(r, true)}
				m.CreationTimestamp = randomCreation(r)
				// Gardener's defaulting always sets it; its table reads it.
				replicas := int32(r.IntN(5))
				m.Spec.Replicas = &replicas
				m.Status.ReadyReplicas = int32(r.IntN(5))
				if r.IntN(2) == 0 {
					m.Status.PendingReplica = &seedmanagement.PendingReplica{Name: randomString(r), Reason: seedmanagement.PendingReplicaReason(randomString(r))}
				}
				return m
			},
		},
		{
			kind:     core.Kind("Shoot"),
			gardener: func() rest.TableConvertor { r, _, _ := shootstorage.NewREST(noStorage{}, 0); return r }(),
			random: func(r *rand.Rand) runtime.Object {
				s := kinds[5].random(r).(*core.Shoot)
				s.CreationTimestamp = randomCreation(r)
				// Gardener's table dereferences the cloud profile reference
				// (a nil pointer panic without one); validation requires it.
				if s.Spec.CloudProfile == nil && (s.Spec.CloudProfileName == nil || *s.Spec.CloudProfileName == "") {
					name := "cp-" + randomString(r)
					s.Spec.CloudProfileName = &name
				}
				if s.Spec.CloudProfile != nil && r.IntN(2) == 0 {
					s.Spec.CloudProfile.Kind = []string{"CloudProfile", "NamespacedCloudProfile", ""}[r.IntN(3)]
				}
				s.Spec.Provider.Type, s.Spec.Region = randomString(r), randomString(r)
				s.Spec.Kubernetes.Version = randomString(r)
				if r.IntN(2) == 0 {
					s.Spec.Hibernation = &core.Hibernation{}
					if r.IntN(3) > 0 {
						enabled := r.IntN(2) == 0
						s.Spec.Hibernation.Enabled = &enabled
					}
				}
				s.Status.IsHibernated = r.IntN(2) == 0
				if op := randomLastOperation(r); op != nil {
					op.Type = core.LastOperationType(randomString(r))
					s.Status.LastOperation = op
				}
				if r.IntN(2) == 0 {
					if s.Labels == nil {
						s.Labels = map[string]string{}
					}
					s.Labels["shoot.gardener.cloud/status"] = randomString(r)
				}
				if r.IntN(2) == 0 {
					purpose := core.ShootPurpose(randomString(r))
					s.Spec.Purpose = &purpose
				}
				s.Status.Gardener.Version = randomString(r)
				types := []core.ConditionType{"APIServerAvailable", "ControlPlaneHealthy", "ObservabilityComponentsHealthy", "EveryNodeReady", "SystemComponentsHealthy", "Other"}
				for range r.IntN(7) {
					s.Status.Conditions = append(s.Status.Conditions, core.Condition{
						Type: types[r.IntN(len(types))], Status: core.ConditionStatus(randomString(r)),
					})
				}
				return s
			},
		},
		{
			kind:     security.Kind("WorkloadIdentity"),
			gardener: workloadidentitystorage.NewREST(noStorage{}),
			random: func(r *rand.Rand) runtime.Object {
				w := &security.WorkloadIdentity{ObjectMeta: randomMeta(r, true)}
				w.CreationTimestamp = randomCreation(r)
				w.Status.Sub = randomString(r)
				w.Spec.TargetSystem.Type = randomString(r)
				// Validation requires an audience; without any (a nil list,
				// JSON null) the generated cell is empty where Gardener's
				// is "".
				for range 1 + r.IntN(3) {
					w.Spec.Audiences = append(w.Spec.Audiences, randomString(r))
				}
				return w
			},
		},
		{
			kind:     security.Kind("CredentialsBinding"),
			gardener: credentialsbindingstorage.NewStorage(noStorage{}).CredentialsBinding,
			random: func(r *rand.Rand) runtime.Object {
				b := &security.CredentialsBinding{ObjectMeta: randomMeta(r, true)}
				b.CreationTimestamp = randomCreation(r)
				b.Provider.Type = randomString(r)
				b.CredentialsRef = corev1.ObjectReference{
					APIVersion: randomString(r), Kind: randomString(r), Namespace: randomString(r), Name: randomString(r),
				}
				return b
			},
		},
		{
			kind:     core.Kind("ControllerDeployment"),
			gardener: controllerdeploymentstorage.NewStorage(noStorage{}).ControllerDeployment,
			random: func(r *rand.Rand) runtime.Object {
				d := &core.ControllerDeployment{ObjectMeta: randomMeta(r, false)}
				d.CreationTimestamp = randomCreation(r)
				return d
			},
		},
		{
			kind:     seedmanagement.Kind("Gardenlet"),
			gardener: gardenletstorage.NewStorage(noStorage{}).Gardenlet,
			random: func(r *rand.Rand) runtime.Object {
				g := &seedmanagement.Gardenlet{ObjectMeta: randomMeta(r, true)}
				g.CreationTimestamp = randomCreation(r)
				oci := &g.Spec.Deployment.Helm.OCIRepository
				prefixes := []string{"", "oci://", "registry/oci://"}
				repo := prefixes[r.IntN(len(prefixes))] + randomString(r)
				// Validation asks for a ref, or a repository with a tag or
				// a digest (GetURL dereferences the repository then).
				switch r.IntN(4) {
				case 0:
					ref := prefixes[r.IntN(len(prefixes))] + randomString(r)
					oci.Ref = &ref
				case 1:
					oci.Repository, oci.Digest = &repo, randomPtr(r)
				case 2:
					oci.Repository, oci.Tag = &repo, randomPtr(r)
				}
				for range r.IntN(3) {
					g.Status.Conditions = append(g.Status.Conditions, core.Condition{
						Type: []core.ConditionType{"GardenletReconciled", "Other"}[r.IntN(2)], Status: core.ConditionStatus(randomString(r)),
					})
				}
				return g
			},
		},
	}
}

// randomLastOperation is nil or a last operation of a random state and
// progress.
func randomLastOperation(r *rand.Rand) *core.LastOperation {
	if r.IntN(3) == 0 {
		return nil
	}
	return &core.LastOperation{State: core.LastOperationState(randomString(r)), Progress: int32(r.IntN(101))}
}

// randomCreation is a creation time whose age, printed now and a moment
// later, is the same (half an hour from a whole number of hours or days),
// or unset.
func randomCreation(r *rand.Rand) metav1.Time {
	if r.IntN(5) == 0 {
		return metav1.Time{}
	}
	ago := time.Duration(r.IntN(24*40))*time.Hour + 30*time.Minute
	return metav1.NewTime(time.Now().Add(-ago).Truncate(time.Second))
}

// TestTablesEqualGardeners: for every declared table, the generated
// convertor (the internal descriptor's, which prints the storage
// version's columns) gives Gardener's column definitions and, on random
// internal objects, Gardener's cells (compared as JSON, as clients get
// them), for single objects and lists.
func TestTablesEqualGardeners(t *testing.T) {
	internal := internalKinds()
	ctx := context.Background()
	for _, c := range tableCases() {
		t.Run(c.kind.Kind, func(t *testing.T) {
			d, err := selectableruntime.NewInternalDescriptor(internal[c.kind])
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(4, uint64(len(c.kind.Kind))))
			var objects []runtime.Object
			for range objectsPerKind / 4 {
				obj := c.random(r)
				objects = append(objects, obj)
				want, err := c.gardener.ConvertToTable(ctx, obj, nil)
				if err != nil {
					t.Fatal(err)
				}
				got, err := d.TableConvertor.ConvertToTable(ctx, obj, nil)
				if err != nil {
					t.Fatal(err)
				}
				compareTables(t, obj, got, want)
			}
			list, _ := api.Scheme.New(schema.GroupVersionKind{Group: c.kind.Group, Version: runtime.APIVersionInternal, Kind: c.kind.Kind + "List"})
			if err := setItems(list, objects); err != nil {
				t.Fatal(err)
			}
			want, err := c.gardener.ConvertToTable(ctx, list, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := d.TableConvertor.ConvertToTable(ctx, list, nil)
			if err != nil {
				t.Fatal(err)
			}
			compareTables(t, list, got, want)
		})
	}
}

func setItems(list runtime.Object, objects []runtime.Object) error {
	items := reflect.ValueOf(list).Elem().FieldByName("Items")
	for _, o := range objects {
		items.Set(reflect.Append(items, reflect.ValueOf(o).Elem()))
	}
	return nil
}

func compareTables(t *testing.T, obj runtime.Object, got, want *metav1.Table) {
	t.Helper()
	if !reflect.DeepEqual(got.ColumnDefinitions, want.ColumnDefinitions) {
		t.Fatalf("column definitions:\n got  %+v\n want %+v (Gardener's)", got.ColumnDefinitions, want.ColumnDefinitions)
	}
	if len(got.Rows) != len(want.Rows) {
		t.Fatalf("%d rows, Gardener's %d", len(got.Rows), len(want.Rows))
	}
	for i := range want.Rows {
		g, _ := json.Marshal(got.Rows[i].Cells)
		w, _ := json.Marshal(want.Rows[i].Cells)
		if string(g) != string(w) {
			t.Fatalf("row %d of %s:\n got  %s\n want %s (Gardener's)", i, describe(obj), g, w)
		}
	}
}

func describe(obj runtime.Object) string {
	b, _ := json.Marshal(obj)
	return fmt.Sprintf("%T %s", obj, b)
}
