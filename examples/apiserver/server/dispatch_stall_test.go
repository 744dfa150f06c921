package server

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/watch"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/storage"
	"k8s.io/apiserver/pkg/storage/cacher"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// dispatchCase is one case of TestWatchDispatchCacheAlone: a selection,
// with the trigger or without, on its own cacher over its own storage of
// n colors.
type dispatchCase struct {
	name      string
	n         int
	sel       dispatchSelection
	triggered bool // the trigger serves sel
	d         *selectableruntime.Descriptor
	s         *dispatchStorage
	c         *cacher.Cacher
}

// stallAttempts bounds how often stallPhase starts again after the cacher
// closed its sentinel.
const stallAttempts = 3

// stallPhase: watcher 0 stops reading; with the trigger it still gets
// exactly its own events, without it the cacher closes it.
//
// The cacher closes any watcher whose input buffer is full once its
// dispatch budget is spent, and the stalled watcher spends it: on a busy
// machine the sentinel's goroutine may fall behind by a buffer at that
// moment and be closed too (kube-apiserver does the same to a slow
// client). That says nothing about the stalled watcher, so the phase
// starts again, after the budget has refilled, up to stallAttempts times.
func (dc *dispatchCase) stallPhase(t *testing.T) {
	for attempt := 1; ; attempt++ {
		if dc.stall(t) {
			return
		}
		if attempt == stallAttempts {
			t.Fatalf("the cacher closed the sentinel watch in each of %d attempts", stallAttempts)
		}
		t.Logf("attempt %d: the cacher closed the sentinel watch; starting again", attempt)
		time.Sleep(dispatchBudgetFull)
	}
}

// stall is one attempt of stallPhase; it reports false, having checked
// nothing, when the cacher closed the sentinel.
//
// Watcher 0 stops reading, with as many events of its own pending as its
// result buffer holds and one more, which its goroutine holds; then come
// more events of objects it does not select than its input buffer holds,
// and one of object n-1, which a sentinel watcher selects: once the
// sentinel has it, the cacher has dispatched the others (it dispatches in
// order).
func (dc *dispatchCase) stall(t *testing.T) bool {
	n, s, c, d := dc.n, dc.s, dc.c, dc.d
	rv := s.rv.Load()
	ctx := genericapirequest.WithNamespace(context.Background(), dispatchNamespace)
	watchOf := func(field fields.Selector) watch.Interface {
		w, err := c.Watch(ctx, dispatchPrefix+"/"+dispatchNamespace, storage.ListOptions{ResourceVersion: strconv.FormatUint(rv, 10),
			Predicate: selectableapiserver.Predicate(d)(labels.Everything(), field), Recursive: true})
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	stalledSel, err := dc.sel.selector(d, 0, n)
	if err != nil {
		t.Fatal(err)
	}
	stalled := watchOf(stalledSel)
	defer stalled.Stop()
	sentinel := watchOf(fields.OneTermEqualSelector("spec.color", dispatchColor(n-1)))
	defer sentinel.Stop()
	own := cap(stalled.ResultChan()) + 1
	for e := range own {
		if err := s.modify(0, fmt.Sprint("P", e)); err != nil {
			t.Fatal(err)
		}
	}
	for e := range 3 * own {
		if err := s.modify(3+e%(n-4), fmt.Sprint("O", e)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.modify(n-1, "last"); err != nil {
		t.Fatal(err)
	}
	last := strconv.FormatUint(s.rv.Load(), 10)
	timeout := time.After(10 * time.Second)
	for done := false; !done; {
		select {
		case e, ok := <-sentinel.ResultChan():
			if !ok {
				return false
			}
			m, _ := meta.Accessor(e.Object)
			done = m.GetResourceVersion() == last
		case <-timeout:
			t.Fatal("the sentinel did not receive the last event")
		}
	}
	// With the trigger, its own events and nothing else; without, closed
	// (after some of its own events).
	received, closed := 0, false
read:
	for {
		select {
		case e, ok := <-stalled.ResultChan():
			if !ok {
				closed = true
				break read
			}
			if m, _ := meta.Accessor(e.Object); m.GetName() != dispatchName(0) {
				t.Errorf("the stalled watcher received %s", m.GetName())
			}
			received++
		default:
			if dc.triggered && received == own {
				break read
			}
			select {
			case <-timeout:
				break read
			case <-time.After(time.Millisecond):
			}
		}
	}
	if dc.triggered && (closed || received != own) {
		t.Errorf("the stalled watcher received %d of its %d events, closed %t; want all and open: the trigger did not serve it", received, own, closed)
	}
	if !dc.triggered && !closed {
		t.Errorf("the stalled watcher is open after other colors' events (received %d of its %d): a trigger served it", received, own)
	}
	return true
}
