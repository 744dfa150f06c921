package faults

import (
	"context"
	"fmt"
	"sort"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/faults/check"
)

// informer is a client-go informer on one replica's mode, with a field
// selector or a predicate; it stays on its server, which its reflector
// retries while the replica is down.
type informer struct {
	replica, mode int
	q             query
	store         cache.Store
}

func (l *load) startInformers(ctx context.Context) []*informer {
	var out []*informer
	for r := range l.replicas {
		for m := range modes {
			for _, q := range informerQueries {
				c := l.client(r, m, true)
				lw := &cache.ListWatch{
					ListWithContextFunc: func(ctx context.Context, o metav1.ListOptions) (runtime.Object, error) {
						var list stablev1.SelectorList
						err := q.apply(c.Get().Namespace("default").Resource("selectors").VersionedParams(&o, metav1.ParameterCodec)).Do(ctx).Into(&list)
						return &list, err
					},
					WatchFuncWithContext: func(ctx context.Context, o metav1.ListOptions) (watch.Interface, error) {
						o.Watch = true
						return q.apply(c.Get().Namespace("default").Resource("selectors").VersionedParams(&o, metav1.ParameterCodec)).Watch(ctx)
					},
				}
				inf := cache.NewSharedIndexInformer(lw, &stablev1.Selector{}, 0, cache.Indexers{})
				go inf.RunWithContext(ctx)
				out = append(out, &informer{replica: r, mode: m, q: q, store: inf.GetStore()})
			}
		}
	}
	return out
}

// converged waits until every informer's store holds exactly the final
// state's selection (names and resourceVersions), up to bound; it
// returns the violations left at the bound and how long it took.
func converged(informers []*informer, final map[string]check.Object, bound time.Duration) ([]check.Violation, time.Duration) {
	start := time.Now()
	for {
		var violations []check.Violation
		for _, inf := range informers {
			var want, got []string
			for _, o := range final {
				if inf.q.sel.Matches(o) {
					want = append(want, fmt.Sprintf("%s@%d", o.Name, o.RV))
				}
			}
			for _, item := range inf.store.List() {
				o := toObject(item.(*stablev1.Selector))
				got = append(got, fmt.Sprintf("%s@%d", o.Name, o.RV))
			}
			sort.Strings(want)
			sort.Strings(got)
			if fmt.Sprint(want) != fmt.Sprint(got) {
				violations = append(violations, check.Violation{Check: "informer", What: fmt.Sprintf(
					"replica %d %s, %s: store %v, etcd's final state %v", inf.replica, modes[inf.mode].name, inf.q, got, want)})
			}
		}
		if len(violations) == 0 || time.Since(start) > bound {
			return violations, time.Since(start)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
