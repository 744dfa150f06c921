package builtin_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/selectable-gen/selectable-gen/builtin"
)

const modulePath = "github.com/selectable-gen/selectable-gen"

// serverDependency says why dep must not be a dependency of a builtin
// package, or "" when it may be: importing a kind's declarations must not
// pull in an API server, its storage, or a client.
func serverDependency(dep string) string {
	under := func(prefix string) bool { return dep == prefix || strings.HasPrefix(dep, prefix+"/") }
	switch {
	case under("k8s.io/apiserver"):
		return "the generic API server library"
	case strings.HasPrefix(dep, "go.etcd.io/"):
		return "etcd"
	case under("k8s.io/kubernetes"):
		return "kube-apiserver itself"
	case under("k8s.io/apiextensions-apiserver") && !under("k8s.io/apiextensions-apiserver/pkg/apis"),
		under("k8s.io/kube-aggregator") && !under("k8s.io/kube-aggregator/pkg/apis"):
		return "a server package of a module whose types (pkg/apis) are all builtin needs"
	case under("k8s.io/client-go"), under("sigs.k8s.io/controller-runtime"):
		return "a client library (runtime/clientgo and runtime/controllerruntime adapt to them)"
	}
	return ""
}

// TestNoServerDependencies: no package of builtin/ (the package of each
// served group version, builtin, builtin/openapi) depends on an API server,
// etcd or a client, as go list -deps sees its imports.
func TestNoServerDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Deps " "}}`, modulePath+"/builtin/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	// The package of each served group version: builtin/<the group's
	// first label, core for the core group>/<version>.
	groupVersions := map[string]bool{}
	for _, gv := range builtin.ServedGroupVersions {
		group, _, _ := strings.Cut(gv.Group, ".")
		if group == "" {
			group = "core"
		}
		groupVersions[modulePath+"/builtin/"+group+"/"+gv.Version] = false
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, deps, _ := strings.Cut(line, " ")
		if _, ok := groupVersions[pkg]; ok {
			groupVersions[pkg] = true
		}
		for _, dep := range strings.Fields(deps) {
			if why := serverDependency(dep); why != "" {
				t.Errorf("%s depends on %s: %s", strings.TrimPrefix(pkg, modulePath+"/"), dep, why)
			}
		}
	}
	for pkg, listed := range groupVersions {
		if !listed {
			t.Errorf("go list ./builtin/... has no package %s", pkg)
		}
	}
}

// TestServerDependencyCheck: the check above recognises what it is for.
func TestServerDependencyCheck(t *testing.T) {
	for dep, bad := range map[string]bool{
		"k8s.io/apiserver/pkg/storage":                               true,
		"go.etcd.io/etcd/client/v3":                                  true,
		"k8s.io/apiextensions-apiserver/pkg/registry/customresource": true,
		"k8s.io/kube-aggregator/pkg/apiserver":                       true,
		"k8s.io/client-go/kubernetes":                                true,
		"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1":   false,
		"k8s.io/kube-aggregator/pkg/apis/apiregistration/v1":         false,
		"k8s.io/apiserverx":                                          false,
		"k8s.io/api/core/v1":                                         false,
		"k8s.io/kube-openapi/pkg/common":                             false,
	} {
		if got := serverDependency(dep) != ""; got != bad {
			t.Errorf("serverDependency(%q) flags it: %v, want %v", dep, got, bad)
		}
	}
}
