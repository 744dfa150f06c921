package server

import (
	"fmt"
	"sync"
	"testing"

	metainternalversion "k8s.io/apimachinery/pkg/apis/meta/internalversion"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/generic"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/apiserver/pkg/storage/storagebackend"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// Benchmarks of a multi-valued field's watch-cache index
// (docs/field-selectors.md, "Fields through lists"; docs/performance.md):
// Pods (the core/v1 mirror) selected by spec.containers.image
// (.spec.containers[*].image, indexed: one index key per distinct element),
// on the same in-process storage stack as bench_index_test.go.
//
//	go test ./examples/apiserver/server -run '^$' -bench 'ListFieldsIndexList' -benchtime 50x -count 6 | tee listfields.txt
//	go test ./examples/apiserver/server -run '^$' -bench 'ListFieldsMatchPerObject' -benchtime 200ms -count 6 -benchmem | tee perobj.txt
//	benchstat -col /store listfields.txt; benchstat -col /path perobj.txt
//
// The first run fills etcd with the 100,000 pods once per process (about
// 40 s on 2 cores).

const (
	benchPods   = 100_000
	benchImages = 1_000
)

// benchPodImageOffsets: pod i runs images i, i+1 and i+7 (mod 1,000), so
// its three containers have three distinct images, and each image is in
// 3 × 100 = 300 pods.
var benchPodImageOffsets = [3]int{0, 1, 7}

func benchImage(i int) string { return fmt.Sprintf("img-%04d", i%benchImages) }

// benchPod is pod i of the benchmark.
func benchPod(i int) *corev1.Pod {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("pod-%06d", i), Namespace: "bench"}}
	for c, off := range benchPodImageOffsets {
		pod.Spec.Containers = append(pod.Spec.Containers, corev1.Container{Name: fmt.Sprintf("c%d", c), Image: benchImage(i + off)})
	}
	return pod
}

// podBenchOptions is benchOptions for the core group: the watch cache over
// etcd, under prefix, encoded as core/v1.
type podBenchOptions struct {
	endpoint, prefix string
}

func (o podBenchOptions) GetRESTOptions(r schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	cfg := storagebackend.NewDefaultConfig("/"+o.prefix, Codecs.LegacyCodec(corev1.SchemeGroupVersion))
	cfg.Transport.ServerList = []string{o.endpoint}
	return generic.RESTOptions{
		StorageConfig:           cfg.ForResource(r),
		Decorator:               genericregistry.StorageWithCacher(),
		ResourcePrefix:          r.Group + "/" + r.Resource,
		DeleteCollectionWorkers: 1,
	}, nil
}

// podStorage is what the benchmarks use of the Pod storage.
type podStorage interface {
	rest.Creater
	rest.Lister
}

// benchPodStore is the Pod storage, with the indexes the markers ask for
// (metadata.ownerReferences.uid, spec.containers.image) or without any.
func benchPodStore(b *testing.B, prefix string, indexed bool) podStorage {
	d := corev1.PodDescriptor
	if !indexed {
		d.Indexes = nil
	}
	storage, err := selectableapiserver.NewStorage(&d, Scheme, podBenchOptions{benchEtcdEndpoint(b), prefix}, selectableapiserver.Hooks{})
	if err != nil {
		b.Fatal(err)
	}
	return storage["pods"].(podStorage)
}

// populatePods creates pods 0 to n-1 through store.
func populatePods(b *testing.B, store podStorage, n int) {
	populate(b, n, func(i int) error {
		_, err := store.Create(benchCtx(), benchPod(i), rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
		return err
	})
}

var podStores struct {
	once               sync.Once
	indexed, unindexed podStorage
	// images are the values the iterations select, in turn, and want the
	// number of pods running each (counted on the generated pods).
	images []string
	want   []int
}

// BenchmarkListFieldsIndexList: a list from the watch cache selecting one
// container image of 1,000 among 100,000 pods of three containers each
// (300 pods per image, 0.3%), through a store whose cache indexes
// spec.containers.image (one key per distinct element) and one whose cache
// does not (it filters every pod: GetAttrs and runtime.MembershipSelector).
// Both read the same etcd data. Each iteration selects the next of a few
// images.
func BenchmarkListFieldsIndexList(b *testing.B) {
	podStores.once.Do(func() {
		podStores.indexed = benchPodStore(b, "bench-listfields", true)
		podStores.unindexed = benchPodStore(b, "bench-listfields", false)
		populatePods(b, podStores.indexed, benchPods)
		cachedCount(b, podStores.indexed, benchPods)
		cachedCount(b, podStores.unindexed, benchPods)
		for _, k := range []int{0, 42, 500, 993, 999} {
			image := benchImage(k)
			want := 0
			for i := range benchPods {
				for _, c := range benchPod(i).Spec.Containers {
					if c.Image == image {
						want++
						break
					}
				}
			}
			podStores.images = append(podStores.images, image)
			podStores.want = append(podStores.want, want)
		}
	})
	if podStores.indexed == nil || podStores.unindexed == nil || len(podStores.images) == 0 {
		b.Fatal("the pod stores were not set up (see the first run's failure)")
	}
	for _, c := range []struct {
		name  string
		store podStorage
	}{{"store=indexed", podStores.indexed}, {"store=unindexed", podStores.unindexed}} {
		b.Run(c.name, func(b *testing.B) {
			opts := make([]*metainternalversion.ListOptions, len(podStores.images))
			for j, image := range podStores.images {
				opts[j] = &metainternalversion.ListOptions{ResourceVersion: "0", FieldSelector: fields.OneTermEqualSelector("spec.containers.image", image)}
			}
			for j := 0; b.Loop(); j++ {
				k := j % len(opts)
				out, err := c.store.List(benchCtx(), opts[k])
				if err != nil {
					b.Fatal(err)
				}
				if n := len(out.(*corev1.PodList).Items); n != podStores.want[k] {
					b.Fatalf("%s: %d pods, want %d", podStores.images[k], n, podStores.want[k])
				}
			}
		})
	}
}

// BenchmarkListFieldsMatchPerObject: what the unindexed list pays per pod
// (informative): the generated matcher against GetAttrs (the field set
// with a member key per image) and the membership selector, on one pod of
// three containers whose third image is selected.
func BenchmarkListFieldsMatchPerObject(b *testing.B) {
	pod := benchPod(35)
	sel := fields.OneTermEqualSelector("spec.containers.image", benchImage(42))
	d := &corev1.PodDescriptor
	if !corev1.PodMatchesFieldSelector(pod, sel) {
		b.Fatal("the pod does not match")
	}
	b.Run("path=generated-matcher", func(b *testing.B) {
		for b.Loop() {
			if !corev1.PodMatchesFieldSelector(pod, sel) {
				b.Fatal("no match")
			}
		}
	})
	b.Run("path=getattrs-membership", func(b *testing.B) {
		for b.Loop() {
			_, set, err := d.GetAttrs(pod)
			if err != nil {
				b.Fatal(err)
			}
			if !selectableruntime.MembershipSelector(sel, d.IsMultiValued).Matches(set) {
				b.Fatal("no match")
			}
		}
	})
}
