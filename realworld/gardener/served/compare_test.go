package served_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"

	gardencorev1beta1 "github.com/gardener/gardener/pkg/apis/core/v1beta1"
	gardenclientset "github.com/gardener/gardener/pkg/client/core/clientset/versioned"
	corev1beta1client "github.com/gardener/gardener/pkg/client/core/clientset/versioned/typed/core/v1beta1"
)

// outcome is what a request answered, comparable across servers: the
// object without what each server assigns (uid, resource version,
// creation time, managed fields), or the error's code, reason, message
// and details.
func outcome(obj runtime.Object, err error) string {
	if err != nil {
		status, ok := err.(apierrors.APIStatus)
		if !ok {
			return "error: " + err.Error()
		}
		s := status.Status()
		b, _ := json.Marshal(struct {
			Code    int32
			Reason  metav1.StatusReason
			Message string
			Details *metav1.StatusDetails
		}{s.Code, s.Reason, s.Message, s.Details})
		return "error: " + string(b)
	}
	if obj == nil {
		return "ok"
	}
	obj = obj.DeepCopyObject()
	if meta.IsListType(obj) {
		items, err := meta.ExtractList(obj)
		if err != nil {
			return "list: " + err.Error()
		}
		for _, item := range items {
			clearAssigned(item)
		}
		if err := meta.SetList(obj, items); err != nil {
			return "list: " + err.Error()
		}
		obj.(metav1.ListInterface).SetResourceVersion("")
	} else {
		clearAssigned(obj)
	}
	b, err := json.Marshal(obj)
	if err != nil {
		return "marshal: " + err.Error()
	}
	return string(b)
}

func clearAssigned(obj runtime.Object) {
	m := obj.(metav1.Object)
	m.SetUID("")
	m.SetResourceVersion("")
	m.SetCreationTimestamp(metav1.Time{})
	m.SetManagedFields(nil)
}

// same runs one request on every server and fails when the answers
// differ from the first server's (Gardener's with the watch cache).
func same(t *testing.T, what string, request func(c gardenclientset.Interface) (runtime.Object, error)) string {
	t.Helper()
	want := outcome(request(gardenerCached.client))
	for _, s := range []*testServer{gardenerUncached, declaredCached, declaredUncached} {
		if got := outcome(request(s.client)); got != want {
			t.Errorf("%s:\n%s answers %s\n%s answers %s", what, s.name, got, gardenerCached.name, want)
		}
	}
	return want
}

// TestServedEqualsGardeners sends the same writes to the four servers
// and compares every answer, then lists with field selectors (every
// declared field, values that occur and do not, negations, unknown
// labels; resourceVersion unset and 0), watches whose selection objects
// enter and leave, kubectl's tables and the watch cache's index use.
func TestServedEqualsGardeners(t *testing.T) {
	ctx := context.Background()
	create := func(what string, f func(c gardenclientset.Interface) (runtime.Object, error)) {
		t.Helper()
		if out := same(t, what, f); strings.HasPrefix(out, "error") {
			t.Errorf("%s: %s", what, out)
		}
	}
	for i := range 8 {
		create("create project", func(c gardenclientset.Interface) (runtime.Object, error) {
			return c.CoreV1beta1().Projects().Create(ctx, project(i), metav1.CreateOptions{})
		})
		create("create backup bucket", func(c gardenclientset.Interface) (runtime.Object, error) {
			return c.CoreV1beta1().BackupBuckets().Create(ctx, backupBucket(i), metav1.CreateOptions{})
		})
		create("create backup entry", func(c gardenclientset.Interface) (runtime.Object, error) {
			e := backupEntry(i)
			return c.CoreV1beta1().BackupEntries(e.Namespace).Create(ctx, e, metav1.CreateOptions{})
		})
		create("create controller installation", func(c gardenclientset.Interface) (runtime.Object, error) {
			return c.CoreV1beta1().ControllerInstallations().Create(ctx, controllerInstallation(i), metav1.CreateOptions{})
		})
		create("create internal secret", func(c gardenclientset.Interface) (runtime.Object, error) {
			s := internalSecret(i)
			return c.CoreV1beta1().InternalSecrets(s.Namespace).Create(ctx, s, metav1.CreateOptions{})
		})
		create("create shoot", func(c gardenclientset.Interface) (runtime.Object, error) {
			s := shoot(i)
			return c.CoreV1beta1().Shoots(s.Namespace).Create(ctx, s, metav1.CreateOptions{})
		})
		if i >= 4 {
			continue
		}
		create("create quota", func(c gardenclientset.Interface) (runtime.Object, error) {
			q := quota(i)
			return c.CoreV1beta1().Quotas(q.Namespace).Create(ctx, q, metav1.CreateOptions{})
		})
		create("create secret binding", func(c gardenclientset.Interface) (runtime.Object, error) {
			b := secretBinding(i)
			return c.CoreV1beta1().SecretBindings(b.Namespace).Create(ctx, b, metav1.CreateOptions{})
		})
		create("create exposure class", func(c gardenclientset.Interface) (runtime.Object, error) {
			return c.CoreV1beta1().ExposureClasses().Create(ctx, exposureClass(i), metav1.CreateOptions{})
		})
		create("create controller registration", func(c gardenclientset.Interface) (runtime.Object, error) {
			return c.CoreV1beta1().ControllerRegistrations().Create(ctx, controllerRegistration(i), metav1.CreateOptions{})
		})
		create("create controller deployment", func(c gardenclientset.Interface) (runtime.Object, error) {
			return c.CoreV1beta1().ControllerDeployments().Create(ctx, controllerDeployment(i), metav1.CreateOptions{})
		})
		create("create cloud profile", func(c gardenclientset.Interface) (runtime.Object, error) {
			return c.CoreV1beta1().CloudProfiles().Create(ctx, cloudProfile(i), metav1.CreateOptions{})
		})
		create("create namespaced cloud profile", func(c gardenclientset.Interface) (runtime.Object, error) {
			p := namespacedCloudProfile(i)
			return c.CoreV1beta1().NamespacedCloudProfiles(p.Namespace).Create(ctx, p, metav1.CreateOptions{})
		})
		create("create seed", func(c gardenclientset.Interface) (runtime.Object, error) {
			return c.CoreV1beta1().Seeds().Create(ctx, seed(i), metav1.CreateOptions{})
		})
		create("create shoot state", func(c gardenclientset.Interface) (runtime.Object, error) {
			s := shootState(i)
			return c.CoreV1beta1().ShootStates(s.Namespace).Create(ctx, s, metav1.CreateOptions{})
		})
	}
	if t.Failed() {
		t.FailNow()
	}
	updates(t)
	if t.Failed() {
		t.FailNow()
	}
	t.Run("lists", testLists)
	t.Run("watches", testWatches)
	t.Run("tables", testTables)
	t.Run("indexes", testIndexes)
}

// updates changes what the declarations select on and print, through
// the main resources and /status, and deletes some objects; every answer
// (accepted or rejected by Gardener's validation) must be the same.
func updates(t *testing.T) {
	ctx := context.Background()
	core := func(c gardenclientset.Interface) corev1beta1client.CoreV1beta1Interface { return c.CoreV1beta1() }
	for i := range 8 {
		// Updates that name no resource version: Gardener's Project
		// strategy lets them through (the last write wins), its
		// BackupBucket strategy does not.
		same(t, "label a project without a resource version", func(c gardenclientset.Interface) (runtime.Object, error) {
			p, err := core(c).Projects().Get(ctx, fmt.Sprintf("p%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			p.ResourceVersion = ""
			p.Labels["unconditional"] = "yes"
			return core(c).Projects().Update(ctx, p, metav1.UpdateOptions{})
		})
		same(t, "label a backup bucket without a resource version", func(c gardenclientset.Interface) (runtime.Object, error) {
			b, err := core(c).BackupBuckets().Get(ctx, fmt.Sprintf("bucket-%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			b.ResourceVersion = ""
			b.Labels["unconditional"] = "yes"
			return core(c).BackupBuckets().Update(ctx, b, metav1.UpdateOptions{})
		})
		same(t, "move a backup entry to another seed", func(c gardenclientset.Interface) (runtime.Object, error) {
			e, err := core(c).BackupEntries(namespaceOf(i)).Get(ctx, fmt.Sprintf("entry-%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			e.Spec.SeedName = seedOf(i + 2)
			if e.Spec.SeedName != nil {
				e.Spec.ShootRef = nil
			}
			return core(c).BackupEntries(namespaceOf(i)).Update(ctx, e, metav1.UpdateOptions{})
		})
		same(t, "a backup bucket's last operation (/status)", func(c gardenclientset.Interface) (runtime.Object, error) {
			b, err := core(c).BackupBuckets().Get(ctx, fmt.Sprintf("bucket-%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			b.Status.LastOperation = &gardencorev1beta1.LastOperation{Type: "Reconcile", State: "Processing", Progress: int32(10 * i),
				Description: "reconciling", LastUpdateTime: metav1.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}
			b.Spec.Provider.Region = "changed through /status"
			return core(c).BackupBuckets().UpdateStatus(ctx, b, metav1.UpdateOptions{})
		})
		same(t, "a shoot's status seed (/status)", func(c gardenclientset.Interface) (runtime.Object, error) {
			s, err := core(c).Shoots(namespaceOf(i)).Get(ctx, fmt.Sprintf("shoot-%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			s.Status.SeedName = seedOf(i + 1)
			s.Status.IsHibernated = i%3 == 0
			s.Status.LastOperation = &gardencorev1beta1.LastOperation{Type: "Create", State: "Succeeded", Progress: 100,
				Description: "done", LastUpdateTime: metav1.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}
			s.Status.Conditions = []gardencorev1beta1.Condition{{Type: "APIServerAvailable", Status: "True", Reason: "Healthy", Message: "ok",
				LastTransitionTime: metav1.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), LastUpdateTime: metav1.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}}
			return core(c).Shoots(namespaceOf(i)).UpdateStatus(ctx, s, metav1.UpdateOptions{})
		})
		same(t, "hibernate a shoot (generation rules)", func(c gardenclientset.Interface) (runtime.Object, error) {
			s, err := core(c).Shoots(namespaceOf(i)).Get(ctx, fmt.Sprintf("shoot-%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			s.Spec.Hibernation = &gardencorev1beta1.Hibernation{Enabled: ptr.To(i%2 == 0)}
			s.Status.SeedName = ptr.To("ignored on the main resource")
			return core(c).Shoots(namespaceOf(i)).Update(ctx, s, metav1.UpdateOptions{})
		})
		same(t, "move a shoot to another seed on the main resource (Gardener forbids it)", func(c gardenclientset.Interface) (runtime.Object, error) {
			s, err := core(c).Shoots(namespaceOf(i)).Get(ctx, fmt.Sprintf("shoot-%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			s.Spec.SeedName = ptr.To("seed-9")
			return core(c).Shoots(namespaceOf(i)).Update(ctx, s, metav1.UpdateOptions{})
		})
		same(t, "a controller installation's conditions (/status)", func(c gardenclientset.Interface) (runtime.Object, error) {
			ci, err := core(c).ControllerInstallations().Get(ctx, fmt.Sprintf("installation-%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			ci.Status.Conditions = []gardencorev1beta1.Condition{{Type: "Valid", Status: "True", Reason: "Valid", Message: "ok",
				LastTransitionTime: metav1.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), LastUpdateTime: metav1.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}}
			if i%2 == 0 {
				ci.Status.Conditions = append(ci.Status.Conditions, gardencorev1beta1.Condition{Type: "Healthy", Status: "False", Reason: "Down", Message: "down",
					LastTransitionTime: metav1.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), LastUpdateTime: metav1.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)})
			}
			return core(c).ControllerInstallations().UpdateStatus(ctx, ci, metav1.UpdateOptions{})
		})
		same(t, "a project's phase (/status)", func(c gardenclientset.Interface) (runtime.Object, error) {
			p, err := core(c).Projects().Get(ctx, fmt.Sprintf("p%d", i), metav1.GetOptions{})
			if err != nil {
				return nil, err
			}
			p.Status.Phase = []gardencorev1beta1.ProjectPhase{"Ready", "Pending", "Terminating"}[i%3]
			return core(c).Projects().UpdateStatus(ctx, p, metav1.UpdateOptions{})
		})
	}
	same(t, "delete a shoot", func(c gardenclientset.Interface) (runtime.Object, error) {
		return nil, core(c).Shoots(namespaceOf(7)).Delete(ctx, "shoot-7", metav1.DeleteOptions{})
	})
	same(t, "delete a backup entry", func(c gardenclientset.Interface) (runtime.Object, error) {
		return nil, core(c).BackupEntries(namespaceOf(6)).Delete(ctx, "entry-6", metav1.DeleteOptions{})
	})
}
