package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/dynamic"
	dynamicfake "k8s.io/client-go/dynamic/fake"
	crclient "sigs.k8s.io/controller-runtime/pkg/client"
	crfake "sigs.k8s.io/controller-runtime/pkg/client/fake"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
	"github.com/selectable-gen/selectable-gen/examples/client/clientset/versioned"
	versionedfake "github.com/selectable-gen/selectable-gen/examples/client/clientset/versioned/fake"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo/fake"
	selectablecr "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
)

// The test doubles' watch against the server's: the same writes through
// the server and through each double (the dynamic fake, a client-gen fake
// clientset and controller-runtime's fake client), with the reactors and
// without them, and the events each watch sends.

// TestFakeWatchLikeTheServer: each double's watch with a field selector
// sends the events the server sends for the same changes: objects entering
// (ADDED), staying (MODIFIED), leaving (DELETED with the last matching
// state) and deleted, nothing for changes outside; and a watch of an
// undeclared field is the server's error. The doubles without the
// reactors send other events, so the script can fail.
func TestFakeWatchLikeTheServer(t *testing.T) {
	dyn, err := dynamic.NewForConfig(unlimited(cached.RESTConfig))
	if err != nil {
		t.Fatal(err)
	}
	gvr := stablev1.SchemeGroupVersion.WithResource("selectors")
	listKinds := map[schema.GroupVersionResource]string{gvr: "SelectorList"}
	doubles := func(bare bool) map[string]watchOps {
		dynFake := dynamicfake.NewSimpleDynamicClientWithCustomListKinds(server.Scheme, listKinds)
		cs := versionedfake.NewSimpleClientset()
		crb := crfake.NewClientBuilder().WithScheme(clientScheme)
		if !bare {
			fake.AddFieldSelectorReactors(dynFake, stablev1.Descriptors...)
			fake.AddFieldSelectorReactors(cs, stablev1.Descriptors...)
			crb = selectablecr.WithFieldSelectors(crb, clientScheme, stablev1.Descriptors...)
		}
		return map[string]watchOps{
			"dynamic fake":              dynamicOps(dynFake),
			"client-gen fake clientset": typedOps(cs),
			"controller-runtime fake":   crOps(crb.Build()),
		}
	}
	ns := uniqueNamespace(t, "fakes-watch")
	want := strings.Join(watchScript(t, dynamicOps(dyn), ns, "spec.color=blue"), "\n")
	_, wantErr := dynamicOps(dyn).watch(ns, "spec.shape=round")
	for name, ops := range doubles(false) {
		if got := strings.Join(watchScript(t, ops, ns, "spec.color=blue"), "\n"); got != want {
			t.Errorf("%s sends\n%s\nthe server sends\n%s", name, got, want)
		}
		if _, err := ops.watch(ns, "spec.shape=round"); outcome(nil, err, "") != outcome(nil, wantErr, "") {
			t.Errorf("%s: watch of an undeclared field: %v, the server %v", name, err, wantErr)
		}
	}
	// A field selector that does not parse: the server's 400; client-go's
	// fakes panic before any reactor runs (pinned, doubleMustGive).
	for _, sel := range []string{"a=b=c", `\x`, `\`} {
		_, wantErr := dynamicOps(dyn).watch(ns, sel)
		if !apierrors.IsBadRequest(wantErr) {
			t.Errorf("the server's watch of %q: %v, not a 400", sel, wantErr)
		}
		for name, ops := range doubles(false) {
			w, err, panicked := recovered(func() (watch.Interface, error) { return ops.watch(ns, sel) })
			if w != nil {
				w.Stop()
			}
			got := outcome(nil, err, "")
			if panicked != nil {
				got = fmt.Sprintf("panic: %v", panicked)
			}
			if must, _ := doubleMustGive(name, sel, wantErr, outcome(nil, wantErr, "")); got != must {
				t.Errorf("%s: watch of %q gives %q, the server %q", name, sel, got, must)
			}
		}
	}
	for name, ops := range doubles(true) {
		got, err := tryWatchScript(ops, ns, "spec.color=blue")
		if err == nil && strings.Join(got, "\n") == want {
			t.Errorf("%s without the reactors sends what the server sends: the script cannot tell", name)
		}
	}

	// The script with a field predicate: the server through a dynamic
	// client and the typed clientset of examples/client whose config sends
	// it (clientgo.WithFieldPredicate), each double given it as it takes
	// it; a predicate that does not compile is the server's error.
	predicateDoubles := func(pred string) map[string]watchOps {
		dynFake := dynamicfake.NewSimpleDynamicClientWithCustomListKinds(server.Scheme, listKinds)
		cs := versionedfake.NewSimpleClientset()
		fake.AddFieldPredicateReactors(dynFake, pred, stablev1.Descriptors...)
		fake.AddFieldPredicateReactors(cs, pred, stablev1.Descriptors...)
		return map[string]watchOps{
			"dynamic fake":              dynamicOps(dynFake),
			"client-gen fake clientset": typedOps(cs),
			"controller-runtime fake":   crOps(selectablecr.WithFieldPredicate(crfake.NewClientBuilder().WithScheme(clientScheme), clientScheme, pred, stablev1.Descriptors...).Build()),
		}
	}
	serverOps := func(pred string) map[string]watchOps {
		cfg := clientgo.WithFieldPredicate(unlimited(cached.RESTConfig), pred)
		dyn, err := dynamic.NewForConfig(cfg)
		if err != nil {
			t.Fatal(err)
		}
		cs, err := versioned.NewForConfig(cfg)
		if err != nil {
			t.Fatal(err)
		}
		return map[string]watchOps{"the server's dynamic client": dynamicOps(dyn), "the server's typed clientset": typedOps(cs)}
	}
	const pred = "object.spec.color in ['blue', 'red']"
	var wantPred string
	for _, name := range []string{"the server's dynamic client", "the server's typed clientset"} {
		got := strings.Join(watchScript(t, serverOps(pred)[name], uniqueNamespace(t, "fakes-watch-predicate"), ""), "\n")
		if wantPred == "" {
			wantPred = got
		} else if got != wantPred {
			t.Errorf("%s sends\n%s\nthe dynamic client\n%s", name, got, wantPred)
		}
	}
	if wantPred == want || !strings.Contains(wantPred, "DELETED a blue") || !strings.Contains(wantPred, "ADDED b red") {
		t.Errorf("the predicate's watch on the server:\n%s\nwant it to differ from the field selector's (b enters as red) and a to leave with its last matching state", wantPred)
	}
	for name, ops := range predicateDoubles(pred) {
		if got := strings.Join(watchScript(t, ops, ns, ""), "\n"); got != wantPred {
			t.Errorf("fieldPredicate %q: %s sends\n%s\nthe server sends\n%s", pred, name, got, wantPred)
		}
	}
	for name, ops := range doubles(false) {
		got, err := tryWatchScript(ops, ns, "")
		if err == nil && strings.Join(got, "\n") == wantPred {
			t.Errorf("%s without the predicate sends what the server sends: the script cannot tell", name)
		}
	}
	for _, bad := range []string{"object.spec.shape == 'round'", "object.spec.color ==", ""} {
		_, wantErr := serverOps(bad)["the server's dynamic client"].watch(ns, "")
		if !apierrors.IsBadRequest(wantErr) {
			t.Errorf("the server's watch of fieldPredicate %q: %v, not a 400", bad, wantErr)
		}
		for name, ops := range predicateDoubles(bad) {
			w, err := ops.watch(ns, "")
			if w != nil {
				w.Stop()
			}
			if outcome(nil, err, "") != outcome(nil, wantErr, "") {
				t.Errorf("%s: watch of fieldPredicate %q: %v, the server %v", name, bad, err, wantErr)
			}
		}
	}
}

// watchOps are the writes and the watch of the script, through one client.
type watchOps struct {
	put   func(ns, name, color string, create bool) error
	del   func(ns, name string) error
	watch func(ns, fieldSelector string) (watch.Interface, error)
}

func selectorObject(ns, name, color string) *stablev1.Selector {
	return &stablev1.Selector{TypeMeta: metav1.TypeMeta{APIVersion: "stable.example.com/v1", Kind: "Selector"},
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: ns}, Spec: stablev1.SelectorSpec{Color: color, Size: "S"}}
}

func dynamicOps(c dynamic.Interface) watchOps {
	rc := func(ns string) dynamic.ResourceInterface {
		return c.Resource(stablev1.SchemeGroupVersion.WithResource("selectors")).Namespace(ns)
	}
	ctx := context.Background()
	return watchOps{
		put: func(ns, name, color string, create bool) error {
			content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(selectorObject(ns, name, color))
			if err != nil {
				return err
			}
			u := &unstructured.Unstructured{Object: content}
			if create {
				_, err = rc(ns).Create(ctx, u, metav1.CreateOptions{})
				return err
			}
			cur, err := rc(ns).Get(ctx, name, metav1.GetOptions{})
			if err != nil {
				return err
			}
			u.SetResourceVersion(cur.GetResourceVersion())
			_, err = rc(ns).Update(ctx, u, metav1.UpdateOptions{})
			return err
		},
		del: func(ns, name string) error { return rc(ns).Delete(ctx, name, metav1.DeleteOptions{}) },
		watch: func(ns, sel string) (watch.Interface, error) {
			return rc(ns).Watch(ctx, metav1.ListOptions{FieldSelector: sel})
		},
	}
}

func typedOps(cs versioned.Interface) watchOps {
	ctx := context.Background()
	return watchOps{
		put: func(ns, name, color string, create bool) error {
			obj := selectorObject(ns, name, color)
			var err error
			if create {
				_, err = cs.StableV1().Selectors(ns).Create(ctx, obj, metav1.CreateOptions{})
			} else {
				cur, err := cs.StableV1().Selectors(ns).Get(ctx, name, metav1.GetOptions{})
				if err != nil {
					return err
				}
				obj.ResourceVersion = cur.ResourceVersion
				_, err = cs.StableV1().Selectors(ns).Update(ctx, obj, metav1.UpdateOptions{})
				return err
			}
			return err
		},
		del: func(ns, name string) error {
			return cs.StableV1().Selectors(ns).Delete(ctx, name, metav1.DeleteOptions{})
		},
		watch: func(ns, sel string) (watch.Interface, error) {
			return cs.StableV1().Selectors(ns).Watch(ctx, metav1.ListOptions{FieldSelector: sel})
		},
	}
}

func crOps(c crclient.WithWatch) watchOps {
	ctx := context.Background()
	return watchOps{
		put: func(ns, name, color string, create bool) error {
			obj := selectorObject(ns, name, color)
			if create {
				return c.Create(ctx, obj)
			}
			cur := &stablev1.Selector{}
			if err := c.Get(ctx, crclient.ObjectKey{Namespace: ns, Name: name}, cur); err != nil {
				return err
			}
			cur.Spec = obj.Spec
			return c.Update(ctx, cur)
		},
		del: func(ns, name string) error { return c.Delete(ctx, selectorObject(ns, name, "")) },
		watch: func(ns, sel string) (watch.Interface, error) {
			return c.Watch(ctx, &stablev1.SelectorList{}, crclient.InNamespace(ns), crFieldSelector(sel))
		},
	}
}

// watchScript makes the changes of TestE2EWatch while watching sel and
// returns the events (type, name, color).
func watchScript(t *testing.T, ops watchOps, ns, sel string) []string {
	t.Helper()
	events, err := tryWatchScript(ops, ns, sel)
	if err != nil {
		t.Fatal(err)
	}
	return events
}

func tryWatchScript(ops watchOps, ns, sel string) ([]string, error) {
	w, err := ops.watch(ns, sel)
	if err != nil {
		return nil, err
	}
	defer w.Stop()
	for _, step := range []func() error{
		func() error { return ops.put(ns, "a", "blue", true) },
		func() error { return ops.put(ns, "b", "green", true) }, // never seen
		func() error { return ops.put(ns, "a", "green", false) },
		func() error { return ops.put(ns, "b", "red", false) },
		func() error { return ops.put(ns, "b", "blue", false) },
		func() error { return ops.put(ns, "a", "blue", false) },
		func() error { return ops.del(ns, "b") },
		func() error { return ops.put(ns, "sentinel", "blue", true) },
	} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	var out []string
	timeout := time.After(10 * time.Second)
	for {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				return out, fmt.Errorf("the watch closed; events so far: %v", out)
			}
			content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(e.Object)
			if err != nil {
				return out, err
			}
			u := &unstructured.Unstructured{Object: content}
			color, _, _ := unstructured.NestedString(u.Object, "spec", "color")
			out = append(out, fmt.Sprintf("%s %s %s", e.Type, u.GetName(), color))
			if u.GetName() == "sentinel" {
				return out, nil
			}
		case <-timeout:
			return out, fmt.Errorf("no sentinel; events so far: %v", out)
		}
	}
}
