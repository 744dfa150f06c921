package faults

import (
	"context"
	"fmt"
	"path"
	"sync"
	"time"

	"go.etcd.io/etcd/api/v3/mvccpb"
	clientv3 "go.etcd.io/etcd/client/v3"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/faults/check"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
)

// selectorsPrefix is where the example server stores Selectors in etcd.
const selectorsPrefix = "/registry/stable.example.com/selectors/"

// recorder is a watch on etcd itself, from revision 1: etcd's history of
// the objects, against which everything the servers answered is checked.
// The suite compacts only revisions the recorder has seen, so the watch
// never meets a compaction; when its member dies, the etcd client resumes
// it on another one after the last revision it delivered.
type recorder struct {
	mu     sync.Mutex
	events []check.HistoryEvent
	// seen is the revision up to which every event has been received
	// (from events and progress notifications).
	seen int64
	errs []string
}

func startRecorder(ctx context.Context, client *clientv3.Client) *recorder {
	r := &recorder{}
	// Not WithRequireLeader: a member losing its leader would end the
	// watch instead of the client moving it to another member.
	ch := client.Watch(ctx, selectorsPrefix,
		clientv3.WithPrefix(), clientv3.WithRev(1), clientv3.WithPrevKV(), clientv3.WithProgressNotify())
	go func() {
		for resp := range ch {
			r.mu.Lock()
			if err := resp.Err(); err != nil {
				r.errs = append(r.errs, fmt.Sprintf("the recorder's etcd watch: %v", err))
			}
			for _, e := range resp.Events {
				r.add(e)
			}
			if resp.IsProgressNotify() && resp.Header.Revision > r.seen {
				r.seen = resp.Header.Revision
			}
			r.mu.Unlock()
		}
	}()
	return r
}

func (r *recorder) add(e *clientv3.Event) {
	ev := check.HistoryEvent{Rev: e.Kv.ModRevision, Name: path.Base(string(e.Kv.Key))}
	value := e.Kv.Value
	if e.Type == mvccpb.DELETE {
		ev.Deleted = true
		if e.PrevKv == nil {
			r.errs = append(r.errs, fmt.Sprintf("the recorder: deletion of %s at %d without its previous value", ev.Name, ev.Rev))
			return
		}
		value = e.PrevKv.Value
	}
	obj, err := decodeStored(value)
	if err != nil {
		r.errs = append(r.errs, fmt.Sprintf("the recorder: %s at %d: %v", ev.Name, ev.Rev, err))
		return
	}
	obj.RV = ev.Rev
	ev.Object = obj
	r.events = append(r.events, ev)
	if ev.Rev > r.seen {
		r.seen = ev.Rev
	}
}

// caughtUp waits until the recorder has seen revision rev, asking etcd
// for progress notifications meanwhile.
func (r *recorder) caughtUp(ctx context.Context, client *clientv3.Client, rev int64) error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		r.mu.Lock()
		seen := r.seen
		r.mu.Unlock()
		if seen >= rev {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the recorder saw revision %d, not %d, after 30s", seen, rev)
		}
		pctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		// The same context metadata as the watch's, or the request goes to
		// another stream.
		client.RequestProgress(pctx)
		cancel()
		time.Sleep(100 * time.Millisecond)
	}
}

func (r *recorder) seenRev() int64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.seen
}

func (r *recorder) history() (*check.History, []string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return &check.History{Events: append([]check.HistoryEvent(nil), r.events...)}, append([]string(nil), r.errs...)
}

// decodeStored decodes a Selector as the servers store it.
func decodeStored(value []byte) (check.Object, error) {
	obj, _, err := server.Codecs.UniversalDeserializer().Decode(value, nil, nil)
	if err != nil {
		return check.Object{}, err
	}
	s, ok := obj.(*stablev1.Selector)
	if !ok {
		return check.Object{}, fmt.Errorf("stored %T, not a Selector", obj)
	}
	return toObject(s), nil
}

// writeAnnotation carries each create's and update's write id.
const writeAnnotation = "faults.example.com/write"

func toObject(s *stablev1.Selector) check.Object {
	var rv int64
	fmt.Sscan(s.ResourceVersion, &rv)
	return check.Object{Name: s.Name, RV: rv, Write: s.Annotations[writeAnnotation], Color: s.Spec.Color, Size: s.Spec.Size}
}
