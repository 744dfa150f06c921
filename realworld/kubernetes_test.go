package realworld

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/selectable-gen/selectable-gen/internal/heavy"
)

// TestKubernetes runs the tests of realworld/kubernetes, a module of its
// own at k8s.io/kubernetes v1.37.2's pins, outside the workspace:
// kube-apiserver's own printer and registry tests, unchanged, against
// builtin's generated convertors, field sets and field label conversions
// (docs/kubernetes.md). It first checks that
// the module is at the minor builtin declares.
func TestKubernetes(t *testing.T) {
	heavy.Only(t, "builds k8s.io/kubernetes' printers and registries")
	dir, err := filepath.Abs("kubernetes")
	if err != nil {
		t.Fatal(err)
	}
	if v := strings.TrimSpace(heavy.GoOutput(t, dir, []string{"GOWORK=off"}, "list", "-m", "-f", "{{.Version}}", "k8s.io/kubernetes")); v != "v1.37.2" {
		t.Errorf("realworld/kubernetes is at k8s.io/kubernetes %s, want v1.37.2 (the minor builtin declares)", v)
	}
	goOutside(t, dir, "vet", "./...")
	t.Log(goOutside(t, dir, "test", "-count=1", "-timeout=50m", "-v", "./..."))
}
