package apiserver_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metainternalversion "k8s.io/apimachinery/pkg/apis/meta/internalversion"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/apiserver/pkg/registry/rest"

	serveradapter "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	"github.com/selectable-gen/selectable-gen/runtime/internal/listcases"
)

// The fixture's Gizmo has a multi-valued field, spec.parts (.spec.parts[*],
// indexed: the watch cache's index has a key per element), and a field
// through a filter, status.conditions.Ready.status (default "Unknown").
// These tests serve random gizmos in every layout, with and without the
// watch cache, and compare every list with what the definition
// (docs/field-selectors.md) computes on the objects themselves; then they
// churn the parts under a watch and replay its events to the final list.

// partsOf reads a gizmo's parts and Ready status in either form.
func partsOf(obj runtime.Object) (parts []string, ready string) {
	ready = "Unknown"
	if c, ok := obj.(runtime.CacheableObject); ok {
		obj = c.GetObject() // the watch cache's events
	}
	var conds []metav1.Condition
	switch g := obj.(type) {
	case *v1.Gizmo:
		parts, conds = g.Spec.Parts, g.Status.Conditions
	case *fixture.Gizmo:
		parts, conds = g.Spec.Parts, g.Status.Conditions
	}
	for _, c := range conds {
		if c.Type == "Ready" {
			return parts, string(c.Status)
		}
	}
	return parts, ready
}

func setParts(obj runtime.Object, parts []string) {
	switch g := obj.(type) {
	case *v1.Gizmo:
		g.Spec.Parts = parts
	case *fixture.Gizmo:
		g.Spec.Parts = parts
	}
}

func setConditions(obj runtime.Object, conds []metav1.Condition) {
	switch g := obj.(type) {
	case *v1.Gizmo:
		g.Status.Conditions = conds
	case *fixture.Gizmo:
		g.Status.Conditions = conds
	}
}

func randomConditions(r *rand.Rand) []metav1.Condition {
	now := metav1.NewTime(time.Unix(1700000000, 0))
	var out []metav1.Condition
	if r.IntN(3) > 0 {
		out = append(out, metav1.Condition{Type: "Synced", Status: metav1.ConditionTrue, Reason: "R", LastTransitionTime: now})
	}
	if s := r.IntN(3); s > 0 {
		out = append(out, metav1.Condition{Type: "Ready", Status: []metav1.ConditionStatus{"", metav1.ConditionTrue, metav1.ConditionFalse}[s], Reason: "R", LastTransitionTime: now})
	}
	return out
}

func TestServeMultiValued(t *testing.T) {
	for _, layout := range layouts(t) {
		for _, cache := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/cache=%v", layout.name, cache), func(t *testing.T) {
				s := layout.serve(t, cache)
				ns := fmt.Sprintf("multi-%s-%v", layout.name, cache)
				r := rand.New(rand.NewPCG(7, uint64(len(layout.name))))
				type gizmo struct {
					parts []string
					ready string
				}
				want := map[string]gizmo{}
				for i := range 24 {
					name := fmt.Sprintf("g%02d", i)
					obj := s.gizmo(name, "red", "S", 1)
					setParts(obj, listcases.RandomParts(r))
					s.create(t, ns, "gizmos", obj)
					conds := randomConditions(r)
					out, err := s.updateStatus(t, ns, name, func(o runtime.Object) { setConditions(o, conds) })
					if err != nil {
						t.Fatal(err)
					}
					parts, ready := partsOf(out)
					want[name] = gizmo{parts, ready}
				}
				for _, version := range s.versions() {
					vs := s.in(version)
					for _, sel := range listcases.Selectors {
						var expected []string
						for name, g := range want {
							if listcases.Selects(sel, g.parts, g.ready) {
								expected = append(expected, name)
							}
						}
						slices.Sort(expected)
						for _, rv := range []string{"", "0"} {
							got := names(t, vs.list(t, ns, "gizmos", &metainternalversion.ListOptions{FieldSelector: vs.selector(t, "Gizmo", sel), ResourceVersion: rv}))
							if !slices.Equal(got, expected) {
								t.Errorf("%s %s (resourceVersion %q): %v, want %v", version, sel, rv, got, expected)
							}
						}
					}
				}
				checkMultiValuedPredicates(t, s, ns, func(f func(parts []string) bool) []string {
					var out []string
					for name, g := range want {
						if f(g.parts) {
							out = append(out, name)
						}
					}
					slices.Sort(out)
					return out
				})
				checkMultiValuedWatch(t, s, ns, r)
			})
		}
	}
}

// checkMultiValuedPredicates: field predicates over the multi-valued
// field, a list(string): membership (a lookup on the index; an || of
// two is a set of per-value lists merged, each object once), negation,
// size and exists.
func checkMultiValuedPredicates(t *testing.T, s *server, ns string, expect func(func([]string) bool) []string) {
	t.Helper()
	for _, c := range listcases.Predicates {
		ctx := serveradapter.ContextWithFieldPredicate(s.ctx(ns, "gizmos"), c.Expr)
		for _, rv := range []string{"", "0"} {
			out, err := s.storage["gizmos"].(rest.Lister).List(ctx, &metainternalversion.ListOptions{ResourceVersion: rv})
			if err != nil {
				t.Fatalf("%s: %v", c.Expr, err)
			}
			got := names(t, out)
			if want := expect(c.Selects); !slices.Equal(got, want) {
				t.Errorf("fieldPredicate %s (resourceVersion %q): %v, want %v", c.Expr, rv, got, want)
			}
		}
	}
}

// checkMultiValuedWatch churns the parts of the gizmos under a watch of
// spec.parts=p1 and replays the events onto the list the watch started
// from: the result must be the final list (objects enter when p1 is added
// to their parts and leave when the last p1 is removed).
func checkMultiValuedWatch(t *testing.T, s *server, ns string, r *rand.Rand) {
	t.Helper()
	sel := s.selector(t, "Gizmo", "spec.parts=p1")
	start := s.list(t, ns, "gizmos", &metainternalversion.ListOptions{FieldSelector: sel})
	lm, _ := meta.ListAccessor(start)
	ready := s.gizmo("ready", "red", "S", 1)
	setParts(ready, []string{"p1"})
	w := s.watchReady(t, ns, &metainternalversion.ListOptions{
		FieldSelector: sel, ResourceVersion: lm.GetResourceVersion(), Watch: true,
	}, ready)
	defer w.Stop()
	// Read the watch while writing: the watch cache closes a watcher that
	// leaves its events unread for too long, which a loaded machine makes
	// likely over 31 writes.
	events := make(chan watch.Event, 1000)
	go func() {
		defer close(events)
		for e := range w.ResultChan() {
			events <- e
		}
	}()
	replayed := map[string]string{} // name -> resource version
	items, _ := meta.ExtractList(start)
	for _, item := range items {
		m, _ := meta.Accessor(item)
		replayed[m.GetName()] = m.GetResourceVersion()
	}
	for range 30 {
		name := fmt.Sprintf("g%02d", r.IntN(24))
		parts := listcases.RandomParts(r)
		if _, err := s.update(t, ns, "gizmos", name, func(o runtime.Object) { setParts(o, parts) }); err != nil {
			t.Fatal(err)
		}
	}
	// The last write enters the selection, so its event ends the replay.
	sentinel := s.gizmo("sentinel", "red", "S", 1)
	setParts(sentinel, []string{"p1"})
	s.create(t, ns, "gizmos", sentinel)
	deadline := time.After(30 * time.Second)
	for done := false; !done; {
		select {
		case e, ok := <-events:
			if !ok {
				t.Fatalf("the watch ended before the sentinel's event; it replays to %v", sortedKeys(replayed))
			}
			m, _ := meta.Accessor(e.Object)
			switch e.Type {
			case watch.Added, watch.Modified:
				parts, _ := partsOf(e.Object)
				if !slices.Contains(parts, "p1") {
					t.Errorf("%s event for %s, whose parts %q have no p1", e.Type, m.GetName(), parts)
				}
				replayed[m.GetName()] = m.GetResourceVersion()
				done = m.GetName() == "sentinel"
			case watch.Deleted:
				if _, ok := replayed[m.GetName()]; !ok {
					t.Errorf("DELETED event for %s, which was not selected", m.GetName())
				}
				delete(replayed, m.GetName())
			default:
				t.Fatalf("unexpected event %s %v", e.Type, e.Object)
			}
		case <-deadline:
			t.Fatalf("no event for the sentinel; the watch replays to %v", sortedKeys(replayed))
		}
	}
	final := names(t, s.list(t, ns, "gizmos", &metainternalversion.ListOptions{FieldSelector: sel}))
	if got := sortedKeys(replayed); !slices.Equal(got, final) {
		t.Errorf("the watch replays to %v, the final list is %v", got, final)
	}
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// versions are the versions the server serves Gizmo in.
func (s *server) versions() []string {
	if s.internal {
		return []string{"v1", "v2"}
	}
	return []string{"v1"}
}

// updateStatus changes an object's status through /status.
func (s *server) updateStatus(t *testing.T, namespace, name string, change func(runtime.Object)) (runtime.Object, error) {
	t.Helper()
	ctx := s.ctx(namespace, "gizmos")
	obj, err := s.storage["gizmos"].(rest.Getter).Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	obj = obj.DeepCopyObject()
	change(obj)
	out, _, err := s.storage["gizmos/status"].(rest.Updater).Update(ctx, name, rest.DefaultUpdatedObjectInfo(obj),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	return out, err
}
