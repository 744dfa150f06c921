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
		// ready: an object "ready" enters the selection (enter) and
		// leaves it (leave) before the moves (watchReady); prepare and
		// done come before and after, outside the watch's selection.
		prepare, enter, leave, done func(s *testServer) error
		moves                       func(s *testServer) error
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
			// A shoot's status is empty when it is created, so the ready
			// shoot enters the selection through /status.
			prepare: func(s *testServer) error {
				sh := shoot(100)
				sh.Name = "ready"
				_, err := s.client.CoreV1beta1().Shoots(sh.Namespace).Create(ctx, sh, metav1.CreateOptions{})
				return err
			},
			enter: func(s *testServer) error { return readyShootSeed(s, "seed-1") },
			leave: func(s *testServer) error { return readyShootSeed(s, "seed-2") },
			done: func(s *testServer) error {
				return s.client.CoreV1beta1().Shoots(namespaceOf(100)).Delete(ctx, "ready", metav1.DeleteOptions{})
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
			prepare: func(*testServer) error { return nil },
			enter: func(s *testServer) error {
				e := backupEntry(100)
				e.Name, e.Spec.SeedName, e.Spec.ShootRef = "ready", ptr.To("seed-1"), nil
				_, err := s.client.CoreV1beta1().BackupEntries(e.Namespace).Create(ctx, e, metav1.CreateOptions{})
				return err
			},
			leave: func(s *testServer) error {
				return s.client.CoreV1beta1().BackupEntries(namespaceOf(100)).Delete(ctx, "ready", metav1.DeleteOptions{})
			},
			done: func(*testServer) error { return nil },
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
			if err := c.prepare(s); err != nil {
				t.Fatalf("%s: preparing the ready %s: %v", s.name, c.resource, err)
			}
			w, rv := watchReady(t, s, c.resource, func() (watch.Interface, string, error) {
				return c.watch(s, metav1.ListOptions{FieldSelector: c.selector})
			}, func() error { return c.enter(s) }, func() error { return c.leave(s) })
			if err := c.done(s); err != nil {
				w.Stop()
				t.Fatalf("%s: removing the ready %s: %v", s.name, c.resource, err)
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

// watchReady starts a watch and returns it once etcd serves it whole: the
// object "ready" enters its selection and leaves it, and both events are
// read. A write right after a watch starts can otherwise reach etcd's
// watch before etcd marks it as wanting previous values, which a server
// without the watch cache sends as an error event (docs/reliability.md,
// "An upstream race"); etcd sends a watch's events only after marking it,
// so every write after the first event is safe. Entering a selection
// through an update can meet the race itself: the watch is then started
// again, up to three times.
func watchReady(t *testing.T, s *testServer, resource string, start func() (watch.Interface, string, error), enter, leave func() error) (watch.Interface, string) {
	t.Helper()
	next := func(w watch.Interface) watch.Event {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				t.Fatalf("%s: the watch of %s closed while getting ready", s.name, resource)
			}
			return e
		case <-time.After(30 * time.Second):
			t.Fatalf("%s: no event of the ready %s after 30 s", s.name, resource)
		}
		return watch.Event{}
	}
	name := func(e watch.Event) string {
		if m, ok := e.Object.(metav1.Object); ok {
			return m.GetName()
		}
		return fmt.Sprintf("%T", e.Object)
	}
	for attempt := 1; ; attempt++ {
		w, rv, err := start()
		if err != nil {
			t.Fatalf("%s: watch %s: %v", s.name, resource, err)
		}
		if err := enter(); err != nil {
			t.Fatalf("%s: the ready %s entering the selection: %v", s.name, resource, err)
		}
		e := next(w)
		if e.Type == watch.Error && attempt < 3 {
			t.Logf("%s: the watch of %s met etcd's race (%v); starting it again", s.name, resource, e.Object)
			w.Stop()
			if err := leave(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if e.Type != watch.Added || name(e) != "ready" {
			t.Fatalf("%s: watch of %s: %s %s, want ADDED ready first", s.name, resource, e.Type, name(e))
		}
		if err := leave(); err != nil {
			t.Fatalf("%s: the ready %s leaving the selection: %v", s.name, resource, err)
		}
		if e := next(w); e.Type != watch.Deleted || name(e) != "ready" {
			t.Fatalf("%s: watch of %s: %s %s, want DELETED ready", s.name, resource, e.Type, name(e))
		}
		return w, rv
	}
}

// readyShootSeed moves the shoot "ready" to seed through /status.
func readyShootSeed(s *testServer, seed string) error {
	ctx := context.Background()
	shoots := s.client.CoreV1beta1().Shoots(namespaceOf(100))
	sh, err := shoots.Get(ctx, "ready", metav1.GetOptions{})
	if err != nil {
		return err
	}
	sh.Status.SeedName = ptr.To(seed)
	_, err = shoots.UpdateStatus(ctx, sh, metav1.UpdateOptions{})
	return err
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
