package examples_test

import (
	"testing"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/registry/generic"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
)

// Benchmarks for docs/performance.md. Each benchmark has sub-benchmarks
// impl=upstream (the way Kubernetes does it today) and impl=generated, so
// that one run measures both side by side:
//
//	go test ./examples -run '^$' -bench . -count 10 > bench.txt
//	go run golang.org/x/perf/cmd/benchstat@latest -col /impl bench.txt

var (
	sinkSet   fields.Set
	sinkBool  bool
	sinkError error
)

func benchPod() *corev1.Pod {
	pod := &corev1.Pod{}
	pod.Name, pod.Namespace = "web-7d4b9c8f6-x2x9k", "production"
	pod.Labels = map[string]string{"app": "web", "pod-template-hash": "7d4b9c8f6"}
	pod.Spec = corev1.PodSpec{NodeName: "node-17", RestartPolicy: "Always", SchedulerName: "default-scheduler",
		ServiceAccountName: "web", HostNetwork: false}
	pod.Status = corev1.PodStatus{Phase: "Running", PodIPs: []corev1.PodIP{{IP: "10.2.3.4"}}}
	return pod
}

// handwrittenPodFields is Pod's ToSelectableFields as kubernetes/kubernetes
// writes it (pkg/registry/core/pod/strategy.go), on the mirror type.
func handwrittenPodFields(pod *corev1.Pod) fields.Set {
	podSpecificFieldsSet := make(fields.Set, 10)
	podSpecificFieldsSet["spec.nodeName"] = pod.Spec.NodeName
	podSpecificFieldsSet["spec.restartPolicy"] = string(pod.Spec.RestartPolicy)
	podSpecificFieldsSet["spec.schedulerName"] = pod.Spec.SchedulerName
	podSpecificFieldsSet["spec.serviceAccountName"] = pod.Spec.ServiceAccountName
	if pod.Spec.HostNetwork {
		podSpecificFieldsSet["spec.hostNetwork"] = "true"
	} else {
		podSpecificFieldsSet["spec.hostNetwork"] = "false"
	}
	podSpecificFieldsSet["status.phase"] = string(pod.Status.Phase)
	podIP := ""
	if len(pod.Status.PodIPs) > 0 {
		podIP = pod.Status.PodIPs[0].IP
	}
	podSpecificFieldsSet["status.podIP"] = podIP
	podSpecificFieldsSet["status.nominatedNodeName"] = pod.Status.NominatedNodeName
	return generic.AddObjectMetaFieldsSet(podSpecificFieldsSet, &pod.ObjectMeta, true)
}

// BenchmarkToSelectableFields: the generated full set against the
// hand-written upstream style. Goal: within 10%.
func BenchmarkToSelectableFields(b *testing.B) {
	pod := benchPod()
	b.Run("impl=upstream", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkSet = handwrittenPodFields(pod)
		}
	})
	b.Run("impl=generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkSet = corev1.PodToSelectableFields(pod)
		}
	})
}

// BenchmarkMatchFieldSelector: matching one object the way a filtered list
// or watch does today (GetAttrs builds the set, then Selector.Matches)
// against the lazy matcher. Goal: ≥ 3× faster, 0 allocations for strings.
func BenchmarkMatchFieldSelector(b *testing.B) {
	pod := benchPod()
	for _, sel := range []struct{ name, text string }{
		{"one-field", "spec.nodeName=node-17"},
		{"two-fields", "spec.nodeName=node-17,status.phase!=Failed"},
	} {
		selector := fields.ParseSelectorOrDie(sel.text)
		b.Run("selector="+sel.name+"/impl=upstream", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_, set, err := corev1.PodGetAttrs(pod)
				sinkError = err
				sinkBool = selector.Matches(set)
			}
		})
		b.Run("selector="+sel.name+"/impl=generated", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkBool = corev1.PodMatchesFieldSelector(pod, selector)
			}
		})
	}
}

func benchSelector() (*stablev1.Selector, *unstructured.Unstructured) {
	obj := &stablev1.Selector{}
	obj.Name, obj.Namespace = "example1", "default"
	obj.Labels = map[string]string{"tier": "front"}
	obj.Spec = stablev1.SelectorSpec{Color: "blue", Size: "S"}
	content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
	if err != nil {
		panic(err)
	}
	u := &unstructured.Unstructured{Object: content}
	u.SetGroupVersionKind(stablev1.SchemeGroupVersion.WithKind("Selector"))
	return obj, u
}

// BenchmarkGetAttrs: the generated GetAttrs on the typed object against
// the CRD strategy's GetAttrs on the same object as unstructured, with the
// same selectable fields. Goal: ≥ 10×.
func BenchmarkGetAttrs(b *testing.B) {
	obj, u := benchSelector()
	crd := crdGetAttrs(true, stablev1.SchemeGroupVersion.WithKind("Selector"), []string{".spec.color", ".spec.size"})
	b.Run("impl=upstream", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, sinkError = crd(u)
		}
	})
	b.Run("impl=generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, sinkSet, sinkError = stablev1.SelectorGetAttrs(obj)
		}
	})
}

// BenchmarkFilteredList: the per-object work of a filtered list, CRD
// GetAttrs + Selector.Matches against the generated lazy matcher.
// Goal: ≥ 50×.
func BenchmarkFilteredList(b *testing.B) {
	obj, u := benchSelector()
	crd := crdGetAttrs(true, stablev1.SchemeGroupVersion.WithKind("Selector"), []string{".spec.color", ".spec.size"})
	selector := fields.ParseSelectorOrDie("spec.color=blue")
	b.Run("impl=upstream", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			set, err := crd(u)
			sinkError = err
			sinkBool = selector.Matches(fields.Set(set))
		}
	})
	b.Run("impl=generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkBool = stablev1.SelectorMatchesFieldSelector(obj, selector)
		}
	})
}
