package builtin_test

import (
	"context"
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	dynamicfake "k8s.io/client-go/dynamic/fake"
	kubefake "k8s.io/client-go/kubernetes/fake"
	clienttesting "k8s.io/client-go/testing"

	builtincorev1 "github.com/selectable-gen/selectable-gen/builtin/core/v1"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo/fake"
)

// unparseable are field selectors that fields.ParseSelector rejects, with
// the message of the API server's 400 for each (recorded from the example
// API server, a k8s.io/apiserver: examples/apiserver/server's e2e table
// runs them on it).
var unparseable = map[string]string{
	"a=b=c": "invalid field selector: unescaped character in value: 61",
	`\x`:    `invalid selector: '\x'; can't understand '\x'`,
	`\`:     `invalid selector: '\'; can't understand '\'`,
}

// TestUnparseableFieldSelectorPanics pins what client-go's fakes do with a
// field selector that does not parse, reactors installed or not: the
// clientset's and the dynamic client's List and Watch build their action
// with k8s.io/client-go/testing's New*ActionWithOptions, which parse the
// selector (ExtractFromListOptions) and panic, in the caller's goroutine,
// before Invokes: no reactor runs, so AddFieldSelectorReactors cannot give
// the server's 400. The panic carries the server's message. If client-go
// stops panicking, this fails: docs/testing.md then needs updating.
func TestUnparseableFieldSelectorPanics(t *testing.T) {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p", Namespace: "ns"}}
	scheme := runtime.NewScheme()
	if err := corev1.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	cs := kubefake.NewClientset(pod)
	dyn := dynamicfake.NewSimpleDynamicClient(scheme, pod)
	reactions := 0
	for _, c := range []fake.Tracked{cs, dyn} {
		fake.AddFieldSelectorReactors(c, builtincorev1.Descriptors...)
		// Outermost: would see every action first.
		c.PrependReactor("*", "*", func(clienttesting.Action) (bool, runtime.Object, error) {
			reactions++
			return false, nil, nil
		})
		c.PrependWatchReactor("*", func(clienttesting.Action) (bool, watch.Interface, error) {
			reactions++
			return false, nil, nil
		})
	}
	ctx := context.Background()
	pods := corev1.SchemeGroupVersion.WithResource("pods")
	for sel, message := range unparseable {
		opts := metav1.ListOptions{FieldSelector: sel}
		for name, call := range map[string]func() error{
			"clientset list":  func() error { _, err := cs.CoreV1().Pods("ns").List(ctx, opts); return err },
			"clientset watch": func() error { _, err := cs.CoreV1().Pods("ns").Watch(ctx, opts); return err },
			"clientset list of every namespace": func() error {
				_, err := cs.CoreV1().Pods("").List(ctx, opts)
				return err
			},
			"dynamic list":  func() error { _, err := dyn.Resource(pods).Namespace("ns").List(ctx, opts); return err },
			"dynamic watch": func() error { _, err := dyn.Resource(pods).Namespace("ns").Watch(ctx, opts); return err },
			"dynamic list of every namespace": func() error {
				_, err := dyn.Resource(pods).List(ctx, opts)
				return err
			},
		} {
			value, stack, err := panicOf(call)
			want := fmt.Sprintf("invalid selector %q: %s", sel, message)
			if e, ok := value.(error); !ok || e.Error() != want {
				t.Errorf("%s --field-selector %q: panic %v (error %v), want the panic %s", name, sel, value, err, want)
				continue
			}
			if !strings.Contains(stack, "k8s.io/client-go/testing.ExtractFromListOptions") {
				t.Errorf("%s --field-selector %q: the panic is not raised in ExtractFromListOptions:\n%s", name, sel, stack)
			}
		}
	}
	if reactions != 0 {
		t.Errorf("%d reactions ran: a reactor can see these actions, so the server's 400 can be given", reactions)
	}
}

func panicOf(call func() error) (value any, stack string, err error) {
	defer func() {
		if value = recover(); value != nil {
			stack = string(debug.Stack())
		}
	}()
	return nil, "", call()
}
