// Package compat_test proves what the module layout promises
// (docs/modules.md):
//
//   - the runtime module, which generated code imports, requires the oldest
//     supported Kubernetes minor and a go line no newer than that minor's;
//   - it builds and passes its tests with every supported minor, and the
//     controller-runtime adapter builds with the controller-runtime of each;
//   - a module pinned to a supported minor adopts selectable-gen as the
//     README says (the generator as a tool in its own module file, the
//     runtime as a requirement) without any change to its k8s.io/* or
//     controller-runtime versions or its go line, and the generated code of
//     every golden case builds, vets and passes a test there.
//
// The newest minor is what the workspace itself builds with (go test work).
package compat_test

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/semver"

	"github.com/selectable-gen/selectable-gen/internal/deepcopystub"
	"github.com/selectable-gen/selectable-gen/internal/heavy"
)

// minor is one supported Kubernetes minor: the versions a module pinned to
// it has.
type minor struct {
	name string
	// k8s is the version of k8s.io/apimachinery, k8s.io/api and
	// k8s.io/client-go; controllerRuntime is the controller-runtime
	// release built on it.
	k8s, controllerRuntime string
}

// window is the supported window, oldest first: the last three Kubernetes
// minors. Its first entry is what the runtime module requires.
var window = []minor{
	{"1.35", "v0.35.0", "v0.23.0"},
	{"1.36", "v0.36.0", "v0.24.0"},
	{"1.37", "v0.37.0", "v0.25.0"},
}

// next is the coming minor, tried before it is released: the newest
// pre-release the module proxy serves (move to v0.38.0 on 2026-12-16). It
// needs Go 1.27 (k8s.io/apiserver v0.38's go line), which the go command
// fetches from the module proxy (GOTOOLCHAIN), and the proxy here refuses
// structured-merge-diff v7.0.1 and k8s.io/ktesting v0.38.0-beta.0 (403),
// so the copies pin v7.0.0 and tidy with -e (docs/modules.md). No
// controller-runtime release supports it yet.
var next = minor{"1.38", "v0.38.0-beta.0", ""}

const nextToolchain = "go1.27.3"

var (
	adoptAll = flag.Bool("adopt-all", false, "run the adoption test with every minor of the window, not only the oldest")
)

const (
	rootModule      = "github.com/selectable-gen/selectable-gen"
	runtimeModule   = rootModule + "/runtime"
	crModule        = rootModule + "/runtime/controllerruntime"
	apiserverModule = rootModule + "/runtime/apiserver"
)

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func readModFile(t *testing.T, path string) *modfile.File {
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

func required(f *modfile.File, path string) string {
	for _, r := range f.Require {
		if r.Mod.Path == path {
			return r.Mod.Version
		}
	}
	return ""
}

// outsideWorkspace is the environment of a go command run outside any
// workspace, as a module's users run it.
var outsideWorkspace = []string{"GOWORK=off", "GOFLAGS=-mod=mod"}

// goCmd runs the go command in dir, outside any workspace, and returns its
// output; a failure fails the test with the output.
func goCmd(t *testing.T, dir string, args ...string) string {
	t.Helper()
	return goCmdEnv(t, dir, outsideWorkspace, args...)
}

// goCmdEnv is goCmd with env added to the environment instead (nil: in
// the repository's workspace).
func goCmdEnv(t *testing.T, dir string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return string(out)
}

// TestRuntimeRequiresTheOldestMinor: the runtime module and both adapters
// require the oldest minor of the window (so
// requiring them raises nothing a module in the window has), and their go
// lines are no newer than the one k8s.io/apimachinery of that minor has.
func TestRuntimeRequiresTheOldestMinor(t *testing.T) {
	root := repoRoot(t)
	oldest := window[0]
	var apimachineryGo string
	{
		out := heavy.GoOutput(t, root, outsideWorkspace, "mod", "download", "-json", "k8s.io/apimachinery@"+oldest.k8s)
		i := strings.Index(out, `"GoMod": "`)
		if i < 0 {
			t.Fatalf("no GoMod in %s", out)
		}
		path := out[i+len(`"GoMod": "`):]
		path = path[:strings.Index(path, `"`)]
		apimachineryGo = readModFile(t, path).Go.Version
	}
	for _, mod := range []string{"runtime/go.mod", "runtime/controllerruntime/go.mod", "runtime/apiserver/go.mod"} {
		f := readModFile(t, filepath.Join(root, mod))
		if f.Go == nil || semver.Compare("v"+f.Go.Version, "v"+apimachineryGo) > 0 {
			t.Errorf("%s: go %v, newer than k8s.io/apimachinery %s's go %s: requiring it would raise a user's go line", mod, f.Go, oldest.k8s, apimachineryGo)
		}
		if f.Toolchain != nil {
			t.Errorf("%s: a toolchain line (%s) would be copied into users' modules", mod, f.Toolchain.Name)
		}
		for _, r := range f.Require {
			want := ""
			switch {
			case r.Mod.Path == "k8s.io/apimachinery" || r.Mod.Path == "k8s.io/api" || r.Mod.Path == "k8s.io/client-go" ||
				r.Mod.Path == "k8s.io/apiserver":
				want = oldest.k8s
			case r.Mod.Path == "sigs.k8s.io/controller-runtime":
				want = oldest.controllerRuntime
			}
			if want != "" && r.Mod.Version != want {
				t.Errorf("%s requires %s %s, want the oldest supported minor's %s", mod, r.Mod.Path, r.Mod.Version, want)
			}
		}
	}
}

// copyModule copies the files of the module in src (its subdirectories
// that are modules of their own left out) into dst.
func copyModule(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			if rel != "." {
				if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
					return filepath.SkipDir
				}
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

// TestRuntimeWindow: the runtime module's tests, and the tests of the
// controller-runtime and apiserver adapters (with the runtime's fixture API,
// runtime/internal/fixture), pass with every minor of the window but the
// newest, which the workspace tests.
func TestRuntimeWindow(t *testing.T) {
	heavy.Only(t, "builds the runtime with older Kubernetes releases")
	root := repoRoot(t)
	minors := window[:len(window)-1]
	for _, m := range minors {
		t.Run(m.name, func(t *testing.T) {
			dir := heavy.WorkDir(t, "runtime-"+m.name)
			rt := filepath.Join(dir, "runtime")
			cr := filepath.Join(dir, "controllerruntime")
			as := filepath.Join(dir, "apiserver")
			copyModule(t, filepath.Join(root, "runtime"), rt)
			copyModule(t, filepath.Join(root, "runtime", "controllerruntime"), cr)
			copyModule(t, filepath.Join(root, "runtime", "apiserver"), as)
			for _, adapter := range []string{cr, as} {
				goCmd(t, adapter, "mod", "edit", "-replace", runtimeModule+"="+rt)
			}
			if m != window[0] {
				goCmd(t, rt, "get", "k8s.io/apimachinery@"+m.k8s, "k8s.io/client-go@"+m.k8s)
				goCmd(t, cr, "get", "k8s.io/apimachinery@"+m.k8s, "sigs.k8s.io/controller-runtime@"+m.controllerRuntime)
				goCmd(t, as, "get", "k8s.io/apimachinery@"+m.k8s, "k8s.io/api@"+m.k8s, "k8s.io/client-go@"+m.k8s, "k8s.io/apiserver@"+m.k8s)
			}
			for _, mod := range []string{rt, cr, as} {
				goCmd(t, mod, "test", "-count=1", "./...")
			}
			for _, c := range []struct{ dir, path, want string }{
				{rt, "k8s.io/apimachinery", m.k8s},
				{cr, "sigs.k8s.io/controller-runtime", m.controllerRuntime},
				{as, "k8s.io/apiserver", m.k8s},
			} {
				if got := required(readModFile(t, filepath.Join(c.dir, "go.mod")), c.path); got != c.want {
					t.Errorf("built with %s %s, want %s", c.path, got, c.want)
				}
			}
		})
	}
}

// TestRuntimeAtTheNextMinor: copies of the runtime module and of the
// apiserver adapter, one source with the window's, build, vet and pass
// their tests with the coming minor's pre-release (next): structured-merge-
// diff v7, Store.DecodeDecorator, Go 1.27's encoding/json.
func TestRuntimeAtTheNextMinor(t *testing.T) {
	heavy.Only(t, "builds the runtime with the next Kubernetes minor's pre-release")
	root := repoRoot(t)
	dir := heavy.WorkDir(t, "runtime-"+next.name)
	rt := filepath.Join(dir, "runtime")
	as := filepath.Join(dir, "apiserver")
	copyModule(t, filepath.Join(root, "runtime"), rt)
	copyModule(t, filepath.Join(root, "runtime", "apiserver"), as)
	env := []string{"GOWORK=off", "GOFLAGS=-mod=mod", "GOTOOLCHAIN=" + nextToolchain}
	for _, mod := range []string{rt, as} {
		goCmdEnv(t, mod, env, "mod", "edit", "-replace", "sigs.k8s.io/structured-merge-diff/v7=sigs.k8s.io/structured-merge-diff/v7@v7.0.0")
	}
	goCmdEnv(t, as, env, "mod", "edit", "-replace", runtimeModule+"="+rt)
	goCmdEnv(t, rt, env, "get", "k8s.io/apimachinery@"+next.k8s, "k8s.io/api@"+next.k8s, "k8s.io/client-go@"+next.k8s)
	goCmdEnv(t, as, env, "get", "k8s.io/apimachinery@"+next.k8s, "k8s.io/api@"+next.k8s, "k8s.io/client-go@"+next.k8s,
		"k8s.io/apiserver@"+next.k8s, "k8s.io/component-base@"+next.k8s)
	for _, mod := range []string{rt, as} {
		// -e: the proxy refuses what only k8s.io/* tests import.
		cmd := exec.Command("go", "mod", "tidy", "-e")
		cmd.Dir, cmd.Env = mod, append(os.Environ(), env...)
		_ = cmd.Run()
		goCmdEnv(t, mod, env, "vet", "./...")
		goCmdEnv(t, mod, env, "test", "-count=1", "./...")
		if got := required(readModFile(t, filepath.Join(mod, "go.mod")), "k8s.io/apimachinery"); got != next.k8s {
			t.Errorf("%s built with k8s.io/apimachinery %s, want %s", mod, got, next.k8s)
		}
	}
}

// nextWatchCacheGates are the configurations of the next minor's watch
// cache the fault suite runs in: 1.38 ingests etcd's events without their
// previous values (WatchFromStorageWithoutPrevKV, beta, on by default) and
// can serve consistent GETs from the cache (ConsistentGetFromCache,
// alpha). 1.38.0-beta.0 has no WatchCacheStallResume gate.
var nextWatchCacheGates = []string{
	"WatchFromStorageWithoutPrevKV=true,ConsistentGetFromCache=true",
	"WatchFromStorageWithoutPrevKV=false,ConsistentGetFromCache=false",
}

// TestFaultsAtTheNextMinor runs the fault suite (examples/apiserver/faults,
// short mode: its negative control and two scenarios) on a copy of the
// examples module built with the next minor's pre-release, once per
// configuration of nextWatchCacheGates, which its replicas set
// (FAULTS_FEATURE_GATES). Zero violations, as at the current minor
// (docs/reliability.md).
func TestFaultsAtTheNextMinor(t *testing.T) {
	heavy.Only(t, "builds the example server with the next Kubernetes minor's pre-release")
	root := repoRoot(t)
	dir := heavy.WorkDir(t, "faults-"+next.name)
	for _, m := range []string{".", "builtin", "runtime", "runtime/apiserver", "runtime/controllerruntime", "examples"} {
		copyModule(t, filepath.Join(root, m), filepath.Join(dir, m))
	}
	examples := filepath.Join(dir, "examples")
	env := []string{"GOWORK=off", "GOFLAGS=-mod=mod", "GOTOOLCHAIN=" + nextToolchain}
	goCmdEnv(t, examples, env, "mod", "edit", "-replace", "sigs.k8s.io/structured-merge-diff/v7=sigs.k8s.io/structured-merge-diff/v7@v7.0.0")
	goCmdEnv(t, examples, env, "get", "k8s.io/apimachinery@"+next.k8s, "k8s.io/api@"+next.k8s, "k8s.io/client-go@"+next.k8s,
		"k8s.io/apiserver@"+next.k8s, "k8s.io/component-base@"+next.k8s)
	// -e: the proxy refuses what only k8s.io/* tests import.
	cmd := exec.Command("go", "mod", "tidy", "-e")
	cmd.Dir, cmd.Env = examples, append(os.Environ(), env...)
	_ = cmd.Run()
	if got := required(readModFile(t, filepath.Join(examples, "go.mod")), "k8s.io/apiserver"); got != next.k8s {
		t.Fatalf("the examples built with k8s.io/apiserver %s, want %s", got, next.k8s)
	}
	for _, gates := range nextWatchCacheGates {
		out := goCmdEnv(t, examples, append(env, "FAULTS_FEATURE_GATES="+gates), "test", "-count=1", "-v", "./apiserver/faults")
		var summary []string
		for _, line := range strings.Split(out, "\n") {
			if strings.Contains(line, "violations") || strings.HasPrefix(line, "--- ") {
				summary = append(summary, strings.TrimSpace(line))
			}
		}
		t.Logf("fault suite at %s with %s:\n%s", next.k8s, gates, strings.Join(summary, "\n"))
	}
}

// TestAdoption is a user's module pinned to a supported minor (the oldest;
// -adopt-all: every one) and the controller-runtime of its time, with the
// input packages of every golden case as its API packages. It pins the
// generator the README's way, in a module file of its own, runs it,
// requires the runtime and the controller-runtime adapter, and builds,
// vets and tests: its k8s.io/* and controller-runtime versions and its go
// line must be what they were, and each generated file must be the golden
// one.
func TestAdoption(t *testing.T) {
	heavy.Only(t, "builds a user module with an older Kubernetes release")
	minors := window[:1]
	if *adoptAll {
		minors = window
	}
	for _, m := range minors {
		t.Run(m.name, func(t *testing.T) { adopt(t, m) })
	}
}

func adopt(t *testing.T, m minor) {
	root := repoRoot(t)
	user := heavy.WorkDir(t, "adopter-"+m.name)
	const userModule = "example.com/adopter"

	// The user's module before: its API packages (the golden cases'
	// inputs), pinned to the minor.
	inputRoot := filepath.Join(root, "testdata", "input")
	copyModule(t, inputRoot, filepath.Join(user, "apis"))
	err := filepath.WalkDir(filepath.Join(user, "apis"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, _ := os.ReadFile(path)
		data = bytes.ReplaceAll(data, []byte(rootModule+"/testdata/input/"), []byte(userModule+"/apis/"))
		return os.WriteFile(path, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	goLine := strings.TrimPrefix(readModFileVersion(t, root, "k8s.io/apimachinery@"+m.k8s), "v")
	gomod := "module " + userModule + "\n\ngo " + goLine + "\n\nrequire (\n" +
		"\tk8s.io/api " + m.k8s + "\n\tk8s.io/apimachinery " + m.k8s + "\n\tk8s.io/client-go " + m.k8s + "\n" +
		"\tk8s.io/apiserver " + m.k8s + "\n\tk8s.io/component-base " + m.k8s + "\n" +
		"\tsigs.k8s.io/controller-runtime " + m.controllerRuntime + "\n)\n"
	if err := os.WriteFile(filepath.Join(user, "go.mod"), []byte(gomod), 0o644); err != nil {
		t.Fatal(err)
	}
	// The user's own code uses what it pins: client-go and
	// controller-runtime, as an operator does.
	if err := os.MkdirAll(filepath.Join(user, "controllers"), 0o755); err != nil {
		t.Fatal(err)
	}
	controller := "package controllers\n\nimport (\n\t\"k8s.io/client-go/kubernetes\"\n\t\"sigs.k8s.io/controller-runtime/pkg/client\"\n)\n\n" +
		"// Clients are what the operator talks to the API server with.\ntype Clients struct {\n\tTyped  kubernetes.Interface\n\tClient client.Client\n}\n"
	if err := os.WriteFile(filepath.Join(user, "controllers", "controllers.go"), []byte(controller), 0o644); err != nil {
		t.Fatal(err)
	}
	// And the API server it already has: k8s.io/apiserver's generic server,
	// to which adopting adds storage built from the declarations.
	if err := os.MkdirAll(filepath.Join(user, "server"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(user, "server", "server.go"), []byte(userServer), 0o644); err != nil {
		t.Fatal(err)
	}
	// The golden cases' stand-ins for deepcopy methods, as the user's
	// deepcopy-gen or controller-gen would write them.
	var apiDirs []string
	filepath.WalkDir(filepath.Join(user, "apis"), func(path string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			if m, _ := filepath.Glob(filepath.Join(path, "*.go")); len(m) > 0 {
				apiDirs = append(apiDirs, path)
			}
		}
		return nil
	})
	for _, dir := range apiDirs {
		stub, err := deepcopystub.For(dir)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "zz_generated.deepcopy.go"), stub, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	goCmd(t, user, "mod", "tidy")
	before := readModFile(t, filepath.Join(user, "go.mod"))

	// The generator as a tool in a module file of its own (README): here
	// with the local checkout instead of a released version.
	tools := filepath.Join("hack", "tools.mod")
	if err := os.MkdirAll(filepath.Join(user, "hack"), 0o755); err != nil {
		t.Fatal(err)
	}
	goCmd(t, user, "mod", "init", "-modfile="+tools, userModule)
	goCmd(t, user, "mod", "edit", "-modfile="+tools,
		"-require="+rootModule+"@v0.0.0-00010101000000-000000000000",
		"-replace="+rootModule+"="+root, "-replace="+runtimeModule+"="+filepath.Join(root, "runtime"))
	// go get -modfile=hack/tools.mod -tool .../cmd/selectable-gen@VERSION
	// with a release; with a local replacement no version can be asked
	// of the module proxy, so the tool line is added by hand.
	goCmd(t, user, "mod", "edit", "-modfile="+tools, "-tool="+rootModule+"/cmd/selectable-gen")
	goCmd(t, user, "mod", "tidy", "-modfile="+tools)
	goCmd(t, user, "tool", "-modfile="+tools, "selectable-gen", "./apis/...")

	// What generated code imports: the runtime module (and, for the test
	// below, the controller-runtime adapter); with a release, go get of
	// their tags.
	goCmd(t, user, "mod", "edit",
		"-require="+runtimeModule+"@v0.0.0-00010101000000-000000000000", "-replace="+runtimeModule+"="+filepath.Join(root, "runtime"),
		"-require="+crModule+"@v0.0.0-00010101000000-000000000000", "-replace="+crModule+"="+filepath.Join(root, "runtime", "controllerruntime"),
		"-require="+apiserverModule+"@v0.0.0-00010101000000-000000000000", "-replace="+apiserverModule+"="+filepath.Join(root, "runtime", "apiserver"))
	for name, text := range map[string]string{"adoption_test.go": adoptionTest, "server_test.go": adoptionServerTest} {
		if err := os.WriteFile(filepath.Join(user, "apis", "multiversion", "v1", name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	goCmd(t, user, "mod", "tidy")
	after := readModFile(t, filepath.Join(user, "go.mod"))
	if before.Go.Version != after.Go.Version || after.Toolchain != nil {
		t.Errorf("the go line changed from %s to %s (toolchain %v)", before.Go.Version, after.Go.Version, after.Toolchain)
	}
	pinned := 0
	for _, r := range before.Require {
		if !strings.HasPrefix(r.Mod.Path, "k8s.io/") && r.Mod.Path != "sigs.k8s.io/controller-runtime" {
			continue
		}
		pinned++
		if got := required(after, r.Mod.Path); got != r.Mod.Version {
			t.Errorf("adopting changed %s from %s to %s", r.Mod.Path, r.Mod.Version, got)
		}
	}
	for _, r := range after.Require {
		if (strings.HasPrefix(r.Mod.Path, "k8s.io/") || r.Mod.Path == "sigs.k8s.io/controller-runtime") && required(before, r.Mod.Path) == "" {
			t.Errorf("adopting added a requirement of %s %s", r.Mod.Path, r.Mod.Version)
		}
	}
	if pinned < 6 {
		t.Errorf("only %d pinned Kubernetes modules checked", pinned)
	}

	// Every generated file is the golden one, and the user's module
	// builds, vets and passes its test with them.
	goldenRoot := filepath.Join(root, "testdata", "golden")
	for _, dir := range apiDirs {
		rel, _ := filepath.Rel(filepath.Join(user, "apis"), dir)
		golden, err := os.ReadFile(filepath.Join(goldenRoot, rel, "zz_generated.selectable.go"))
		if os.IsNotExist(err) {
			continue
		}
		got, err := os.ReadFile(filepath.Join(dir, "zz_generated.selectable.go"))
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			continue
		}
		want := bytes.ReplaceAll(golden, []byte(rootModule+"/testdata/input/"), []byte(userModule+"/apis/"))
		// The user's paths sort elsewhere among the imports of a file that
		// imports another input package (internalversion's declarations
		// import the versions'): gofmt sorts them as the generator does.
		if want, err = format.Source(want); err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the generator run as the user's tool writes other code than the golden file:\n%s", rel, firstDifference(want, got))
		}
	}
	goCmd(t, user, "vet", "./...")
	goCmd(t, user, "test", "-count=1", "./...")
}

// readModFileVersion is the go line of a module version's go.mod.
func readModFileVersion(t *testing.T, dir, modVersion string) string {
	t.Helper()
	out := heavy.GoOutput(t, dir, outsideWorkspace, "mod", "download", "-json", modVersion)
	i := strings.Index(out, `"GoMod": "`)
	if i < 0 {
		t.Fatalf("no GoMod in %s", out)
	}
	path := out[i+len(`"GoMod": "`):]
	path = path[:strings.Index(path, `"`)]
	return "v" + readModFile(t, path).Go.Version
}

// adoptionTest is the user's test: generated code and the
// controller-runtime adapter at the user's versions.
const adoptionTest = `package v1_test

import (
	"context"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"

	crtadapter "github.com/selectable-gen/selectable-gen/runtime/controllerruntime"

	v1 "example.com/adopter/apis/multiversion/v1"
)

func TestAdopted(t *testing.T) {
	gv := schema.GroupVersion{Group: "multiversion.example.com", Version: "v1"}
	s := runtime.NewScheme()
	s.AddKnownTypes(gv, &v1.Gadget{}, &v1.GadgetList{}, &v1.Sprocket{}, &v1.SprocketList{})
	metav1.AddToGroupVersion(s, gv)
	replicas := int32(3)
	gadget := func(name, color string) *v1.Gadget {
		return &v1.Gadget{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "ns"}, Spec: v1.GadgetSpec{Color: color, Replicas: &replicas}}
	}
	c := crtadapter.WithFieldSelectors(fake.NewClientBuilder().WithScheme(s).WithObjects(gadget("a", "red"), gadget("b", "blue")), s, v1.Descriptors...).Build()
	var list v1.GadgetList
	if err := c.List(context.Background(), &list, client.MatchingFields{"spec.color": "red"}); err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 1 || list.Items[0].Name != "a" {
		t.Fatalf("spec.color=red lists %v", list.Items)
	}
	if err := c.List(context.Background(), &list, client.MatchingFields{"spec.shape": "round"}); err == nil {
		t.Error("an undeclared field is listed without an error")
	}
	table, err := v1.GadgetTableConvertor{}.ConvertToTable(context.Background(), &list, nil)
	if err != nil || len(table.Rows) != 1 || table.Rows[0].Cells[1] != "red" {
		t.Fatalf("table %v, %v", table, err)
	}
	scale, err := v1.GadgetToScale(gadget("c", "green"))
	if err != nil || scale.Spec.Replicas != 3 {
		t.Fatalf("scale %v, %v", scale, err)
	}
}
`

// userServer is the user's API server before adopting: k8s.io/apiserver's
// generic server (without authentication, authorization or admission, for
// its tests).
const userServer = `// Package server is the adopter's API server.
package server

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	genericapiserver "k8s.io/apiserver/pkg/server"
	restclient "k8s.io/client-go/rest"
	basecompatibility "k8s.io/component-base/compatibility"
	"k8s.io/kube-openapi/pkg/common"
)

// New returns a generic API server with no API group installed yet;
// definitions are the OpenAPI definitions of what it serves (openapi-gen's).
func New(scheme *runtime.Scheme, codecs serializer.CodecFactory, definitions common.GetOpenAPIDefinitions) (*genericapiserver.GenericAPIServer, error) {
	config := genericapiserver.NewConfig(codecs)
	config.ExternalAddress = "127.0.0.1:443"
	config.LoopbackClientConfig = &restclient.Config{}
	config.EffectiveVersion = basecompatibility.NewEffectiveVersionFromString("", "", "")
	config.OpenAPIV3Config = genericapiserver.DefaultOpenAPIV3Config(definitions, openapinamer.NewDefinitionNamer(scheme))
	return config.Complete(nil).New("adopter", genericapiserver.NewEmptyDelegate())
}
`

// adoptionServerTest is the user's server test after adopting: the
// storage of a golden case's kinds built from their generated descriptors
// by runtime/apiserver, installed in the user's server on an etcd, and
// asked over HTTP what kubectl asks (field selectors, /scale, the table).
const adoptionServerTest = `package v1_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apiserver/pkg/registry/generic"
	genericapiserver "k8s.io/apiserver/pkg/server"
	etcd3testing "k8s.io/apiserver/pkg/storage/etcd3/testing"
	"k8s.io/apiserver/pkg/storage/storagebackend"
	"k8s.io/client-go/dynamic"
	restclient "k8s.io/client-go/rest"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/validation/spec"

	serveradapter "github.com/selectable-gen/selectable-gen/runtime/apiserver"

	v1 "example.com/adopter/apis/multiversion/v1"
	"example.com/adopter/server"
)

type optsGetter struct {
	config *storagebackend.Config
}

func (o optsGetter) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	return generic.RESTOptions{StorageConfig: o.config.ForResource(resource), Decorator: generic.UndecoratedStorage,
		ResourcePrefix: resource.Group + "/" + resource.Resource}, nil
}

// definitions stand in for the user's openapi-gen output: each type the
// routes name, as an object that keeps every field.
func definitions(common.ReferenceCallback) map[string]common.OpenAPIDefinition {
	out := map[string]common.OpenAPIDefinition{}
	for _, obj := range []any{v1.Gadget{}, v1.GadgetList{}, v1.Sprocket{}, v1.SprocketList{}, autoscalingv1.Scale{},
		metav1.Status{}, metav1.DeleteOptions{}, metav1.WatchEvent{}, metav1.Patch{}, metav1.APIResourceList{}} {
		// Keyed as openapi-gen keys them: by the model name a type
		// declares (k8s.io/api's do), else by its Go name.
		t := reflect.TypeOf(obj)
		name := t.PkgPath() + "." + t.Name()
		if named, ok := reflect.New(t).Interface().(interface{ OpenAPIModelName() string }); ok {
			name = named.OpenAPIModelName()
		}
		out[name] = common.OpenAPIDefinition{Schema: spec.Schema{
			SchemaProps:      spec.SchemaProps{Type: []string{"object"}},
			VendorExtensible: spec.VendorExtensible{Extensions: spec.Extensions{"x-kubernetes-preserve-unknown-fields": true}},
		}}
	}
	return out
}

func TestServed(t *testing.T) {
	gv := schema.GroupVersion{Group: "multiversion.example.com", Version: "v1"}
	scheme := runtime.NewScheme()
	for _, v := range []schema.GroupVersion{gv, {Group: gv.Group, Version: runtime.APIVersionInternal}} {
		scheme.AddKnownTypes(v, &v1.Gadget{}, &v1.GadgetList{}, &v1.Sprocket{}, &v1.SprocketList{})
	}
	metav1.AddToGroupVersion(scheme, gv)
	if err := autoscalingv1.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	scheme.AddKnownTypes(schema.GroupVersion{Group: autoscalingv1.GroupName, Version: runtime.APIVersionInternal}, &autoscalingv1.Scale{})
	metav1.AddToGroupVersion(scheme, schema.GroupVersion{Version: "v1"})
	scheme.AddUnversionedTypes(schema.GroupVersion{Version: "v1"}, &metav1.Status{}, &metav1.APIVersions{}, &metav1.APIGroupList{}, &metav1.APIGroup{}, &metav1.APIResourceList{})
	if err := v1.RegisterFieldLabelConversions(scheme); err != nil {
		t.Fatal(err)
	}
	codecs := serializer.NewCodecFactory(scheme)
	s, err := server.New(scheme, codecs, definitions)
	if err != nil {
		t.Fatal(err)
	}
	_, etcd := etcd3testing.NewUnsecuredEtcd3TestClientServer(t)
	config := storagebackend.NewDefaultConfig("/adopter", codecs.LegacyCodec(gv))
	config.Transport = etcd.Transport
	storage, err := serveradapter.NewGroupStorage(v1.Descriptors, scheme, optsGetter{config}, nil)
	if err != nil {
		t.Fatal(err)
	}
	info := genericapiserver.NewDefaultAPIGroupInfo(gv.Group, scheme, metav1.ParameterCodec, codecs)
	info.VersionedResourcesStorageMap[gv.Version] = storage
	if err := s.InstallAPIGroup(&info); err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(serveradapter.WithFieldPredicate(s.Handler))
	defer ts.Close()

	ctx := context.Background()
	gadgets := dynamic.NewForConfigOrDie(&restclient.Config{Host: ts.URL}).Resource(gv.WithResource("gadgets")).Namespace("ns")
	for _, g := range []struct{ name, color string }{{"a", "red"}, {"b", "blue"}} {
		obj := &unstructured.Unstructured{Object: map[string]any{"apiVersion": gv.String(), "kind": "Gadget",
			"metadata": map[string]any{"name": g.name}, "spec": map[string]any{"color": g.color, "replicas": int64(3)}}}
		if _, err := gadgets.Create(ctx, obj, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	list, err := gadgets.List(ctx, metav1.ListOptions{FieldSelector: "spec.color=red"})
	if err != nil || len(list.Items) != 1 || list.Items[0].GetName() != "a" {
		t.Fatalf("spec.color=red: %v, %v", list, err)
	}
	if _, err := gadgets.List(ctx, metav1.ListOptions{FieldSelector: "spec.shape=round"}); err == nil || !strings.Contains(err.Error(), "field label not supported: spec.shape") {
		t.Errorf("an undeclared field: error %v", err)
	}
	scale, err := gadgets.Get(ctx, "a", metav1.GetOptions{}, "scale")
	if replicas, _, _ := unstructured.NestedInt64(scale.Object, "spec", "replicas"); err != nil || replicas != 3 {
		t.Errorf("/scale: %v, %v", scale, err)
	}
	req, _ := http.NewRequest("GET", ts.URL+"/apis/multiversion.example.com/v1/namespaces/ns/gadgets?fieldPredicate="+
		"object.spec.color+in+%5B%27blue%27%5D", nil)
	req.Header.Set("Accept", "application/json;as=Table;v=v1;g=meta.k8s.io")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var table metav1.Table
	if err := json.NewDecoder(resp.Body).Decode(&table); err != nil {
		t.Fatal(err)
	}
	if len(table.ColumnDefinitions) < 2 || table.ColumnDefinitions[1].Name != "Color" || len(table.Rows) != 1 || table.Rows[0].Cells[1] != "blue" {
		t.Errorf("the table of a field predicate: %+v", table)
	}
}
`

// firstDifference shows the first line where got differs from want.
func firstDifference(want, got []byte) string {
	w, g := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", i+1, a, b)
		}
	}
	return ""
}
