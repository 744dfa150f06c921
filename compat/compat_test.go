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
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/semver"

	"github.com/selectable-gen/selectable-gen/internal/deepcopystub"
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

var adoptAll = flag.Bool("adopt-all", false, "run the adoption test with every minor of the window, not only the oldest")

const (
	rootModule    = "github.com/selectable-gen/selectable-gen"
	runtimeModule = rootModule + "/runtime"
	crModule      = rootModule + "/runtime/controllerruntime"
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

// goCmd runs the go command in dir, outside any workspace, and returns its
// output; a failure fails the test with the output.
func goCmd(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return string(out)
}

// TestRuntimeRequiresTheOldestMinor: the runtime module and the
// controller-runtime adapter require the oldest minor of the window (so
// requiring them raises nothing a module in the window has), and their go
// lines are no newer than the one k8s.io/apimachinery of that minor has.
func TestRuntimeRequiresTheOldestMinor(t *testing.T) {
	root := repoRoot(t)
	oldest := window[0]
	var apimachineryGo string
	{
		out := goCmd(t, root, "mod", "download", "-json", "k8s.io/apimachinery@"+oldest.k8s)
		i := strings.Index(out, `"GoMod": "`)
		if i < 0 {
			t.Fatalf("no GoMod in %s", out)
		}
		path := out[i+len(`"GoMod": "`):]
		path = path[:strings.Index(path, `"`)]
		apimachineryGo = readModFile(t, path).Go.Version
	}
	for _, mod := range []string{"runtime/go.mod", "runtime/controllerruntime/go.mod"} {
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
			case r.Mod.Path == "k8s.io/apimachinery" || r.Mod.Path == "k8s.io/api" || r.Mod.Path == "k8s.io/client-go":
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

// TestRuntimeWindow: the runtime module's tests pass with each minor of the
// window but the newest (which the workspace tests), and the
// controller-runtime adapter builds and vets with the controller-runtime
// of each.
func TestRuntimeWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the runtime with older Kubernetes releases")
	}
	root := repoRoot(t)
	for _, m := range window[:len(window)-1] {
		t.Run(m.name, func(t *testing.T) {
			dir := t.TempDir()
			rt, cr := filepath.Join(dir, "runtime"), filepath.Join(dir, "controllerruntime")
			copyModule(t, filepath.Join(root, "runtime"), rt)
			copyModule(t, filepath.Join(root, "runtime", "controllerruntime"), cr)
			goCmd(t, cr, "mod", "edit", "-replace", runtimeModule+"="+rt)
			if m != window[0] {
				goCmd(t, rt, "get", "k8s.io/apimachinery@"+m.k8s, "k8s.io/client-go@"+m.k8s)
				goCmd(t, cr, "get", "k8s.io/apimachinery@"+m.k8s, "sigs.k8s.io/controller-runtime@"+m.controllerRuntime)
			}
			goCmd(t, rt, "test", "-count=1", "./...")
			goCmd(t, cr, "vet", "./...")
			for _, c := range []struct{ dir, path, want string }{
				{rt, "k8s.io/apimachinery", m.k8s},
				{cr, "sigs.k8s.io/controller-runtime", m.controllerRuntime},
			} {
				if got := required(readModFile(t, filepath.Join(c.dir, "go.mod")), c.path); got != c.want {
					t.Errorf("built with %s %s, want %s", c.path, got, c.want)
				}
			}
		})
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
	if testing.Short() {
		t.Skip("builds a user module with an older Kubernetes release")
	}
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
	user := t.TempDir()
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
		"-require="+crModule+"@v0.0.0-00010101000000-000000000000", "-replace="+crModule+"="+filepath.Join(root, "runtime", "controllerruntime"))
	if err := os.WriteFile(filepath.Join(user, "apis", "multiversion", "v1", "adoption_test.go"), []byte(adoptionTest), 0o644); err != nil {
		t.Fatal(err)
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
	if pinned < 4 {
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
			t.Errorf("%s: the generator run as the user's tool writes other code than the golden file", rel)
		}
	}
	goCmd(t, user, "vet", "./...")
	goCmd(t, user, "test", "-count=1", "./...")
}

// readModFileVersion is the go line of a module version's go.mod.
func readModFileVersion(t *testing.T, dir, modVersion string) string {
	t.Helper()
	out := goCmd(t, dir, "mod", "download", "-json", modVersion)
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
