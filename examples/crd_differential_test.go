package examples_test

import (
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
)

// crdGetAttrs builds the custom resource strategy of k8s.io/apiextensions-
// apiserver for a CRD with the given selectable fields and returns its
// GetAttrs, which the API server uses for custom resources.
func crdGetAttrs(namespaced bool, gvk schema.GroupVersionKind, jsonPaths []string) func(runtime.Object) (map[string]string, error) {
	var sfs []apiextensionsv1.SelectableField
	for _, p := range jsonPaths {
		sfs = append(sfs, apiextensionsv1.SelectableField{JSONPath: p})
	}
	structural := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}}
	strategy := customresource.NewStrategy(runtime.NewScheme(), namespaced, gvk, nil, nil, structural, nil, nil, sfs)
	return func(obj runtime.Object) (map[string]string, error) {
		_, set, err := strategy.GetAttrs(obj)
		return set, err
	}
}

// differentialCase runs random objects of one kind through the generated
// code and, as unstructured objects, through the CRD strategy.
type differentialCase struct {
	kind kind
	gvk  schema.GroupVersionKind
	// fields are the declared fields a CRD can express: the selector name
	// is the path without its leading dot (no legacy names, no valueFunc).
	fields []string
	// differences allowed, by field: the value the generated code gives
	// when the field is absent from the object's JSON (a declared default,
	// or the Go zero value of a non-pointer field with omitempty).
	absentValue map[string]string
}

// TestCRDStrategyDifferential compares the generated field sets with the
// custom resource strategy's on the same random objects. The only intended
// differences, counted and documented in docs/field-selectors.md: where
// JSON leaves a field out (a nil pointer, or a zero value with omitempty),
// the CRD gives "" while the generated code gives the declared default or
// the Go zero value, as built-in types do.
func TestCRDStrategyDifferential(t *testing.T) {
	cases := []differentialCase{
		{
			kind: kindByName(t, "Selector"), gvk: stablev1.SchemeGroupVersion.WithKind("Selector"),
			fields: []string{"spec.color", "spec.size"},
		},
		{
			kind: kindByName(t, "Widget"), gvk: widgets.SchemeGroupVersion.WithKind("Widget"),
			fields:      []string{"spec.owner", "spec.mode", "spec.replicas", "spec.priority", "spec.enabled", "spec.port", "spec.schedule.next", "spec.schedule.window.zone"},
			absentValue: map[string]string{"spec.mode": "balanced", "spec.replicas": "1", "spec.schedule.window.zone": "UTC"},
		},
		{
			kind: kindByName(t, "Binding"), gvk: widgets.SchemeGroupVersion.WithKind("Binding"),
			fields: []string{"spec.target", "spec.token", "spec.lastSeen"},
		},
		{
			kind: kindByName(t, "Pod"), gvk: corev1.SchemeGroupVersion.WithKind("Pod"),
			fields:      []string{"spec.restartPolicy", "spec.serviceAccountName", "spec.nodeName", "spec.hostNetwork", "spec.schedulerName", "status.phase", "status.nominatedNodeName"},
			absentValue: map[string]string{"spec.hostNetwork": "false"},
		},
	}
	for _, c := range cases {
		t.Run(c.kind.name, func(t *testing.T) {
			paths := make([]string, len(c.fields))
			for i, f := range c.fields {
				paths[i] = "." + f
			}
			upstream := crdGetAttrs(c.kind.namespaced, c.gvk, paths)
			equal, differ := 0, map[string]int{}
			for i := int64(0); i < 500; i++ {
				obj := randomObject(c.kind, i)
				content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
				if err != nil {
					t.Fatal(err)
				}
				u := &unstructured.Unstructured{Object: content}
				u.SetGroupVersionKind(c.gvk)
				want, err := upstream(u)
				if err != nil {
					t.Fatalf("CRD GetAttrs: %v", err)
				}
				got := c.kind.toSet(obj)
				for _, name := range append([]string{"metadata.name", "metadata.namespace"}, c.fields...) {
					if _, declared := want[name]; !declared && name == "metadata.namespace" {
						continue
					}
					if got[name] == want[name] {
						equal++
						continue
					}
					_, found, _ := unstructured.NestedFieldNoCopy(content, strings.Split(name, ".")...)
					if absent, ok := c.absentValue[name]; ok && !found && want[name] == "" && got[name] == absent {
						differ[name]++
						continue
					}
					t.Fatalf("object %d field %s: generated %q, CRD strategy %q (present in JSON: %v)", i, name, got[name], want[name], found)
				}
			}
			t.Logf("%d values equal; intended differences (absent in JSON): %v", equal, differ)
			if c.absentValue == nil && len(differ) > 0 {
				t.Errorf("no differences allowed, got %v", differ)
			}
			for name := range c.absentValue {
				if differ[name] == 0 {
					t.Errorf("the random objects never left %s out; the allowance is untested", name)
				}
			}
		})
	}
}
