package controllerruntime_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/watch"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"

	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
	"github.com/selectable-gen/selectable-gen/runtime/internal/listcases"
)

// TestCheckCacheFieldSelectors: a cache field selector on a field the kind
// does not declare is an error naming the field and the kind before the
// cache starts; declared fields, metadata.* and kinds not described pass.
func TestCheckCacheFieldSelectors(t *testing.T) {
	s := testScheme(t)
	good := cache.Options{
		ByObject: map[client.Object]cache.ByObject{
			&v1.Gizmo{}:     {Field: fields.ParseSelectorOrDie("spec.color=blue,metadata.namespace=default")},
			&v1.Doohickey{}: {Field: fields.OneTermNotEqualSelector("spec.mode", "")},
		},
		DefaultFieldSelector: fields.OneTermEqualSelector("metadata.name", "x"),
	}
	if err := crtadapter.CheckCacheFieldSelectors(good, s, v1.Descriptors...); err != nil {
		t.Errorf("declared fields rejected: %v", err)
	}
	bad := cache.Options{
		ByObject: map[client.Object]cache.ByObject{
			&v1.Gizmo{}:     {Field: fields.ParseSelectorOrDie("spec.shape=round")},
			&v1.Doohickey{}: {Namespaces: map[string]cache.Config{"": {FieldSelector: fields.OneTermEqualSelector("metadata.namespace", "x")}}},
		},
	}
	gizmoErr := `cache ByObject: field selector "spec.shape=round" for Gizmo (fixture.example.com/v1): field label not supported: spec.shape; its field selectors are metadata.name, metadata.namespace, spec.color, spec.size, spec.parts, status.conditions.Ready.status, status.phase`
	doohickeyErr := `cache ByObject namespace : field selector "metadata.namespace=x" for Doohickey (fixture.example.com/v1): field label not supported: metadata.namespace; its field selectors are metadata.name, spec.mode`
	err := crtadapter.CheckCacheFieldSelectors(bad, s, v1.Descriptors...)
	for _, want := range []string{gizmoErr, doohickeyErr} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v\nwant it to contain %s", err, want)
		}
	}
	// The default selectors are checked against every kind described: a
	// cluster-scoped kind has no metadata.namespace.
	defaults := cache.Options{DefaultNamespaces: map[string]cache.Config{"ns": {FieldSelector: fields.OneTermEqualSelector("metadata.namespace", "ns")}}}
	err = crtadapter.CheckCacheFieldSelectors(defaults, s, v1.Descriptors...)
	if want := `cache DefaultNamespaces ns: field selector "metadata.namespace=ns" for Doohickey (fixture.example.com/v1): field label not supported: metadata.namespace`; err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "for Gizmo") {
		t.Errorf("error %v\nwant it to contain %s, and nothing for Gizmo", err, want)
	}
	// Kinds that are not described are not checked.
	err = crtadapter.CheckCacheFieldSelectors(bad, s, &v1.GizmoDescriptor)
	if err == nil || !strings.Contains(err.Error(), gizmoErr) || strings.Contains(err.Error(), "Doohickey") {
		t.Errorf("only Gizmo described: error %v\nwant Gizmo's error alone: a selector of an undescribed kind is not checked", err)
	}
	if err := crtadapter.CheckCacheFieldSelectors(bad, s); err != nil {
		t.Errorf("no kind described: %v", err)
	}
}

// listObjects are Gizmos in two namespaces and Doohickeys, one without a
// mode (the default, "auto").
func listObjects() []client.Object {
	web := map[string]string{"tier": "web"}
	return []client.Object{
		gizmo("ns", "a", "blue", "S", web), gizmo("ns", "b", "blue", "M", nil), gizmo("ns", "c", "green", "M", nil),
		gizmo("ns", "d", "", "", nil), gizmo("other", "e", "blue", "L", web),
		doohickey("x", "", nil), doohickey("y", "manual", nil), doohickey("z", "auto", web),
	}
}

// TestWithFieldSelectorsList: List with a field selector on a described
// kind is answered as the server answers it: =, == and != in any number of
// terms, ANDed with the namespace and the label selector, defaults
// included, and a field the kind does not declare the server's 400.
// controller-runtime's fake alone fails every one of them (no index, or
// not an exact match), so the table can fail.
func TestWithFieldSelectorsList(t *testing.T) {
	s := testScheme(t)
	c := crtadapter.WithFieldSelectors(newBuilder(s, listObjects()...), s, v1.Descriptors...).Build()
	bare := newBuilder(s, listObjects()...).Build()
	ctx := context.Background()
	for _, tc := range []struct {
		list                         client.ObjectList
		ns, fieldSelector, labelSels string
		want                         string
	}{
		{&v1.GizmoList{}, "ns", "spec.color=blue", "", "a b"},
		{&v1.GizmoList{}, "ns", "spec.color==blue", "", "a b"},
		{&v1.GizmoList{}, "ns", "spec.color!=blue", "", "c d"},
		{&v1.GizmoList{}, "ns", "spec.color=", "", "d"},
		{&v1.GizmoList{}, "", "spec.color=blue", "", "a b e"},
		{&v1.GizmoList{}, "ns", "spec.color=blue,spec.size=M", "", "b"},
		{&v1.GizmoList{}, "ns", "spec.size=M,spec.color!=green", "", "b"},
		{&v1.GizmoList{}, "", "spec.color=blue", "tier=web", "a e"},
		{&v1.GizmoList{}, "", "metadata.namespace=other", "", "e"},
		{&v1.GizmoList{}, "", "metadata.name!=a,spec.color=blue", "", "b e"},
		{&v1.GizmoList{}, "ns", "status.phase=", "", "a b c d"},
		{&v1.DoohickeyList{}, "", "spec.mode=auto", "", "x z"},
		{&v1.DoohickeyList{}, "", "spec.mode!=auto", "", "y"},
		{&v1.DoohickeyList{}, "", "metadata.name=y", "", "y"},
		{&v1.DoohickeyList{}, "", "spec.mode=auto", "tier=web", "z"},
		{&v1.GizmoList{}, "ns", "spec.shape=round", "", "error 400 field label not supported: spec.shape"},
		{&v1.GizmoList{}, "ns", "spec.color=blue,spec.shape=round", "", "error 400 field label not supported: spec.shape"},
		{&v1.DoohickeyList{}, "", "metadata.namespace=x", "", "error 400 field label not supported: metadata.namespace"},
		{&v1.DoohickeyList{}, "", "spec.color=blue", "", "error 400 field label not supported: spec.color"},
	} {
		ls, err := labels.Parse(tc.labelSels)
		if err != nil {
			t.Fatal(err)
		}
		opts := []client.ListOption{client.InNamespace(tc.ns), client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie(tc.fieldSelector)},
			client.MatchingLabelsSelector{Selector: ls}}
		list := tc.list.DeepCopyObject().(client.ObjectList)
		if got := listOutcome(t, c.List(ctx, list, opts...), list); got != tc.want {
			t.Errorf("%T in %q --field-selector %q --selector %q: %q; the server answers %q", tc.list, tc.ns, tc.fieldSelector, tc.labelSels, got, tc.want)
		}
		list = tc.list.DeepCopyObject().(client.ObjectList)
		if got := listOutcome(t, bare.List(ctx, list, opts...), list); got == tc.want {
			t.Errorf("%T --field-selector %q: controller-runtime's fake alone answers %q too: the case cannot fail", tc.list, tc.fieldSelector, got)
		}
	}
	// client.MatchingFields, as a controller writes it.
	var gizmos v1.GizmoList
	err := c.List(ctx, &gizmos, client.InNamespace("ns"), client.MatchingFields{v1.GizmoFieldSpecSize: "M"})
	if got := listOutcome(t, err, &gizmos); got != "b c" {
		t.Errorf("MatchingFields{spec.size: M}: %q, want b c", got)
	}
}

// listOutcome is what a list gave: its names, or for an error "error",
// its HTTP status code (for an API status) and message.
func listOutcome(t *testing.T, err error, list client.ObjectList) string {
	t.Helper()
	if err != nil {
		var status apierrors.APIStatus
		if errors.As(err, &status) {
			return fmt.Sprintf("error %d %s", status.Status().Code, err.Error())
		}
		return "error " + err.Error()
	}
	return listNames(t, list)
}

// everythingSelectors are the field selectors that fields.ParseSelector
// parses to an empty selector (fields.Everything: "=" is a term with an
// empty field and value, which the parser's own Transform turns into
// Everything): the API server lists every object for each of them, as
// with no field selector.
var everythingSelectors = []string{"", ",", "=", "==", "!=", ",,=,"}

// TestWithFieldSelectorsEmptySelector: a field selector that parses to
// an empty selector lists every object, subject to the label selector, as
// on the server, for a described kind (namespaced and cluster-scoped) and
// a kind not described; controller-runtime's fake alone refuses it ("not
// in one of the two supported forms").
func TestWithFieldSelectorsEmptySelector(t *testing.T) {
	s := testScheme(t)
	web := map[string]string{"tier": "web"}
	objs := func() []client.Object {
		return []client.Object{
			gizmo("ns", "a", "blue", "", web), gizmo("ns", "b", "green", "", nil),
			doohickey("w", "", web), doohickey("x", "manual", nil),
		}
	}
	clients := map[string]client.Client{
		"every kind described": crtadapter.WithFieldSelectors(newBuilder(s, objs()...), s, v1.Descriptors...).Build(),
		// Doohickey is a kind not described.
		"Gizmo described": crtadapter.WithFieldSelectors(newBuilder(s, objs()...), s, &v1.GizmoDescriptor).Build(),
	}
	bare := newBuilder(s, objs()...).Build()
	for _, fieldSelector := range everythingSelectors {
		for _, tc := range []struct {
			list          client.ObjectList
			labelSelector string
			want          string
		}{
			{&v1.GizmoList{}, "", "a b"},
			{&v1.GizmoList{}, "tier=web", "a"},
			{&v1.DoohickeyList{}, "", "w x"},
			{&v1.DoohickeyList{}, "tier=web", "w"},
		} {
			fs, err := fields.ParseSelector(fieldSelector)
			if err != nil || !fs.Empty() {
				t.Fatalf("fields.ParseSelector(%q) = %v, %v: want an empty selector", fieldSelector, fs, err)
			}
			ls, err := labels.Parse(tc.labelSelector)
			if err != nil {
				t.Fatal(err)
			}
			for name, c := range clients {
				list := tc.list.DeepCopyObject().(client.ObjectList)
				err = c.List(context.Background(), list, client.MatchingFieldsSelector{Selector: fs}, client.MatchingLabelsSelector{Selector: ls})
				if got := listNames(t, list); err != nil || got != tc.want {
					t.Errorf("%s: %T --field-selector %q --selector %q: %q, %v; the server lists %q", name, tc.list, fieldSelector, tc.labelSelector, got, err, tc.want)
				}
			}
			list := tc.list.DeepCopyObject().(client.ObjectList)
			if err := bare.List(context.Background(), list, client.MatchingFieldsSelector{Selector: fs}, client.MatchingLabelsSelector{Selector: ls}); err == nil {
				t.Errorf("controller-runtime's fake alone lists %T --field-selector %q: the case cannot fail", tc.list, fieldSelector)
			}
		}
	}
}

// TestWithFieldSelectorsRawFieldSelector: controller-runtime's client
// sends ListOptions.Raw's field selector when no parsed one is given (the
// one way to send a string that does not parse), and the server parses
// it: a string that does not parse is the server's 400 with the parser's
// message (the texts a k8s.io/apiserver answers), on any kind, described
// or not, for list and watch; one that parses selects as the parsed
// selector does. controller-runtime's fake alone ignores Raw's field
// selector and lists every object.
func TestWithFieldSelectorsRawFieldSelector(t *testing.T) {
	s := testScheme(t)
	objs := func() []client.Object {
		return []client.Object{
			gizmo("ns", "a", "blue", "", nil), gizmo("ns", "b", "green", "", nil),
			doohickey("w", "", nil), doohickey("x", "manual", nil),
		}
	}
	all := crtadapter.WithFieldSelectors(newBuilder(s, objs()...), s, v1.Descriptors...).Build()
	clients := map[string]client.WithWatch{
		"every kind described": all,
		// Doohickey is a kind not described.
		"Gizmo described": crtadapter.WithFieldSelectors(newBuilder(s, objs()...), s, &v1.GizmoDescriptor).Build(),
	}
	raw := func(sel string) client.ListOption {
		return &client.ListOptions{Raw: &metav1.ListOptions{FieldSelector: sel}}
	}
	ctx := context.Background()
	for sel, want := range map[string]string{
		"a=b=c": "invalid field selector: unescaped character in value: 61",
		`\x`:    `invalid selector: '\x'; can't understand '\x'`,
		`\`:     `invalid selector: '\'; can't understand '\'`,
	} {
		for name, c := range clients {
			for _, list := range []client.ObjectList{&v1.GizmoList{}, &v1.DoohickeyList{}} {
				err := c.List(ctx, list, raw(sel))
				if !apierrors.IsBadRequest(err) || err.Error() != want {
					t.Errorf("%s: list %T with the raw field selector %q: %v; the server answers 400 %s", name, list, sel, err, want)
				}
				w, err := c.Watch(ctx, list, raw(sel))
				if err == nil {
					w.Stop()
				}
				if !apierrors.IsBadRequest(err) || err.Error() != want {
					t.Errorf("%s: watch %T with the raw field selector %q: %v; the server answers 400 %s", name, list, sel, err, want)
				}
			}
		}
	}
	for _, tc := range []struct {
		list      client.ObjectList
		sel, want string
	}{
		{&v1.GizmoList{}, "spec.color=blue", "a"},
		{&v1.GizmoList{}, "spec.color!=blue", "b"},
		{&v1.GizmoList{}, "=", "a b"},
		{&v1.GizmoList{}, "", "a b"},
		{&v1.DoohickeyList{}, "spec.mode=auto", "w"},
		{&v1.DoohickeyList{}, "metadata.name!=w", "x"},
	} {
		err := all.List(ctx, tc.list, raw(tc.sel), client.InNamespace(nsOf(tc.list, "ns")))
		if got := listNames(t, tc.list); err != nil || got != tc.want {
			t.Errorf("list %T with the raw field selector %q: %q, %v; the server lists %q", tc.list, tc.sel, got, err, tc.want)
		}
	}
	err := all.List(ctx, &v1.GizmoList{}, raw("spec.shape=round"))
	if !apierrors.IsBadRequest(err) || err.Error() != "field label not supported: spec.shape" {
		t.Errorf("the raw field selector spec.shape=round: %v; the server answers 400 field label not supported: spec.shape", err)
	}
	// A parsed field selector wins over Raw's, as in the client's request.
	list := &v1.GizmoList{}
	err = all.List(ctx, list, raw("a=b=c"), client.MatchingFields{"spec.color": "green"})
	if got := listNames(t, list); err != nil || got != "b" {
		t.Errorf("a parsed field selector with a raw one: %q, %v; the client sends the parsed one, the server lists b", got, err)
	}
	// controller-runtime's fake alone ignores Raw's field selector.
	bare := newBuilder(s, objs()...).Build()
	list = &v1.GizmoList{}
	if err := bare.List(ctx, list, raw("spec.color=blue")); err != nil || listNames(t, list) != "a b" {
		t.Errorf("controller-runtime's fake alone: %q, %v; want every object (the test could not fail)", listNames(t, list), err)
	}
}

// nsOf is ns for a list of a namespaced kind, "" for a cluster-scoped one.
func nsOf(list client.ObjectList, ns string) string {
	if _, ok := list.(*v1.DoohickeyList); ok {
		return ""
	}
	return ns
}

// watchStep is one change a watch script makes.
type watchStep func(ctx context.Context, c client.Client) error

// putGizmo creates or updates a Gizmo in ns with color and size.
func putGizmo(ns, name, color, size string) watchStep {
	return func(ctx context.Context, c client.Client) error {
		cur := &v1.Gizmo{}
		err := c.Get(ctx, client.ObjectKey{Namespace: ns, Name: name}, cur)
		if apierrors.IsNotFound(err) {
			return c.Create(ctx, gizmo(ns, name, color, size, nil))
		}
		if err != nil {
			return err
		}
		cur.Spec.Color, cur.Spec.Size = color, size
		return c.Update(ctx, cur)
	}
}

// putDoohickey creates or updates a Doohickey with mode ("": absent).
func putDoohickey(name, mode string) watchStep {
	return func(ctx context.Context, c client.Client) error {
		cur := &v1.Doohickey{}
		err := c.Get(ctx, client.ObjectKey{Name: name}, cur)
		if apierrors.IsNotFound(err) {
			return c.Create(ctx, doohickey(name, mode, nil))
		}
		if err != nil {
			return err
		}
		cur.Spec = doohickey(name, mode, nil).Spec
		return c.Update(ctx, cur)
	}
}

// labelGizmo sets the labels of a Gizmo.
func labelGizmo(ns, name string, lbls map[string]string) watchStep {
	return func(ctx context.Context, c client.Client) error {
		cur := &v1.Gizmo{}
		if err := c.Get(ctx, client.ObjectKey{Namespace: ns, Name: name}, cur); err != nil {
			return err
		}
		cur.Labels = lbls
		return c.Update(ctx, cur)
	}
}

func createObject(obj client.Object) watchStep {
	return func(ctx context.Context, c client.Client) error { return c.Create(ctx, obj) }
}

func deleteObject(obj client.Object) watchStep {
	return func(ctx context.Context, c client.Client) error { return c.Delete(ctx, obj) }
}

// gizmoScript changes Gizmos in ns, ending with the sentinel.
func gizmoScript(ns string) []watchStep {
	return []watchStep{
		putGizmo(ns, "a", "blue", "S"),
		putGizmo(ns, "b", "green", "S"), // never seen
		putGizmo(ns, "a", "blue", "M"),
		putGizmo(ns, "a", "green", "M"),
		putGizmo(ns, "b", "red", "S"),
		putGizmo(ns, "b", "blue", "S"),
		putGizmo(ns, "a", "blue", "M"),
		putGizmo("elsewhere", "a", "blue", "S"), // another namespace
		deleteObject(gizmo(ns, "b", "", "", nil)),
		putGizmo(ns, "sentinel", "blue", "S"),
	}
}

// runWatch makes the changes of script while watching with w, and returns
// the events up to the sentinel's (listcases.Events).
func runWatch(ctx context.Context, c client.Client, w watch.Interface, script []watchStep) ([]string, error) {
	defer w.Stop()
	for _, step := range script {
		if err := step(ctx, c); err != nil {
			return nil, err
		}
	}
	return listcases.Events(w)
}

// TestWithFieldSelectorsWatch: Watch with a field selector sends what the
// server sends for the same changes: objects entering (ADDED), staying
// (MODIFIED), leaving (DELETED with their last matching state) and
// deleted, nothing for changes outside the selection, namespaced and
// cluster-scoped, defaults included; a watch of an undeclared field is the
// server's 400. controller-runtime's fake alone sends other events, so the
// script can fail.
func TestWithFieldSelectorsWatch(t *testing.T) {
	s := testScheme(t)
	ctx := context.Background()
	for _, tc := range []struct {
		name   string
		list   client.ObjectList
		opts   []client.ListOption
		script []watchStep
		want   []string
	}{
		{"Gizmos", &v1.GizmoList{}, []client.ListOption{client.InNamespace("ns"), client.MatchingFields{v1.GizmoFieldSpecColor: "blue"}}, gizmoScript("ns"), []string{
			"ADDED a blue S",
			"MODIFIED a blue M",
			"DELETED a blue M",
			"ADDED b blue S",
			"ADDED a blue M",
			"DELETED b blue S",
			"ADDED sentinel blue S",
		}},
		{"Gizmos, two terms", &v1.GizmoList{}, []client.ListOption{client.InNamespace("ns"), client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie("spec.color!=green,spec.size=S")}}, gizmoScript("ns"), []string{
			"ADDED a blue S",
			"DELETED a blue S",
			"ADDED b red S",
			"MODIFIED b blue S",
			"DELETED b blue S",
			"ADDED sentinel blue S",
		}},
		{"Gizmos, with a label selector", &v1.GizmoList{}, []client.ListOption{client.InNamespace("ns"), client.MatchingFields{v1.GizmoFieldSpecColor: "blue"}, client.MatchingLabels{"tier": "web"}}, []watchStep{
			putGizmo("ns", "a", "blue", "S"),
			putGizmo("ns", "b", "blue", "S"),
			labelGizmo("ns", "a", map[string]string{"tier": "web"}),
			putGizmo("ns", "a", "blue", "M"),
			labelGizmo("ns", "a", map[string]string{"tier": "db"}),
			labelGizmo("ns", "b", map[string]string{"tier": "web"}),
			putGizmo("ns", "b", "green", "S"),
			createObject(gizmo("ns", "sentinel", "blue", "S", map[string]string{"tier": "web"})),
		}, []string{
			"ADDED a blue S",
			"MODIFIED a blue M",
			"DELETED a blue M",
			"ADDED b blue S",
			"DELETED b blue S",
			"ADDED sentinel blue S",
		}},
		{"Doohickeys", &v1.DoohickeyList{}, []client.ListOption{client.MatchingFields{v1.DoohickeyFieldSpecMode: "auto"}}, []watchStep{
			putDoohickey("x", ""),
			putDoohickey("y", "manual"), // never seen
			putDoohickey("y", ""),
			putDoohickey("x", "manual"),
			putDoohickey("y", "auto"),
			deleteObject(doohickey("y", "", nil)),
			putDoohickey("sentinel", "auto"),
		}, []string{
			"ADDED x -",
			"ADDED y -",
			"DELETED x -",
			"MODIFIED y auto",
			"DELETED y auto",
			"ADDED sentinel auto",
		}},
	} {
		c := crtadapter.WithFieldSelectors(newBuilder(s), s, v1.Descriptors...).Build()
		w, err := c.Watch(ctx, tc.list, tc.opts...)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got, err := runWatch(ctx, c, w, tc.script)
		if err != nil || strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s: the watch sends (%v)\n%s\nthe server sends\n%s", tc.name, err, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
		bare := newBuilder(s).Build()
		if w, err := bare.Watch(ctx, tc.list, tc.opts...); err == nil {
			got, err := runWatch(ctx, bare, w, tc.script)
			if err == nil && strings.Join(got, "\n") == strings.Join(tc.want, "\n") {
				t.Errorf("%s: controller-runtime's fake alone sends what the server sends: the script cannot tell", tc.name)
			}
		}
	}
	c := crtadapter.WithFieldSelectors(newBuilder(s), s, v1.Descriptors...).Build()
	for _, tc := range []struct {
		list client.ObjectList
		sel  string
		want string
	}{
		{&v1.GizmoList{}, "spec.shape=round", "field label not supported: spec.shape"},
		{&v1.DoohickeyList{}, "metadata.namespace=x", "field label not supported: metadata.namespace"},
	} {
		w, err := c.Watch(ctx, tc.list, client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie(tc.sel)})
		if err == nil {
			w.Stop()
		}
		if !apierrors.IsBadRequest(err) || err.Error() != tc.want {
			t.Errorf("watch %T --field-selector %s: %v; the server answers 400 %s", tc.list, tc.sel, err, tc.want)
		}
	}
}

// TestWithFieldPredicate: every List and Watch of the kinds described
// carries the predicate, ANDed with the field and label selectors and the
// namespace, as on the server: the watch sends objects entering and
// leaving the selection; a predicate that does not compile for a kind is
// the server's 400 on its every list and watch, after a field selector's
// own error. Get is the fake's own.
func TestWithFieldPredicate(t *testing.T) {
	s := testScheme(t)
	ctx := context.Background()
	const pred = "object.spec.color in ['blue', 'red']"
	c := crtadapter.WithFieldPredicate(newBuilder(s, listObjects()...), s, pred, v1.Descriptors...).Build()
	for _, tc := range []struct {
		ns, fieldSelector, labelSelector, want string
	}{
		{"ns", "", "", "a b"},
		{"", "", "", "a b e"},
		{"ns", "spec.size=M", "", "b"},
		{"", "", "tier=web", "a e"},
		{"", "spec.size!=L", "tier=web", "a"},
		{"ns", "spec.shape=round", "", "error 400 field label not supported: spec.shape"},
	} {
		ls, err := labels.Parse(tc.labelSelector)
		if err != nil {
			t.Fatal(err)
		}
		var list v1.GizmoList
		err = c.List(ctx, &list, client.InNamespace(tc.ns), client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie(tc.fieldSelector)},
			client.MatchingLabelsSelector{Selector: ls})
		if got := listOutcome(t, err, &list); got != tc.want {
			t.Errorf("fieldPredicate %q in %q --field-selector %q --selector %q: %q; the server answers %q", pred, tc.ns, tc.fieldSelector, tc.labelSelector, got, tc.want)
		}
	}
	// The predicate names a field Doohickey does not have: every list and
	// watch of Doohickeys is the server's 400.
	const doohickeyErr = "invalid field predicate: 1:12: field label not supported: spec.color"
	var doohickeys v1.DoohickeyList
	if err := c.List(ctx, &doohickeys); !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), doohickeyErr) {
		t.Errorf("list of Doohickeys with fieldPredicate %q: %v, want a 400 %s", pred, err, doohickeyErr)
	}
	if w, err := c.Watch(ctx, &doohickeys); !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), doohickeyErr) {
		if w != nil {
			w.Stop()
		}
		t.Errorf("watch of Doohickeys with fieldPredicate %q: %v, want a 400 %s", pred, err, doohickeyErr)
	}
	if err := c.Get(ctx, client.ObjectKey{Name: "x"}, &v1.Doohickey{}); err != nil {
		t.Errorf("get of a Doohickey: %v; gets are the fake's own", err)
	}
	if err := c.Get(ctx, client.ObjectKey{Namespace: "ns", Name: "c"}, &v1.Gizmo{}); err != nil {
		t.Errorf("get of a Gizmo the predicate does not select: %v; gets are the fake's own", err)
	}

	w := crtadapter.WithFieldPredicate(newBuilder(s), s, pred, v1.Descriptors...).Build()
	watcher, err := w.Watch(ctx, &v1.GizmoList{}, client.InNamespace("ns"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := runWatch(ctx, w, watcher, gizmoScript("ns"))
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
	if err != nil || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("watch with fieldPredicate %q sends (%v)\n%s\nthe server sends\n%s", pred, err, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	for _, bad := range []struct{ expr, fieldSelector, want string }{
		{"object.spec.shape == 'round'", "", "invalid field predicate: 1:12: field label not supported: spec.shape"},
		{"object.spec.color ==", "", "invalid field predicate: ERROR: <input>:1:21: Syntax error: "},
		{"", "", "invalid field predicate: the expression is empty"},
		{"object.spec.shape == 'round'", "spec.nope=1", "field label not supported: spec.nope"},
	} {
		c := crtadapter.WithFieldPredicate(newBuilder(s, listObjects()...), s, bad.expr, v1.Descriptors...).Build()
		sel := client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie(bad.fieldSelector)}
		err := c.List(ctx, &v1.GizmoList{}, sel)
		if !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), bad.want) {
			t.Errorf("list with fieldPredicate %q --field-selector %q: %v, want a 400 %s", bad.expr, bad.fieldSelector, err, bad.want)
		}
		w, err := c.Watch(ctx, &v1.GizmoList{}, sel)
		if w != nil {
			w.Stop()
		}
		if !apierrors.IsBadRequest(err) || !strings.HasPrefix(err.Error(), bad.want) {
			t.Errorf("watch with fieldPredicate %q --field-selector %q: %v, want a 400 %s", bad.expr, bad.fieldSelector, err, bad.want)
		}
	}
}
