package server

import (
	"context"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	"k8s.io/apimachinery/pkg/api/meta"
	metainternalversion "k8s.io/apimachinery/pkg/apis/meta/internalversion"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/registry/generic"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/apiserver/pkg/storage/storagebackend"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
)

// Benchmarks of the watch-cache indexes (docs/performance.md): the real
// storage stack in-process (genericregistry.Store from runtime/apiserver,
// the cacher, etcd3 storage, an embedded etcd), without HTTP.
//
//	go test ./examples/apiserver/server -run '^$' -bench 'Index|FilterPerObject' -benchtime 200x -count 6 | tee new.txt
//	benchstat -col /store new.txt

const (
	benchObjects = 100_000
	benchColors  = 1_000 // 0.1% of the objects per color
)

var benchEtcd struct {
	once     sync.Once
	endpoint string
	err      error
}

// benchEtcdEndpoint starts one embedded etcd for the benchmarks of this
// process.
func benchEtcdEndpoint(b *testing.B) string {
	benchEtcd.once.Do(func() {
		dir, err := os.MkdirTemp("", "selectable-gen-bench-")
		if err != nil {
			benchEtcd.err = err
			return
		}
		e, err := testserver.StartEtcd(dir, true)
		if err != nil {
			benchEtcd.err = err
			return
		}
		benchEtcd.endpoint = e.Endpoint
	})
	if benchEtcd.err != nil {
		b.Fatal(benchEtcd.err)
	}
	return benchEtcd.endpoint
}

// benchOptions gives every store the watch cache over etcd, under prefix.
type benchOptions struct {
	endpoint, prefix string
}

func (o benchOptions) GetRESTOptions(r schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	cfg := storagebackend.NewDefaultConfig("/"+o.prefix, Codecs.LegacyCodec(stablev1.SchemeGroupVersion))
	cfg.Transport.ServerList = []string{o.endpoint}
	return generic.RESTOptions{
		StorageConfig:           cfg.ForResource(r),
		Decorator:               genericregistry.StorageWithCacher(),
		ResourcePrefix:          r.Group + "/" + r.Resource,
		DeleteCollectionWorkers: 1,
	}, nil
}

// benchStore is the Selector storage, with the indexes the markers ask
// for (spec.color the trigger) or without any.
func benchStore(b *testing.B, prefix string, indexed bool) selectorStorage {
	d := stablev1.SelectorDescriptor
	if !indexed {
		d.Indexes = nil
	}
	storage, err := selectableapiserver.NewStorage(&d, Scheme, benchOptions{benchEtcdEndpoint(b), prefix}, selectableapiserver.Hooks{})
	if err != nil {
		b.Fatal(err)
	}
	return storage["selectors"].(selectorStorage)
}

// selectorStorage is what the benchmarks use of the Selector storage.
type selectorStorage interface {
	rest.Creater
	rest.Lister
	rest.Watcher
	rest.Getter
	rest.Updater
}

func benchCtx() context.Context {
	return genericapirequest.WithNamespace(context.Background(), "bench")
}

func benchColor(i int) string { return fmt.Sprintf("c-%04d", i%benchColors) }

// populate creates objects 0 to n-1 with create, 32 at a time.
func populate(b *testing.B, n int, create func(i int) error) {
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 1)
	for range 32 {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				if err := create(i); err != nil {
					select {
					case errs <- err:
					default:
					}
					return
				}
			}
		})
	}
	wg.Wait()
	select {
	case err := <-errs:
		b.Fatal(err)
	default:
	}
}

// populateSelectors creates Selectors 0 to n-1 through store.
func populateSelectors(b *testing.B, store selectorStorage, n int) {
	populate(b, n, func(i int) error {
		obj := &stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("obj-%06d", i), Namespace: "bench"},
			Spec: stablev1.SelectorSpec{Color: benchColor(i), Size: "M"}}
		_, err := store.Create(benchCtx(), obj, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
		return err
	})
}

// cachedCount lists from the watch cache (resourceVersion 0) until the
// list holds n objects.
func cachedCount(b *testing.B, store rest.Lister, n int) {
	deadline := time.Now().Add(5 * time.Minute)
	for {
		out, err := store.List(benchCtx(), &metainternalversion.ListOptions{ResourceVersion: "0"})
		if err == nil {
			if items, err := meta.ExtractList(out); err == nil && len(items) == n {
				return
			}
		}
		if time.Now().After(deadline) {
			b.Fatalf("the watch cache does not hold %d objects: %v", n, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

var benchRuns atomic.Int64

var listStores struct {
	once               sync.Once
	indexed, unindexed selectorStorage
}

// BenchmarkIndexList: a list from the watch cache selecting one color of
// 1,000 among 100,000 objects (0.1%, "the pods of one node"), through a
// store whose cache indexes spec.color and one whose cache does not. Both
// read the same etcd data.
func BenchmarkIndexList(b *testing.B) {
	listStores.once.Do(func() {
		listStores.indexed = benchStore(b, "bench-list", true)
		listStores.unindexed = benchStore(b, "bench-list", false)
		populateSelectors(b, listStores.indexed, benchObjects)
		cachedCount(b, listStores.indexed, benchObjects)
		cachedCount(b, listStores.unindexed, benchObjects)
	})
	for _, c := range []struct {
		name  string
		store selectorStorage
	}{{"store=indexed", listStores.indexed}, {"store=unindexed", listStores.unindexed}} {
		b.Run(c.name, func(b *testing.B) {
			opts := &metainternalversion.ListOptions{ResourceVersion: "0", FieldSelector: fields.OneTermEqualSelector("spec.color", benchColor(42))}
			for b.Loop() {
				out, err := c.store.List(benchCtx(), opts)
				if err != nil {
					b.Fatal(err)
				}
				if n := len(out.(*stablev1.SelectorList).Items); n != benchObjects/benchColors {
					b.Fatalf("%d objects, want %d", n, benchObjects/benchColors)
				}
			}
		})
	}
}

// BenchmarkPredicateList: lists from the watch cache with a field
// predicate (docs/queries.md) over the same 100,000 objects, through the
// store whose cache indexes spec.color and one whose cache does not: an
// equality (0.1%), an in-list of three values (0.3%), and an && of two
// indexed fields.
func BenchmarkPredicateList(b *testing.B) {
	listStores.once.Do(func() {
		listStores.indexed = benchStore(b, "bench-list", true)
		listStores.unindexed = benchStore(b, "bench-list", false)
		populateSelectors(b, listStores.indexed, benchObjects)
		cachedCount(b, listStores.indexed, benchObjects)
		cachedCount(b, listStores.unindexed, benchObjects)
	})
	for _, q := range []struct {
		name, pred string
		rows       int
	}{
		{"pred=eq", fmt.Sprintf("object.spec.color == '%s'", benchColor(42)), 100},
		{"pred=in3", fmt.Sprintf("object.spec.color in ['%s', '%s', '%s']", benchColor(42), benchColor(43), benchColor(44)), 300},
		{"pred=and", fmt.Sprintf("object.spec.color == '%s' && object.spec.size == 'M'", benchColor(42)), 100},
	} {
		for _, c := range []struct {
			name  string
			store selectorStorage
		}{{"store=indexed", listStores.indexed}, {"store=unindexed", listStores.unindexed}} {
			b.Run(q.name+"/"+c.name, func(b *testing.B) {
				ctx := selectableapiserver.ContextWithFieldPredicate(benchCtx(), q.pred)
				opts := &metainternalversion.ListOptions{ResourceVersion: "0"}
				for b.Loop() {
					out, err := c.store.List(ctx, opts)
					if err != nil {
						b.Fatal(err)
					}
					if n := len(out.(*stablev1.SelectorList).Items); n != q.rows {
						b.Fatalf("%d objects, want %d", n, q.rows)
					}
				}
			})
		}
	}
}

// BenchmarkIndexWatchDispatch: 1,000 watchers, each selecting one value
// of spec.color, and a stream of updates, each to an object one watcher
// selects. The process CPU per event is reported (cpu-ns/event) for a
// store whose cache uses spec.color as its trigger, one without, and one
// without watchers (the write path alone, to subtract).
func BenchmarkIndexWatchDispatch(b *testing.B) {
	for _, c := range []struct {
		name             string
		indexed, watched bool
	}{{"store=trigger", true, true}, {"store=no-trigger", false, true}, {"store=no-watchers", true, false}} {
		b.Run(c.name, func(b *testing.B) {
			// A fresh prefix per run: -count runs this again.
			store := benchStore(b, fmt.Sprintf("bench-watch-%d", benchRuns.Add(1)), c.indexed)
			populateSelectors(b, store, benchColors)
			cachedCount(b, store, benchColors)
			var received atomic.Int64
			if c.watched {
				for i := range benchColors {
					w, err := store.Watch(benchCtx(), &metainternalversion.ListOptions{ResourceVersion: "0",
						FieldSelector: fields.OneTermEqualSelector("spec.color", benchColor(i))})
					if err != nil {
						b.Fatal(err)
					}
					defer w.Stop()
					go func() {
						for e := range w.ResultChan() {
							if e.Type == "MODIFIED" {
								received.Add(1)
							}
						}
					}()
				}
			}
			cpu0 := cpuTime()
			n := 0
			for b.Loop() {
				name := fmt.Sprintf("obj-%06d", n%benchColors)
				size := []string{"S", "L"}[n/benchColors%2]
				n++
				obj, err := store.Get(benchCtx(), name, &metav1.GetOptions{})
				if err != nil {
					b.Fatal(err)
				}
				sel := obj.(*stablev1.Selector)
				sel.Spec.Size = size + fmt.Sprint(n)
				if _, _, err := store.Update(benchCtx(), name, rest.DefaultUpdatedObjectInfo(sel), rest.ValidateAllObjectFunc,
					rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			if c.watched {
				deadline := time.Now().Add(time.Minute)
				for received.Load() < int64(n) {
					if time.Now().After(deadline) {
						b.Fatalf("%d of %d events received", received.Load(), n)
					}
					time.Sleep(time.Millisecond)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(n), "cpu-ns/event")
		})
	}
}

// cpuTime is the process's user and system CPU time in nanoseconds.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkFilterPerObject bounds what a CRD pays per object where an
// unindexed list filters: the custom resource strategy's GetAttrs on the
// unstructured object (as the CRD path does it) against the generated
// matcher on the typed one, with the same field selector.
func BenchmarkFilterPerObject(b *testing.B) {
	sel := fields.OneTermEqualSelector("spec.color", benchColor(42))
	objs := make([]*stablev1.Selector, benchColors)
	us := make([]*unstructured.Unstructured, benchColors)
	for i := range objs {
		objs[i] = &stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("obj-%06d", i), Namespace: "bench"},
			Spec: stablev1.SelectorSpec{Color: benchColor(i), Size: "M"}}
		content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(objs[i])
		if err != nil {
			b.Fatal(err)
		}
		us[i] = &unstructured.Unstructured{Object: content}
	}
	b.Run("path=crd-getattrs", func(b *testing.B) {
		strategy := customresource.NewStrategy(runtime.NewScheme(), true, stablev1.SchemeGroupVersion.WithKind("Selector"), nil, nil,
			&structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}}, nil, nil,
			[]apiextensionsv1.SelectableField{{JSONPath: ".spec.color"}, {JSONPath: ".spec.size"}})
		matched := 0
		for i := 0; b.Loop(); i++ {
			_, set, err := strategy.GetAttrs(us[i%len(us)])
			if err != nil {
				b.Fatal(err)
			}
			if sel.Matches(set) {
				matched++
			}
		}
		_ = matched
	})
	b.Run("path=generated-matcher", func(b *testing.B) {
		matched := 0
		for i := 0; b.Loop(); i++ {
			if stablev1.SelectorMatchesFieldSelector(objs[i%len(objs)], sel) {
				matched++
			}
		}
		_ = matched
	})
	b.Run("path=generated-getattrs", func(b *testing.B) {
		matched := 0
		for i := 0; b.Loop(); i++ {
			_, set, _ := stablev1.SelectorGetAttrs(objs[i%len(objs)])
			if sel.Matches(set) {
				matched++
			}
		}
		_ = matched
	})
}
