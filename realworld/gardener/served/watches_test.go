package served_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/utils/ptr"

	gardencorev1beta1 "github.com/gardener/gardener/pkg/apis/core/v1beta1"
)

// testWatches: a watch with a field selector, started at a list's
// resource version on every server, sees objects enter the selection
// (ADDED), change in it (MODIFIED) and leave it (DELETED) in the same
// order with the same objects: Shoots selected by status.seedName (moved
// through /status), BackupEntries by the indexed spec.seedName (moved
// through the main resource). Each ends when a sentinel object enters.
func testWatches(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		resource, selector string
		watch              func(s *testServer, opts metav1.ListOptions) (watch.Interface, string, error)
		moves              func(s *testServer) error
	}{
		{
			resource: "shoots", selector: "status.seedName=seed-1",
			watch: func(s *testServer, opts metav1.ListOptions) (watch.Interface, string, error) {
				l, err := s.client.CoreV1beta1().Shoots("").List(ctx, opts)
				if err != nil {
					return nil, "", err
				}
				opts.ResourceVersion = l.ResourceVersion
				w, err := s.client.CoreV1beta1().Shoots("").Watch(ctx, opts)
				return w, l.ResourceVersion, err
			},
			moves: func(s *testServer) error {
				shoots := s.client.CoreV1beta1().Shoots
				for step, i := range []int{0, 1, 2, 3, 4, 5, 0, 1} {
					sh, err := shoots(namespaceOf(i)).Get(ctx, fmt.Sprintf("shoot-%d", i), metav1.GetOptions{})
					if err != nil {
						return err
					}
					sh.Status.SeedName = ptr.To([]string{"seed-1", "seed-2"}[step%2])
					sh.Status.LastOperation.Description = fmt.Sprintf("step-%d", step)
					if _, err := shoots(namespaceOf(i)).UpdateStatus(ctx, sh, metav1.UpdateOptions{}); err != nil {
						return err
					}
				}
				sentinel := shoot(100)
				sentinel.Name = "sentinel"
				if _, err := shoots(sentinel.Namespace).Create(ctx, sentinel, metav1.CreateOptions{}); err != nil {
					return err
				}
				sh, err := shoots(sentinel.Namespace).Get(ctx, "sentinel", metav1.GetOptions{})
				if err != nil {
					return err
				}
				sh.Status.SeedName = ptr.To("seed-1")
				_, err = shoots(sentinel.Namespace).UpdateStatus(ctx, sh, metav1.UpdateOptions{})
				return err
			},
		},
		{
			resource: "backupentries", selector: "spec.seedName=seed-1",
			watch: func(s *testServer, opts metav1.ListOptions) (watch.Interface, string, error) {
				l, err := s.client.CoreV1beta1().BackupEntries("").List(ctx, opts)
				if err != nil {
					return nil, "", err
				}
				opts.ResourceVersion = l.ResourceVersion
				w, err := s.client.CoreV1beta1().BackupEntries("").Watch(ctx, opts)
				return w, l.ResourceVersion, err
			},
			moves: func(s *testServer) error {
				entries := s.client.CoreV1beta1().BackupEntries
				for step, i := range []int{0, 1, 2, 3, 4, 5, 0, 2} {
					e, err := entries(namespaceOf(i)).Get(ctx, fmt.Sprintf("entry-%d", i), metav1.GetOptions{})
					if err != nil {
						return err
					}
					e.Spec.SeedName, e.Spec.ShootRef = ptr.To([]string{"seed-1", "seed-0"}[step%2]), nil
					e.Labels["step"] = fmt.Sprint(step)
					if _, err := entries(namespaceOf(i)).Update(ctx, e, metav1.UpdateOptions{}); err != nil {
						return err
					}
				}
				sentinel := backupEntry(100)
				sentinel.Name, sentinel.Spec.SeedName = "sentinel", ptr.To("seed-1")
				_, err := entries(sentinel.Namespace).Create(ctx, sentinel, metav1.CreateOptions{})
				return err
			},
		},
	}
	for _, c := range cases {
		var want []string
		for _, s := range all {
			w, rv, err := c.watch(s, metav1.ListOptions{FieldSelector: c.selector})
			if err != nil {
				t.Fatalf("%s: watch %s: %v", s.name, c.resource, err)
			}
			if err := c.moves(s); err != nil {
				w.Stop()
				t.Fatalf("%s: moving %s: %v", s.name, c.resource, err)
			}
			got := events(t, w, c.selector)
			if len(got) < 4 {
				t.Errorf("%s: watch of %s --field-selector %s from %s saw only %v", s.name, c.resource, c.selector, rv, got)
			}
			if want == nil {
				want = got
				t.Logf("watch of %s --field-selector %s:\n  %s", c.resource, c.selector, strings.Join(got, "\n  "))
			} else if !slices.Equal(got, want) {
				t.Errorf("watch of %s --field-selector %s:\n%s saw\n  %s\n%s saw\n  %s", c.resource, c.selector,
					s.name, strings.Join(got, "\n  "), all[0].name, strings.Join(want, "\n  "))
			}
		}
	}
}

// events reads w until the sentinel enters (30 s at most) and returns
// each event as "TYPE namespace/name selected-value".
func events(t *testing.T, w watch.Interface, selector string) []string {
	t.Helper()
	defer w.Stop()
	var out []string
	timeout := time.After(30 * time.Second)
	for {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				t.Errorf("watch closed after %v", out)
				return out
			}
			var line string
			switch o := e.Object.(type) {
			case *gardencorev1beta1.Shoot:
				line = fmt.Sprintf("%s %s/%s %s %s", e.Type, o.Namespace, o.Name, ptr.Deref(o.Status.SeedName, "<nil>"), lastOperation(o))
			case *gardencorev1beta1.BackupEntry:
				line = fmt.Sprintf("%s %s/%s %s %s", e.Type, o.Namespace, o.Name, ptr.Deref(o.Spec.SeedName, "<nil>"), o.Labels["step"])
			default:
				t.Errorf("watch --field-selector %s: event %s of %T", selector, e.Type, e.Object)
				return out
			}
			out = append(out, line)
			if strings.HasPrefix(line, "ADDED ") && strings.Contains(line, "/sentinel ") {
				return out
			}
		case <-timeout:
			t.Errorf("watch --field-selector %s: no sentinel after 30 s; saw %v", selector, out)
			return out
		}
	}
}

func lastOperation(s *gardencorev1beta1.Shoot) string {
	if s.Status.LastOperation == nil {
		return "<nil>"
	}
	return s.Status.LastOperation.Description
}
