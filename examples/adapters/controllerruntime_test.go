package adapters_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	builtincorev1 "github.com/selectable-gen/selectable-gen/builtin/core/v1"
	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"
)

// The controller-runtime adapter with the built-in kinds' declarations
// (builtin/). Its own tests, on the runtime module's fixture API, are in
// runtime/controllerruntime.

// everythingSelectors are the field selectors that fields.ParseSelector
// parses to an empty selector (fields.Everything: "=" is a term with an
// empty field and value, which the parser's own Transform turns into
// Everything): the API server lists every object for each of them, as
// with no field selector (examples/apiserver/server's e2e table shows it).
var everythingSelectors = []string{"", ",", "=", "==", "!=", ",,=,"}

// TestWithFieldSelectorsEmptySelectorBuiltin: a field selector that parses
// to an empty selector lists every Pod, subject to the label selector, as
// on the server, with the built-in declarations described;
// controller-runtime's fake alone refuses it ("not in one of the two
// supported forms").
func TestWithFieldSelectorsEmptySelectorBuiltin(t *testing.T) {
	s := runtime.NewScheme()
	if err := corev1.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	objs := func() []client.Object {
		return []client.Object{
			&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p", Namespace: "ns", Labels: map[string]string{"tier": "web"}}},
			&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "q", Namespace: "ns"}},
		}
	}
	c := crtadapter.WithFieldSelectors(fake.NewClientBuilder().WithScheme(s).WithObjects(objs()...), s, builtincorev1.Descriptors...).Build()
	bare := fake.NewClientBuilder().WithScheme(s).WithObjects(objs()...).Build()
	for _, fieldSelector := range everythingSelectors {
		for _, tc := range []struct {
			labelSelector string
			want          string
		}{
			{"", "p q"},
			{"tier=web", "p"},
		} {
			fs, err := fields.ParseSelector(fieldSelector)
			if err != nil || !fs.Empty() {
				t.Fatalf("fields.ParseSelector(%q) = %v, %v: want an empty selector", fieldSelector, fs, err)
			}
			ls, err := labels.Parse(tc.labelSelector)
			if err != nil {
				t.Fatal(err)
			}
			var pods corev1.PodList
			err = c.List(context.Background(), &pods, client.MatchingFieldsSelector{Selector: fs}, client.MatchingLabelsSelector{Selector: ls})
			if got := listNames(t, &pods); err != nil || got != tc.want {
				t.Errorf("pods --field-selector %q --selector %q: %q, %v; the server lists %q", fieldSelector, tc.labelSelector, got, err, tc.want)
			}
			if err := bare.List(context.Background(), &corev1.PodList{}, client.MatchingFieldsSelector{Selector: fs}, client.MatchingLabelsSelector{Selector: ls}); err == nil {
				t.Errorf("controller-runtime's fake alone lists pods --field-selector %q: the case cannot fail", fieldSelector)
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

// TestControllerRuntimeIndexes: one call indexes every core/v1 kind by
// every label the server accepts; the cache then selects as the server
// does, legacy names included. (Moved from builtin/complete_test.go: the
// builtin module does not require controller-runtime.)
func TestControllerRuntimeIndexes(t *testing.T) {
	ctx := context.Background()
	builder := fake.NewClientBuilder()
	if err := crtadapter.IndexDescriptors(ctx, builderIndexer{builder}, builtincorev1.Descriptors...); err != nil {
		t.Fatal(err)
	}
	c := builder.WithObjects(
		&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns"}, Spec: corev1.PodSpec{NodeName: "n1"}},
		&corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "b", Namespace: "ns"}, Spec: corev1.PodSpec{NodeName: "n2", HostNetwork: true}},
	).Build()
	for sel, want := range map[string]string{
		builtincorev1.PodFieldSpecNodeName + "=n1":       "a",
		builtincorev1.PodFieldSpecHost + "=n2":           "b",
		builtincorev1.PodFieldSpecHostNetwork + "=false": "a",
	} {
		label, value, _ := strings.Cut(sel, "=")
		var pods corev1.PodList
		if err := c.List(ctx, &pods, client.MatchingFields{label: value}); err != nil {
			t.Fatalf("%s: %v", sel, err)
		}
		var names []string
		for _, p := range pods.Items {
			names = append(names, p.Name)
		}
		slices.Sort(names)
		if strings.Join(names, ",") != want {
			t.Errorf("%s: %v, want %s", sel, names, want)
		}
	}
}

// builderIndexer registers indexes on a fake client builder.
type builderIndexer struct{ b *fake.ClientBuilder }

func (i builderIndexer) IndexField(_ context.Context, obj client.Object, field string, fn client.IndexerFunc) error {
	i.b.WithIndex(obj, field, fn)
	return nil
}
