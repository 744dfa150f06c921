package server_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

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
	"github.com/selectable-gen/selectable-gen/examples/client/clientset/versioned"
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
	// client-go's ListWithPredicate takes no field selector nor label
	// selector: it is compared on the lists without a field selector, the
	// label selector applied here.
	lists["informer indexer ListWithPredicate"] = func(_ schema.GroupVersionResource, ns, fieldSelector, labelSelector string) ([]string, error) {
		if fieldSelector != "" {
			return nil, errSkip
		}
		ls, err := labels.Parse(labelSelector)
		if err != nil {
			return nil, err
		}
		objs, err := clientgo.ListWithPredicate(indexer, d, pred)
		if err != nil {
			return nil, err
		}
		var names []string
		for _, o := range objs {
			m, _ := meta.Accessor(o)
			if ls.Matches(labels.Set(m.GetLabels())) {
				names = append(names, m.GetName())
			}
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
