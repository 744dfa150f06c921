package fake_test

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/watch"
	dynamicfake "k8s.io/client-go/dynamic/fake"
	clienttesting "k8s.io/client-go/testing"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo/fake"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture/install"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	v2 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v2"
	"github.com/selectable-gen/selectable-gen/runtime/internal/listcases"
)

// These tests run the reactors on client-go's dynamic fake client and on a
// client-gen style typed fake (a clienttesting.Fake over a tracker, as
// client-gen's NewSimpleClientset builds it: its list applies the label
// selector itself), with the runtime module's fixture API
// (runtime/internal/fixture): v1's Gizmo (namespaced: spec.color,
// spec.size, status.phase) and Doohickey (cluster-scoped: spec.mode,
// "auto" when absent), and v2's Gizmo (spec.hue instead of spec.color).

var (
	gizmos     = install.V1.WithResource(v1.GizmoDescriptor.Resource)
	doohickeys = install.V1.WithResource(v1.DoohickeyDescriptor.Resource)
	gizmosV2   = install.V2.WithResource(v2.GizmoDescriptor.Resource)
)

// descriptorOf is the descriptor of the kind served at gvr.
func descriptorOf(gvr schema.GroupVersionResource) *selectableruntime.Descriptor {
	switch gvr {
	case gizmos:
		return &v1.GizmoDescriptor
	case doohickeys:
		return &v1.DoohickeyDescriptor
	case gizmosV2:
		return &v2.GizmoDescriptor
	}
	panic(fmt.Sprintf("no kind at %s", gvr))
}

// newScheme registers fixture.example.com's v1 and v2 types, as a client's
// scheme does.
func newScheme() *runtime.Scheme {
	s := runtime.NewScheme()
	s.AddKnownTypes(install.V1, &v1.Gizmo{}, &v1.GizmoList{}, &v1.Doohickey{}, &v1.DoohickeyList{})
	s.AddKnownTypes(install.V2, &v2.Gizmo{}, &v2.GizmoList{})
	metav1.AddToGroupVersion(s, install.V1)
	metav1.AddToGroupVersion(s, install.V2)
	return s
}

// double is a client-go test double: its list and watch, and its writes.
type double struct {
	name    string
	tracked fake.Tracked
	list    func(gvr schema.GroupVersionResource, ns string, opts metav1.ListOptions) ([]string, error)
	watch   func(gvr schema.GroupVersionResource, ns string, opts metav1.ListOptions) (watch.Interface, error)
	// put creates or updates obj (a typed object of the fixture), del
	// deletes.
	put func(gvr schema.GroupVersionResource, obj runtime.Object) error
	del func(gvr schema.GroupVersionResource, ns, name string) error
}

// doubles are the dynamic fake (with and without the kinds' types) and a
// typed fake, empty.
func doubles() []double {
	return []double{dynamicDouble(false), dynamicDouble(true), typedDouble()}
}

// dynamicDouble is client-go's dynamic fake client. Without the types its
// scheme knows only the list kinds (as for a kind without Go types): it
// is written through the dynamic client and its tracker holds
// unstructured objects. With them (NewSimpleDynamicClient(scheme,
// objects...) as tests use it with a clientset's scheme), its tracker
// holds typed objects, written to the tracker as that constructor adds
// them: the dynamic client's own writes would put unstructured objects
// into typed lists.
func dynamicDouble(typed bool) double {
	s, name := runtime.NewScheme(), "dynamic fake"
	if typed {
		s, name = newScheme(), "dynamic fake with the types"
	}
	dyn := dynamicfake.NewSimpleDynamicClientWithCustomListKinds(s, map[schema.GroupVersionResource]string{
		gizmos: "GizmoList", doohickeys: "DoohickeyList", gizmosV2: "GizmoList",
	})
	ctx := context.Background()
	d := double{
		name:    name,
		tracked: dyn,
		list: func(gvr schema.GroupVersionResource, ns string, opts metav1.ListOptions) ([]string, error) {
			list, err := dyn.Resource(gvr).Namespace(ns).List(ctx, opts)
			if err != nil {
				return nil, err
			}
			var names []string
			for _, item := range list.Items {
				names = append(names, item.GetName())
			}
			return names, nil
		},
		watch: func(gvr schema.GroupVersionResource, ns string, opts metav1.ListOptions) (watch.Interface, error) {
			return dyn.Resource(gvr).Namespace(ns).Watch(ctx, opts)
		},
		put: func(gvr schema.GroupVersionResource, obj runtime.Object) error {
			content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
			if err != nil {
				return err
			}
			u := &unstructured.Unstructured{Object: content}
			u.SetAPIVersion(gvr.GroupVersion().String())
			u.SetKind(descriptorOf(gvr).Kind)
			rc := dyn.Resource(gvr).Namespace(u.GetNamespace())
			cur, err := rc.Get(ctx, u.GetName(), metav1.GetOptions{})
			if apierrors.IsNotFound(err) {
				_, err = rc.Create(ctx, u, metav1.CreateOptions{})
				return err
			}
			if err != nil {
				return err
			}
			u.SetResourceVersion(cur.GetResourceVersion())
			_, err = rc.Update(ctx, u, metav1.UpdateOptions{})
			return err
		},
		del: func(gvr schema.GroupVersionResource, ns, name string) error {
			return dyn.Resource(gvr).Namespace(ns).Delete(ctx, name, metav1.DeleteOptions{})
		},
	}
	if typed {
		d.put = trackerPut(dyn.Tracker())
	}
	return d
}

// trackerPut creates or updates a typed object in tracker.
func trackerPut(tracker clienttesting.ObjectTracker) func(gvr schema.GroupVersionResource, obj runtime.Object) error {
	return func(gvr schema.GroupVersionResource, obj runtime.Object) error {
		m, err := meta.Accessor(obj)
		if err != nil {
			return err
		}
		if _, err := tracker.Get(gvr, m.GetNamespace(), m.GetName()); apierrors.IsNotFound(err) {
			return tracker.Create(gvr, obj, m.GetNamespace())
		}
		return tracker.Update(gvr, obj, m.GetNamespace())
	}
}

// trackedFake is a clienttesting.Fake with its tracker, as client-gen's
// fake clientsets are.
type trackedFake struct {
	*clienttesting.Fake
	tracker clienttesting.ObjectTracker
}

func (f trackedFake) Tracker() clienttesting.ObjectTracker { return f.tracker }

// typedDouble is a client-gen style fake clientset: the tracker's object
// reaction and watch reactor, typed objects; its list applies the label
// selector to what the reactors give, as client-gen's fakes do.
func typedDouble() double {
	s := newScheme()
	tracker := clienttesting.NewObjectTracker(s, serializer.NewCodecFactory(s).UniversalDecoder())
	f := &clienttesting.Fake{}
	f.AddReactor("*", "*", clienttesting.ObjectReaction(tracker))
	f.AddWatchReactor("*", func(action clienttesting.Action) (bool, watch.Interface, error) {
		w, err := tracker.Watch(action.GetResource(), action.GetNamespace())
		if err != nil {
			return false, nil, err
		}
		return true, w, nil
	})
	return double{
		name:    "typed fake",
		tracked: trackedFake{f, tracker},
		list: func(gvr schema.GroupVersionResource, ns string, opts metav1.ListOptions) ([]string, error) {
			d := descriptorOf(gvr)
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
		},
		watch: func(gvr schema.GroupVersionResource, ns string, opts metav1.ListOptions) (watch.Interface, error) {
			return f.InvokesWatch(clienttesting.NewWatchActionWithOptions(gvr, ns, opts))
		},
		put: trackerPut(tracker),
		del: func(gvr schema.GroupVersionResource, ns, name string) error {
			return tracker.Delete(gvr, ns, name)
		},
	}
}

func gizmo(ns, name, color, size string, lbls map[string]string) *v1.Gizmo {
	return &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: ns, Labels: lbls},
		Spec: v1.GizmoSpec{Color: color, Size: size}}
}

func gizmoV2(ns, name, hue, size string) *v2.Gizmo {
	return &v2.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: ns}, Spec: v2.GizmoSpec{Hue: hue, Size: size}}
}

// doohickey is a Doohickey; mode "" leaves spec.mode absent ("auto").
func doohickey(name, mode string, lbls map[string]string) *v1.Doohickey {
	d := &v1.Doohickey{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: lbls}}
	if mode != "" {
		d.Spec.Mode = &mode
	}
	return d
}

// fill puts the objects of the list tests into d.
func fill(t *testing.T, d double) {
	t.Helper()
	web := map[string]string{"tier": "web"}
	for _, o := range []struct {
		gvr schema.GroupVersionResource
		obj runtime.Object
	}{
		{gizmos, gizmo("ns", "a", "blue", "S", web)},
		{gizmos, gizmo("ns", "b", "blue", "M", nil)},
		{gizmos, gizmo("ns", "c", "green", "M", nil)},
		{gizmos, gizmo("ns", "d", "", "", nil)},
		{gizmos, gizmo("other", "e", "blue", "L", web)},
		{doohickeys, doohickey("x", "", nil)},
		{doohickeys, doohickey("y", "manual", web)},
		{doohickeys, doohickey("z", "auto", web)},
		{gizmosV2, gizmoV2("ns", "h", "blue", "S")},
		{gizmosV2, gizmoV2("ns", "i", "red", "S")},
	} {
		if err := d.put(o.gvr, o.obj); err != nil {
			t.Fatal(err)
		}
	}
}

// outcome is what a list gave: the sorted names, or the error's HTTP code
// (for an API status) and message.
func outcome(names []string, err error) string {
	if err != nil {
		var status apierrors.APIStatus
		if errors.As(err, &status) {
			return fmt.Sprintf("error %d %s", status.Status().Code, err.Error())
		}
		return "error " + err.Error()
	}
	names = slices.Clone(names)
	slices.Sort(names)
	return strings.Join(names, " ")
}

// listCases are lists with field selectors and what the server answers.
var listCases = []struct {
	gvr                                    schema.GroupVersionResource
	ns, fieldSelector, labelSelector, want string
}{
	{gizmos, "ns", "spec.color=blue", "", "a b"},
	{gizmos, "ns", "spec.color==blue", "", "a b"},
	{gizmos, "ns", "spec.color!=blue", "", "c d"},
	{gizmos, "ns", "spec.color=", "", "d"},
	{gizmos, "", "spec.color=blue", "", "a b e"},
	{gizmos, "ns", "spec.color=blue,spec.size=M", "", "b"},
	{gizmos, "ns", "spec.size=M,spec.color!=green", "", "b"},
	{gizmos, "", "spec.size!=L", "tier=web", "a"},
	{gizmos, "", "metadata.namespace=other", "", "e"},
	{gizmos, "", "metadata.name!=a,spec.color=blue", "", "b e"},
	{gizmos, "ns", "status.phase=Running", "", ""},
	{doohickeys, "", "spec.mode=auto", "", "x z"},
	{doohickeys, "", "spec.mode!=auto", "", "y"},
	{doohickeys, "", "metadata.name=y", "", "y"},
	{doohickeys, "", "spec.mode=auto", "tier=web", "z"},
	{gizmosV2, "ns", "spec.hue=blue", "", "h"},
	{gizmosV2, "ns", "spec.size=S,spec.hue!=blue", "", "i"},
	// The server's 400 for a field the kind does not declare.
	{gizmos, "ns", "spec.shape=round", "", "error 400 field label not supported: spec.shape"},
	{gizmos, "ns", "spec.color=blue,spec.shape=round", "", "error 400 field label not supported: spec.shape"},
	{gizmos, "ns", "spec.hue=blue", "", "error 400 field label not supported: spec.hue"},
	{gizmosV2, "ns", "spec.color=blue", "", "error 400 field label not supported: spec.color"},
	{doohickeys, "", "metadata.namespace=x", "", "error 400 field label not supported: metadata.namespace"},
	{doohickeys, "", "spec.color=blue", "", "error 400 field label not supported: spec.color"},
}

// TestAddFieldSelectorReactorsList: with the reactors, the doubles list
// what the server lists for a field selector: =, == and != in any number
// of terms, ANDed with the namespace (every namespace too) and the label
// selector, defaults included, each version with its own fields; a field
// the kind does not declare is the server's 400. The doubles as client-go
// ships them ignore field selectors and answer every case otherwise, so
// the table can fail.
func TestAddFieldSelectorReactorsList(t *testing.T) {
	for i, d := range doubles() {
		fake.AddFieldSelectorReactors(d.tracked, v1.Descriptors...)
		fake.AddFieldSelectorReactors(d.tracked, v2.Descriptors...)
		fill(t, d)
		bare := doubles()[i]
		fill(t, bare)
		for _, c := range listCases {
			opts := metav1.ListOptions{FieldSelector: c.fieldSelector, LabelSelector: c.labelSelector}
			if got := outcome(d.list(c.gvr, c.ns, opts)); got != c.want {
				t.Errorf("%s: %s in %q --field-selector %q --selector %q: %q; the server answers %q", d.name, c.gvr.Resource, c.ns, c.fieldSelector, c.labelSelector, got, c.want)
			}
			if got := outcome(bare.list(c.gvr, c.ns, opts)); got == c.want {
				t.Errorf("%s without the reactors: %s --field-selector %q gives %q too: the case cannot fail", d.name, c.gvr, c.fieldSelector, got)
			}
		}
		// A field selector that parses to an empty one is left to the
		// client's own reactors: every object, as on the server.
		for _, sel := range []string{"", ",", "=", "=="} {
			for gvr, want := range map[schema.GroupVersionResource]string{gizmos: "a b c d", doohickeys: "x y z"} {
				ns := ""
				if gvr == gizmos {
					ns = "ns"
				}
				if got := outcome(d.list(gvr, ns, metav1.ListOptions{FieldSelector: sel})); got != want {
					t.Errorf("%s: %s --field-selector %q: %q; the server lists %q", d.name, gvr.Resource, sel, got, want)
				}
			}
		}
	}
}

// TestAddFieldSelectorReactorsOnlyTheirKinds: the reactors answer only the
// kinds described, in their group version: lists and watches of another
// version of the same resource, and of a kind not described, are left to
// the client (which ignores the field selector).
func TestAddFieldSelectorReactorsOnlyTheirKinds(t *testing.T) {
	for _, d := range doubles() {
		fake.AddFieldSelectorReactors(d.tracked, &v1.GizmoDescriptor)
		fill(t, d)
		for _, c := range []struct {
			gvr           schema.GroupVersionResource
			ns, sel, want string
		}{
			{gizmos, "ns", "spec.hue=blue", "error 400 field label not supported: spec.hue"},
			{gizmosV2, "ns", "spec.hue=blue", "h i"},
			{doohickeys, "", "spec.mode=auto", "x y z"},
		} {
			if got := outcome(d.list(c.gvr, c.ns, metav1.ListOptions{FieldSelector: c.sel})); got != c.want {
				t.Errorf("%s with v1's Gizmo described: %s --field-selector %q: %q, want %q", d.name, c.gvr, c.sel, got, c.want)
			}
			w, err := d.watch(c.gvr, c.ns, metav1.ListOptions{FieldSelector: c.sel})
			if w != nil {
				w.Stop()
			}
			if wantErr := strings.HasPrefix(c.want, "error"); wantErr != apierrors.IsBadRequest(err) {
				t.Errorf("%s with v1's Gizmo described: watch %s --field-selector %q: error %v; a reactor answers only its kind", d.name, c.gvr, c.sel, err)
			}
		}
	}
}

// TestUnparseableFieldSelectorPanics pins what client-go's fakes do with a
// field selector that does not parse, reactors installed or not: list and
// watch build their action with k8s.io/client-go/testing's
// New*ActionWithOptions, which parse the selector
// (ExtractFromListOptions) and panic, in the caller's goroutine, before
// Invokes: no reactor runs, so AddFieldSelectorReactors cannot give the
// server's 400. The panic carries the server's message. If client-go
// stops panicking, this fails, and the package's documentation needs
// updating.
func TestUnparseableFieldSelectorPanics(t *testing.T) {
	reactions := 0
	ds := doubles()
	for _, d := range ds {
		fake.AddFieldSelectorReactors(d.tracked, v1.Descriptors...)
		fill(t, d)
		// Outermost: would see every action first.
		d.tracked.PrependReactor("*", "*", func(clienttesting.Action) (bool, runtime.Object, error) {
			reactions++
			return false, nil, nil
		})
		d.tracked.PrependWatchReactor("*", func(clienttesting.Action) (bool, watch.Interface, error) {
			reactions++
			return false, nil, nil
		})
	}
	for sel, message := range map[string]string{
		"a=b=c": "invalid field selector: unescaped character in value: 61",
		`\x`:    `invalid selector: '\x'; can't understand '\x'`,
		`\`:     `invalid selector: '\'; can't understand '\'`,
	} {
		opts := metav1.ListOptions{FieldSelector: sel}
		for _, d := range ds {
			for _, c := range []struct {
				gvr schema.GroupVersionResource
				ns  string
			}{{gizmos, "ns"}, {gizmos, ""}, {doohickeys, ""}} {
				for verb, call := range map[string]func() error{
					"list":  func() error { _, err := d.list(c.gvr, c.ns, opts); return err },
					"watch": func() error { _, err := d.watch(c.gvr, c.ns, opts); return err },
				} {
					value, stack, err := panicOf(call)
					want := fmt.Sprintf("invalid selector %q: %s", sel, message)
					if e, ok := value.(error); !ok || e.Error() != want {
						t.Errorf("%s: %s %s in %q --field-selector %q: panic %v (error %v), want the panic %s", d.name, verb, c.gvr.Resource, c.ns, sel, value, err, want)
						continue
					}
					if !strings.Contains(stack, "k8s.io/client-go/testing.ExtractFromListOptions") {
						t.Errorf("%s: %s --field-selector %q: the panic is not raised in ExtractFromListOptions:\n%s", d.name, verb, sel, stack)
					}
				}
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

// step is one change of a watch script.
type step func(d double) error

func putGizmo(ns, name, color, size string, lbls map[string]string) step {
	return func(d double) error { return d.put(gizmos, gizmo(ns, name, color, size, lbls)) }
}

func putDoohickey(name, mode string) step {
	return func(d double) error { return d.put(doohickeys, doohickey(name, mode, nil)) }
}

func del(gvr schema.GroupVersionResource, ns, name string) step {
	return func(d double) error { return d.del(gvr, ns, name) }
}

// gizmoScript changes Gizmos in ns, ending with the sentinel.
func gizmoScript(ns string) []step {
	return []step{
		putGizmo(ns, "a", "blue", "S", nil),
		putGizmo(ns, "b", "green", "S", nil), // never seen
		putGizmo(ns, "a", "blue", "M", nil),
		putGizmo(ns, "a", "green", "M", nil),
		putGizmo(ns, "b", "red", "S", nil),
		putGizmo(ns, "b", "blue", "S", nil),
		putGizmo(ns, "a", "blue", "M", nil),
		putGizmo("elsewhere", "a", "blue", "S", nil), // another namespace
		del(gizmos, ns, "b"),
		putGizmo(ns, "sentinel", "blue", "S", nil),
	}
}

// runWatch makes the changes of script while watching with w and returns
// the events up to the sentinel's (listcases.Events).
func runWatch(d double, w watch.Interface, script []step) ([]string, error) {
	defer w.Stop()
	for _, s := range script {
		if err := s(d); err != nil {
			return nil, err
		}
	}
	return listcases.Events(w)
}

// watchCases are watches with field selectors, their scripts and what the
// server sends.
var watchCases = []struct {
	name               string
	gvr                schema.GroupVersionResource
	ns, sel, labelsSel string
	script             []step
	want               []string
}{
	{"Gizmos", gizmos, "ns", "spec.color=blue", "", gizmoScript("ns"), []string{
		"ADDED a blue S",
		"MODIFIED a blue M",
		"DELETED a blue M",
		"ADDED b blue S",
		"ADDED a blue M",
		"DELETED b blue S",
		"ADDED sentinel blue S",
	}},
	{"Gizmos, two terms", gizmos, "ns", "spec.color!=green,spec.size=S", "", gizmoScript("ns"), []string{
		"ADDED a blue S",
		"DELETED a blue S",
		"ADDED b red S",
		"MODIFIED b blue S",
		"DELETED b blue S",
		"ADDED sentinel blue S",
	}},
	{"Gizmos, with a label selector", gizmos, "ns", "spec.color=blue", "tier=web", []step{
		putGizmo("ns", "a", "blue", "S", nil),
		putGizmo("ns", "b", "blue", "S", nil),
		putGizmo("ns", "a", "blue", "S", map[string]string{"tier": "web"}),
		putGizmo("ns", "a", "blue", "M", map[string]string{"tier": "web"}),
		putGizmo("ns", "a", "blue", "M", map[string]string{"tier": "db"}),
		putGizmo("ns", "b", "blue", "S", map[string]string{"tier": "web"}),
		putGizmo("ns", "b", "green", "S", map[string]string{"tier": "web"}),
		putGizmo("ns", "sentinel", "blue", "S", map[string]string{"tier": "web"}),
	}, []string{
		"ADDED a blue S",
		"MODIFIED a blue M",
		"DELETED a blue M",
		"ADDED b blue S",
		"DELETED b blue S",
		"ADDED sentinel blue S",
	}},
	{"Doohickeys", doohickeys, "", "spec.mode=auto", "", []step{
		putDoohickey("x", ""),
		putDoohickey("y", "manual"), // never seen
		putDoohickey("y", ""),
		putDoohickey("x", "manual"),
		putDoohickey("y", "auto"),
		del(doohickeys, "", "y"),
		putDoohickey("sentinel", "auto"),
	}, []string{
		"ADDED x -",
		"ADDED y -",
		"DELETED x -",
		"MODIFIED y auto",
		"DELETED y auto",
		"ADDED sentinel auto",
	}},
}

// TestAddFieldSelectorReactorsWatch: with the reactors, a watch with a
// field selector sends what the server sends for the same changes:
// objects entering (ADDED), staying (MODIFIED), leaving (DELETED with
// their last matching state) and deleted, nothing for changes outside the
// selection, namespaced and cluster-scoped, label selector and defaults
// included; a watch of an undeclared field is the server's 400. The
// doubles without the reactors send other events, so the scripts can
// fail.
func TestAddFieldSelectorReactorsWatch(t *testing.T) {
	for _, c := range watchCases {
		for i, d := range doubles() {
			fake.AddFieldSelectorReactors(d.tracked, v1.Descriptors...)
			opts := metav1.ListOptions{FieldSelector: c.sel, LabelSelector: c.labelsSel}
			w, err := d.watch(c.gvr, c.ns, opts)
			if err != nil {
				t.Fatalf("%s: %s: %v", d.name, c.name, err)
			}
			got, err := runWatch(d, w, c.script)
			if err != nil || strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("%s: %s: the watch sends (%v)\n%s\nthe server sends\n%s", d.name, c.name, err, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			bare := doubles()[i]
			w, err = bare.watch(c.gvr, c.ns, opts)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := runWatch(bare, w, c.script); err == nil && strings.Join(got, "\n") == strings.Join(c.want, "\n") {
				t.Errorf("%s without the reactors: %s: sends what the server sends: the script cannot tell", d.name, c.name)
			}
		}
	}
	for _, d := range doubles() {
		fake.AddFieldSelectorReactors(d.tracked, v1.Descriptors...)
		for _, c := range []struct {
			gvr           schema.GroupVersionResource
			ns, sel, want string
		}{
			{gizmos, "ns", "spec.shape=round", "field label not supported: spec.shape"},
			{doohickeys, "", "metadata.namespace=x", "field label not supported: metadata.namespace"},
		} {
			w, err := d.watch(c.gvr, c.ns, metav1.ListOptions{FieldSelector: c.sel})
			if err == nil {
				w.Stop()
			}
			if !apierrors.IsBadRequest(err) || err.Error() != c.want {
				t.Errorf("%s: watch %s --field-selector %s: %v; the server answers 400 %s", d.name, c.gvr.Resource, c.sel, err, c.want)
			}
		}
	}
}

// TestAddFieldPredicateReactors: every list and watch of the kinds
// described carries the predicate, ANDed with the field and label
// selectors and the namespace, as on the server: the watch sends objects
// entering and leaving the selection; a predicate that does not compile
// for a kind is the server's 400 on its every list and watch, after a
// field selector's own error. Gets and the tracker are the client's own.
func TestAddFieldPredicateReactors(t *testing.T) {
	const pred = "object.spec.color in ['blue', 'red']"
	for _, d := range doubles() {
		fake.AddFieldPredicateReactors(d.tracked, pred, v1.Descriptors...)
		fill(t, d)
		for _, c := range []struct {
			gvr                                    schema.GroupVersionResource
			ns, fieldSelector, labelSelector, want string
		}{
			{gizmos, "ns", "", "", "a b"},
			{gizmos, "", "", "", "a b e"},
			{gizmos, "ns", "spec.size=M", "", "b"},
			{gizmos, "", "", "tier=web", "a e"},
			{gizmos, "", "spec.size!=L", "tier=web", "a"},
			{gizmos, "ns", "spec.shape=round", "", "error 400 field label not supported: spec.shape"},
			// The predicate names a field Doohickey does not have.
			{doohickeys, "", "", "", "error 400 invalid field predicate: 1:12: field label not supported: spec.color"},
			{doohickeys, "", "metadata.namespace=x", "", "error 400 field label not supported: metadata.namespace"},
			// v2 is not described: the client's own list.
			{gizmosV2, "ns", "", "", "h i"},
		} {
			got := outcome(d.list(c.gvr, c.ns, metav1.ListOptions{FieldSelector: c.fieldSelector, LabelSelector: c.labelSelector}))
			ok := got == c.want
			if strings.HasPrefix(c.want, "error") {
				ok = strings.HasPrefix(got, c.want) // a compile error's message goes on
			}
			if !ok {
				t.Errorf("%s: fieldPredicate %q: %s in %q --field-selector %q --selector %q: %q; the server answers %q", d.name, pred, c.gvr.Resource, c.ns, c.fieldSelector, c.labelSelector, got, c.want)
			}
		}
		w, err := d.watch(doohickeys, "", metav1.ListOptions{})
		if w != nil {
			w.Stop()
		}
		if !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), "invalid field predicate: 1:12: field label not supported: spec.color") {
			t.Errorf("%s: watch of Doohickeys with fieldPredicate %q: %v, want the server's 400", d.name, pred, err)
		}
		objs, err := d.tracked.Tracker().List(gizmos, install.V1.WithKind("Gizmo"), "ns")
		if err != nil || meta.LenList(objs) != 4 {
			t.Errorf("%s: the tracker lists %d Gizmos in ns (%v), want all 4", d.name, meta.LenList(objs), err)
		}
		if _, err := d.tracked.Tracker().Get(gizmos, "ns", "c"); err != nil {
			t.Errorf("%s: get of a Gizmo the predicate does not select: %v", d.name, err)
		}
	}

	want := []string{
		"ADDED a blue S",
		"MODIFIED a blue M",
		"DELETED a blue M",
		"ADDED b red S",
		"MODIFIED b blue S",
		"ADDED a blue M",
		"DELETED b blue S",
		"ADDED sentinel blue S",
	}
	for _, d := range doubles() {
		fake.AddFieldPredicateReactors(d.tracked, pred, v1.Descriptors...)
		w, err := d.watch(gizmos, "ns", metav1.ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got, err := runWatch(d, w, gizmoScript("ns"))
		if err != nil || strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: watch with fieldPredicate %q sends (%v)\n%s\nthe server sends\n%s", d.name, pred, err, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}

	for _, bad := range []struct{ expr, fieldSelector, want string }{
		{"object.spec.shape == 'round'", "", "invalid field predicate: 1:12: field label not supported: spec.shape"},
		{"object.spec.color ==", "", "invalid field predicate: ERROR: <input>:1:21: Syntax error: "},
		{"", "", "invalid field predicate: the expression is empty"},
		{"object.spec.shape == 'round'", "spec.nope=1", "field label not supported: spec.nope"},
	} {
		for _, d := range doubles() {
			fake.AddFieldPredicateReactors(d.tracked, bad.expr, v1.Descriptors...)
			fill(t, d)
			opts := metav1.ListOptions{FieldSelector: bad.fieldSelector}
			_, err := d.list(gizmos, "ns", opts)
			if !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), bad.want) {
				t.Errorf("%s: list with fieldPredicate %q --field-selector %q: %v, want a 400 %s", d.name, bad.expr, bad.fieldSelector, err, bad.want)
			}
			w, err := d.watch(gizmos, "ns", opts)
			if w != nil {
				w.Stop()
			}
			if !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), bad.want) {
				t.Errorf("%s: watch with fieldPredicate %q --field-selector %q: %v, want a 400 %s", d.name, bad.expr, bad.fieldSelector, err, bad.want)
			}
		}
	}
}
