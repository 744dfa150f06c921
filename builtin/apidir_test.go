package builtin_test

import (
	"os/exec"
	"strings"
	"testing"
)

var apiModuleDir string

// apiDir is k8s.io/api's module directory.
func apiDir(t *testing.T) string {
	t.Helper()
	if apiModuleDir == "" {
		out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "k8s.io/api").Output()
		if err != nil {
			t.Fatal(err)
		}
		apiModuleDir = strings.TrimSpace(string(out))
	}
	return apiModuleDir
}
