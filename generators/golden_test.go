package generators

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/golden and the errors.golden files of testdata/bad")

const modulePath = "github.com/selectable-gen/selectable-gen"

// caseDirs lists the package directories below root (relative to it) that
// hold Go files.
func caseDirs(t *testing.T, root string) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if m, _ := filepath.Glob(filepath.Join(path, "*.go")); len(m) > 0 {
			rel, _ := filepath.Rel(root, path)
			dirs = append(dirs, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(dirs)
	return dirs
}

// TestGolden runs the generator on every package under testdata/input and
// compares each output with testdata/golden/<package>/<file>.
// go test ./generators -update rewrites the goldens.
func TestGolden(t *testing.T) {
	inputRoot, _ := filepath.Abs("../testdata/input")
	goldenRoot, _ := filepath.Abs("../testdata/golden")
	dirs := caseDirs(t, inputRoot)
	var patterns []string
	for _, d := range dirs {
		patterns = append(patterns, modulePath+"/testdata/input/"+d)
	}
	args := DefaultArgs()
	out, err := Generate(args, patterns)
	if err != nil {
		t.Fatalf("generate: %v", err)
	}

	// Determinism: a second run gives the same bytes.
	again, err := Generate(args, patterns)
	if err != nil {
		t.Fatal(err)
	}
	for path, data := range out.Files {
		if !bytes.Equal(data, again.Files[path]) {
			t.Errorf("%s differs between two runs", path)
		}
	}

	want := map[string][]byte{} // golden path -> content
	for path, data := range out.Files {
		rel, err := filepath.Rel(inputRoot, path)
		if err != nil || strings.HasPrefix(rel, "..") {
			t.Fatalf("output %s is outside testdata/input", path)
		}
		want[filepath.Join(goldenRoot, rel)] = data
	}
	if *update {
		os.RemoveAll(goldenRoot)
		for path, data := range want {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	have := map[string]bool{}
	filepath.WalkDir(goldenRoot, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			have[path] = true
		}
		return nil
	})
	for path, data := range want {
		golden, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("no golden file %s (run go test ./generators -update): %v", path, err)
			continue
		}
		if !bytes.Equal(golden, data) {
			t.Errorf("%s differs from the generated output (run go test ./generators -update and review the diff):\n%s", path, lineDiff(string(golden), string(data)))
		}
		delete(have, path)
	}
	for path := range have {
		t.Errorf("golden file %s is no longer generated", path)
	}
}

// lineDiff shows the first differing lines, enough to see what changed.
func lineDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return "line " + strconv.Itoa(i+1) + ":\n- " + x + "\n+ " + y
		}
	}
	return ""
}

// TestKubebuilderColumnNotes: printer columns that controller-gen and the
// CRD API accept but that the Go types show to be always empty generate,
// evaluated by client-go's jsonpath as the CRD convertor would, with a
// positioned note; the same columns in the +k8s: dialect are errors
// (testdata/bad/columns).
func TestKubebuilderColumnNotes(t *testing.T) {
	out, err := Generate(DefaultArgs(), []string{modulePath + "/testdata/input/kubebuilderlayout"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`kubebuilderlayout/types.go:20: +kubebuilder:printcolumn "Cluster" on Deployment: JSONPath ".spec.clusterName" ends at string: an integer column never shows a value of string (every cell would be empty); use type=string or type=date; accepted as controller-gen accepts it: the cells are computed by client-go's jsonpath at run time, as the CRD table convertor computes them`,
		`kubebuilderlayout/types.go:21: +kubebuilder:printcolumn "Phase" on Deployment: JSONPath ".status.phase" names no field of the type: DeploymentStatus has no field with json name "phase"; its fields are: availableReplicas, conditions; accepted as controller-gen accepts it: the cells are computed by client-go's jsonpath at run time, as the CRD table convertor computes them`,
		`kubebuilderlayout/types.go:22: +kubebuilder:printcolumn "Unobserved" on Deployment: JSONPath ".status.conditions[?(@.observedGeneration==0)].type" matches no element: observedGeneration is left out of the JSON when it is 0 (omitempty), and a filter passes over an element without it; compare with another value, or test the key's absence in a CEL column; accepted as controller-gen accepts it: the cells are computed by client-go's jsonpath at run time, as the CRD table convertor computes them`,
	}
	if len(out.Notes) != len(want) {
		t.Fatalf("notes:\n%s\nwant %d", strings.Join(out.Notes, "\n"), len(want))
	}
	for i, w := range want {
		if !strings.HasSuffix(out.Notes[i], w) {
			t.Errorf("note %d:\n%s\nwant it to end with:\n%s", i, out.Notes[i], w)
		}
	}
}

// TestLegacyOptInNotes: the opt-in's first spelling, +k8s:selectable-gen,
// is read as +selectable-gen (the package and its opted-out kind generate
// as they would with the new spelling), with a positioned note for each
// use that says what to write and why.
func TestLegacyOptInNotes(t *testing.T) {
	out, err := Generate(DefaultArgs(), []string{modulePath + "/testdata/input/legacyoptin"})
	if err != nil {
		t.Fatal(err)
	}
	const why = "code-generator's tag lint (--lint-rules=known-tags-only) rejects it in a doc.go"
	want := []string{
		"legacyoptin/doc.go:5: +k8s:selectable-gen is the old spelling of +selectable-gen, read the same; write +selectable-gen=package: " + why,
		"legacyoptin/types.go:26: +k8s:selectable-gen is the old spelling of +selectable-gen, read the same; write +selectable-gen=false: " + why,
	}
	if len(out.Notes) != len(want) {
		t.Fatalf("notes:\n%s\nwant %d", strings.Join(out.Notes, "\n"), len(want))
	}
	for i, w := range want {
		if !strings.HasSuffix(out.Notes[i], w) {
			t.Errorf("note %d:\n%s\nwant it to end with:\n%s", i, out.Notes[i], w)
		}
	}
}
