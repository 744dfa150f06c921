package builtin_test

import (
	"os/exec"
	"strings"
	"testing"
)

var packageDirs = map[string]string{}

// packageDir is the source directory of a package this module builds
// with (k8s.io/api's, say, in the module cache), as go list finds it.
func packageDir(t *testing.T, importPath string) string {
	t.Helper()
	if dir, ok := packageDirs[importPath]; ok {
		return dir
	}
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", importPath).Output()
	if err != nil {
		t.Fatalf("go list %s: %v", importPath, err)
	}
	dir := strings.TrimSpace(string(out))
	packageDirs[importPath] = dir
	return dir
}
