package realworld

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/modfile"

	"github.com/selectable-gen/selectable-gen/internal/heavy"
)

// TestGardener runs the tests of realworld/gardener, a module of its own
// at Gardener's pins (Kubernetes 1.36: the supported window's middle), so
// outside the workspace: the generated selection of gardener-apiserver's
// kinds against Gardener's hand-written functions (docs/wiring.md). It
// first checks that requiring selectable-gen's runtime raised none of
// Gardener's Kubernetes versions.
func TestGardener(t *testing.T) {
	heavy.Only(t, "builds Gardener's registry at its own pins")
	dir, err := filepath.Abs("gardener")
	if err != nil {
		t.Fatal(err)
	}
	ours := readModule(t, filepath.Join(dir, "go.mod"))
	gardenerMod := heavy.GoOutput(t, dir, []string{"GOWORK=off"}, "list", "-m", "-f", "{{.GoMod}}", "github.com/gardener/gardener")
	theirs := readModule(t, strings.TrimSpace(gardenerMod))
	for _, r := range theirs.Require {
		if !strings.HasPrefix(r.Mod.Path, "k8s.io/") {
			continue
		}
		for _, o := range ours.Require {
			if o.Mod.Path == r.Mod.Path && o.Mod.Version != r.Mod.Version {
				t.Errorf("%s is %s here, Gardener v1.149.3 pins %s", r.Mod.Path, o.Mod.Version, r.Mod.Version)
			}
		}
	}
	goOutside(t, dir, "vet", "./...")
	// The specs' scratch modules at a fixed path (scratchDir in
	// specs_test.go). The default 10m timeout is a cold build of Gardener
	// on a loaded machine.
	t.Setenv("SELECTABLE_GEN_SCRATCH", heavy.WorkDir(t, "gardener-specs"))
	t.Log(goOutside(t, dir, "test", "-count=1", "-timeout=50m", "./..."))
}

func readModule(t *testing.T, path string) *modfile.File {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := modfile.Parse(path, data, nil)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// goOutside runs the go command in dir outside the workspace, as the
// module's own users would.
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
