package examples_test

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"testing"

	apimeta "k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/client-go/tools/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo"
	"github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
)

// indexKind is one kind's objects and generated index functions.
type indexKind struct {
	kind     string
	list     client.ObjectList
	indexers map[string]func(any) ([]string, error)
	matches  func(client.Object, fields.Selector) bool
}

var indexKinds = []indexKind{
	{"Pod", &corev1.PodList{}, corev1.PodIndexers(), func(o client.Object, s fields.Selector) bool {
		return corev1.PodMatchesFieldSelector(o.(*corev1.Pod), s)
	}},
	{"Widget", &widgets.WidgetList{}, widgets.WidgetIndexers(), func(o client.Object, s fields.Selector) bool {
		return widgets.WidgetMatchesFieldSelector(o.(*widgets.Widget), s)
	}},
}

// storableObject is a random object the fake client accepts.
func storableObject(k kind, i int64) client.Object {
	obj := randomObject(k, i).(client.Object)
	obj.SetName(fmt.Sprintf("obj-%d", i))
	obj.SetNamespace([]string{"default", "other"}[i%2])
	obj.SetResourceVersion("")
	obj.SetDeletionTimestamp(nil)
	obj.SetFinalizers(nil)
	obj.SetManagedFields(nil)
	obj.SetOwnerReferences(nil)
	return obj
}

func names(objs []client.Object) []string {
	out := []string{}
	for _, o := range objs {
		out = append(out, o.GetNamespace()+"/"+o.GetName())
	}
	sort.Strings(out)
	return out
}

// TestControllerRuntimeIndexes: a controller-runtime fake client with the
// generated indexes answers MatchingFields, for every field and value,
// exactly as the generated MatchesFieldSelector does on the same objects:
// the cache and the API server agree.
func TestControllerRuntimeIndexes(t *testing.T) {
	scheme := newScheme(t)
	ctx := context.Background()
	for _, ik := range indexKinds {
		t.Run(ik.kind, func(t *testing.T) {
			k := kindByName(t, ik.kind)
			var objs []client.Object
			for i := int64(0); i < 60; i++ {
				objs = append(objs, storableObject(k, i))
			}
			builder := fake.NewClientBuilder().WithScheme(scheme)
			for _, o := range objs {
				builder = builder.WithObjects(o.DeepCopyObject().(client.Object))
			}
			for field, fn := range ik.indexers {
				builder = builder.WithIndex(k.newObj().(client.Object), field, controllerruntime.Extractor(fn))
			}
			c := builder.Build()
			checked := 0
			for field := range ik.indexers {
				values := map[string]bool{"": true, "no-such-value": true}
				for _, o := range objs {
					v, _ := k.value(o, field)
					values[v] = true
				}
				for value := range values {
					list := ik.list.DeepCopyObject().(client.ObjectList)
					if err := c.List(ctx, list, client.MatchingFields{field: value}); err != nil {
						t.Fatalf("List %s=%q: %v", field, value, err)
					}
					items, err := apimeta.ExtractList(list)
					if err != nil {
						t.Fatal(err)
					}
					var got []client.Object
					for _, it := range items {
						got = append(got, it.(client.Object))
					}
					var want []client.Object
					for _, o := range objs {
						if ik.matches(o, fields.OneTermEqualSelector(field, value)) {
							want = append(want, o)
						}
					}
					if g, w := names(got), names(want); fmt.Sprint(g) != fmt.Sprint(w) {
						t.Fatalf("MatchingFields{%s: %q}: cache %v, server semantics %v", field, value, g, w)
					}
					checked++
				}
			}
			t.Logf("%d field/value lookups agree", checked)
		})
	}
}

// TestClientGoIndexers: the same index functions on a client-go indexer.
func TestClientGoIndexers(t *testing.T) {
	indexer := cache.NewIndexer(cache.MetaNamespaceKeyFunc, clientgo.Indexers(corev1.PodIndexers()))
	k := kindByName(t, "Pod")
	var pods []*corev1.Pod
	for i := int64(0); i < 40; i++ {
		p := storableObject(k, i).(*corev1.Pod)
		pods = append(pods, p)
		if err := indexer.Add(p); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range pods {
		got, err := indexer.ByIndex(corev1.PodFieldSpecNodeName, p.Spec.NodeName)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for _, q := range pods {
			if q.Spec.NodeName == p.Spec.NodeName {
				want++
			}
		}
		if len(got) != want {
			t.Fatalf("ByIndex(%q) = %d pods, want %d", p.Spec.NodeName, len(got), want)
		}
	}
	informer := cache.NewSharedIndexInformer(&cache.ListWatch{}, &corev1.Pod{}, 0, cache.Indexers{})
	if err := clientgo.AddIndexers(informer, corev1.PodIndexers()); err != nil {
		t.Fatal(err)
	}
	if _, ok := informer.GetIndexer().GetIndexers()[corev1.PodFieldStatusPodIP]; !ok {
		t.Error("informer lacks the status.podIP index")
	}
}

// TestTypedIndexersOnClientGo: at client-go 1.37 and newer, a typed
// informer takes the generated index functions in the typed form
// (clientgo.TypedIndexers), and its typed indexer answers by them as the
// untyped one does, multi-valued fields included.
func TestTypedIndexersOnClientGo(t *testing.T) {
	untyped := cache.NewIndexer(cache.MetaNamespaceKeyFunc, clientgo.Indexers(corev1.PodIndexers()))
	informer := cache.NewTypedSharedIndexInformer[*corev1.Pod](cache.NewSharedIndexInformer(&cache.ListWatch{}, &corev1.Pod{}, 0, cache.Indexers{}))
	if err := informer.AddTypedIndexers(clientgo.TypedIndexers[cache.TypedIndexers[*corev1.Pod]](corev1.PodIndexers())); err != nil {
		t.Fatal(err)
	}
	typed := informer.GetTypedIndexer()
	pods := []*corev1.Pod{
		{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns"}, Spec: corev1.PodSpec{NodeName: "n1", Containers: []corev1.Container{{Image: "nginx"}, {Image: "busybox"}}}},
		{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "ns"}, Spec: corev1.PodSpec{NodeName: "n2", Containers: []corev1.Container{{Image: "nginx"}}}},
		{ObjectMeta: metav1.ObjectMeta{Name: "c", Namespace: "ns"}, Spec: corev1.PodSpec{NodeName: "n1"}},
	}
	for _, p := range pods {
		if err := typed.Add(p); err != nil {
			t.Fatal(err)
		}
		if err := untyped.Add(p); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range []struct{ field, value string }{
		{corev1.PodFieldSpecNodeName, "n1"}, {corev1.PodFieldSpecContainersImage, "nginx"}, {corev1.PodFieldSpecContainersImage, "busybox"},
	} {
		got, err := typed.ByTypedIndex(q.field, q.value)
		if err != nil {
			t.Fatal(err)
		}
		want, err := untyped.ByIndex(q.field, q.value)
		if err != nil {
			t.Fatal(err)
		}
		var gotNames, wantNames []string
		for _, p := range got {
			gotNames = append(gotNames, p.Name)
		}
		for _, p := range want {
			wantNames = append(wantNames, p.(*corev1.Pod).Name)
		}
		slices.Sort(gotNames)
		slices.Sort(wantNames)
		if !slices.Equal(gotNames, wantNames) || len(gotNames) == 0 {
			t.Errorf("%s=%s: typed %v, untyped %v", q.field, q.value, gotNames, wantNames)
		}
	}
}
