package controllerruntime_test

import (
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture/install"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
)

// These tests run the adapter on the runtime module's fixture API
// (runtime/internal/fixture): v1's Gizmo (namespaced: spec.color,
// spec.size, status.phase) and Doohickey (cluster-scoped: spec.mode,
// "auto" when absent).

// testScheme is a controller's scheme: fixture.example.com/v1 with its
// field label conversions. install.Versioned also registers v1's types as
// the internal version (a server's layout), between which
// controller-runtime refuses to guess a kind.
func testScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	s := runtime.NewScheme()
	s.AddKnownTypes(install.V1, &v1.Gizmo{}, &v1.GizmoList{}, &v1.Doohickey{}, &v1.DoohickeyList{})
	metav1.AddToGroupVersion(s, install.V1)
	if err := v1.RegisterFieldLabelConversions(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// restMapper maps the fixture's kinds with their scopes and resources.
func restMapper() meta.RESTMapper {
	m := meta.NewDefaultRESTMapper([]schema.GroupVersion{install.V1})
	for _, d := range v1.Descriptors {
		scope := meta.RESTScopeRoot
		if d.Namespaced {
			scope = meta.RESTScopeNamespace
		}
		m.AddSpecific(install.V1.WithKind(d.Kind),
			install.V1.WithResource(d.Resource), install.V1.WithResource(d.Singular), scope)
	}
	return m
}

// newBuilder is controller-runtime's fake client builder for the fixture
// with objs.
func newBuilder(s *runtime.Scheme, objs ...client.Object) *fake.ClientBuilder {
	return fake.NewClientBuilder().WithScheme(s).WithRESTMapper(restMapper()).WithObjects(objs...)
}

func gizmo(ns, name, color, size string, lbls map[string]string) *v1.Gizmo {
	return &v1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: ns, Labels: lbls},
		Spec: v1.GizmoSpec{Color: color, Size: size}}
}

// doohickey is a Doohickey; mode "" leaves spec.mode absent ("auto").
func doohickey(name, mode string, lbls map[string]string) *v1.Doohickey {
	d := &v1.Doohickey{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: lbls}}
	if mode != "" {
		d.Spec.Mode = &mode
	}
	return d
}

// listNames are the names of list's items, sorted, space-separated.
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
