package server_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/dynamic"
	dynamicfake "k8s.io/client-go/dynamic/fake"
	restclient "k8s.io/client-go/rest"
	clienttesting "k8s.io/client-go/testing"
	"k8s.io/client-go/tools/cache"
	crclient "sigs.k8s.io/controller-runtime/pkg/client"
	crfake "sigs.k8s.io/controller-runtime/pkg/client/fake"

	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
	versionedfake "github.com/selectable-gen/selectable-gen/examples/client/clientset/versioned/fake"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo/fake"
	selectablecr "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
)

// The test doubles against the real thing: one table of scenarios runs
// against the example server and against each double: the dynamic fake
// client and a client-gen style typed fake (a clienttesting.Fake over a
// tracker, whose list applies the label selector itself, as client-gen's
// fakes do), both with the reactors of runtime/clientgo/fake, and
// controller-runtime's fake client built with
// runtime/controllerruntime.WithFieldSelectors. Same names, same errors,
// with one pinned exception (doubleMustGive): client-go's fakes panic on a
// field selector that does not parse, before any reactor runs. The
// scenarios' field predicates (docs/queries.md) run against the server,
// through a client whose config sends them (clientgo.WithFieldPredicate),
// and against each double given the predicate as it takes it
// (AddFieldPredicateReactors, controllerruntime.WithFieldPredicate), and
// the caches' one-list helpers on doubles (controller-runtime's
// ListWithPredicate on the fake, client-go's on an indexer): same names,
// same errors, no exception.
//
// This file holds the lists; the watch through the doubles is in
// e2e_fakes_watch_test.go.

// unlimited is cfg without client-side rate limiting (5 QPS by default).
func unlimited(cfg *restclient.Config) *restclient.Config {
	cfg = restclient.CopyConfig(cfg)
	cfg.QPS, cfg.Burst = -1, 0
	return cfg
}

// fakeScenario is objects of one kind and the selectors listed over them,
// and the field predicates (docs/queries.md), each with a field selector.
type fakeScenario struct {
	name       string
	descriptor *selectableruntime.Descriptor
	objects    []runtime.Object
	selectors  []string
	predicates []scenarioPredicate
}

// scenarioPredicate is a field predicate listed with a field selector.
type scenarioPredicate struct{ expr, fieldSelector string }

// predicates are field predicates listed without a field selector.
func predicates(exprs ...string) []scenarioPredicate {
	var out []scenarioPredicate
	for _, e := range exprs {
		out = append(out, scenarioPredicate{expr: e})
	}
	return out
}

func fakeScenarios() []fakeScenario {
	sel := func(name, color, size string, labels map[string]string) runtime.Object {
		return &stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: labels},
			Spec: stablev1.SelectorSpec{Color: color, Size: size}}
	}
	worker := func(name string) runtime.Object {
		return &workloadsv1.Worker{ObjectMeta: metav1.ObjectMeta{Name: name}, Spec: workloadsv1.WorkerSpec{Count: 1}}
	}
	job := func(name string, succeeded int32) runtime.Object {
		return &batchv1.Job{ObjectMeta: metav1.ObjectMeta{Name: name}, Status: batchv1.JobStatus{Succeeded: succeeded}}
	}
	rollout := func(name, image string, strategy *string) runtime.Object {
		return &workloadsv1.Rollout{ObjectMeta: metav1.ObjectMeta{Name: name}, Spec: workloadsv1.RolloutSpec{Image: image, Strategy: strategy}}
	}
	recreate := "Recreate"
	return []fakeScenario{
		{"namespaced selectors", &stablev1.SelectorDescriptor, []runtime.Object{
			sel("a", "blue", "S", map[string]string{"tier": "web"}), sel("b", "blue", "M", nil), sel("c", "green", "M", nil),
			sel("d", "", "", nil), sel("e", "red", "L", map[string]string{"tier": "db"}),
		}, []string{
			"spec.color=blue", "spec.color==blue", "spec.color!=blue", "spec.color=", "spec.color!=",
			"spec.color=blue,spec.size=M", "spec.size=M,spec.color!=green", "metadata.name=PFXc", "metadata.name!=PFXc,spec.color=blue",
			"metadata.namespace=NS", "metadata.namespace!=NS", "spec.shape=round", "spec.color=blue,spec.shape=round",
			"spec.shape=round,metadata.nosuch=x",
			// Selectors that parse to an empty one ("=" is a term with an
			// empty field and value, which fields.ParseSelector turns
			// into Everything): every object, as with none.
			"", ",", "=", "==", "!=", "=,spec.color=blue",
			// Selectors that do not parse: the server's 400 with the
			// parser's message.
			"a=b=c", `\x`, `\`, `spec.color=\x`, "spec.color=blue,size",
		}, append(predicates(
			"object.spec.color in ['blue', 'green']", "object.spec.color == 'blue' || object.spec.size == 'L'",
			"!(object.spec.color == 'blue')", "object.spec.color.startsWith('g') || object.spec.color == ''",
			"object.spec.color != 'blue' && object.spec.size in ['M', 'L']", "object.metadata.name in ['PFXa', 'PFXe']",
			"object.metadata.namespace == 'NS' && object.spec.size == 'M'", "object.spec.color == 'purple'",
			"field('spec.color') == 'red'", "object.spec.size.endsWith('') && object.metadata.name.contains('PFX')",
			// Predicates that do not compile: the server's 400 with the
			// predicate's message.
			"object.spec.shape == 'round'", "object.spec.color ==", "object.spec.color", "", "object.spec.size > 3",
			"['a'].exists(x, x == object.spec.color)", "object.spec.colour.startsWith('b') || object.spec.color == 'blue'",
		),
			scenarioPredicate{"object.spec.color in ['blue', 'green']", "spec.size!=S"},
			scenarioPredicate{"object.spec.color == 'blue'", "spec.size=M,metadata.name!=PFXa"},
			scenarioPredicate{"object.spec.size == 'M'", "="},
			// The field selector's error comes first, as on the server.
			scenarioPredicate{"object.spec.color == 'blue'", "spec.shape=round"},
			scenarioPredicate{"object.spec.shape == 'round'", "spec.nope=1"},
		)},
		// spec.strategy has a default: an object without it compares as
		// RollingUpdate.
		{"a field on another kind, with a default", &workloadsv1.RolloutDescriptor, []runtime.Object{
			rollout("r1", "nginx", nil), rollout("r2", "redis", &recreate), rollout("r3", "", nil),
		}, []string{"spec.image=nginx", "spec.image!=nginx", "spec.image=", "spec.color=blue",
			"spec.strategy=RollingUpdate", "spec.strategy!=RollingUpdate", "spec.strategy=", "spec.strategy=Recreate,spec.image=redis"},
			predicates("object.spec.strategy == 'RollingUpdate'", "object.spec.strategy in ['Recreate'] || object.spec.image == ''",
				"object.spec.image.startsWith('n') && object.spec.strategy != 'Recreate'", "object.spec.color == 'blue'")},
		// A legacy name: status.successful is status.succeeded (set
		// through /status on the server).
		{"legacy name", &batchv1.JobDescriptor, []runtime.Object{
			job("j0", 0), job("j1", 1), job("j2", 2),
		}, []string{"status.successful=1", "status.successful!=1", "status.successful=0", "status.succeeded=1", "metadata.name=PFXj2"},
			predicates("object.status.successful in ['1', '2']", "field('status.successful') != '0' && object.metadata.name != 'PFXj2'",
				"object.status.succeeded == '1'")},
		{"cluster-scoped", &workloadsv1.WorkerDescriptor, []runtime.Object{
			worker("w1"), worker("w2"),
		}, []string{"metadata.name=PFXw1", "metadata.name!=PFXw1", "metadata.namespace=", "metadata.namespace=x", "spec.count=1",
			"", ",", "=", "==", "!=", "a=b=c", `\`},
			predicates("object.metadata.name != 'PFXw1'", "object.metadata.name.endsWith('2') || object.metadata.name == 'PFXw1'",
				"object.metadata.namespace == ''", "object.spec.count == '1'")},
	}
}

// listClient is one way to list: the server, or a double.
type listClient func(gvr schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error)

func dynamicLister(c dynamic.Interface) listClient {
	return func(gvr schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error) {
		list, err := c.Resource(gvr).Namespace(ns).List(context.Background(), metav1.ListOptions{FieldSelector: fieldSelector, LabelSelector: labelSelector})
		if err != nil {
			return nil, err
		}
		var names []string
		for _, item := range list.Items {
			names = append(names, item.GetName())
		}
		return names, nil
	}
}

// typedLister lists as a client-gen fake clientset does: the list action
// (with the kind of the items, as client-gen's fakes give it: the tracker
// adds "List") through the Fake's reactors, then the label selector
// applied to the result by the fake itself.
func typedLister(f *clienttesting.Fake, d *selectableruntime.Descriptor) listClient {
	return func(gvr schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error) {
		opts := metav1.ListOptions{FieldSelector: fieldSelector, LabelSelector: labelSelector}
		obj, err := f.Invokes(clienttesting.NewListActionWithOptions(gvr, gvr.GroupVersion().WithKind(d.Kind), ns, opts), d.NewList())
		if err != nil {
			return nil, err
		}
		label, _, _ := clienttesting.ExtractFromListOptions(opts)
		items, err := meta.ExtractList(obj)
		if err != nil {
			return nil, err
		}
		var names []string
		for _, item := range items {
			m, _ := meta.Accessor(item)
			if label == nil || label.Matches(labels.Set(m.GetLabels())) {
				names = append(names, m.GetName())
			}
		}
		return names, nil
	}
}

// outcome is what a list gave: sorted names of this scenario's objects,
// or the error's reason and message.
func outcome(names []string, err error, prefix string) string {
	if err != nil {
		return fmt.Sprintf("error %s: %s", apierrors.ReasonForError(err), err.Error())
	}
	var ours []string
	for _, n := range names {
		if strings.HasPrefix(n, prefix) {
			ours = append(ours, strings.TrimPrefix(n, prefix))
		}
	}
	slices.Sort(ours)
	return strings.Join(ours, " ")
}

// doubles builds each double over the scenario's objects (named with
// prefix, in ns), reactors installed unless bare.
func doubles(t *testing.T, sc fakeScenario, ns, prefix string, bare bool) map[string]listClient {
	gvr := schema.GroupVersionResource{Group: sc.descriptor.Group, Version: sc.descriptor.Version, Resource: sc.descriptor.Resource}
	objs := scenarioObjects(sc, ns, prefix)
	dyn := dynamicfake.NewSimpleDynamicClientWithCustomListKinds(server.Scheme, map[schema.GroupVersionResource]string{gvr: sc.descriptor.ListKind}, objs...)
	typed := &clienttesting.Fake{}
	tracker := clienttesting.NewObjectTracker(server.Scheme, server.Codecs.UniversalDecoder())
	for _, o := range objs {
		if err := tracker.Add(o); err != nil {
			t.Fatal(err)
		}
	}
	typed.AddReactor("*", "*", clienttesting.ObjectReaction(tracker))
	typed.AddWatchReactor("*", clienttesting.DefaultWatchReactor(watch.NewFake(), nil))
	if !bare {
		fake.AddFieldSelectorReactors(dyn, sc.descriptor)
		fake.AddFieldSelectorReactors(trackedFake{typed, tracker}, sc.descriptor)
	}
	crb := crfake.NewClientBuilder().WithScheme(clientScheme).WithRuntimeObjects(objs...)
	if !bare {
		crb = selectablecr.WithFieldSelectors(crb, clientScheme, sc.descriptor)
	}
	lists := map[string]listClient{
		"dynamic fake": dynamicLister(dyn), "typed fake": typedLister(typed, sc.descriptor),
		"controller-runtime fake": crLister(crb.Build(), sc.descriptor),
	}
	if sc.descriptor == &stablev1.SelectorDescriptor {
		// The clientset client-gen generates for the group, as users have it.
		cs := versionedfake.NewSimpleClientset(objs...)
		if !bare {
			fake.AddFieldSelectorReactors(cs, stablev1.Descriptors...)
		}
		lists["client-gen fake clientset"] = func(_ schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error) {
			list, err := cs.StableV1().Selectors(ns).List(context.Background(), metav1.ListOptions{FieldSelector: fieldSelector, LabelSelector: labelSelector})
			if err != nil {
				return nil, err
			}
			return itemNames(list.Items), nil
		}
	}
	return lists
}

// scenarioObjects are a scenario's objects named with prefix, in ns.
func scenarioObjects(sc fakeScenario, ns, prefix string) []runtime.Object {
	var objs []runtime.Object
	for _, o := range sc.objects {
		o = o.DeepCopyObject()
		m, _ := meta.Accessor(o)
		m.SetName(prefix + m.GetName())
		if sc.descriptor.Namespaced {
			m.SetNamespace(ns)
		}
		objs = append(objs, o)
	}
	return objs
}

// predicateDoubles builds each double over the scenario's objects, given
// the field predicate pred as each takes it: client-go's fakes with
// AddFieldPredicateReactors, controller-runtime's fake built with
// WithFieldPredicate (the code under test lists as it would with a client
// from clientgo.WithFieldPredicate), and the caches' one-list helpers on
// a double without a predicate: controller-runtime's ListWithPredicate on
// the fake built with WithFieldSelectors, client-go's on an indexer with
// the kind's indexes.
func predicateDoubles(t *testing.T, sc fakeScenario, ns, prefix, pred string) map[string]listClient {
	d := sc.descriptor
	gvr := schema.GroupVersionResource{Group: d.Group, Version: d.Version, Resource: d.Resource}
	objs := scenarioObjects(sc, ns, prefix)
	dyn := dynamicfake.NewSimpleDynamicClientWithCustomListKinds(server.Scheme, map[schema.GroupVersionResource]string{gvr: d.ListKind}, objs...)
	fake.AddFieldPredicateReactors(dyn, pred, d)
	typed := &clienttesting.Fake{}
	tracker := clienttesting.NewObjectTracker(server.Scheme, server.Codecs.UniversalDecoder())
	indexer := cache.NewIndexer(cache.MetaNamespaceKeyFunc, clientgo.Indexers(d.Indexers()))
	for _, o := range objs {
		if err := tracker.Add(o); err != nil {
			t.Fatal(err)
		}
		if err := indexer.Add(o); err != nil {
			t.Fatal(err)
		}
	}
	typed.AddReactor("*", "*", clienttesting.ObjectReaction(tracker))
	fake.AddFieldPredicateReactors(trackedFake{typed, tracker}, pred, d)
	crPredicate := selectablecr.WithFieldPredicate(crfake.NewClientBuilder().WithScheme(clientScheme).WithRuntimeObjects(objs...), clientScheme, pred, d).Build()
	crSelectors := selectablecr.WithFieldSelectors(crfake.NewClientBuilder().WithScheme(clientScheme).WithRuntimeObjects(objs...), clientScheme, d).Build()
	lists := map[string]listClient{
		"dynamic fake": dynamicLister(dyn), "typed fake": typedLister(typed, d),
		"controller-runtime fake": crLister(crPredicate, d),
		"controller-runtime ListWithPredicate on the fake": func(_ schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error) {
			ls, err := labels.Parse(labelSelector)
			if err != nil {
				return nil, err
			}
			list := d.NewList().(crclient.ObjectList)
			if err := selectablecr.ListWithPredicate(context.Background(), crSelectors, list, d, pred, crclient.InNamespace(ns),
				crFieldSelector(fieldSelector), crclient.MatchingLabelsSelector{Selector: ls}); err != nil {
				return nil, err
			}
			return listNames(list)
		},
	}
	// client-go's ListWithPredicate on an indexer, with the request's label
	// and field selectors as ListOptions.
	lists["informer indexer ListWithPredicate"] = func(_ schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error) {
		objs, err := clientgo.ListWithPredicate(indexer, d, pred, metav1.ListOptions{LabelSelector: labelSelector, FieldSelector: fieldSelector})
		if err != nil {
			return nil, err
		}
		var names []string
		for _, o := range objs {
			m, _ := meta.Accessor(o)
			names = append(names, m.GetName())
		}
		return names, nil
	}
	if d == &stablev1.SelectorDescriptor {
		cs := versionedfake.NewSimpleClientset(objs...)
		fake.AddFieldPredicateReactors(cs, pred, stablev1.Descriptors...)
		lists["client-gen fake clientset"] = func(_ schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error) {
			list, err := cs.StableV1().Selectors(ns).List(context.Background(), metav1.ListOptions{FieldSelector: fieldSelector, LabelSelector: labelSelector})
			if err != nil {
				return nil, err
			}
			return itemNames(list.Items), nil
		}
	}
	return lists
}

// errSkip is a double's answer for a list it does not take.
var errSkip = errors.New("skipped")

func listNames(list runtime.Object) ([]string, error) {
	items, err := meta.ExtractList(list)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, item := range items {
		m, _ := meta.Accessor(item)
		names = append(names, m.GetName())
	}
	return names, nil
}

// clientScheme is a controller's scheme: the example groups' versions
// (the server's Scheme also registers them as the internal version, which
// controller-runtime refuses to guess between).
var clientScheme = func() *runtime.Scheme {
	s := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{stablev1.AddToScheme, workloadsv1.AddToScheme, batchv1.AddToScheme} {
		if err := add(s); err != nil {
			panic(err)
		}
	}
	return s
}()

// crLister lists with controller-runtime's fake client, field and label
// selectors as parsed selectors (client.MatchingFieldsSelector).
func crLister(c crclient.Client, d *selectableruntime.Descriptor) listClient {
	return func(gvr schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error) {
		ls, err := labels.Parse(labelSelector)
		if err != nil {
			return nil, err
		}
		list := d.NewList().(crclient.ObjectList)
		if err := c.List(context.Background(), list, crclient.InNamespace(ns),
			crFieldSelector(fieldSelector), crclient.MatchingLabelsSelector{Selector: ls}); err != nil {
			return nil, err
		}
		items, err := meta.ExtractList(list)
		if err != nil {
			return nil, err
		}
		var names []string
		for _, item := range items {
			m, _ := meta.Accessor(item)
			names = append(names, m.GetName())
		}
		return names, nil
	}
}

// crFieldSelector is the field selector as a controller gives it to
// controller-runtime's client: parsed (client.MatchingFieldsSelector), or,
// for a string that does not parse, as the raw string of ListOptions.Raw,
// which the client sends as it is.
func crFieldSelector(sel string) crclient.ListOption {
	fs, err := fields.ParseSelector(sel)
	if err != nil {
		return &crclient.ListOptions{Raw: &metav1.ListOptions{FieldSelector: sel}}
	}
	return crclient.MatchingFieldsSelector{Selector: fs}
}

// clientGoDoubles are the doubles built on client-go's testing.Fake.
var clientGoDoubles = map[string]bool{"dynamic fake": true, "typed fake": true, "client-gen fake clientset": true}

// doubleMustGive is the outcome the double named must give where the
// server gives want (with err): the server's, except where no reactor can
// give it: client-go's fakes panic on a field selector that does not
// parse, in k8s.io/client-go/testing.ExtractFromListOptions, before any
// reactor runs, with the server's message in the panic
// (runtime/clientgo/fake TestUnparseableFieldSelectorPanics,
// docs/testing.md). pinned says the outcome is that difference.
func doubleMustGive(double, fieldSelector string, err error, want string) (must string, pinned bool) {
	if _, perr := fields.ParseSelector(fieldSelector); perr != nil && clientGoDoubles[double] && apierrors.IsBadRequest(err) {
		return fmt.Sprintf("panic: invalid selector %q: %s", fieldSelector, err.Error()), true
	}
	return want, false
}

// recovered runs f and returns its panic's value, if any.
func recovered[T any](f func() (T, error)) (v T, err error, panicked any) {
	defer func() { panicked = recover() }()
	v, err = f()
	return v, err, nil
}

// trackedFake gives a bare clienttesting.Fake its tracker, as a client-gen
// fake clientset has one.
type trackedFake struct {
	*clienttesting.Fake
	tracker clienttesting.ObjectTracker
}

func (f trackedFake) Tracker() clienttesting.ObjectTracker { return f.tracker }

// runFakeScenarios lists every selector of every scenario through the
// server and through the doubles, with the reactors and without them
// (bare), and returns the differences of each.
func runFakeScenarios(t *testing.T) (diffs, bareDiffs []string) {
	dyn, err := dynamic.NewForConfig(unlimited(cached.RESTConfig))
	if err != nil {
		t.Fatal(err)
	}
	serverList := dynamicLister(dyn)
	cases, pinned, predicateCases := 0, 0, 0
	for _, sc := range fakeScenarios() {
		ns, prefix := uniqueNamespace(t, "fakes"), unique("f")+"-"
		if !sc.descriptor.Namespaced {
			ns = ""
		}
		gvr := schema.GroupVersionResource{Group: sc.descriptor.Group, Version: sc.descriptor.Version, Resource: sc.descriptor.Resource}
		for _, o := range sc.objects {
			content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(o)
			if err != nil {
				t.Fatal(err)
			}
			u := &unstructured.Unstructured{Object: content}
			u.SetAPIVersion(gvr.GroupVersion().String())
			u.SetKind(sc.descriptor.Kind)
			u.SetName(prefix + u.GetName())
			created, err := dyn.Resource(gvr).Namespace(ns).Create(context.Background(), u, metav1.CreateOptions{})
			if err != nil {
				t.Fatalf("%s: create on the server: %v", sc.name, err)
			}
			if status, ok := content["status"]; ok && sc.descriptor.Status != nil {
				// Create drops status; /status writes it.
				created.Object["status"] = status
				if _, err := dyn.Resource(gvr).Namespace(ns).UpdateStatus(context.Background(), created, metav1.UpdateOptions{}); err != nil {
					t.Fatalf("%s: status on the server: %v", sc.name, err)
				}
			}
		}
		withReactors, bare := doubles(t, sc, ns, prefix, false), doubles(t, sc, ns, prefix, true)
		for _, pr := range sc.predicates {
			pred := strings.NewReplacer("NS", ns, "PFX", prefix).Replace(pr.expr)
			selector := strings.NewReplacer("NS", ns, "PFX", prefix).Replace(pr.fieldSelector)
			// The server, through a dynamic client whose config sends the
			// predicate.
			predDyn, err := dynamic.NewForConfig(clientgo.WithFieldPredicate(unlimited(cached.RESTConfig), pred))
			if err != nil {
				t.Fatal(err)
			}
			withPredicate := predicateDoubles(t, sc, ns, prefix, pred)
			for _, labelSelector := range []string{"", "tier=web"} {
				predicateCases++
				names, err := dynamicLister(predDyn)(gvr, ns, selector, labelSelector)
				want := outcome(names, err, prefix)
				if testing.Verbose() {
					t.Logf("%s fieldPredicate %q --field-selector %q --selector %q: %q", sc.name, pred, selector, labelSelector, want)
				}
				for _, d := range []struct {
					lists map[string]listClient
					into  *[]string
				}{{withPredicate, &diffs}, {bare, &bareDiffs}} {
					for name, list := range d.lists {
						names, lerr := list(gvr, ns, selector, labelSelector)
						if lerr == errSkip {
							continue
						}
						if got := outcome(names, lerr, prefix); got != want {
							*d.into = append(*d.into, fmt.Sprintf("%s, fieldPredicate %q --field-selector %q --selector %q: %s gives %q, the server %q",
								sc.name, pred, selector, labelSelector, name, got, want))
						}
					}
				}
			}
		}
		for _, selector := range sc.selectors {
			selector = strings.NewReplacer("NS", ns, "PFX", prefix).Replace(selector)
			for _, labelSelector := range []string{"", "tier=web"} {
				cases++
				names, err := serverList(gvr, ns, selector, labelSelector)
				want := outcome(names, err, prefix)
				if testing.Verbose() {
					t.Logf("%s --field-selector %q --selector %q: %q", sc.name, selector, labelSelector, want)
				}
				if _, perr := fields.ParseSelector(selector); perr != nil && !apierrors.IsBadRequest(err) {
					diffs = append(diffs, fmt.Sprintf("%s, --field-selector %q: the server gives %q, not a 400", sc.name, selector, want))
				}
				for _, d := range []struct {
					lists map[string]listClient
					into  *[]string
				}{{withReactors, &diffs}, {bare, &bareDiffs}} {
					for name, list := range d.lists {
						names, lerr, panicked := recovered(func() ([]string, error) { return list(gvr, ns, selector, labelSelector) })
						got := outcome(names, lerr, prefix)
						if panicked != nil {
							got = fmt.Sprintf("panic: %v", panicked)
						}
						must, isPinned := doubleMustGive(name, selector, err, want)
						if got != must {
							*d.into = append(*d.into, fmt.Sprintf("%s, --field-selector %q --selector %q: %s gives %q, the server %q",
								sc.name, selector, labelSelector, name, got, must))
						} else if isPinned && d.into == &diffs {
							pinned++
						}
					}
				}
			}
		}
	}
	t.Logf("%d lists compared on the server and the doubles", cases)
	t.Logf("%d predicate lists compared on the server and the doubles", predicateCases)
	if pinned == 0 {
		diffs = append(diffs, "no list of a field selector that does not parse reached client-go's fakes: their panic is not pinned")
	}
	t.Logf("%d lists where a client-go fake panics with the server's message, as pinned", pinned)
	return diffs, bareDiffs
}

// TestFakesListLikeTheServer: every double with the reactors lists what the
// server lists, errors included; and the same table fails the doubles as
// client-go ships them (they ignore field selectors), so it can fail.
func TestFakesListLikeTheServer(t *testing.T) {
	diffs, bareDiffs := runFakeScenarios(t)
	for _, d := range diffs {
		t.Error(d)
	}
	if len(bareDiffs) < 20 {
		t.Errorf("only %d differences for the doubles without the reactors: the table cannot tell a fake that ignores field selectors", len(bareDiffs))
	}
}
