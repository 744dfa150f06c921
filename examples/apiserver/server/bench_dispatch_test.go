package server

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/storage"
	"k8s.io/apiserver/pkg/storage/cacher"
	cachermetrics "k8s.io/apiserver/pkg/storage/cacher/metrics"
	"k8s.io/component-base/metrics/legacyregistry"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// Watch dispatch on k8s.io/apiserver's cacher alone (docs/performance.md,
// "Watch dispatch on the cache alone"): the cacher is built as the generic
// registry builds it (NewCacherFromConfig with the Selector descriptor's
// GetAttrs, indexes and trigger) over a fake storage.Interface whose watch
// the benchmark feeds, so no etcd write path is in the figure.
//
//	go test ./examples/apiserver/server -run '^$' -bench 'WatchDispatchCache' -benchtime 5s -count 6 -timeout 2h | tee dispatch.txt
//	benchstat -col /store dispatch.txt

const dispatchNamespace = "bench"

// dispatchPrefix is the Selector resource prefix, as the generic registry
// gives it to the cacher.
var dispatchPrefix = "/" + stablev1.SelectorDescriptor.Group + "/" + stablev1.SelectorDescriptor.Resource

func dispatchName(i int) string  { return fmt.Sprintf("obj-%06d", i) }
func dispatchColor(i int) string { return fmt.Sprintf("c-%05d", i) }

// dispatchIndex is the index of an object named by dispatchName.
func dispatchIndex(name string) int {
	i, err := strconv.Atoi(name[len("obj-"):])
	if err != nil {
		return -1
	}
	return i
}

// dispatchStorage is the storage below the cacher: GetList returns the
// current objects, Watch a watch that modify feeds. It implements what the
// cacher and its reflector call (GetList, Watch, RequestWatchProgress,
// GetCurrentResourceVersion, EnableResourceSizeEstimation,
// CompactRevision); the embedded nil Interface panics on anything else.
type dispatchStorage struct {
	storage.Interface

	// objects are the current objects, object i named dispatchName(i)
	// with color dispatchColor(i % colors); only the feeding goroutine
	// changes them
	// once the cacher has listed.
	objects []*stablev1.Selector
	rv      atomic.Uint64

	mu      sync.Mutex
	current *dispatchWatch
	watches int
	opened  chan struct{}
}

func newDispatchStorage(objects, colors int) *dispatchStorage {
	s := &dispatchStorage{opened: make(chan struct{}, 1)}
	for i := range objects {
		s.objects = append(s.objects, &stablev1.Selector{
			ObjectMeta: metav1.ObjectMeta{Name: dispatchName(i), Namespace: dispatchNamespace, ResourceVersion: strconv.Itoa(i + 1)},
			Spec:       stablev1.SelectorSpec{Color: dispatchColor(i % colors), Size: "M"},
		})
	}
	s.rv.Store(uint64(objects))
	return s
}

func (s *dispatchStorage) GetList(_ context.Context, _ string, _ storage.ListOptions, listObj runtime.Object) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	list, ok := listObj.(*stablev1.SelectorList)
	if !ok {
		return fmt.Errorf("list into %T", listObj)
	}
	list.Items = list.Items[:0]
	for _, o := range s.objects {
		list.Items = append(list.Items, *o.DeepCopy())
	}
	list.ResourceVersion = strconv.FormatUint(s.rv.Load(), 10)
	return nil
}

func (s *dispatchStorage) Watch(context.Context, string, storage.ListOptions) (watch.Interface, error) {
	w := &dispatchWatch{ch: make(chan watch.Event), stopped: make(chan struct{})}
	s.mu.Lock()
	s.current = w
	s.watches++
	s.mu.Unlock()
	select {
	case s.opened <- struct{}{}:
	default:
	}
	return w, nil
}

func (s *dispatchStorage) watchCount() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.watches
}

func (s *dispatchStorage) RequestWatchProgress(context.Context) error { return nil }

func (s *dispatchStorage) GetCurrentResourceVersion(context.Context) (uint64, error) {
	return s.rv.Load(), nil
}

func (s *dispatchStorage) EnableResourceSizeEstimation(storage.KeysFunc) error { return nil }

func (s *dispatchStorage) CompactRevision() int64 { return 0 }

// IsWatchListSemanticsUnSupported makes the cacher's reflector list and
// then watch instead of opening the watch-list stream it opens over etcd3
// storage: only how the cache fills at the start differs, not how events
// are dispatched after it.
func (s *dispatchStorage) IsWatchListSemanticsUnSupported() bool { return true }

// modify sends a Modified event for object i with a new size and the next
// resource version, through the cacher's current watch.
func (s *dispatchStorage) modify(i int, size string) error {
	o := *s.objects[i]
	o.Spec.Size = size
	o.ResourceVersion = strconv.FormatUint(s.rv.Add(1), 10)
	s.mu.Lock()
	s.objects[i] = &o
	w := s.current
	s.mu.Unlock()
	e := watch.Event{Type: watch.Modified, Object: &o}
	for {
		if w != nil {
			select {
			case w.ch <- e:
				return nil
			case <-w.stopped:
			}
		}
		// The reflector stopped its watch: send on the next one.
		select {
		case <-s.opened:
		case <-time.After(time.Minute):
			return errors.New("the cacher's reflector opened no watch")
		}
		s.mu.Lock()
		w = s.current
		s.mu.Unlock()
	}
}

type dispatchWatch struct {
	ch      chan watch.Event
	stop    sync.Once
	stopped chan struct{}
}

func (w *dispatchWatch) ResultChan() <-chan watch.Event { return w.ch }
func (w *dispatchWatch) Stop()                          { w.stop.Do(func() { close(w.stopped) }) }

// dispatchDescriptor is the Selector descriptor, with its indexes (the
// spec.color trigger) or without any.
func dispatchDescriptor(trigger bool) *selectableruntime.Descriptor {
	d := stablev1.SelectorDescriptor
	if !trigger {
		d.Indexes = nil
	}
	return &d
}

// newDispatchCacher builds the cacher as the generic registry's
// StorageWithCacher does, from the descriptor as runtime/apiserver gives
// it to the registry (GetAttrs, Indexers and the trigger), over s, and
// waits until it has listed.
func newDispatchCacher(tb testing.TB, d *selectableruntime.Descriptor, s *dispatchStorage) *cacher.Cacher {
	indexers, triggers := selectableapiserver.Indexers(d)
	c, err := cacher.NewCacherFromConfig(cacher.Config{
		Storage:             s,
		Versioner:           storage.APIObjectVersioner{},
		GroupResource:       schema.GroupResource{Group: d.Group, Resource: d.Resource},
		EventsHistoryWindow: cacher.DefaultEventFreshDuration,
		ResourcePrefix:      dispatchPrefix,
		KeyFunc: func(obj runtime.Object) (string, error) {
			return storage.NamespaceKeyFunc(dispatchPrefix+"/", obj)
		},
		GetAttrsFunc: d.GetAttrs,
		IndexerFuncs: triggers,
		Indexers:     indexers,
		NewFunc:      d.New,
		NewListFunc:  d.NewList,
		Codec:        Codecs.LegacyCodec(stablev1.SchemeGroupVersion),
	})
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := c.Wait(ctx); err != nil {
		c.Stop()
		tb.Fatal(err)
	}
	return c
}

// dispatchBudgetFull is how long a new cacher takes to fill its dispatch
// time budget (100 ms, refilled at 50 ms a second from zero): the time it
// waits for a watcher whose buffer is full before closing it. A server's
// long-running cacher has it full; a benchmark's new one must wait for it,
// or the first hiccup of a watcher's goroutine closes it.
const dispatchBudgetFull = 2*time.Second + 100*time.Millisecond

// dispatchSelection is what each of n watchers selects among n colors:
// watcher k one (color k) or three (colors k, k+1, k+2, modulo n), with a
// field selector or a field predicate.
type dispatchSelection struct {
	name string
	// selector is watcher k's field selector, as the store builds it.
	selector func(d *selectableruntime.Descriptor, k, n int) (fields.Selector, error)
	// selects reports whether watcher k selects color c.
	selects func(k, c, n int) bool
	// fanout is how many watchers select each object.
	fanout int
}

var dispatchSelections = []dispatchSelection{
	{
		name: "sel=field-eq",
		selector: func(_ *selectableruntime.Descriptor, k, _ int) (fields.Selector, error) {
			return fields.OneTermEqualSelector("spec.color", dispatchColor(k)), nil
		},
		selects: func(k, c, _ int) bool { return k == c },
		fanout:  1,
	},
	{
		name: "sel=pred-eq",
		selector: func(d *selectableruntime.Descriptor, k, _ int) (fields.Selector, error) {
			return dispatchPredicate(d, fmt.Sprintf("object.spec.color == '%s'", dispatchColor(k)))
		},
		selects: func(k, c, _ int) bool { return k == c },
		fanout:  1,
	},
	{
		name: "sel=pred-in3",
		selector: func(d *selectableruntime.Descriptor, k, n int) (fields.Selector, error) {
			return dispatchPredicate(d, fmt.Sprintf("object.spec.color in ['%s', '%s', '%s']",
				dispatchColor(k), dispatchColor((k+1)%n), dispatchColor((k+2)%n)))
		},
		selects: func(k, c, n int) bool { return c == k || c == (k+1)%n || c == (k+2)%n },
		fanout:  3,
	},
}

// dispatchPredicates holds the compiled predicates across runs: compiling
// 10,000 is setup, not dispatch. Keyed by the descriptor's having indexes
// and the expression.
var dispatchPredicates sync.Map

// dispatchPredicate compiles expr against d's field selectors and returns
// it as the field selector runtime/apiserver's store ANDs into the
// selection predicate (with no request field selector, the predicate's
// selector alone).
func dispatchPredicate(d *selectableruntime.Descriptor, expr string) (fields.Selector, error) {
	key := fmt.Sprint(len(d.Indexes) > 0, expr)
	p, ok := dispatchPredicates.Load(key)
	if !ok {
		compiled, err := predicate.Compile(expr, predicate.ForDescriptor(d))
		if err != nil {
			return nil, err
		}
		p, _ = dispatchPredicates.LoadOrStore(key, compiled)
	}
	return p.(*predicate.Predicate).FieldSelector(func(label string) string {
		key, _, _ := d.FieldLabelConversion(label, "")
		return key
	}), nil
}

// dispatchWatchers are n watches on a cacher, each read by a goroutine
// that checks that what it receives is what it selects. A watch the cacher
// closes (it closes a watcher that falls behind: on a busy machine, one
// whose goroutine was not run for long enough) is opened again from the
// last resource version it received, as a client's reflector does, and
// counted.
type dispatchWatchers struct {
	watches []*dispatchWatcher
	// received counts the Modified events received, wrong those that
	// the watcher does not select or that are no Modified event,
	// rewatches the watches opened again.
	received, wrong, rewatches atomic.Int64
	// events are the object indexes each watcher received, in order,
	// when recorded.
	events [][]int
	// pacer, when set, is told of each received event.
	pacer    *dispatchPacer
	stopping atomic.Bool
	done     sync.WaitGroup
}

// dispatchWatcher is one watcher's current watch.
type dispatchWatcher struct {
	mu sync.Mutex
	w  watch.Interface
}

// startDispatchWatchers opens n watches on c from resource version rv,
// watcher k selecting what sel gives it among n colors, as runtime/apiserver's store
// watches: the descriptor's selection predicate (with its index fields),
// the request's namespace, recursively under the namespace's key.
func startDispatchWatchers(tb testing.TB, c *cacher.Cacher, d *selectableruntime.Descriptor, sel dispatchSelection, n int, rv string, record bool, pacer *dispatchPacer) *dispatchWatchers {
	ws := &dispatchWatchers{pacer: pacer}
	if record {
		ws.events = make([][]int, n)
	}
	ctx := genericapirequest.WithNamespace(context.Background(), dispatchNamespace)
	predicateFunc := selectableapiserver.Predicate(d)
	for k := range n {
		field, err := sel.selector(d, k, n)
		if err != nil {
			ws.stop()
			tb.Fatal(err)
		}
		open := func(rv string) (watch.Interface, error) {
			return c.Watch(ctx, dispatchPrefix+"/"+dispatchNamespace, storage.ListOptions{
				ResourceVersion: rv,
				Predicate:       predicateFunc(labels.Everything(), field),
				Recursive:       true,
			})
		}
		w, err := open(rv)
		if err != nil {
			ws.stop()
			tb.Fatal(err)
		}
		dw := &dispatchWatcher{w: w}
		ws.watches = append(ws.watches, dw)
		ws.done.Add(1)
		go func() {
			defer ws.done.Done()
			last := rv
			for {
				for e := range w.ResultChan() {
					i := -1
					m, err := meta.Accessor(e.Object)
					if err == nil {
						i = dispatchIndex(m.GetName())
					}
					if e.Type != watch.Modified || i < 0 || !sel.selects(k, i%n, n) {
						ws.wrong.Add(1)
						if ws.pacer != nil {
							ws.pacer.fail(fmt.Sprintf("watcher %d received %s %v", k, e.Type, e.Object))
						}
						continue
					}
					if record {
						ws.events[k] = append(ws.events[k], i)
					}
					ws.received.Add(1)
					last = m.GetResourceVersion()
					if ws.pacer != nil {
						rv, _ := strconv.ParseUint(last, 10, 64)
						ws.pacer.received(rv)
					}
				}
				if ws.stopping.Load() {
					return
				}
				// Closed by the cacher.
				ws.rewatches.Add(1)
				var err error
				if w, err = open(last); err != nil {
					if ws.pacer != nil {
						ws.pacer.fail(fmt.Sprintf("watcher %d cannot watch again from %s: %v", k, last, err))
					}
					return
				}
				dw.mu.Lock()
				dw.w = w
				dw.mu.Unlock()
				if ws.stopping.Load() {
					w.Stop()
				}
			}
		}()
	}
	return ws
}

// stop stops the watches and waits for their goroutines.
func (ws *dispatchWatchers) stop() {
	ws.stopping.Store(true)
	for _, dw := range ws.watches {
		dw.mu.Lock()
		dw.w.Stop()
		dw.mu.Unlock()
	}
	ws.done.Wait()
}

// dispatchPacer bounds the events in flight (fed, and not yet received by
// every watcher that selects them) to its window.
type dispatchPacer struct {
	fanout  int32
	base    uint64
	pending []atomic.Int32
	tokens  chan struct{}
	// aborted is closed when an event can no longer be received: an
	// event not selected, a watch not opened again, or none received for
	// a minute.
	aborted   chan struct{}
	abort     sync.Once
	why       string
	progress  atomic.Int64
	stopWatch chan struct{}
}

func newDispatchPacer(window, fanout int, base uint64) *dispatchPacer {
	p := &dispatchPacer{fanout: int32(fanout), base: base, pending: make([]atomic.Int32, window),
		tokens: make(chan struct{}, window), aborted: make(chan struct{}), stopWatch: make(chan struct{})}
	go func() {
		last := p.progress.Load()
		for {
			select {
			case <-p.stopWatch:
				return
			case <-time.After(time.Minute):
			}
			if now := p.progress.Load(); now == last && len(p.tokens) > 0 {
				p.fail("no event received for a minute")
			} else {
				last = now
			}
		}
	}()
	return p
}

func (p *dispatchPacer) fail(why string) {
	p.abort.Do(func() {
		p.why = why
		close(p.aborted)
	})
}

func (p *dispatchPacer) stop() { close(p.stopWatch) }

// feeding waits until the event of resource version rv may be fed; it
// fails when an event can no longer be received.
func (p *dispatchPacer) feeding(tb testing.TB, rv uint64) {
	select {
	case p.tokens <- struct{}{}:
	case <-p.aborted:
		tb.Fatalf("event %d cannot be received: %s", rv-p.base, p.why)
	}
	p.pending[(rv-p.base)%uint64(len(p.pending))].Store(p.fanout)
}

func (p *dispatchPacer) received(rv uint64) {
	p.progress.Add(1)
	if p.pending[(rv-p.base)%uint64(len(p.pending))].Add(-1) == 0 {
		<-p.tokens
	}
}

// waitReceived waits until the watchers have received want events.
func (ws *dispatchWatchers) waitReceived(tb testing.TB, want int64) {
	deadline := time.Now().Add(time.Minute)
	for ws.received.Load() < want {
		if ws.wrong.Load() > 0 {
			break
		}
		if time.Now().After(deadline) {
			tb.Fatalf("%d of %d events received", ws.received.Load(), want)
		}
		time.Sleep(100 * time.Microsecond)
	}
	if got := ws.received.Load(); got != want || ws.wrong.Load() > 0 {
		tb.Fatalf("%d events received, want %d; %d not selected or not Modified", got, want, ws.wrong.Load())
	}
}

// TestWatchDispatchCacheAlone: over the fake storage, the cacher delivers
// each event to exactly the watchers that select it, in order, with the
// trigger and without, for field selectors and field predicates; and it
// dispatches by the trigger exactly when the selection requires one value
// of spec.color: a watcher that stops reading is then never sent another
// color's events, where otherwise its buffer fills and the cacher closes
// it.
func TestWatchDispatchCacheAlone(t *testing.T) {
	// n watchers and colors, 2n objects.
	const n, objects, events = 12, 24, 36
	var cases []*dispatchCase
	started := time.Now()
	for _, trigger := range []bool{true, false} {
		for _, sel := range dispatchSelections {
			dc := &dispatchCase{name: fmt.Sprintf("trigger=%t/%s", trigger, sel.name), n: n, sel: sel,
				triggered: trigger && sel.fanout == 1, d: dispatchDescriptor(trigger), s: newDispatchStorage(objects, n)}
			dc.c = newDispatchCacher(t, dc.d, dc.s)
			defer dc.c.Stop()
			cases = append(cases, dc)
		}
	}
	// Half the dispatch budget (dispatchBudgetFull), so that a hiccup of
	// a watcher's goroutine on a busy machine does not close it.
	time.Sleep(time.Until(started.Add(dispatchBudgetFull / 2)))
	for _, dc := range cases {
		t.Run(dc.name, func(t *testing.T) {
			sel, s, c, d := dc.sel, dc.s, dc.c, dc.d
			rv := s.rv.Load()
			pacer := newDispatchPacer(dispatchWindow, sel.fanout, rv+1)
			defer pacer.stop()
			ws := startDispatchWatchers(t, c, d, sel, n, strconv.FormatUint(rv, 10), true, pacer)
			defer ws.stop()
			for e := range events {
				// Objects in a shuffled order: 5 is prime to 24.
				pacer.feeding(t, rv+uint64(e)+1)
				if err := s.modify(e*5%objects, fmt.Sprint("S", e)); err != nil {
					t.Fatal(err)
				}
			}
			ws.waitReceived(t, int64(events*sel.fanout))
			ws.stop()
			for k := range n {
				var want []int
				for e := range events {
					if i := e * 5 % objects; sel.selects(k, i%n, n) {
						want = append(want, i)
					}
				}
				if fmt.Sprint(ws.events[k]) != fmt.Sprint(want) {
					t.Errorf("watcher %d received objects %v, want %v", k, ws.events[k], want)
				}
			}

			dc.stallPhase(t)
			if got := s.watchCount(); got != 1 {
				t.Errorf("the reflector opened %d watches, want 1", got)
			}
		})
	}
}

// BenchmarkWatchDispatchCache: n watchers (100, 1,000, 10,000) on the
// cacher alone, each selecting one of n values of spec.color (a field
// selector, or a field predicate the trigger serves) or three (a predicate
// no trigger serves), over 10,000 objects (object i of color i mod n), and
// a stream of updates to the objects in turn: each event is delivered to
// exactly one watcher (three for the set). The cacher has the
// descriptor's indexes (spec.color its trigger) or none. The watch cache
// holds the same objects and takes the same events in every case, so only
// the watchers differ; watchers=1/sel=all is one watcher selecting
// everything: each event delivered to one watcher, with nothing to skip,
// the floor of the others. The feed waits for each event to be received
// before the next one (dispatchWindow), and the clock stops when every
// watcher has received every event it selects.
//
// Reported: process CPU per event (cpu-ns/event; everything in the
// process, the fake storage's feed and the watchers' reading included),
// the cacher's own apiserver_watch_events_dispatch_duration_seconds
// (stage total: from the cache's receiving an event to its being written
// to a watcher's result channel), mean per delivered event
// (dispatch-ns/delivery), and how many watches the cacher closed for
// falling behind and were opened again (rewatches).
func BenchmarkWatchDispatchCache(b *testing.B) {
	cachermetrics.Register()
	all := dispatchSelection{
		name: "sel=all",
		selector: func(*selectableruntime.Descriptor, int, int) (fields.Selector, error) {
			return fields.Everything(), nil
		},
		selects: func(int, int, int) bool { return true },
		fanout:  1,
	}
	for _, trigger := range []bool{true, false} {
		b.Run(fmt.Sprintf("watchers=1/%s/%s", all.name, dispatchStore(trigger)), func(b *testing.B) {
			benchDispatch(b, 1, dispatchObjects, all, trigger)
		})
	}
	for _, n := range []int{100, 1_000, 10_000} {
		for _, sel := range dispatchSelections {
			for _, trigger := range []bool{true, false} {
				b.Run(fmt.Sprintf("watchers=%d/%s/%s", n, sel.name, dispatchStore(trigger)), func(b *testing.B) {
					benchDispatch(b, n, n, sel, trigger)
				})
			}
		}
	}
}

func dispatchStore(trigger bool) string {
	if trigger {
		return "store=trigger"
	}
	return "store=no-trigger"
}

// dispatchObjects is how many objects the benchmark's watch cache holds.
const dispatchObjects = 10_000

// dispatchWindow is how many events may be in flight: the feed waits for
// the watchers to receive an event before feeding the next one.
const dispatchWindow = 1

// benchDispatch runs n watchers selecting what sel gives them, the
// dispatchObjects objects having colors colors.
func benchDispatch(b *testing.B, n, colors int, sel dispatchSelection, trigger bool) {
	d := dispatchDescriptor(trigger)
	s := newDispatchStorage(dispatchObjects, colors)
	started := time.Now()
	c := newDispatchCacher(b, d, s)
	defer c.Stop()
	base := s.rv.Load()
	pacer := newDispatchPacer(dispatchWindow, sel.fanout, base+1)
	defer pacer.stop()
	ws := startDispatchWatchers(b, c, d, sel, n, strconv.FormatUint(base, 10), false, pacer)
	defer ws.stop()
	time.Sleep(time.Until(started.Add(dispatchBudgetFull)))
	sum0, count0 := dispatchDuration(b, d)
	cpu0 := cpuTime()
	events := 0
	for b.Loop() {
		pacer.feeding(b, base+uint64(events)+1)
		if err := s.modify(events%dispatchObjects, [...]string{"S", "L"}[events/dispatchObjects%2]); err != nil {
			b.Fatal(err)
		}
		events++
	}
	ws.waitReceived(b, int64(events*sel.fanout))
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(cpu)/float64(events), "cpu-ns/event")
	if sum, count := dispatchDuration(b, d); count > count0 {
		b.ReportMetric((sum-sum0)/float64(count-count0)*1e9, "dispatch-ns/delivery")
	}
	b.ReportMetric(float64(ws.rewatches.Load()), "rewatches")
	if got := s.watchCount(); got != 1 {
		b.Fatalf("the reflector opened %d watches, want 1", got)
	}
}

// waitCacheAt waits until the cacher has taken in the events up to rv.
func waitCacheAt(tb testing.TB, c *cacher.Cacher, rv uint64) {
	deadline := time.Now().Add(time.Minute)
	for {
		at, err := c.LastSyncResourceVersion()
		if err != nil {
			tb.Fatal(err)
		}
		if at >= rv {
			return
		}
		if time.Now().After(deadline) {
			tb.Fatalf("the cacher is at resource version %d, want %d", at, rv)
		}
		time.Sleep(100 * time.Microsecond)
	}
}

// dispatchDuration reads the sum and count of the cacher's
// apiserver_watch_events_dispatch_duration_seconds, stage total, for d's
// resource.
func dispatchDuration(b *testing.B, d *selectableruntime.Descriptor) (float64, uint64) {
	families, err := legacyregistry.DefaultGatherer.Gather()
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() != "apiserver_watch_events_dispatch_duration_seconds" {
			continue
		}
		for _, m := range f.GetMetric() {
			l := map[string]string{}
			for _, p := range m.GetLabel() {
				l[p.GetName()] = p.GetValue()
			}
			if l["group"] == d.Group && l["resource"] == d.Resource && l["stage"] == "total" {
				return m.GetHistogram().GetSampleSum(), m.GetHistogram().GetSampleCount()
			}
		}
	}
	return 0, 0
}
