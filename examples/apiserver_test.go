package examples_test

import (
	"slices"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/storage"

	appsv1 "github.com/selectable-gen/selectable-gen/examples/apis/apps/v1"
	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	certificatesv1 "github.com/selectable-gen/selectable-gen/examples/apis/certificates/v1"
	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	storiesv1 "github.com/selectable-gen/selectable-gen/examples/apis/stories/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// kepSelectors are the three objects of the KEP's kubectl example.
func kepSelectors() []*stablev1.Selector {
	mk := func(name, color, size string, lbls map[string]string) *stablev1.Selector {
		return &stablev1.Selector{
			ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default", Labels: lbls},
			Spec:       stablev1.SelectorSpec{Color: color, Size: size},
		}
	}
	return []*stablev1.Selector{
		mk("example1", "blue", "S", map[string]string{"tier": "front"}),
		mk("example2", "blue", "M", map[string]string{"tier": "back"}),
		mk("example3", "green", "M", map[string]string{"tier": "back"}),
	}
}

// TestSelectionPredicate drives k8s.io/apiserver's SelectionPredicate, which
// serves list and watch, with the generated GetAttrs.
func TestSelectionPredicate(t *testing.T) {
	cases := []struct {
		label, field string
		want         []string
	}{
		{"", "spec.color=blue", []string{"example1", "example2"}},
		{"", "spec.color==blue", []string{"example1", "example2"}},
		{"", "spec.color!=blue", []string{"example3"}},
		// The KEP prints example2 here, a typo: it is blue.
		{"", "spec.color=green,spec.size=M", []string{"example3"}},
		{"", "spec.size=M,metadata.name!=example2", []string{"example3"}},
		{"tier=back", "spec.color=blue", []string{"example2"}},
		{"tier=front", "spec.size=M", nil},
		{"", "metadata.namespace=default", []string{"example1", "example2", "example3"}},
		{"", "", []string{"example1", "example2", "example3"}},
	}
	for _, c := range cases {
		t.Run(c.label+"|"+c.field, func(t *testing.T) {
			pred := storage.SelectionPredicate{
				Label:    labels.Everything(),
				Field:    fields.Everything(),
				GetAttrs: stablev1.SelectorGetAttrs,
			}
			var err error
			if c.label != "" {
				if pred.Label, err = labels.Parse(c.label); err != nil {
					t.Fatal(err)
				}
			}
			if c.field != "" {
				if pred.Field, err = fields.ParseSelector(c.field); err != nil {
					t.Fatal(err)
				}
			}
			var got []string
			for _, obj := range kepSelectors() {
				ok, err := pred.Matches(obj)
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					got = append(got, obj.Name)
				}
				if lazy := stablev1.SelectorMatchesFieldSelector(obj, pred.Field); lazy != (ok || !pred.Label.Matches(labels.Set(obj.Labels))) {
					t.Errorf("%s: MatchesFieldSelector = %v disagrees with the predicate", obj.Name, lazy)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("matched %v, want %v", got, c.want)
			}
		})
	}
	// A wrong object type is an error from the predicate, not a panic.
	pred := storage.SelectionPredicate{Label: labels.Everything(), Field: fields.OneTermEqualSelector("spec.color", "x"), GetAttrs: stablev1.SelectorGetAttrs}
	if _, err := pred.Matches(&corev1.Pod{}); err == nil {
		t.Error("predicate on a wrong type: no error")
	}
}

// newScheme registers every example package, field label conversions
// included (each package's SchemeBuilder calls RegisterFieldLabelConversions).
func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{
		stablev1.AddToScheme, corev1.AddToScheme, appsv1.AddToScheme, batchv1.AddToScheme,
		certificatesv1.AddToScheme, widgets.AddToScheme, storiesv1.AddToScheme, workloadsv1.AddToScheme,
	} {
		if err := add(scheme); err != nil {
			t.Fatal(err)
		}
	}
	return scheme
}

// TestFieldLabelConversion: Scheme.ConvertFieldLabel, which the API server
// applies to every field selector, accepts exactly the selectable fields of
// each kind and rejects any other label with the CRD text; the request
// path turns that into a 400. A term on a multi-valued field becomes its
// member key term, which GetAttrs' field set answers.
func TestFieldLabelConversion(t *testing.T) {
	scheme := newScheme(t)
	for _, k := range allKinds {
		t.Run(k.name, func(t *testing.T) {
			gvks, _, err := scheme.ObjectKinds(k.newObj())
			if err != nil {
				t.Fatal(err)
			}
			gvk := gvks[0]
			for name := range k.toSet(k.newObj()) {
				if selectableruntime.IsMemberKey(name) {
					continue
				}
				wantLabel, wantValue := name, "x"
				if k.isMulti(name) {
					wantLabel, wantValue = selectableruntime.MemberKey(name, "x"), "1"
				}
				l, v, err := scheme.ConvertFieldLabel(gvk, name, "x")
				if err != nil || l != wantLabel || v != wantValue {
					t.Errorf("ConvertFieldLabel(%s) = %q, %q, %v; want %q, %q", name, l, v, err, wantLabel, wantValue)
				}
			}
			rejected := []string{"spec.nope", "metadata.labels", "status", ""}
			if !k.namespaced {
				rejected = append(rejected, "metadata.namespace")
			}
			for _, name := range rejected {
				_, _, err := scheme.ConvertFieldLabel(gvk, name, "x")
				if err == nil || err.Error() != "field label not supported: "+name {
					t.Errorf("ConvertFieldLabel(%q) error = %v, want %q", name, err, "field label not supported: "+name)
				}
			}
		})
	}

	// What the API server's list handler does with a selector.
	gvk := stablev1.SchemeGroupVersion.WithKind("Selector")
	sel := fields.ParseSelectorOrDie("spec.colorx=blue")
	_, err := sel.Transform(func(l, v string) (string, string, error) { return scheme.ConvertFieldLabel(gvk, l, v) })
	status := apierrors.NewBadRequest(err.Error())
	if status.ErrStatus.Code != 400 || status.ErrStatus.Message != "field label not supported: spec.colorx" {
		t.Errorf("request error = %d %q", status.ErrStatus.Code, status.ErrStatus.Message)
	}
}
