package served_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// gardenersOwnSubresources are what Gardener's registry serves and the
// declared server does not: the Shoot subresources written by hand
// (binding, and the kubeconfig requests that need a kube-apiserver's
// secrets), which a declaration does not describe (docs/wiring.md).
var gardenersOwnSubresources = []string{"shoots/adminkubeconfig", "shoots/binding", "shoots/viewerkubeconfig"}

// TestServedDiscovery: core.gardener.cloud/v1beta1's discovery names the
// same resources, scopes, kinds, singular names, short names, categories
// (+k8s:resource) and verbs on the declared server as on Gardener's, but
// for gardenersOwnSubresources. The storage version hash differs by design
// (the declared server hashes its own storage versions).
func TestServedDiscovery(t *testing.T) {
	resources := func(s *testServer) map[string]string {
		list, err := s.client.Discovery().ServerResourcesForGroupVersion("core.gardener.cloud/v1beta1")
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		out := map[string]string{}
		for _, r := range list.APIResources {
			r.StorageVersionHash = ""
			slices.Sort(r.Verbs)
			b, _ := json.Marshal(r)
			out[r.Name] = string(b)
		}
		return out
	}
	want, got := resources(gardenerCached), resources(declaredCached)
	var onlyGardener []string
	for name, r := range want {
		switch g, ok := got[name]; {
		case !ok:
			onlyGardener = append(onlyGardener, name)
		case g != r:
			t.Errorf("%s:\n%s: %s\n%s: %s", name, declaredCached.name, g, gardenerCached.name, r)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s is served by the declarations only: %s", name, got[name])
		}
	}
	slices.Sort(onlyGardener)
	if !slices.Equal(onlyGardener, gardenersOwnSubresources) {
		t.Errorf("served by Gardener's registry only: %s, want %s", strings.Join(onlyGardener, ", "), strings.Join(gardenersOwnSubresources, ", "))
	}
}
