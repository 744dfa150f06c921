package heavy

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// GoOutput runs the go command in dir, env added to the environment, and
// returns its standard output alone, for a test that parses it (go mod
// download -json, go list -m -f, go env): what the go command says on
// standard error, such as "go: downloading go1.27.3" the first time a
// machine needs a toolchain, is not part of the answer. A failure ends t
// with both.
func GoOutput(t testing.TB, dir string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go %s (in %s): %v\n%s%s", strings.Join(args, " "), dir, err, stdout.String(), stderr.String())
	}
	return stdout.String()
}
