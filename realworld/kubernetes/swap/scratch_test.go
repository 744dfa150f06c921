package swap

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
)

// scratch is a module beside this one in a temporary directory that
// requires it, with copies of kube-apiserver's packages whose functions
// Rewrite replaced, each package with a bridge file that defines the
// functions the new bodies call.
type scratch struct {
	t    testing.TB
	dir  string // the scratch module's root
	kube string // k8s.io/kubernetes in the module cache
}

// newScratch writes the scratch module, in workDir(name): this module's
// go.mod renamed, requiring this module, its relative replacements made
// absolute, and its go.sum.
func newScratch(t testing.TB, name string) *scratch {
	t.Helper()
	here, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	s := &scratch{t: t, dir: workDir(t, name)}
	s.kube = strings.TrimSpace(goCommand(t, here, "list", "-m", "-f", "{{.Dir}}", "k8s.io/kubernetes"))
	mod, err := os.ReadFile(filepath.Join(here, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	const self = "github.com/selectable-gen/selectable-gen/realworld/kubernetes"
	m := strings.Replace(string(mod), "module "+self, "module scratch.test", 1)
	m = strings.ReplaceAll(m, "=> ../../", "=> "+filepath.Dir(filepath.Dir(here))+"/")
	writeFile(t, filepath.Join(s.dir, "go.mod"), []byte(m+"\nrequire "+self+" v0.0.0\n\nreplace "+self+" => "+here+"\n"))
	sum, err := os.ReadFile(filepath.Join(here, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(s.dir, "go.sum"), sum)
	return s
}

// copyPackage copies the Go files of k8s.io/kubernetes' package pkg
// (pkg/printers/internalversion) into the scratch module under the same
// path, the non-test files through Rewrite (declares chooses the kinds),
// and adds the bridge, whose package clause it writes. It returns the
// functions replaced.
func (s *scratch) copyPackage(pkg string, declares func(importPath, typeName string) bool, bridge string) []string {
	t := s.t
	t.Helper()
	from, to := filepath.Join(s.kube, pkg), filepath.Join(s.dir, pkg)
	if err := os.MkdirAll(to, 0o755); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	var replaced []string
	name := ""
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(from, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(e.Name(), "_test.go") {
			out, r, err := Rewrite(e.Name(), src, declares)
			if err != nil {
				t.Fatal(err)
			}
			if len(r) > 0 {
				t.Logf("%s/%s: %d lines, %d rewritten", pkg, e.Name(), bytes.Count(src, []byte("\n")), bytes.Count(out, []byte("\n")))
			}
			src, replaced = out, append(replaced, r...)
			name = packageName(src)
		}
		writeFile(t, filepath.Join(to, e.Name()), src)
	}
	writeFile(t, filepath.Join(to, "zz_bridge.go"), []byte("package "+name+"\n\n"+bridge))
	return replaced
}

// packageName is the name in a Go file's package clause.
func packageName(src []byte) string {
	for _, line := range strings.Split(string(src), "\n") {
		if name, ok := strings.CutPrefix(line, "package "); ok {
			return strings.TrimSpace(name)
		}
	}
	return ""
}

// test runs go test -json on the scratch module's packages pkgs and
// returns each test's last action ("pass", "fail", "skip") and its
// output, keyed by package (as given) and name: "pkg/registry/core/pod
// TestMatchPod", subtests by their full names.
func (s *scratch) test(pkgs []string, args ...string) (map[string]string, map[string]string) {
	t := s.t
	t.Helper()
	patterns := make([]string, len(pkgs))
	for i, p := range pkgs {
		patterns[i] = "./" + p
	}
	cmd := exec.Command("go", append(append([]string{"test", "-count=1", "-json"}, args...), patterns...)...)
	cmd.Dir = s.dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	out, _ := cmd.Output() // a failing test exits non-zero: read the events
	results, outputs := map[string]string{}, map[string]string{}
	var output bytes.Buffer
	scanner := bufio.NewScanner(bytes.NewReader(out))
	scanner.Buffer(nil, 1<<24)
	for scanner.Scan() {
		var event struct{ Action, Package, Test, Output string }
		if json.Unmarshal(scanner.Bytes(), &event) != nil {
			continue
		}
		key := strings.TrimPrefix(event.Package, "scratch.test/") + " " + event.Test
		switch {
		case event.Action == "output" || event.Action == "build-output":
			output.WriteString(event.Output)
			outputs[key] += event.Output
		case event.Test != "" && (event.Action == "pass" || event.Action == "fail" || event.Action == "skip"):
			results[key] = event.Action
		}
	}
	if len(results) == 0 {
		t.Fatalf("go test in %s ran no test:\n%s", s.dir, output.String())
	}
	return results, outputs
}

// declaredKind is a new object of the internal type typeName of
// importPath, when builtin declares its kind.
func declaredKind(importPath, typeName string) (runtime.Object, bool) {
	for _, typ := range legacyscheme.Scheme.AllKnownTypes() {
		if typ.PkgPath() == importPath && typ.Name() == typeName {
			if obj, ok := reflect.New(typ).Interface().(runtime.Object); ok && Declares(obj) {
				return obj, true
			}
		}
	}
	return nil, false
}

// check requires the tests in results to pass but those known to fail,
// which must fail, and logs the counts.
func check(t *testing.T, what string, results, outputs map[string]string, known map[string]string) {
	t.Helper()
	var passed, failed int
	for name, action := range results {
		switch action {
		case "pass":
			passed++
		case "fail":
			failed++
			if known[name] == "" {
				t.Errorf("upstream %s fails on the generated code:\n%s", name, outputs[name])
			}
		}
	}
	t.Logf("upstream %s: %d passed, %d failed (tests and subtests), %d known to fail", what, passed, failed, len(known))
	for name, why := range known {
		if results[name] != "fail" {
			t.Errorf("upstream %s: %q, known to fail (%s); update the known failures and docs/kubernetes.md", name, results[name], why)
		}
	}
}

// goCommand runs the go command in dir outside any workspace.
func goCommand(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func writeFile(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// keeps go-cmp, which upstream's tests import, in this module's
// requirements and go.sum: the scratch module copies both.
var _ = cmp.Diff
