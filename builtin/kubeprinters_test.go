package builtin_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestKubePrinters runs builtin/kubeprinters, a module of its own outside
// the workspace (it requires k8s.io/kubernetes): kube-apiserver's own
// printers against the printer columns declared here, on random objects
// (docs/builtin-tables.md). It first checks that the oracle is
// kube-apiserver of the minor this module declares.
func TestKubePrinters(t *testing.T) {
	heavy(t, "builds k8s.io/kubernetes' printers")
	dir, err := filepath.Abs("kubeprinters")
	if err != nil {
		t.Fatal(err)
	}
	kube := strings.TrimSpace(goOutside(t, dir, "list", "-m", "-f", "{{.Version}}", "k8s.io/kubernetes"))
	machinery := strings.TrimSpace(goOutside(t, ".", "list", "-m", "-f", "{{.Version}}", "k8s.io/apimachinery"))
	if minor := func(v string) string { return strings.Join(strings.Split(v, ".")[:2], ".") }; strings.TrimPrefix(minor(kube), "v1.") != strings.TrimPrefix(minor(machinery), "v0.") {
		t.Errorf("the oracle is k8s.io/kubernetes %s; builtin declares the kinds of k8s.io/apimachinery %s", kube, machinery)
	}
	goOutside(t, dir, "vet", "./...")
	t.Log(goOutside(t, dir, "test", "-count=1", "./..."))
}

// goOutside runs the go command in dir outside the workspace.
func goOutside(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return string(out)
}

// heavy skips a heavy differential (it builds another Kubernetes minor,
// k8s.io/kubernetes or a real server's module) unless
// SELECTABLE_GEN_TESTS=heavy: go test work stays quick on a fresh machine,
// and hack/test-heavy.sh, which CI runs, runs these (README).
func heavy(t *testing.T, what string) {
	t.Helper()
	if testing.Short() || os.Getenv("SELECTABLE_GEN_TESTS") != "heavy" {
		t.Skipf("%s: a heavy differential, run by hack/test-heavy.sh", what)
	}
}
