package generators

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/selectable-gen/selectable-gen/internal/randapi"
	"github.com/selectable-gen/selectable-gen/markers"
)

var (
	propSeeds = flag.Int("seeds", 0, "random API packages the property test generates (0: the fixed set, below)")
	propStart = flag.Int64("seed-start", 0, "the first seed of the property test (0: the fixed set's)")
	propAgree = flag.Int("agree", 4, "valid random packages whose generated code is compared with upstream on random objects")
)

// seedRange is the fixed set of seeds, 1 to 36: 1 to 12 in go test work,
// 13 to 36 with the heavy differentials (SELECTABLE_GEN_TESTS=heavy,
// hack/test-heavy.sh), so that CI runs all 36 once and a newcomer's
// go test work stays quick; the flags choose others.
func seedRange() (start int64, n int) {
	start, n = 1, 12
	if os.Getenv("SELECTABLE_GEN_TESTS") == "heavy" {
		start, n = 13, 24
	}
	if *propStart != 0 {
		start = *propStart
	}
	if *propSeeds != 0 {
		n = *propSeeds
	}
	return start, n
}

// TestPropertyRandomPackages runs the whole generator on random API
// packages (internal/randapi) and checks what must hold whatever the
// input:
//   - it never panics;
//   - bad input: an ErrorList, every error at a line of the input that
//     holds a marker or a declaration with markers, every injected fault
//     reported at its line, the same errors whatever the order of the
//     packages, exit status 1 and nothing written;
//   - good input: accepted, gofmt-clean, byte-identical on a second run,
//     and compiling and vetting with its package.
//
// A fixed set of seeds runs (seedRange); more with
// go test ./generators -run TestPropertyRandomPackages -args -seeds=500.
// A failing seed prints its package, to be kept as a committed case.
// The stages of the good input are in property_run_test.go.
func TestPropertyRandomPackages(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	root, _ := filepath.Abs("..")
	first, n := seedRange()
	r := writeRandomPackages(t, root, first, n)

	t.Run("good", func(t *testing.T) {
		// Every kind with CEL columns gets its cel-go evaluator, which the
		// agreement tests compare the compiled cells with.
		evaluators := DefaultArgs()
		evaluators.CELGoEvaluators = true
		out := generateGood(t, r, evaluators)
		checkRepeatableAndFormatted(t, r, evaluators, out)

		pkgs := writeDeepCopy(t, r)
		replace := overlayOutputs(t, out)
		var agreePkgs []string
		agree, compared := writeAgreementTests(t, r, out)
		if agree != "" {
			agreePkgs = append(agreePkgs, agree)
		}
		if len(r.internalGroups) > 0 {
			agreePkgs = append(agreePkgs, writeInternalAgreement(t, r))
		}
		overlayFile := writeOverlay(t, replace)
		vetOutputs(t, r, overlayFile, pkgs)
		t.Logf("%d valid packages, %d files generated", len(r.good), len(out.Files))
		runAgreement(t, r, overlayFile, agreePkgs)
		t.Logf("%d packages compared with the CRD strategy, the CRD table convertor and cel-go, %d internal groups selected per version through their internal kinds",
			compared, len(r.internalGroups))

		crds := checkCRDMerge(t, r, controllerGenCRDs(t, r))
		checkMergePerVersion(t, r, crds)
	})

	t.Run("bad", func(t *testing.T) {
		set := checkErrorsOrderIndependent(t, r.bad)
		checkErrorPositions(t, r.bad)
		checkFailedCommandWritesNothing(t, r)
		t.Logf("%d invalid packages, %d errors", len(r.bad), len(set))
	})
}

// writtenPackage is one random package on disk, with the seed that
// wrote it, so that a failure names the seed to keep.
type writtenPackage struct {
	seed    int64
	pkg     *randapi.Package
	dir     string
	pattern string
}

// source is what a failure prints of a package: its seed and types.go,
// enough to keep it as a committed case.
func (w writtenPackage) source() string {
	return fmt.Sprintf("seed %d (%s):\n%s", w.seed, w.pattern, w.pkg.Files["types.go"])
}

// patterns are the packages' import paths, the generator's arguments.
func patterns(ws []writtenPackage) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.pattern)
	}
	return out
}

// propertyRun is one run's random packages, sorted by the checks that
// take them.
type propertyRun struct {
	root       string // the module's root, where the go command runs
	dir        string // the run's directory under testdata
	importBase string // dir's import path
	good, bad  []writtenPackage
	// secondVersions are the packages that are a second version of a
	// group (randapi.WriteVersions, WriteInternal): one CRD per kind with
	// two versions. internalDecls declare internal kinds
	// (randapi.WriteInternal), whose versions are in the same run.
	secondVersions, internalDecls []writtenPackage
	internalGroups                []internalAgreementGroup
}

// local is the go command's pattern, relative to root, for a directory
// of the run.
func (r *propertyRun) local(name string) string {
	return "./testdata/" + filepath.Base(r.dir) + "/" + name
}

// propertyDir makes the run's directory afresh, removed at the end.
// Named by the seeds, not at random: the go command's build cache keys
// a package by its directory, so the same seeds' packages (the same
// source, while the generator's output does not change) build once,
// not on every run. go test work and the heavy run use other seeds.
func propertyDir(t *testing.T, root string, first int64, n int) string {
	t.Helper()
	dir := filepath.Join(root, "testdata", fmt.Sprintf("property-%d-%d", first, first+int64(n)-1))
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// writeRandomPackages writes the packages of n seeds from first into the
// module, where the go command can build them, and sorts them for the
// checks.
func writeRandomPackages(t *testing.T, root string, first int64, n int) *propertyRun {
	t.Helper()
	dir := propertyDir(t, root, first, n)
	r := &propertyRun{root: root, dir: dir, importBase: modulePath + "/testdata/" + filepath.Base(dir)}
	for seed := first; seed < first+int64(n); seed++ {
		for _, p := range r.seedPackages(seed) {
			w := writtenPackage{seed: seed, pkg: p, dir: filepath.Join(dir, p.Name), pattern: r.importBase + "/" + p.Name}
			writePackageFiles(t, w)
			r.add(w)
		}
	}
	return r
}

// seedPackages are the packages one seed writes, fixed by the seed so
// that every run covers the same mix: one package, valid unless seed%3
// is 0; two versions of a group instead for a sixth of the seeds; and
// for a few seeds of the default run also a group stored as internal
// objects and served in two versions, recorded for its agreement test,
// or (seeds 11, 23, 35) such a group with faults in its internal
// declarations, all of whose packages are then in the invalid run.
func (r *propertyRun) seedPackages(seed int64) []*randapi.Package {
	pkgs := []*randapi.Package{randapi.Write(seed, seed%3 != 0)}
	if seed%6 == 1 {
		v := randapi.WriteVersions(seed)
		pkgs = v[:]
	}
	if seed%12 == 5 {
		base := r.importBase
		g := randapi.WriteInternal(seed, base)
		pkgs = append(pkgs, g[:]...)
		r.internalGroups = append(r.internalGroups, internalAgreementGroup{
			internal: base + "/" + g[0].Name, storage: base + "/" + g[1].Name, served: base + "/" + g[2].Name,
			decl: base + "/" + g[3].Name, storageVersion: g[1].Name})
	}
	if seed%12 == 11 {
		g := randapi.WriteInternalWithFaults(seed, r.importBase)
		pkgs = append(pkgs, g[:]...)
	}
	return pkgs
}

// writePackageFiles writes a package's files into its directory.
func writePackageFiles(t *testing.T, w writtenPackage) {
	t.Helper()
	if err := os.MkdirAll(w.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range w.pkg.Files {
		if err := os.WriteFile(filepath.Join(w.dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// add files a written package with the checks that take it: valid or
// not, and among the valid ones the second versions and the internal
// declarations, which the per-version CRD merge treats apart.
func (r *propertyRun) add(w writtenPackage) {
	switch {
	case !w.pkg.Valid:
		r.bad = append(r.bad, w)
	case w.pkg.SecondVersion:
		r.secondVersions = append(r.secondVersions, w)
	case w.pkg.InternalDeclarations:
		r.internalDecls = append(r.internalDecls, w)
	}
	if w.pkg.Valid {
		r.good = append(r.good, w)
	}
}

// generateOrBlame runs the generator on the packages. A panic on all of
// them at once names no seed: it is recovered, and the generator runs
// again on each package alone to report the ones that cause it.
func generateOrBlame(t *testing.T, ws []writtenPackage, args *Args) (out *Output, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			for _, w := range ws {
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("the generator panics: %v\n%s", r, w.source())
						}
					}()
					Generate(args, []string{w.pattern})
				}()
			}
			t.Fatalf("the generator panics: %v", r)
		}
	}()
	return Generate(args, patterns(ws))
}

// badErrorSet is the sorted error messages for bad input, which must
// come as a markers.ErrorList, not as any other error.
func badErrorSet(t *testing.T, ws []writtenPackage) []string {
	t.Helper()
	_, err := generateOrBlame(t, ws, DefaultArgs())
	var list markers.ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("want a markers.ErrorList for bad input, got %v", err)
	}
	var set []string
	for _, e := range list.Sorted() {
		set = append(set, e.Error())
	}
	return set
}

// checkErrorsOrderIndependent: the same errors whatever the order of the
// packages, since a user's package order must not change the report.
// It returns the errors.
func checkErrorsOrderIndependent(t *testing.T, bad []writtenPackage) []string {
	t.Helper()
	set := badErrorSet(t, bad)
	reversed := slices.Clone(bad)
	slices.Reverse(reversed)
	if again := badErrorSet(t, reversed); !slices.Equal(set, again) {
		t.Errorf("the errors depend on the order of the packages:\n%s\n---\n%s", strings.Join(set, "\n"), strings.Join(again, "\n"))
	}
	return set
}

// checkErrorPositions: every error points at a line the user can fix (a
// marker or a declaration with markers), every fault randapi injected is
// reported at its line, so that none goes unnoticed, and a marker that
// only names a wrong declaration (a quiet one) is not.
func checkErrorPositions(t *testing.T, bad []writtenPackage) {
	t.Helper()
	_, err := generateOrBlame(t, bad, DefaultArgs())
	var list markers.ErrorList
	errors.As(err, &list)
	for _, w := range bad {
		at := map[string]bool{} // file:line
		for _, e := range list {
			if filepath.Dir(e.Pos.Filename) != w.dir {
				continue
			}
			file := filepath.Base(e.Pos.Filename)
			at[fmt.Sprintf("%s:%d", file, e.Pos.Line)] = true
			lines := strings.Split(w.pkg.Files[file], "\n")
			if e.Pos.Line < 1 || e.Pos.Line > len(lines) || !markerOrDeclaration(lines, e.Pos.Line) {
				t.Errorf("error at a line without a marker: %v\n%s", e, w.source())
			}
		}
		for _, f := range w.pkg.Faults {
			switch reported := at[fmt.Sprintf("%s:%d", f.File, f.Line)]; {
			case f.Quiet && reported:
				t.Errorf("%s at %s:%d is reported, but only names a wrong declaration\n%s", f.What, f.File, f.Line, w.source())
			case !f.Quiet && !reported:
				t.Errorf("fault %q at %s:%d is not reported\n%s", f.What, f.File, f.Line, w.source())
			}
		}
	}
}

// checkFailedCommandWritesNothing: the command on good and bad packages
// together exits with status 1 and writes nothing, not even for the
// good ones, so that a failed run leaves no half-generated tree.
func checkFailedCommandWritesNothing(t *testing.T, r *propertyRun) {
	t.Helper()
	args := DefaultArgs()
	args.OutputFile = "zz_generated.property-test.go"
	var stdout, stderr bytes.Buffer
	if status := Main(args, append(patterns(r.good), patterns(r.bad)...), &stdout, &stderr); status != 1 {
		t.Errorf("exit status %d for bad input, want 1", status)
	}
	for _, w := range append(slices.Clone(r.good), r.bad...) {
		if _, err := os.Stat(filepath.Join(w.dir, args.OutputFile)); !os.IsNotExist(err) {
			t.Errorf("seed %d: output written by a failed run", w.seed)
		}
	}
}

// markerOrDeclaration: line n holds a marker, or declares a type or a
// member whose comment above holds one.
func markerOrDeclaration(lines []string, n int) bool {
	isMarker := func(l string) bool {
		l = strings.TrimSpace(l)
		return strings.HasPrefix(l, "// +")
	}
	if isMarker(lines[n-1]) {
		return true
	}
	for i := n - 2; i >= 0 && strings.HasPrefix(strings.TrimSpace(lines[i]), "//"); i-- {
		if isMarker(lines[i]) {
			return true
		}
	}
	return false
}
