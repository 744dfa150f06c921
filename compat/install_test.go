package compat_test

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"

	"github.com/selectable-gen/selectable-gen/internal/heavy"
)

// releaseVersionOf stands for a release tag: the version the test
// publishes the checkout's generator and runtime modules at, v0.99.0 with
// a pre-release suffix of the committed files' hash. A version names one
// content: the go command indexes a module cache directory once per
// version and never reads it again, and the test's module cache is at a
// fixed path (workDir), so a changed checkout must be a new version.
func releaseVersionOf(t *testing.T, root string) string {
	t.Helper()
	out, err := exec.Command("git", "-C", root, "ls-files", "-z").Output()
	if err != nil {
		t.Skipf("not a git checkout: %v", err)
	}
	h := sha256.New()
	for _, rel := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		data, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			continue // deleted in the working tree
		}
		fmt.Fprintf(h, "%s %d\n", rel, len(data))
		h.Write(data)
	}
	return fmt.Sprintf("v0.99.0-c%x", h.Sum(nil)[:6])
}

// TestGeneratorModuleHasNoReplace: the go command refuses to go install or
// go run module@version when that module's go.mod has replace or exclude
// directives, so the generator's has none (the workspace joins the
// checkout's modules instead), nor a toolchain line, and its go line is a
// minor's .0 (a project on any patch release of it runs it without
// downloading a toolchain).
func TestGeneratorModuleHasNoReplace(t *testing.T) {
	f := readModFile(t, filepath.Join(repoRoot(t), "go.mod"))
	if len(f.Replace) > 0 || len(f.Exclude) > 0 || f.Toolchain != nil {
		t.Errorf("go.mod has %d replace and %d exclude directives and toolchain %v: go install ...@version would refuse the module",
			len(f.Replace), len(f.Exclude), f.Toolchain)
	}
	if !strings.HasSuffix(f.Go.Version, ".0") {
		t.Errorf("go %s: projects on an earlier patch release of the minor would download a toolchain to run the generator", f.Go.Version)
	}
}

// TestInstallReleasedGenerator publishes the generator and runtime modules
// as a release would (a release commit requires the runtime's tag:
// docs/modules.md) in a file-system module proxy, and then, as a
// kubebuilder project's Makefile does with controller-gen, runs
// go install …/cmd/selectable-gen@version and go run …@version with a
// clean GOPATH and no workspace: both must work and the binary must run.
// The proxy's other modules are this machine's module cache, so nothing
// is downloaded (and no checksum database is asked).
func TestInstallReleasedGenerator(t *testing.T) {
	heavy.Only(t, "builds the generator from a module proxy")
	root := repoRoot(t)
	releaseVersion := releaseVersionOf(t, root)
	tmp := heavy.WorkDir(t, "install")
	proxy := filepath.Join(tmp, "proxy")

	// The release: the committed files of each module; the generator's
	// go.mod requires the runtime's release.
	for _, m := range []struct{ path, dir string }{{rootModule, "."}, {runtimeModule, "runtime"}} {
		dir := filepath.Join(tmp, "release", m.dir)
		copyCommitted(t, root, m.dir, dir)
		if m.path == rootModule {
			gomod := filepath.Join(dir, "go.mod")
			data, _ := os.ReadFile(gomod)
			f, err := modfile.Parse(gomod, data, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := f.AddRequire(runtimeModule, releaseVersion); err != nil {
				t.Fatal(err)
			}
			f.Cleanup()
			out, err := f.Format()
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(gomod, out, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		publish(t, proxy, m.path, releaseVersion, dir)
	}

	cache := strings.TrimSpace(heavy.GoOutput(t, root, outsideWorkspace, "env", "GOMODCACHE"))
	gopath := filepath.Join(tmp, "gopath")
	env := append(os.Environ(),
		"GOWORK=off", "GOFLAGS=-modcacherw", "GOPATH="+gopath, "GOMODCACHE="+filepath.Join(gopath, "pkg", "mod"),
		"GOBIN="+filepath.Join(tmp, "bin"), "GOPROXY=file://"+proxy+",file://"+filepath.Join(cache, "cache", "download"),
		// No checksum database here (the modules are this checkout's and
		// this machine's cache): what is tested is that the go command
		// resolves, builds and runs the release.
		"GOSUMDB=off", "GOTOOLCHAIN=local")
	project := filepath.Join(tmp, "project")
	if err := os.MkdirAll(project, 0o755); err != nil {
		t.Fatal(err)
	}
	run := func(name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir, cmd.Env = project, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	pkg := rootModule + "/cmd/selectable-gen@" + releaseVersion
	run("go", "install", pkg)
	if out := run(filepath.Join(tmp, "bin", "selectable-gen"), "--marker-docs"); !strings.Contains(out, "+selectable-gen") {
		t.Errorf("the installed generator's marker reference lacks +selectable-gen:\n%.300s", out)
	}
	if out := run("go", "run", pkg, "--marker-docs"); !strings.Contains(out, "+k8s:schema:selectableField") {
		t.Errorf("go run …@%s printed:\n%.300s", releaseVersion, out)
	}
}

// copyCommitted copies the files git tracks under sub (a module's
// directory) into dst, as a release's tag has them.
func copyCommitted(t *testing.T, root, sub, dst string) {
	t.Helper()
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "--", sub).Output()
	if err != nil {
		t.Skipf("not a git checkout: %v", err)
	}
	for _, rel := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		inSub, _ := filepath.Rel(sub, rel)
		data, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			continue // deleted in the working tree
		}
		path := filepath.Join(dst, inSub)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// publish writes module path at releaseVersion, from dir, into a
// file-system module proxy (GOPROXY=file://...): its list, info, go.mod
// and zip (nested modules left out, as the go command leaves them out).
func publish(t *testing.T, proxy, path, releaseVersion, dir string) {
	t.Helper()
	escaped, err := module.EscapePath(path)
	if err != nil {
		t.Fatal(err)
	}
	at := filepath.Join(proxy, filepath.FromSlash(escaped), "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	info, _ := json.Marshal(map[string]any{"Version": releaseVersion, "Time": time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)})
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"list": []byte(releaseVersion + "\n"), releaseVersion + ".info": info, releaseVersion + ".mod": gomod} {
		if err := os.WriteFile(filepath.Join(at, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	zf, err := os.Create(filepath.Join(at, releaseVersion+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	defer zf.Close()
	if err := modzip.CreateFromDir(zf, module.Version{Path: path, Version: releaseVersion}, dir); err != nil {
		t.Fatal(err)
	}
}
