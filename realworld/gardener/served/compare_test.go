package served_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/utils/ptr"

	gardencorev1beta1 "github.com/gardener/gardener/pkg/apis/core/v1beta1"
	gardenclientset "github.com/gardener/gardener/pkg/client/core/clientset/versioned"
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
	}
	if t.Failed() {
		t.FailNow()
	}
	_ = slices.Equal[[]string]
	_ = time.Second
	_ = watch.Added
	_ = ptr.To[int]
	_ = fmt.Sprint
	_ = gardencorev1beta1.SchemeGroupVersion
}
