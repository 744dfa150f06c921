package v1_test

import (
	"context"
	"slices"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"

	"github.com/selectable-gen/selectable-gen/runtime/controllerruntime"

	gateway "github.com/selectable-gen/selectable-gen/realworld/gatewayapi/v1"
)

// TestControllerListsRoutesOfAGateway: a gateway controller lists the
// routes that attach to a gateway as it writes it with controller-runtime,
// client.MatchingFields on the declared field (no index function of its
// own), answered by controller-runtime's fake client with the adapter as a
// manager's cache answers it; and a field selector with != as the API
// server would take it.
func TestControllerListsRoutesOfAGateway(t *testing.T) {
	s := runtime.NewScheme()
	if err := gatewayv1.Install(s); err != nil {
		t.Fatal(err)
	}
	if err := gateway.RegisterFieldLabelConversions(s); err != nil {
		t.Fatal(err)
	}
	route := func(name string, parents ...string) client.Object {
		r := &gatewayv1.HTTPRoute{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "apps"}}
		for _, p := range parents {
			r.Spec.ParentRefs = append(r.Spec.ParentRefs, gatewayv1.ParentReference{Name: gatewayv1.ObjectName(p)})
		}
		return r
	}
	c := controllerruntime.WithFieldSelectors(fake.NewClientBuilder().WithScheme(s).WithObjects(
		route("both", "gateway-a", "gateway-b"),
		route("two-listeners", "gateway-b", "gateway-b"),
		route("detached"),
	), s, gateway.Descriptors...).Build()
	names := func(opts ...client.ListOption) []string {
		t.Helper()
		var routes gatewayv1.HTTPRouteList
		if err := c.List(context.Background(), &routes, append(opts, client.InNamespace("apps"))...); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range routes.Items {
			out = append(out, r.Name)
		}
		slices.Sort(out)
		return out
	}
	for _, tc := range []struct {
		opt  client.ListOption
		want []string
	}{
		{client.MatchingFields{gateway.HTTPRouteFieldSpecParentRefsName: "gateway-b"}, []string{"both", "two-listeners"}},
		{client.MatchingFields{gateway.HTTPRouteFieldSpecParentRefsName: "gateway-a"}, []string{"both"}},
		{client.MatchingFieldsSelector{Selector: fields.ParseSelectorOrDie("spec.parentRefs.name!=gateway-a")}, []string{"detached", "two-listeners"}},
	} {
		if got := names(tc.opt); !slices.Equal(got, tc.want) {
			t.Errorf("%+v: %v, want %v", tc.opt, got, tc.want)
		}
	}
}
