package adapters_test

import (
	"context"
	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
	"slices"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	builtincorev1 "github.com/selectable-gen/selectable-gen/builtin/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
)

func testScheme(t *testing.T) *runtime.Scheme {
	s := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{stablev1.AddToScheme, workloadsv1.AddToScheme} {
		if err := add(s); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestCheckCacheFieldSelectors: a cache field selector on a field the kind
// does not declare is an error naming the field and the kind before the
// cache starts; declared fields, metadata.* and kinds not described pass.
func TestCheckCacheFieldSelectors(t *testing.T) {
	s := testScheme(t)
	good := cache.Options{
		ByObject: map[client.Object]cache.ByObject{
			&stablev1.Selector{}:   {Field: fields.ParseSelectorOrDie("spec.color=blue,metadata.namespace=default")},
			&workloadsv1.Rollout{}: {Field: fields.OneTermNotEqualSelector("spec.image", "")},
		},
		DefaultFieldSelector: fields.OneTermEqualSelector("metadata.name", "x"),
	}
	if err := crtadapter.CheckCacheFieldSelectors(good, s, append(stablev1.Descriptors, workloadsv1.Descriptors...)...); err != nil {
		t.Errorf("declared fields rejected: %v", err)
	}
	bad := cache.Options{
		ByObject: map[client.Object]cache.ByObject{
			&stablev1.Selector{}:  {Field: fields.ParseSelectorOrDie("spec.shape=round")},
			&workloadsv1.Worker{}: {Namespaces: map[string]cache.Config{"": {FieldSelector: fields.OneTermEqualSelector("metadata.namespace", "x")}}},
		},
	}
	err := crtadapter.CheckCacheFieldSelectors(bad, s, append(stablev1.Descriptors, workloadsv1.Descriptors...)...)
	for _, want := range []string{
		`cache ByObject: field selector "spec.shape=round" for Selector (stable.example.com/v1): field label not supported: spec.shape; its field selectors are metadata.name, metadata.namespace, spec.color, spec.size`,
		`field selector "metadata.namespace=x" for Worker (workloads.example.com/v1): field label not supported: metadata.namespace; its field selectors are metadata.name`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v\nwant it to contain %s", err, want)
		}
	}
	// Kinds that are not described are not checked.
	if err := crtadapter.CheckCacheFieldSelectors(bad, s, &workloadsv1.RolloutDescriptor); err != nil {
		t.Errorf("a selector of an undescribed kind is checked: %v", err)
	}
}

// everythingSelectors are the field selectors that fields.ParseSelector
// parses to an empty selector (fields.Everything: "=" is a term with an
// empty field and value, which the parser's own Transform turns into
// Everything): the API server lists every object for each of them, as
// with no field selector (examples/apiserver/server's e2e table shows it).
var everythingSelectors = []string{"", ",", "=", "==", "!=", ",,=,"}

// TestWithFieldSelectorsEmptySelector: a field selector that parses to
// an empty selector lists every object, subject to the label selector, as
// on the server, for a described kind, a built-in kind and a kind not
// described; controller-runtime's fake alone refuses it ("not in one of
// the two supported forms").
func TestWithFieldSelectorsEmptySelector(t *testing.T) {
	s := testScheme(t)
	if err := corev1.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	c := crtadapter.WithFieldSelectors(fake.NewClientBuilder().WithScheme(s).WithObjects(
		&stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns", Labels: map[string]string{"tier": "web"}}, Spec: stablev1.SelectorSpec{Color: "blue"}},
		&stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "ns"}, Spec: stablev1.SelectorSpec{Color: "green"}},
		&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p", Namespace: "ns", Labels: map[string]string{"tier": "web"}}},
		&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "q", Namespace: "ns"}},
		&workloadsv1.Worker{ObjectMeta: metav1.ObjectMeta{Name: "w", Labels: map[string]string{"tier": "web"}}},
		&workloadsv1.Worker{ObjectMeta: metav1.ObjectMeta{Name: "x"}},
	), s, append(slices.Clone(stablev1.Descriptors), builtincorev1.Descriptors...)...).Build()
	for _, fieldSelector := range everythingSelectors {
		for _, tc := range []struct {
			list          client.ObjectList
			labelSelector string
			want          string
		}{
			{&stablev1.SelectorList{}, "", "a b"},
			{&stablev1.SelectorList{}, "tier=web", "a"},
			{&corev1.PodList{}, "", "p q"},
			{&corev1.PodList{}, "tier=web", "p"},
			{&workloadsv1.WorkerList{}, "", "w x"}, // a kind not described
			{&workloadsv1.WorkerList{}, "tier=web", "w"},
		} {
			fs, err := fields.ParseSelector(fieldSelector)
			if err != nil || !fs.Empty() {
				t.Fatalf("fields.ParseSelector(%q) = %v, %v: want an empty selector", fieldSelector, fs, err)
			}
			ls, err := labels.Parse(tc.labelSelector)
			if err != nil {
				t.Fatal(err)
			}
			err = c.List(context.Background(), tc.list, client.MatchingFieldsSelector{Selector: fs}, client.MatchingLabelsSelector{Selector: ls})
			if got := listNames(t, tc.list); err != nil || got != tc.want {
				t.Errorf("%T --field-selector %q --selector %q: %q, %v; the server lists %q", tc.list, fieldSelector, tc.labelSelector, got, err, tc.want)
			}
		}
	}
}

func listNames(t *testing.T, list client.ObjectList) string {
	t.Helper()
	items, err := meta.ExtractList(list)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, item := range items {
		m, err := meta.Accessor(item)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, m.GetName())
	}
	slices.Sort(names)
	return strings.Join(names, " ")
}

// TestWithFieldSelectorsRawFieldSelector: controller-runtime's client
// sends ListOptions.Raw's field selector when no parsed one is given (the
// one way to send a string that does not parse), and the server parses
// it: a string that does not parse is the server's 400 with the parser's
// message (the texts the example server answers, e2e_fakes_test.go), on
// any kind, for list and watch; one that parses selects as the parsed
// selector does. controller-runtime's fake alone ignores Raw's field
// selector and lists every object.
func TestWithFieldSelectorsRawFieldSelector(t *testing.T) {
	s := testScheme(t)
	c := crtadapter.WithFieldSelectors(fake.NewClientBuilder().WithScheme(s).WithObjects(
		&stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns"}, Spec: stablev1.SelectorSpec{Color: "blue"}},
		&stablev1.Selector{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "ns"}, Spec: stablev1.SelectorSpec{Color: "green"}},
		&workloadsv1.Worker{ObjectMeta: metav1.ObjectMeta{Name: "w"}},
	), s, stablev1.Descriptors...).Build()
	raw := func(sel string) client.ListOption {
		return &client.ListOptions{Raw: &metav1.ListOptions{FieldSelector: sel}}
	}
	for sel, want := range map[string]string{
		"a=b=c": "invalid field selector: unescaped character in value: 61",
		`\x`:    `invalid selector: '\x'; can't understand '\x'`,
		`\`:     `invalid selector: '\'; can't understand '\'`,
	} {
		for _, list := range []client.ObjectList{&stablev1.SelectorList{}, &workloadsv1.WorkerList{}} {
			err := c.List(context.Background(), list, raw(sel))
			if !apierrors.IsBadRequest(err) || err.Error() != want {
				t.Errorf("list %T with the raw field selector %q: %v; the server answers 400 %s", list, sel, err, want)
			}
			w, err := c.Watch(context.Background(), list, raw(sel))
			if err == nil {
				w.Stop()
			}
			if !apierrors.IsBadRequest(err) || err.Error() != want {
				t.Errorf("watch %T with the raw field selector %q: %v; the server answers 400 %s", list, sel, err, want)
			}
		}
	}
	for sel, want := range map[string]string{"spec.color=blue": "a", "spec.color!=blue": "b", "=": "a b", "": "a b"} {
		list := &stablev1.SelectorList{}
		err := c.List(context.Background(), list, raw(sel), client.InNamespace("ns"))
		if got := listNames(t, list); err != nil || got != want {
			t.Errorf("list with the raw field selector %q: %q, %v; the server lists %q", sel, got, err, want)
		}
	}
	err := c.List(context.Background(), &stablev1.SelectorList{}, raw("spec.shape=round"))
	if !apierrors.IsBadRequest(err) || err.Error() != "field label not supported: spec.shape" {
		t.Errorf("the raw field selector spec.shape=round: %v; the server answers 400 field label not supported: spec.shape", err)
	}
	// A parsed field selector wins over Raw's, as in the client's request.
	list := &stablev1.SelectorList{}
	err = c.List(context.Background(), list, raw("a=b=c"), client.MatchingFields{"spec.color": "green"})
	if got := listNames(t, list); err != nil || got != "b" {
		t.Errorf("a parsed field selector with a raw one: %q, %v; the client sends the parsed one, the server lists b", got, err)
	}
}
