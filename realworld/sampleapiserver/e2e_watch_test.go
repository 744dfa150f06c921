package sampleapiserver_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	wardlev1alpha1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1"
	wardlev1beta1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1"
	"k8s.io/utils/ptr"
)

// watchEvent is what a test asserts of a watch event: its type, the
// object's name and the selected field's value in the watched version,
// with the reference type.
type watchEvent struct {
	Type          watch.EventType
	Name          string
	Value, RefTyp string
}

func (e watchEvent) String() string {
	return fmt.Sprintf("%s %s (%q, %s)", e.Type, e.Name, e.Value, e.RefTyp)
}

// nextEvents reads n events of a watch in version, failing after a
// timeout; each object must be of that version's Go type.
func nextEvents(t *testing.T, what string, w watch.Interface, n int) []watchEvent {
	t.Helper()
	var out []watchEvent
	timeout := time.After(30 * time.Second)
	for len(out) < n {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				t.Fatalf("%s: watch closed after %v", what, out)
			}
			switch obj := e.Object.(type) {
			case *wardlev1alpha1.Flunder:
				out = append(out, watchEvent{e.Type, obj.Name, obj.Spec.Reference, string(ptr.Deref(obj.Spec.ReferenceType, ""))})
			case *wardlev1beta1.Flunder:
				out = append(out, watchEvent{e.Type, obj.Name, obj.Spec.FlunderReference, string(obj.Spec.ReferenceType)})
			default:
				t.Fatalf("%s: watch event %s of %T: %v", what, e.Type, e.Object, e.Object)
			}
		case <-timeout:
			t.Fatalf("%s: timed out waiting for %d events; got %v", what, n, out)
		}
	}
	return out
}

// awaitReady returns once etcd serves the watches whole: a flunder each of
// them selects (reference x, of a flunder) is created and its ADDED event
// read on each, then deleted and its DELETED event read. A write right
// after a watch starts can otherwise reach etcd's watch before etcd marks
// it as wanting previous values, which a server without the watch cache
// sends as an error event (docs/reliability.md, "An upstream race"); a
// creation needs no previous value, and etcd sends a watch's events only
// after marking it.
func (s *testServer) awaitReady(t *testing.T, ns string, watches ...watch.Interface) {
	t.Helper()
	const name = "aa-ready"
	read := func(want watch.EventType) {
		for i, w := range watches {
			if got := nextEvents(t, fmt.Sprintf("%s: watch %d", s.name, i), w, 1)[0]; got.Type != want || got.Name != name {
				t.Fatalf("%s: watch %d: got %v, want %s %s", s.name, i, got, want, name)
			}
		}
	}
	s.createAlpha(t, ns, alphaFlunder(name, "x", ""))
	read(watch.Added)
	if err := s.client.WardleV1alpha1().Flunders(ns).Delete(context.Background(), name, metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	read(watch.Deleted)
}

// TestE2EWatchBothVersions: a watch with a field selector in each
// version sees exactly the objects whose representation in that version
// is selected, whichever version wrote them. An update that changes the
// selected value in a version makes the object leave that version's
// selection (DELETED, with its last selected state) or enter it (ADDED);
// one that keeps it selected is MODIFIED; a change another version sees
// but this one does not is not sent at all. v1alpha1's spec.reference is
// the flunder or the fischer reference by type, so an update that only
// changes the type moves an object into v1beta1's selection and keeps it
// in v1alpha1's.
func TestE2EWatchBothVersions(t *testing.T) {
	ourServers(t, func(t *testing.T, s *testServer) {
		ctx := context.Background()
		ns := unique("watch")
		alphaList, err := s.client.WardleV1alpha1().Flunders(ns).List(ctx, metav1.ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		alphaWatch, err := s.client.WardleV1alpha1().Flunders(ns).Watch(ctx, metav1.ListOptions{FieldSelector: "spec.reference=x", ResourceVersion: alphaList.ResourceVersion})
		if err != nil {
			t.Fatal(err)
		}
		defer alphaWatch.Stop()
		betaWatch, err := s.client.WardleV1beta1().Flunders(ns).Watch(ctx, metav1.ListOptions{FieldSelector: "spec.flunderReference=x", ResourceVersion: alphaList.ResourceVersion})
		if err != nil {
			t.Fatal(err)
		}
		defer betaWatch.Stop()
		s.awaitReady(t, ns, alphaWatch, betaWatch)

		s.createAlpha(t, ns, alphaFlunder("a", "x", ""))                                           // both: ADDED
		s.createBeta(t, ns, betaFlunder("b", "x", "Fischer"))                                      // v1alpha1 only: ADDED
		s.createBeta(t, ns, betaFlunder("c", "z", "Flunder"))                                      // neither
		s.updateBeta(t, ns, "a", func(f *wardlev1beta1.Flunder) { f.Spec.FlunderReference = "y" }) // both: DELETED
		s.updateAlpha(t, ns, "b", func(f *wardlev1alpha1.Flunder) { f.Spec.ReferenceType = ptr.To(wardlev1alpha1.FlunderReferenceType) })
		// b: v1alpha1 MODIFIED (still x), v1beta1 ADDED (now a flunder reference)
		s.updateAlpha(t, ns, "c", func(f *wardlev1alpha1.Flunder) { f.Spec.Reference = "w" }) // neither
		s.updateAlpha(t, ns, "a", func(f *wardlev1alpha1.Flunder) { f.Spec.Reference = "x" }) // both: ADDED
		if err := s.client.WardleV1alpha1().Flunders(ns).Delete(ctx, "b", metav1.DeleteOptions{}); err != nil {
			t.Fatal(err)
		}
		// Written last, so its event is the last: anything extra would
		// come before it.
		s.createAlpha(t, ns, alphaFlunder("sentinel", "x", ""))

		alpha := nextEvents(t, "v1alpha1", alphaWatch, 7)
		wantAlpha := []watchEvent{
			{watch.Added, "a", "x", "Flunder"},
			{watch.Added, "b", "x", "Fischer"},
			{watch.Deleted, "a", "x", "Flunder"},
			{watch.Modified, "b", "x", "Flunder"},
			{watch.Added, "a", "x", "Flunder"},
			{watch.Deleted, "b", "x", "Flunder"},
			{watch.Added, "sentinel", "x", "Flunder"},
		}
		if !slices.Equal(alpha, wantAlpha) {
			t.Errorf("v1alpha1 spec.reference=x events:\n got %v\nwant %v", alpha, wantAlpha)
		}
		beta := nextEvents(t, "v1beta1", betaWatch, 6)
		wantBeta := []watchEvent{
			{watch.Added, "a", "x", "Flunder"},
			{watch.Deleted, "a", "x", "Flunder"},
			{watch.Added, "b", "x", "Flunder"},
			{watch.Added, "a", "x", "Flunder"},
			{watch.Deleted, "b", "x", "Flunder"},
			{watch.Added, "sentinel", "x", "Flunder"},
		}
		if !slices.Equal(beta, wantBeta) {
			t.Errorf("v1beta1 spec.flunderReference=x events:\n got %v\nwant %v", beta, wantBeta)
		}
	})
}
