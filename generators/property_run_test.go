package generators

// The stages of TestPropertyRandomPackages on its valid packages: generate,
// compile and vet, agree with upstream, merge into controller-gen's CRDs.

import (
	"bytes"
	"encoding/json"
	"errors"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	sigsyaml "sigs.k8s.io/yaml"

	"github.com/selectable-gen/selectable-gen/internal/crdcheck"
	"github.com/selectable-gen/selectable-gen/markers"
)

// generateGood generates for every valid package at once. A valid
// package must be accepted: the errors that point into one print its
// seed before the test stops.
func generateGood(t *testing.T, r *propertyRun, args *Args) *Output {
	t.Helper()
	out, err := generateOrBlame(t, r.good, args)
	if err != nil {
		var list markers.ErrorList
		errors.As(err, &list)
		for _, e := range list {
			for _, w := range r.good {
				if strings.HasPrefix(e.Pos.Filename, w.dir+string(filepath.Separator)) {
					t.Errorf("a valid package is rejected: %v\n%s", e, w.source())
				}
			}
		}
		t.Fatalf("valid packages rejected: %v", err)
	}
	return out
}

// checkRepeatableAndFormatted: a second run gives the same bytes (no map
// order or other chance in the output), and every file is gofmt-clean.
func checkRepeatableAndFormatted(t *testing.T, r *propertyRun, args *Args, out *Output) {
	t.Helper()
	again, err := generateOrBlame(t, r.good, args)
	if err != nil {
		t.Fatal(err)
	}
	for path, data := range out.Files {
		if !bytes.Equal(data, again.Files[path]) {
			t.Errorf("%s differs between two runs", path)
		}
		if formatted, err := format.Source(data); err != nil || !bytes.Equal(formatted, data) {
			t.Errorf("%s is not gofmt-clean (%v)", path, err)
		}
	}
}

// goCommand runs the go command at the module's root, where the run's
// packages and the controller-gen tool are, and returns its output.
func (r *propertyRun) goCommand(args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = r.root
	return cmd.CombinedOutput()
}

// writeDeepCopy writes the deepcopy methods controller-gen writes for
// the kinds (randapi marks them +kubebuilder:object:root=true, as
// kubebuilder projects do), so that the outputs compile and vet with
// real DeepCopy, which the /status helpers call. It returns the valid
// packages' patterns.
//
// controller-gen is called for deepCopyBatch packages at a time: with a
// few hundred paths= in one call (-seeds=300) it ran for many minutes
// and left the packages after the first few hundred without their
// methods, exiting 0.
func writeDeepCopy(t *testing.T, r *propertyRun) []string {
	t.Helper()
	var pkgs []string
	for _, w := range r.good {
		pkgs = append(pkgs, r.local(w.pkg.Name))
	}
	for batch := range slices.Chunk(pkgs, deepCopyBatch) {
		cgArgs := []string{"tool", "controller-gen", "object"}
		for _, p := range batch {
			cgArgs = append(cgArgs, "paths="+p)
		}
		if msg, err := r.goCommand(cgArgs...); err != nil {
			t.Fatalf("controller-gen object: %v\n%s", err, msg)
		}
	}
	for _, w := range r.good {
		if !strings.Contains(w.pkg.Files["types.go"], "+kubebuilder:object:root=true") {
			continue // declarations of other packages' kinds: nothing to write
		}
		if _, err := os.Stat(filepath.Join(w.dir, "zz_generated.deepcopy.go")); err != nil {
			t.Fatalf("controller-gen object wrote no deepcopy for seed %d: %v", w.seed, err)
		}
	}
	return pkgs
}

// deepCopyBatch is how many packages one controller-gen call writes.
const deepCopyBatch = 60

// overlayOutputs writes the generated files outside the module and maps
// each to its place, for a go command overlay: the packages build with
// their output without it being written into them.
func overlayOutputs(t *testing.T, out *Output) map[string]string {
	t.Helper()
	replace := map[string]string{}
	outDir := t.TempDir()
	for path, data := range out.Files {
		// Named after the package, so that vet's messages say which.
		f := filepath.Join(outDir, filepath.Base(filepath.Dir(path))+"_"+filepath.Base(path))
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
		replace[path] = f
	}
	return replace
}

// writeAgreementTests writes one test package comparing the generated
// code of the first -agree packages with an output with upstream on
// random objects, and returns its pattern and how many packages it
// checks (none: "").
func writeAgreementTests(t *testing.T, r *propertyRun, out *Output) (string, int) {
	t.Helper()
	var pkgs []agreedPackage
	for _, w := range r.good {
		data, ok := out.Files[filepath.Join(w.dir, DefaultArgs().OutputFile)]
		if !ok || len(pkgs) >= *propAgree {
			continue
		}
		pkgs = append(pkgs, agreedPackage{importPath: w.pattern, qual: w.pkg.Name, generated: data})
	}
	if len(pkgs) == 0 {
		return "", 0
	}
	agreeDir := filepath.Join(r.dir, "agree")
	if err := os.MkdirAll(agreeDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(agreeDir, "agreement_test.go"), agreementTest("agree", pkgs), 0o644); err != nil {
		t.Fatal(err)
	}
	return r.local("agree"), len(pkgs)
}

// writeInternalAgreement writes one test package for all the internal
// groups: selection through their internal kinds, per served version,
// against the CRD strategy on converted objects. It returns its pattern.
func writeInternalAgreement(t *testing.T, r *propertyRun) string {
	t.Helper()
	agreeDir := filepath.Join(r.dir, "internalagree")
	if err := os.MkdirAll(agreeDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(agreeDir, "internal_agreement_test.go"), internalAgreementTest(r.internalGroups), 0o644); err != nil {
		t.Fatal(err)
	}
	return r.local("internalagree")
}

// writeOverlay writes the go command's -overlay file for replace.
func writeOverlay(t *testing.T, replace map[string]string) string {
	t.Helper()
	overlay, _ := json.Marshal(map[string]any{"Replace": replace})
	overlayFile := filepath.Join(t.TempDir(), "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	return overlayFile
}

// vetOutputs: every output compiles and vets with its package; a
// failure names the seeds whose packages vet's messages mention.
func vetOutputs(t *testing.T, r *propertyRun, overlayFile string, pkgs []string) {
	t.Helper()
	if msg, err := r.goCommand(append([]string{"vet", "-overlay", overlayFile}, pkgs...)...); err != nil {
		for _, w := range r.good {
			if bytes.Contains(msg, []byte(w.pkg.Name+"/")) || bytes.Contains(msg, []byte("/"+w.pkg.Name+"_")) {
				t.Errorf("output of seed %d does not vet:\n%s", w.seed, w.source())
			}
		}
		t.Errorf("go vet of the outputs: %v\n%s", err, msg)
	}
}

// runAgreement runs the agreement tests: the generated code selects,
// converts to tables and evaluates CEL as upstream does.
func runAgreement(t *testing.T, r *propertyRun, overlayFile string, agreePkgs []string) {
	t.Helper()
	if msg, err := r.goCommand(append([]string{"test", "-count=1", "-overlay", overlayFile}, agreePkgs...)...); err != nil {
		t.Errorf("generated code disagrees with upstream: %v\n%s", err, msg)
	}
}

// controllerGenCRDs writes controller-gen's CRDs for the valid packages
// into a temporary directory, for --crd-dir to merge into. controller-gen
// needs +groupName: packages that name their group with a GroupName
// constant only are not CRD packages.
func controllerGenCRDs(t *testing.T, r *propertyRun) string {
	t.Helper()
	crdDir := t.TempDir()
	cgArgs := []string{"tool", "controller-gen", "crd:allowDangerousTypes=true", "output:crd:dir=" + crdDir}
	for _, w := range r.good {
		if strings.Contains(w.pkg.Files["doc.go"]+w.pkg.Files["groupversion_info.go"], "+groupName=") {
			cgArgs = append(cgArgs, "paths="+r.local(w.pkg.Name))
		}
	}
	if msg, err := r.goCommand(cgArgs...); err != nil {
		t.Fatalf("controller-gen: %v\n%s", err, msg)
	}
	leaveOutInvalidCRDs(t, crdDir)
	return crdDir
}

// leaveOutInvalidCRDs removes from crdDir the CRDs controller-gen wrote
// that no API server takes as they are, before anything is merged into
// them: what the merge adds is checked on valid manifests only. A random
// package's outer field may shadow an embedded struct's of the same JSON
// name, which encoding/json resolves (the shallower wins) and
// controller-gen does not: it joins both schemas in an allOf, which for
// two resource.Quantity fields is no structural schema (seed 55:
// allOf[1].anyOf[0].type). selectable-gen reads such a field as
// encoding/json does (jsontype.Fields).
func leaveOutInvalidCRDs(t *testing.T, crdDir string) {
	t.Helper()
	crds, _ := filepath.Glob(filepath.Join(crdDir, "*.yaml"))
	for _, path := range crds {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		msgs, err := crdcheck.ValidateManifest(data)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(path), err)
		}
		if len(msgs) == 0 {
			continue
		}
		if err := os.Remove(path); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s left out of the CRD checks: controller-gen's own CRD is invalid: %s", filepath.Base(path), strings.Join(msgs, "; "))
	}
}

// checkCRDMerge: --crd-dir over controller-gen's CRDs gives manifests
// that pass the API server's CRD validation, and a second merge changes
// nothing. It fails if no CRD was merged, the property then untested,
// and returns the CRDs' paths.
func checkCRDMerge(t *testing.T, r *propertyRun, crdDir string) []string {
	t.Helper()
	args := DefaultArgs()
	args.CRDDir = crdDir
	merged, err := generateOrBlame(t, r.good, args)
	if leaveOutUntakeableCRDs(t, crdDir, err) {
		merged, err = generateOrBlame(t, r.good, args)
	}
	if err != nil {
		t.Fatalf("with --crd-dir: %v", err)
	}
	crds, _ := filepath.Glob(filepath.Join(crdDir, "*.yaml"))
	changed := 0
	for _, path := range crds {
		data, ok := merged.Files[path]
		if !ok {
			continue
		}
		changed++
		msgs, err := crdcheck.ValidateManifest(data)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(path), err)
		}
		for _, msg := range msgs {
			t.Errorf("%s: merged CRD is invalid: %s\n%s", filepath.Base(path), msg, data)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	again, err := generateOrBlame(t, r.good, args)
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range crds {
		if _, ok := again.Files[path]; ok {
			t.Errorf("%s: a second merge changes it", filepath.Base(path))
		}
	}
	if len(crds) == 0 || changed == 0 {
		t.Errorf("%d CRDs from controller-gen, %d merged: the CRD property is untested", len(crds), changed)
	}
	t.Logf("%d CRDs, %d merged and validated", len(crds), changed)
	return crds
}

// sharedFieldError is the merge's error for a CRD no API server takes:
// every version selects the same one field and their schemas differ
// (shareNoSelectableFields).
var sharedFieldError = regexp.MustCompile(`with --crd-dir: every version of (\S+) \(([^)]*)\) selects \S+ only, and their schemas differ`)

// leaveOutUntakeableCRDs removes from crdDir the CRDs the merge refused
// because no API server would take them (sharedFieldError), when err is
// nothing but such refusals, and says whether it removed any: the rest
// are then merged and checked without them. TestCRDSharedSelectableField*
// check the refusal itself.
func leaveOutUntakeableCRDs(t *testing.T, crdDir string, err error) bool {
	t.Helper()
	var list markers.ErrorList
	if !errors.As(err, &list) {
		return false
	}
	type crdVersions struct{ kind, versions string }
	refused := map[crdVersions]string{}
	for _, e := range list {
		m := sharedFieldError.FindStringSubmatch(e.Msg)
		if m == nil {
			return false
		}
		refused[crdVersions{m[1], m[2]}] = e.Error()
	}
	crds, _ := filepath.Glob(filepath.Join(crdDir, "*.yaml"))
	removed := 0
	for _, path := range crds {
		data, _ := os.ReadFile(path)
		var crd struct {
			Spec struct {
				Names    struct{ Kind string }   `json:"names"`
				Versions []struct{ Name string } `json:"versions"`
			} `json:"spec"`
		}
		if sigsyaml.Unmarshal(data, &crd) != nil {
			continue
		}
		var names []string
		for _, v := range crd.Spec.Versions {
			names = append(names, v.Name)
		}
		if why, ok := refused[crdVersions{crd.Spec.Names.Kind, strings.Join(names, ", ")}]; ok {
			if err := os.Remove(path); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s left out of the CRD checks: %s", filepath.Base(path), why)
			removed++
		}
	}
	return removed == len(refused)
}

// stripCRDs copies the merged CRDs, without their columns, selectable
// fields and subresources, into a temporary directory it returns, so
// that a merge into them starts from nothing the generator owns.
func stripCRDs(t *testing.T, crds []string) string {
	t.Helper()
	stripped := t.TempDir()
	for _, path := range crds {
		data, _ := os.ReadFile(path)
		if err := os.WriteFile(filepath.Join(stripped, filepath.Base(path)), stripOwnedKeys(t, data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return stripped
}

// mergeVersionsApart merges the first versions' packages alone, then the
// second versions' alone, for what each version gets from its own
// package. Internal declarations need both versions in their run: they
// are left out of both.
func mergeVersionsApart(t *testing.T, r *propertyRun, args *Args) [2]*Output {
	t.Helper()
	var firsts []writtenPackage
	for _, w := range r.good {
		if !slices.Contains(r.secondVersions, w) && !slices.Contains(r.internalDecls, w) {
			firsts = append(firsts, w)
		}
	}
	alone := [2]*Output{}
	for i, ws := range [2][]writtenPackage{firsts, r.secondVersions} {
		var err error
		if alone[i], err = generateOrBlame(t, ws, args); err != nil {
			t.Fatal(err)
		}
	}
	return alone
}

// anyFieldOrder sorts the selectableFields of each version's owned
// values (ownedByVersion): merged with every version, one version may
// list them in another order than merged alone (shareNoSelectableFields),
// which means nothing to the API server.
func anyFieldOrder(t *testing.T, owned map[string]string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for v, value := range owned {
		var keys map[string]any
		if err := json.Unmarshal([]byte(value), &keys); err != nil {
			t.Fatal(err)
		}
		if fields, ok := keys["selectableFields"].([]any); ok {
			slices.SortFunc(fields, func(a, b any) int {
				return strings.Compare(a.(map[string]any)["jsonPath"].(string), b.(map[string]any)["jsonPath"].(string))
			})
		}
		data, _ := json.Marshal(keys)
		out[v] = string(data)
	}
	return out
}

// checkMergePerVersion: every version of a CRD takes its values from its
// own package: into the CRDs stripped of columns, selectable fields and
// subresources, merging all packages at once gives each version what
// merging its package alone gives. It fails if no CRD has two versions,
// the multi-version merge then untested.
func checkMergePerVersion(t *testing.T, r *propertyRun, crds []string) {
	t.Helper()
	stripped := stripCRDs(t, crds)
	args := DefaultArgs()
	args.CRDDir = stripped
	all, err := generateOrBlame(t, r.good, args)
	if err != nil {
		t.Fatal(err)
	}
	alone := mergeVersionsApart(t, r, args)
	versions, multi := 0, 0
	for _, path := range crds {
		path = filepath.Join(stripped, filepath.Base(path))
		original, _ := os.ReadFile(path)
		pick := func(out *Output) map[string]string {
			if data, ok := out.Files[path]; ok {
				return ownedByVersion(t, data)
			}
			return ownedByVersion(t, original)
		}
		got, first, second := anyFieldOrder(t, pick(all)), anyFieldOrder(t, pick(alone[0])), anyFieldOrder(t, pick(alone[1]))
		if len(got) > 1 {
			multi++
		}
		for v, value := range got {
			want := first[v]
			if want == "{}" {
				want = second[v]
			}
			versions++
			if value != want {
				t.Errorf("%s version %s: merged with every package:\n%s\nmerged with its own package alone:\n%s", filepath.Base(path), v, value, want)
			}
		}
	}
	if multi == 0 {
		t.Errorf("no CRD with two versions: the multi-version merge is untested")
	}
	t.Logf("%d CRD versions compared, %d CRDs with two versions", versions, multi)
}
