package builtin_test

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
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
	return goEnv(t, dir, nil, args...)
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

// The next Kubernetes minor's newest pre-release served, and the Go
// toolchain it needs (k8s.io/kubernetes v1.38 says go 1.27.0; the go
// command fetches the toolchain from the module proxy). compat has the
// same for the runtime (TestRuntimeAtTheNextMinor).
const (
	nextKubernetes = "v1.38.0-beta.0"
	nextStaging    = "v0.38.0-beta.0"
	nextToolchain  = "go1.27.3"
)

// TestKubePrintersAtTheNextMinor runs the oracle, builtin/kubeprinters,
// with k8s.io/kubernetes and its staging modules of the next minor's
// pre-release, on copies of builtin and the runtime: builtin's generated
// code built against the next k8s.io/api, compared with the next
// kube-apiserver's printers and registries. Every cell must be equal;
// column descriptions may differ (builtin's are the current minor's API
// documentation, which the next one rewords), and the test logs each
// drifted column. Workarounds for this machine's module proxy, which
// refuses some modules of the pre-release (docs/modules.md):
// structured-merge-diff v7.0.1 is replaced by v7.0.0, and
// k8s.io/apiextensions-api (new in 1.38: CustomResourceDefinition's types
// moved there) is not served, so k8s.io/apiextensions-apiserver stays at
// the current minor.
func TestKubePrintersAtTheNextMinor(t *testing.T) {
	heavy(t, "builds k8s.io/kubernetes' printers at the next minor")
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	dir := workDir(t, "printers-next-minor")
	for _, m := range []string{"builtin", "builtin/kubeprinters", "runtime"} {
		copyModule(t, filepath.Join(root, m), filepath.Join(dir, m))
	}
	kp := filepath.Join(dir, "builtin", "kubeprinters")
	extensions := strings.TrimSpace(goOutside(t, kp, "list", "-m", "-f", "{{.Version}}", "k8s.io/apiextensions-apiserver"))
	env := []string{"GOFLAGS=-mod=mod", "GOTOOLCHAIN=" + nextToolchain}

	kubeMod := goEnv(t, kp, env, "mod", "download", "-json", "k8s.io/kubernetes@"+nextKubernetes)
	var download struct{ GoMod string }
	if err := json.Unmarshal([]byte(kubeMod), &download); err != nil || download.GoMod == "" {
		t.Fatalf("k8s.io/kubernetes@%s: %v\n%s", nextKubernetes, err, kubeMod)
	}
	data, err := os.ReadFile(download.GoMod)
	if err != nil {
		t.Fatal(err)
	}
	edits := []string{"mod", "edit",
		"-require", "k8s.io/kubernetes@" + nextKubernetes,
		"-replace", "sigs.k8s.io/structured-merge-diff/v7=sigs.k8s.io/structured-merge-diff/v7@v7.0.0",
		"-replace", "k8s.io/apiextensions-apiserver=k8s.io/apiextensions-apiserver@" + extensions,
		"-dropreplace", "k8s.io/apiextensions-api",
	}
	// k8s.io/kubernetes requires its staging modules as v0.0.0 and
	// replaces them with its own tree; here each is its pre-release.
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 2 && f[1] == "v0.0.0" && strings.HasPrefix(f[0], "k8s.io/") && f[0] != "k8s.io/apiextensions-apiserver" {
			edits = append(edits, "-replace", f[0]+"="+f[0]+"@"+nextStaging)
		}
	}
	for _, m := range []string{"api", "apimachinery", "apiserver", "client-go", "kube-aggregator"} {
		edits = append(edits, "-require", "k8s.io/"+m+"@"+nextStaging)
	}
	goEnv(t, kp, env, edits...)
	// -e: the proxy refuses what only k8s.io/* tests import (k8s.io/ktesting).
	cmd := exec.Command("go", "mod", "tidy", "-e")
	cmd.Dir, cmd.Env = kp, append(os.Environ(), append(env, "GOWORK=off")...)
	_ = cmd.Run()
	if got := strings.TrimSpace(goEnv(t, kp, env, "list", "-m", "-f", "{{.Version}}", "k8s.io/kubernetes")); got != nextKubernetes {
		t.Fatalf("the oracle's k8s.io/kubernetes is %s, want %s", got, nextKubernetes)
	}
	goEnv(t, kp, env, "vet", "./...")
	out := goEnv(t, kp, append(env, "SELECTABLE_GEN_ORACLE_NEXT_MINOR=1"), "test", "-count=1", "-v", "./...")
	var drifts []string
	for _, line := range strings.Split(out, "\n") {
		if _, drift, ok := strings.Cut(line, "description drift: "); ok {
			drifts = append(drifts, drift)
		}
	}
	t.Logf("builtin's tables equal kube-apiserver %s's on every cell; %d column descriptions reworded upstream:\n%s",
		nextKubernetes, len(drifts), strings.Join(drifts, "\n"))

	// Field selectors: the registries' selectable-fields functions and the
	// field label conversions of the next minor are those of the current
	// one, which the field selector tests check builtin against.
	current := fieldSelectorSources(t, strings.TrimSpace(goOutside(t, filepath.Join(root, "builtin", "kubeprinters"), "list", "-m", "-f", "{{.Dir}}", "k8s.io/kubernetes")))
	next := fieldSelectorSources(t, strings.TrimSpace(goEnv(t, kp, env, "list", "-m", "-f", "{{.Dir}}", "k8s.io/kubernetes")))
	for name, src := range next {
		if current[name] != src {
			t.Errorf("%s changed in kube-apiserver %s: check builtin's field selectors against it\n%s", name, nextKubernetes, src)
		}
	}
	for name := range current {
		if _, ok := next[name]; !ok {
			t.Errorf("%s is gone in kube-apiserver %s: check builtin's field selectors", name, nextKubernetes)
		}
	}
	t.Logf("%d selectable-fields functions and field label conversions are the same in %s", len(next), nextKubernetes)
}

// fieldSelectorSources are the functions of k8s.io/kubernetes (at kube)
// that define its field selectors, by file and name: the registries'
// GetAttrs and selectable-fields functions (pkg/registry) and the
// functions that register field label conversions (pkg/apis), each as
// gofmt prints it.
func fieldSelectorSources(t *testing.T, kube string) map[string]string {
	t.Helper()
	sources := map[string]string{}
	for _, tree := range []string{"pkg/registry", "pkg/apis"} {
		err := filepath.WalkDir(filepath.Join(kube, tree), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			fset := token.NewFileSet()
			file, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			for _, decl := range file.Decls {
				fn, ok := decl.(*ast.FuncDecl)
				if !ok || fn.Body == nil {
					continue
				}
				var b bytes.Buffer
				if err := format.Node(&b, fset, fn); err != nil {
					return err
				}
				name := fn.Name.Name
				if name == "GetAttrs" || strings.HasSuffix(name, "SelectableFields") || strings.Contains(b.String(), "AddFieldLabelConversionFunc") {
					rel, _ := filepath.Rel(kube, path)
					sources[rel+" "+name] = b.String()
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(sources) == 0 {
		t.Fatalf("no field selector function in %s", kube)
	}
	return sources
}

// goEnv runs the go command in dir outside the workspace with env and
// returns its standard output, which callers parse (JSON, a version): what
// the go command reports on standard error ("go: downloading go1.27.3"
// the first time a toolchain is fetched) is shown only when it fails.
func goEnv(t *testing.T, dir string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append(env, "GOWORK=off")...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go %s (in %s): %v\n%s%s", strings.Join(args, " "), dir, err, out, stderr.Bytes())
	}
	return string(out)
}

// copyModule copies the module at src to dst, without its nested modules.
func copyModule(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil && rel != "." {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// workDir is an empty directory at a fixed path for a test's scratch
// modules, <user cache>/selectable-gen/work/<name>, locked until the test
// ends and removed then: the go command's build cache keys a package by
// its directory, so at the same path a run builds only what changed since
// the last, where a new temporary directory builds every copied package
// and test binary again (25 s of CPU for the next minor's oracle). It is
// internal/heavy's WorkDir again: this module does not require the
// generator's module, whose requirements would move its own.
func workDir(t *testing.T, name string) string {
	t.Helper()
	cache, err := os.UserCacheDir()
	if err != nil {
		return t.TempDir()
	}
	dir := filepath.Join(cache, "selectable-gen", "work", name)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		t.Fatal(err)
	}
	lock, err := os.OpenFile(dir+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		os.RemoveAll(dir)
		lock.Close() // releases the lock
	})
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}
