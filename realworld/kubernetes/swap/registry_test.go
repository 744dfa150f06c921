package swap

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// registriesBridge registers the generated field label conversions in
// kube-apiserver's scheme in the place of its own, and defines the
// function the rewritten selectable-fields functions call; TAMPER is where
// the negative control changes a field value.
const registriesBridge = `import (
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/kubernetes/pkg/api/legacyscheme"

	"github.com/selectable-gen/selectable-gen/builtin"
	"github.com/selectable-gen/selectable-gen/realworld/kubernetes/swap"
)

func init() {
	if err := builtin.RegisterFieldLabelConversions(legacyscheme.Scheme); err != nil {
		panic(err)
	}
}

func selectableFields(obj runtime.Object) fields.Set {
	set := swap.Fields(obj)
	if _, ok := set["spec.nodeName"]; TAMPER && ok {
		set["spec.nodeName"] = "tampered"
	}
	return set
}
`

// knownRegistryFailures are the registry tests that fail on the generated
// code, with why (docs/kubernetes.md).
var knownRegistryFailures = map[string]string{}

// TestUpstreamRegistryTests runs the tests of every kube-apiserver
// registry package (pkg/registry/**) with a selectable-fields function of
// a kind builtin declares, unchanged, on a copy whose selectable-fields
// functions return the generated field set (the registries' GetAttrs and
// matchers call them) and whose scheme has the generated field label
// conversions; then the negative control: a pod's spec.nodeName changed,
// which upstream's TestMatchPod must notice.
func TestUpstreamRegistryTests(t *testing.T) {
	s := newScratch(t, "registries")
	bridge := strings.Replace(registriesBridge, "TAMPER", "false", 1)
	var pkgs, replaced []string
	for _, pkg := range registryPackages(t, s.kube) {
		if r := s.copyPackage(pkg, declares, bridge); len(r) > 0 {
			pkgs, replaced = append(pkgs, pkg), append(replaced, r...)
		}
	}
	t.Logf("%d selectable-fields functions in %d registry packages return the generated field sets: %s", len(replaced), len(pkgs), strings.Join(replaced, " "))
	results, outputs := s.test(pkgs)
	check(t, "registry tests", results, outputs, knownRegistryFailures)

	const pod = "pkg/registry/core/pod"
	control := newScratch(t, "registries-control")
	control.copyPackage(pod, declares, strings.Replace(registriesBridge, "TAMPER", "true", 1))
	if results, _ := control.test([]string{pod}, "-run", "^TestMatchPod$"); results[pod+" TestMatchPod"] != "fail" {
		t.Errorf("negative control: TestMatchPod %q with a pod's spec.nodeName changed, want fail", results[pod+" TestMatchPod"])
	}
}

// declares says whether builtin declares the kind of the internal type.
func declares(importPath, typeName string) bool {
	_, ok := declaredKind(importPath, typeName)
	return ok
}

// registryPackages are kube-apiserver's registry packages that have
// tests, by path in k8s.io/kubernetes (pkg/registry/core/pod), sorted.
func registryPackages(t testing.TB, kube string) []string {
	t.Helper()
	seen := map[string]bool{}
	root := filepath.Join(kube, "pkg", "registry")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return err
		}
		rel, err := filepath.Rel(kube, filepath.Dir(path))
		seen[filepath.ToSlash(rel)] = true
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for p := range seen {
		if _, err := os.Stat(filepath.Join(kube, p)); err == nil {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}
