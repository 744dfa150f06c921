package generators

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/selectable-gen/selectable-gen/internal/deepcopystub"
)

// TestGoldenOutputCompiles: every golden output compiles and passes go vet
// together with its input package. The golden comparison only sees text; a
// file that parses but does not type-check (an unused import, a wrong
// conversion) is a generator bug it cannot catch. The goldens are laid
// over the input directories with go's -overlay, with a stand-in for the
// deepcopy methods deepcopy-gen would write.
func TestGoldenOutputCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	root, _ := filepath.Abs("..")
	inputRoot := filepath.Join(root, "testdata", "input")
	goldenRoot := filepath.Join(root, "testdata", "golden")
	replace := map[string]string{}
	var packages []string
	for _, dir := range caseDirs(t, goldenRoot) {
		golden, _ := filepath.Glob(filepath.Join(goldenRoot, dir, "*.go"))
		if len(golden) == 0 {
			continue
		}
		input := filepath.Join(inputRoot, dir)
		for _, g := range golden {
			replace[filepath.Join(input, filepath.Base(g))] = g
		}
		stub := filepath.Join(t.TempDir(), "deepcopy.go")
		data, err := deepcopystub.For(input)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(stub, data, 0o644); err != nil {
			t.Fatal(err)
		}
		replace[filepath.Join(input, "zz_stub_deepcopy.go")] = stub
		packages = append(packages, "./testdata/input/"+dir)
	}
	overlay, _ := json.Marshal(map[string]any{"Replace": replace})
	overlayFile := filepath.Join(t.TempDir(), "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", append([]string{"vet", "-overlay", overlayFile}, packages...)...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("go vet of the golden outputs with their inputs: %v\n%s", err, out)
	}

	// The edge cases of columns also agree with upstream on random
	// objects: the property test's agreement file (GetAttrs with the CRD
	// strategy, cells with the CRD table convertor), run in the packages
	// below.
	var agree []string
	for _, dir := range goldenAgreementCases {
		data, err := os.ReadFile(filepath.Join(goldenRoot, dir, DefaultArgs().OutputFile))
		if err != nil {
			t.Fatal(err)
		}
		replace[filepath.Join(inputRoot, dir, "golden_agreement_test.go")] = writeAgreementTest(t, t.TempDir(), filepath.Base(dir), data)
		agree = append(agree, "./testdata/input/"+dir)
	}
	overlay, _ = json.Marshal(map[string]any{"Replace": replace})
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd = exec.Command("go", append([]string{"test", "-count=1", "-overlay", overlayFile}, agree...)...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("golden outputs disagree with upstream: %v\n%s", err, out)
	}
	if len(packages) < 5 {
		t.Errorf("only %d golden packages checked", len(packages))
	}
}

// goldenAgreementCases are the golden packages whose generated code is
// compared with upstream on random objects (edge cases of cells).
var goldenAgreementCases = []string{"columnedges"}
