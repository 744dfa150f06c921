package faults

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	restclient "k8s.io/client-go/rest"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/faults/check"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
)

// query is a selection as a client asks for it: a field selector or a
// field predicate.
type query struct {
	sel       check.Selection
	predicate bool
}

func (q query) String() string {
	if q.predicate {
		return "predicate " + q.expression()
	}
	return "fieldSelector " + q.fieldSelector()
}

func (q query) fieldSelector() string { return q.sel.Field + q.sel.Op + q.sel.Values[0] }

func (q query) expression() string {
	switch q.sel.Op {
	case "=":
		return fmt.Sprintf("object.%s == '%s'", q.sel.Field, q.sel.Values[0])
	case "!=":
		return fmt.Sprintf("object.%s != '%s'", q.sel.Field, q.sel.Values[0])
	}
	s := "object." + q.sel.Field + " in ["
	for i, v := range q.sel.Values {
		if i > 0 {
			s += ", "
		}
		s += "'" + v + "'"
	}
	return s + "]"
}

func (q query) apply(req *restclient.Request) *restclient.Request {
	if q.predicate {
		return req.Param(predicate.Parameter, q.expression())
	}
	return req.Param("fieldSelector", q.fieldSelector())
}

func sel(field, op string, values ...string) check.Selection {
	return check.Selection{Field: field, Op: op, Values: values}
}

var (
	colors = []string{"red", "blue", "green"}
	sizes  = []string{"S", "M", "L"}

	// listQueries: the trigger field and an indexed field, by selector and
	// by predicate; the two sets are merged from per-value index lists
	// on the indexed servers (at resourceVersion=0).
	listQueries = []query{
		{sel: sel("spec.color", "=", "red")},
		{sel: sel("spec.color", "!=", "red")},
		{sel: sel("spec.size", "=", "S")},
		{sel: sel("spec.size", "=", "L"), predicate: true},
		{sel: sel("spec.color", "in", "red", "blue"), predicate: true},
		{sel: sel("spec.size", "in", "S", "M"), predicate: true},
	}
	// watchQueries: the trigger field by selector, a set by predicate.
	watchQueries = []query{
		{sel: sel("spec.color", "=", "red")},
		{sel: sel("spec.color", "in", "red", "blue"), predicate: true},
	}
	// informerQueries: per replica and mode, an informer for each.
	informerQueries = []query{
		{sel: sel("spec.color", "=", "blue")},
		{sel: sel("spec.size", "in", "M", "L"), predicate: true},
	}
)

// load is one run's traffic and what it recorded.
type load struct {
	start    time.Time
	replicas []*replica
	names    []string

	mu      sync.Mutex
	ops     []check.Op
	lists   []check.List
	watches []*check.Watch

	clientsMu sync.Mutex
	clients   map[[3]int]*restclient.RESTClient

	// counts for the report
	notSent, listErrors, watchOpenErrors, gones atomic.Int64
}

func newLoad(replicas []*replica, objects int) *load {
	l := &load{start: time.Now(), replicas: replicas, clients: map[[3]int]*restclient.RESTClient{}}
	for i := range objects {
		l.names = append(l.names, fmt.Sprintf("obj-%03d", i))
	}
	return l
}

func (l *load) now() int64 { return int64(time.Since(l.start)) }

// client returns a REST client for the Selectors of one replica's mode;
// streaming clients have no request timeout (watches end by their own).
func (l *load) client(replica, mode int, streaming bool) *restclient.RESTClient {
	key := [3]int{replica, mode, 0}
	if streaming {
		key[2] = 1
	}
	l.clientsMu.Lock()
	defer l.clientsMu.Unlock()
	if c := l.clients[key]; c != nil {
		return c
	}
	cfg := restclient.CopyConfig(l.replicas[replica].configs[mode])
	cfg.GroupVersion = &stablev1.SchemeGroupVersion
	cfg.APIPath = "/apis"
	cfg.NegotiatedSerializer = server.Codecs.WithoutConversion()
	if !streaming {
		cfg.Timeout = 10 * time.Second
	}
	c, err := restclient.RESTClientFor(cfg)
	if err != nil {
		panic(err)
	}
	l.clients[key] = c
	return c
}

// outcome classifies a write's error; false when the request was surely
// never sent (connection refused: the replica is down) and so had no
// effect and is not recorded.
func outcome(err error) (check.Outcome, bool) {
	switch {
	case err == nil:
		return check.OK, true
	case apierrors.IsNotFound(err):
		return check.NotFound, true
	case apierrors.IsAlreadyExists(err):
		return check.AlreadyExists, true
	case apierrors.IsConflict(err):
		return check.Conflict, true
	case errors.Is(err, syscall.ECONNREFUSED):
		return "", false
	}
	return check.Unknown, true
}

// writer creates, updates (flipping the indexed and trigger fields),
// deletes, re-creates and reads objects, one request at a time, on
// random replicas and modes.
func (l *load) writer(ctx context.Context, id int) {
	rng := rand.New(rand.NewPCG(uint64(id), 7))
	// known is what this writer last learned of each object: absent
	// (nil), present, or not known (missing) after a failure or a
	// conflict, which a read then settles.
	known := map[string]*check.Object{}
	seq := 0
	for ctx.Err() == nil {
		name := l.names[rng.IntN(len(l.names))]
		replica, mode := rng.IntN(len(l.replicas)), rng.IntN(len(modes))
		op := check.Op{Client: id, Name: name, Replica: replica, Mode: modes[mode].name}
		state, ok := known[name]
		switch p := rng.IntN(100); {
		case !ok:
			op.Kind = check.Get
		case state == nil:
			op.Kind = check.Create
		case p < 70:
			op.Kind = check.Update
			op.PreRV = state.RV
		case p < 85:
			op.Kind = check.Delete
		default:
			op.Kind = check.Get
		}
		if op.Kind == check.Create || op.Kind == check.Update {
			seq++
			op.Write = fmt.Sprintf("w%d-%d", id, seq)
			op.Color, op.Size = colors[rng.IntN(len(colors))], sizes[rng.IntN(len(sizes))]
		}
		c := l.client(replica, mode, false)
		var req *restclient.Request
		obj := &stablev1.Selector{
			ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default", Annotations: map[string]string{writeAnnotation: op.Write}},
			Spec:       stablev1.SelectorSpec{Color: op.Color, Size: op.Size},
		}
		switch op.Kind {
		case check.Create:
			req = c.Post().Namespace("default").Resource("selectors").Body(obj)
		case check.Update:
			obj.ResourceVersion = strconv.FormatInt(op.PreRV, 10)
			req = c.Put().Namespace("default").Resource("selectors").Name(name).Body(obj)
		case check.Delete:
			req = c.Delete().Namespace("default").Resource("selectors").Name(name)
		case check.Get:
			req = c.Get().Namespace("default").Resource("selectors").Name(name)
		}
		var out stablev1.Selector
		op.Call = l.now()
		err := req.Do(ctx).Into(&out)
		op.Return = l.now()
		if ctx.Err() != nil {
			// Cut by the end of the run: the outcome is unknown.
			err = ctx.Err()
		}
		o, sent := outcome(err)
		if !sent {
			l.notSent.Add(1)
			time.Sleep(50 * time.Millisecond)
			continue
		}
		op.Outcome = o
		if op.Kind == check.Get && o == check.Unknown {
			// A read without an answer changed nothing.
			delete(known, name)
			continue
		}
		switch {
		case o == check.OK && op.Kind == check.Delete:
			known[name] = nil
		case o == check.OK:
			op.Result = toObject(&out)
			result := op.Result
			known[name] = &result
		case o == check.NotFound:
			known[name] = nil
		default:
			delete(known, name)
		}
		l.mu.Lock()
		l.ops = append(l.ops, op)
		l.mu.Unlock()
	}
}

// list asks one replica's mode for a selection.
func (l *load) list(ctx context.Context, replica, mode int, q query, consistent bool) (check.List, error) {
	req := l.client(replica, mode, false).Get().Namespace("default").Resource("selectors")
	if !consistent {
		req = req.Param("resourceVersion", "0")
	}
	rec := check.List{Replica: replica, Mode: modes[mode].name, Selection: q.sel, Predicate: q.predicate, Consistent: consistent}
	var out stablev1.SelectorList
	rec.Call = l.now()
	err := q.apply(req).Do(ctx).Into(&out)
	rec.Return = l.now()
	if err != nil {
		return rec, err
	}
	rec.RV, err = strconv.ParseInt(out.ResourceVersion, 10, 64)
	if err != nil {
		return rec, fmt.Errorf("list resourceVersion %q: %w", out.ResourceVersion, err)
	}
	for i := range out.Items {
		rec.Items = append(rec.Items, toObject(&out.Items[i]))
	}
	return rec, nil
}

// lister lists with every query, consistent and at resourceVersion=0, on
// random replicas and modes.
func (l *load) lister(ctx context.Context, id int) {
	rng := rand.New(rand.NewPCG(uint64(id), 11))
	for ctx.Err() == nil {
		q := listQueries[rng.IntN(len(listQueries))]
		rec, err := l.list(ctx, rng.IntN(len(l.replicas)), rng.IntN(len(modes)), q, rng.IntN(2) == 0)
		if err != nil {
			l.listErrors.Add(1)
			time.Sleep(50 * time.Millisecond)
			continue
		}
		l.mu.Lock()
		l.lists = append(l.lists, rec)
		l.mu.Unlock()
	}
}

// watcher is one logical watch: a list, then a watch from its
// resourceVersion; at each end of a connection (its timeout, a killed
// replica) resumed on the next replica from the last revision seen; on
// 410 Gone listed again.
func (l *load) watcher(ctx context.Context, q query, replica, mode int, rng *rand.Rand) {
	w := &check.Watch{Selection: q.sel, Predicate: q.predicate}
	l.mu.Lock()
	l.watches = append(l.watches, w)
	l.mu.Unlock()
	relist := true
	var last int64
	for ctx.Err() == nil {
		seg := check.Segment{Replica: replica, Mode: modes[mode].name, StartRV: last}
		if relist {
			rec, err := l.list(ctx, replica, mode, q, true)
			if err != nil {
				replica = (replica + 1) % len(l.replicas)
				time.Sleep(100 * time.Millisecond)
				continue
			}
			seg.Relist, seg.StartRV = &rec, rec.RV
		}
		timeout := int64(3 + rng.IntN(6))
		req := l.client(replica, mode, true).Get().Namespace("default").Resource("selectors").
			VersionedParams(&metav1.ListOptions{
				Watch: true, ResourceVersion: strconv.FormatInt(seg.StartRV, 10),
				AllowWatchBookmarks: true, TimeoutSeconds: &timeout,
			}, metav1.ParameterCodec)
		wi, err := q.apply(req).Watch(ctx)
		if err != nil {
			l.watchOpenErrors.Add(1)
			if apierrors.IsResourceExpired(err) || apierrors.IsGone(err) {
				l.gones.Add(1)
				relist = true
			} else if seg.Relist != nil {
				// The list is an answer of its own still.
				l.mu.Lock()
				l.lists = append(l.lists, *seg.Relist)
				l.mu.Unlock()
			}
			replica = (replica + 1) % len(l.replicas)
			time.Sleep(100 * time.Millisecond)
			continue
		}
		relist = false
		last = seg.StartRV
		for ev := range wi.ResultChan() {
			switch ev.Type {
			case watch.Added, watch.Modified, watch.Deleted:
				s, ok := ev.Object.(*stablev1.Selector)
				if !ok {
					continue
				}
				o := toObject(s)
				seg.Events = append(seg.Events, check.WatchEvent{Type: string(ev.Type), Object: o})
				last = o.RV
			case watch.Bookmark:
				s, ok := ev.Object.(*stablev1.Selector)
				if !ok {
					continue
				}
				o := toObject(s)
				seg.Events = append(seg.Events, check.WatchEvent{Type: string(ev.Type), Object: check.Object{RV: o.RV}})
				if o.RV > last {
					last = o.RV
				}
			case watch.Error:
				if status := apierrors.FromObject(ev.Object); apierrors.IsResourceExpired(status) || apierrors.IsGone(status) {
					l.gones.Add(1)
					seg.Gone, relist = true, true
				}
			}
		}
		wi.Stop()
		l.mu.Lock()
		w.Segments = append(w.Segments, seg)
		l.mu.Unlock()
		replica = (replica + 1) % len(l.replicas)
		if rng.IntN(4) == 0 {
			// A slow client: compaction may pass its position meanwhile,
			// and the resumed watch then meets 410 Gone.
			select {
			case <-ctx.Done():
			case <-time.After(5 * time.Second):
			}
		}
	}
}

func (l *load) record() (ops []check.Op, lists []check.List, watches []check.Watch) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, w := range l.watches {
		watches = append(watches, *w)
	}
	return append([]check.Op(nil), l.ops...), append([]check.List(nil), l.lists...), watches
}
