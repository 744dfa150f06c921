package builtin_test

import (
	"context"
	"slices"
	"testing"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	kubefake "k8s.io/client-go/kubernetes/fake"

	builtincorev1 "github.com/selectable-gen/selectable-gen/builtin/core/v1"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo/fake"
)

// TestBuiltinKindsOnTheKubernetesFake: the one call works on client-go's
// own fake clientset with the built-in declarations: pods by node, by
// phase, the hostNetwork default, and the server's error for a label the
// Pod conversion rejects.
func TestBuiltinKindsOnTheKubernetesFake(t *testing.T) {
	pod := func(name, node string, phase corev1.PodPhase, hostNetwork bool) runtime.Object {
		return &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "ns"},
			Spec: corev1.PodSpec{NodeName: node, HostNetwork: hostNetwork}, Status: corev1.PodStatus{Phase: phase}}
	}
	cs := kubefake.NewClientset(
		pod("a", "node-1", corev1.PodRunning, false),
		pod("b", "node-2", corev1.PodRunning, true),
		pod("c", "node-1", corev1.PodPending, false),
	)
	fake.AddFieldSelectorReactors(cs, builtincorev1.Descriptors...)
	names := func(sel string) ([]string, error) {
		list, err := cs.CoreV1().Pods("ns").List(context.Background(), metav1.ListOptions{FieldSelector: sel})
		if err != nil {
			return nil, err
		}
		var out []string
		for _, p := range list.Items {
			out = append(out, p.Name)
		}
		slices.Sort(out)
		return out, nil
	}
	for sel, want := range map[string][]string{
		"spec.nodeName=node-1":                       {"a", "c"},
		"spec.nodeName=node-1,status.phase!=Pending": {"a"},
		"spec.hostNetwork=false":                     {"a", "c"},
		"spec.nodeName!=node-1":                      {"b"},
	} {
		got, err := names(sel)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("--field-selector %s: %v %v, want %v", sel, got, err, want)
		}
	}
	_, err := names("spec.containers=x")
	if !apierrors.IsBadRequest(err) || err.Error() != "field label not supported: spec.containers" {
		t.Errorf("an undeclared field: %v, want the server's 400 field label not supported: spec.containers", err)
	}
}
