package v1_test

import (
	"slices"
	"sort"
	"testing"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/client-go/tools/cache"
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"

	"github.com/selectable-gen/selectable-gen/internal/randobj"
	"github.com/selectable-gen/selectable-gen/runtime/clientgo"

	gateway "github.com/selectable-gen/selectable-gen/realworld/gatewayapi/v1"
)

// attachesTo is what Gateway API implementations write by hand today (an
// index function or a loop over parentRefs): whether route names gateway
// name among its parents.
func attachesTo(route *gatewayv1.HTTPRoute, name string) bool {
	for _, ref := range route.Spec.ParentRefs {
		if string(ref.Name) == name {
			return true
		}
	}
	return false
}

// TestRoutesByParent: spec.parentRefs.name selects the routes that attach
// to a gateway, as the hand-written loop decides, on random routes of the
// real type (names drawn from the route's own parents and beyond), with =
// and !=.
func TestRoutesByParent(t *testing.T) {
	matched := 0
	for seed := int64(0); seed < 300; seed++ {
		route := &gatewayv1.HTTPRoute{}
		randobj.Filler(seed).Fill(route)
		names := []string{"", "gateway-a"}
		for _, ref := range route.Spec.ParentRefs {
			names = append(names, string(ref.Name))
		}
		for _, name := range names {
			want := attachesTo(route, name)
			eq := fields.OneTermEqualSelector(gateway.HTTPRouteFieldSpecParentRefsName, name)
			if got := gateway.HTTPRouteMatchesFieldSelector(route, eq); got != want {
				t.Fatalf("seed %d: %s selects %v, the parentRefs loop says %v (parents %v)", seed, eq, got, want, route.Spec.ParentRefs)
			}
			ne := fields.OneTermNotEqualSelector(gateway.HTTPRouteFieldSpecParentRefsName, name)
			if got := gateway.HTTPRouteMatchesFieldSelector(route, ne); got == want {
				t.Fatalf("seed %d: %s selects %v, the parentRefs loop says %v", seed, ne, got, !want)
			}
			if want {
				matched++
			}
		}
	}
	if matched < 100 {
		t.Errorf("only %d matches: the routes' parents were not exercised", matched)
	}
}

// TestRouteIndexes: the generated index functions in a client-go indexer
// (an informer's) find a gateway's routes, each once however many of its
// parent references name the gateway, and a controller's routes by the
// status it writes; a gateway class's gateways; a controller's classes.
func TestRouteIndexes(t *testing.T) {
	ref := func(name string) gatewayv1.ParentReference {
		return gatewayv1.ParentReference{Name: gatewayv1.ObjectName(name)}
	}
	route := func(name string, parents ...gatewayv1.ParentReference) *gatewayv1.HTTPRoute {
		r := &gatewayv1.HTTPRoute{}
		r.Name, r.Namespace = name, "apps"
		r.Spec.ParentRefs = parents
		for _, p := range parents {
			r.Status.Parents = append(r.Status.Parents, gatewayv1.RouteParentStatus{ParentRef: p, ControllerName: "example.com/gateway-controller"})
		}
		return r
	}
	section := ref("gateway-b")
	https := gatewayv1.SectionName("https")
	section.SectionName = &https
	routes := cache.NewIndexer(cache.MetaNamespaceKeyFunc, clientgo.Indexers(gateway.HTTPRouteIndexers()))
	for _, r := range []*gatewayv1.HTTPRoute{
		route("both", ref("gateway-a"), ref("gateway-b")),
		route("two-listeners", ref("gateway-b"), section),
		route("detached"),
	} {
		if err := routes.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	byIndex := func(indexer cache.Indexer, index, value string) []string {
		t.Helper()
		objs, err := indexer.ByIndex(index, value)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, o := range objs {
			key, _ := cache.MetaNamespaceKeyFunc(o)
			names = append(names, key)
		}
		sort.Strings(names)
		return names
	}
	for _, c := range []struct {
		index, value string
		want         []string
	}{
		{gateway.HTTPRouteFieldSpecParentRefsName, "gateway-a", []string{"apps/both"}},
		{gateway.HTTPRouteFieldSpecParentRefsName, "gateway-b", []string{"apps/both", "apps/two-listeners"}},
		{gateway.HTTPRouteFieldSpecParentRefsName, "gateway-c", nil},
		{gateway.HTTPRouteFieldStatusParentsControllerName, "example.com/gateway-controller", []string{"apps/both", "apps/two-listeners"}},
	} {
		if got := byIndex(routes, c.index, c.value); !slices.Equal(got, c.want) {
			t.Errorf("routes by %s=%s: %v, want %v", c.index, c.value, got, c.want)
		}
	}

	gateways := cache.NewIndexer(cache.MetaNamespaceKeyFunc, clientgo.Indexers(gateway.GatewayIndexers()))
	classes := cache.NewIndexer(cache.MetaNamespaceKeyFunc, clientgo.Indexers(gateway.GatewayClassIndexers()))
	for i, class := range []string{"internet", "internal", "internet"} {
		g := &gatewayv1.Gateway{}
		g.Name, g.Namespace = []string{"edge", "mesh", "edge-2"}[i], "infra"
		g.Spec.GatewayClassName = gatewayv1.ObjectName(class)
		if err := gateways.Add(g); err != nil {
			t.Fatal(err)
		}
		c := &gatewayv1.GatewayClass{}
		c.Name = class + "-" + g.Name
		c.Spec.ControllerName = gatewayv1.GatewayController("example.com/" + class)
		if err := classes.Add(c); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := byIndex(gateways, gateway.GatewayFieldSpecGatewayClassName, "internet"), []string{"infra/edge", "infra/edge-2"}; !slices.Equal(got, want) {
		t.Errorf("gateways of class internet: %v, want %v", got, want)
	}
	if got, want := byIndex(classes, gateway.GatewayClassFieldSpecControllerName, "example.com/internal"), []string{"internal-mesh"}; !slices.Equal(got, want) {
		t.Errorf("classes of example.com/internal: %v, want %v", got, want)
	}
}

// TestRouteFieldLabels: the field label conversion an API server registers
// accepts the declared labels and refuses others, naming what is valid.
func TestRouteFieldLabels(t *testing.T) {
	if _, _, err := gateway.HTTPRouteFieldLabelConversion("spec.parentRefs.name", "gateway-a"); err != nil {
		t.Errorf("spec.parentRefs.name: %v", err)
	}
	_, _, err := gateway.HTTPRouteFieldLabelConversion("spec.parentRefs.namespace", "infra")
	if err == nil {
		t.Fatal("spec.parentRefs.namespace (not declared) accepted")
	}
	t.Log(err)
}
