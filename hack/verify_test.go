// Package hack_test tests the scripts in hack/.
package hack_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// copyTree copies the committed and new files of the repository (as git
// lists them) into dst.
func copyTree(t *testing.T, root, dst string) {
	t.Helper()
	out, err := exec.Command("git", "-C", root, "ls-files", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Skipf("not a git checkout: %v", err)
	}
	for _, rel := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		src := filepath.Join(root, rel)
		info, err := os.Stat(src)
		if err != nil {
			continue // deleted in the working tree
		}
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dst, rel)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, rel), data, info.Mode()); err != nil {
			t.Fatal(err)
		}
	}
}

// TestVerifyCodegenFailsOnDrift edits a generated file in a copy of the
// tree: hack/verify-codegen.sh must fail and show the file in its diff,
// and pass on the copy before the edit. In the copy, update-codegen.sh
// regenerates only the edited package: what is tested is verify's copy,
// regeneration and diff; that the whole committed tree is current is what
// .ci/run's own hack/verify-codegen.sh checks, with the real script.
func TestVerifyCodegenFailsOnDrift(t *testing.T) {
	root, _ := filepath.Abs("..")
	// A fixed path (not t.TempDir()): the go command's build cache keys a
	// package by its directory, so the generator the copy runs builds
	// again only where it changed since the last run.
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	tmp := filepath.Join(cache, "selectable-gen", "work", "hack-verify-test")
	if err := os.RemoveAll(tmp); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(tmp) })
	copyTree(t, root, tmp)
	update := "#!/usr/bin/env bash\nset -euo pipefail\ncd \"$(dirname \"${BASH_SOURCE[0]}\")/..\"\n" +
		"go tool selectable-gen --go-header-file hack/boilerplate.go.txt ./examples/apis/stable/v1\n"
	if err := os.WriteFile(filepath.Join(tmp, "hack/update-codegen.sh"), []byte(update), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", "hack/verify-codegen.sh")
	cmd.Dir = tmp
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "Generated files are up to date") {
		t.Fatalf("verify-codegen.sh on the copy before the edit: %v\n%s", err, out)
	}
	generated := filepath.Join(tmp, "examples/apis/stable/v1/zz_generated.selectable.go")
	data, err := os.ReadFile(generated)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(data), `"spec.color"`, `"spec.colour"`, 1)
	if edited == string(data) {
		t.Fatal("the generated file does not contain the text to edit")
	}
	if err := os.WriteFile(generated, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd = exec.Command("bash", "hack/verify-codegen.sh")
	cmd.Dir = tmp
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("verify-codegen.sh passed on a drifted tree:\n%s", out)
	}
	for _, want := range []string{"Generated files are out of date", "examples/apis/stable/v1/zz_generated.selectable.go", `-	{FieldPath: "spec.colour"}`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
