package generators

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/selectable-gen/selectable-gen/internal/crdcheck"
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
func TestPropertyRandomPackages(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	root, _ := filepath.Abs("..")
	first, n := seedRange()
	// Named by the seeds, not at random: the go command's build cache keys
	// a package by its directory, so the same seeds' packages (the same
	// source, while the generator's output does not change) build once,
	// not on every run. go test work and the heavy run use other seeds.
	dir := filepath.Join(root, "testdata", fmt.Sprintf("property-%d-%d", first, first+int64(n)-1))
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	importBase := modulePath + "/testdata/" + filepath.Base(dir)

	type written struct {
		seed    int64
		pkg     *randapi.Package
		dir     string
		pattern string
	}
	var good, bad []written
	// secondVersions are the packages that are a second version of a
	// group (randapi.WriteVersions, WriteInternal): one CRD per kind with
	// two versions. internalDecls declare internal kinds
	// (randapi.WriteInternal), whose versions are in the same run.
	var secondVersions, internalDecls []written
	var internalGroups []internalAgreementGroup
	for seed := first; seed < first+int64(n); seed++ {
		pkgs := []*randapi.Package{randapi.Write(seed, seed%3 != 0)}
		if seed%6 == 1 {
			v := randapi.WriteVersions(seed)
			pkgs = v[:]
		}
		// A group stored as internal objects and served in two versions:
		// a few seeds of the default run.
		if seed%12 == 5 {
			g := randapi.WriteInternal(seed, importBase)
			pkgs = append(pkgs, g[:]...)
			internalGroups = append(internalGroups, internalAgreementGroup{
				internal: importBase + "/" + g[0].Name, storage: importBase + "/" + g[1].Name, served: importBase + "/" + g[2].Name,
				decl: importBase + "/" + g[3].Name, storageVersion: g[1].Name})
		}
		for _, p := range pkgs {
			w := written{seed: seed, pkg: p, dir: filepath.Join(dir, p.Name), pattern: importBase + "/" + p.Name}
			if err := os.MkdirAll(w.dir, 0o755); err != nil {
				t.Fatal(err)
			}
			for name, content := range p.Files {
				if err := os.WriteFile(filepath.Join(w.dir, name), []byte(content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			switch {
			case !p.Valid:
				bad = append(bad, w)
			case p.SecondVersion:
				secondVersions = append(secondVersions, w)
			case p.InternalDeclarations:
				internalDecls = append(internalDecls, w)
			}
			if p.Valid {
				good = append(good, w)
			}
		}
	}
	source := func(w written) string {
		return fmt.Sprintf("seed %d (%s):\n%s", w.seed, w.pattern, w.pkg.Files["types.go"])
	}
	patterns := func(ws []written) []string {
		var out []string
		for _, w := range ws {
			out = append(out, w.pattern)
		}
		return out
	}
	// generate recovers a panic and then finds the package that causes it.
	generate := func(ws []written, args *Args) (out *Output, err error) {
		defer func() {
			if r := recover(); r != nil {
				for _, w := range ws {
					func() {
						defer func() {
							if r := recover(); r != nil {
								t.Errorf("the generator panics: %v\n%s", r, source(w))
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

	t.Run("good", func(t *testing.T) {
		// Every kind with CEL columns gets its cel-go evaluator, which the
		// agreement tests compare the compiled cells with.
		evaluators := DefaultArgs()
		evaluators.CELGoEvaluators = true
		out, err := generate(good, evaluators)
		if err != nil {
			var list markers.ErrorList
			errors.As(err, &list)
			for _, e := range list {
				for _, w := range good {
					if strings.HasPrefix(e.Pos.Filename, w.dir+string(filepath.Separator)) {
						t.Errorf("a valid package is rejected: %v\n%s", e, source(w))
					}
				}
			}
			t.Fatalf("valid packages rejected: %v", err)
		}
		again, err := generate(good, evaluators)
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
		// Compile and vet every output with its package and the deepcopy
		// methods controller-gen writes for the kinds (randapi marks them
		// +kubebuilder:object:root=true, as kubebuilder projects do), so
		// the /status helpers run on real DeepCopy.
		replace := map[string]string{}
		var pkgs []string
		cgArgs := []string{"tool", "controller-gen", "object"}
		for _, w := range good {
			pkgs = append(pkgs, "./testdata/"+filepath.Base(dir)+"/"+w.pkg.Name)
			cgArgs = append(cgArgs, "paths="+pkgs[len(pkgs)-1])
		}
		deepcopy := exec.Command("go", cgArgs...)
		deepcopy.Dir = root
		if msg, err := deepcopy.CombinedOutput(); err != nil {
			t.Fatalf("controller-gen object: %v\n%s", err, msg)
		}
		outDir := t.TempDir()
		for path, data := range out.Files {
			// Named after the package, so that vet's messages say which.
			f := filepath.Join(outDir, filepath.Base(filepath.Dir(path))+"_"+filepath.Base(path))
			if err := os.WriteFile(f, data, 0o644); err != nil {
				t.Fatal(err)
			}
			replace[path] = f
		}
		// Agreement with upstream on random objects, in a few packages
		// (each is a test binary to build).
		var agreePkgs []string
		for _, w := range good {
			data, ok := out.Files[filepath.Join(w.dir, DefaultArgs().OutputFile)]
			if !ok || len(agreePkgs) >= *propAgree {
				continue
			}
			replace[filepath.Join(w.dir, w.pkg.Name+"_agreement_test.go")] = writeAgreementTest(t, t.TempDir(), w.pkg.Name, data)
			agreePkgs = append(agreePkgs, "./testdata/"+filepath.Base(dir)+"/"+w.pkg.Name)
		}
		compared := len(agreePkgs)
		// Selection through the internal kinds of the internal groups, per
		// served version, against the CRD strategy on converted objects:
		// one test package for all of them.
		if len(internalGroups) > 0 {
			agreeDir := filepath.Join(dir, "internalagree")
			if err := os.MkdirAll(agreeDir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(agreeDir, "internal_agreement_test.go"), internalAgreementTest(internalGroups), 0o644); err != nil {
				t.Fatal(err)
			}
			agreePkgs = append(agreePkgs, "./testdata/"+filepath.Base(dir)+"/internalagree")
		}
		overlay, _ := json.Marshal(map[string]any{"Replace": replace})
		overlayFile := filepath.Join(t.TempDir(), "overlay.json")
		if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("go", append([]string{"vet", "-overlay", overlayFile}, pkgs...)...)
		cmd.Dir = root
		if msg, err := cmd.CombinedOutput(); err != nil {
			for _, w := range good {
				if bytes.Contains(msg, []byte(w.pkg.Name+"/")) || bytes.Contains(msg, []byte("/"+w.pkg.Name+"_")) {
					t.Errorf("output of seed %d does not vet:\n%s", w.seed, source(w))
				}
			}
			t.Errorf("go vet of the outputs: %v\n%s", err, msg)
		}
		t.Logf("%d valid packages, %d files generated", len(good), len(out.Files))
		agree := exec.Command("go", append([]string{"test", "-count=1", "-overlay", overlayFile}, agreePkgs...)...)
		agree.Dir = root
		if msg, err := agree.CombinedOutput(); err != nil {
			t.Errorf("generated code disagrees with upstream: %v\n%s", err, msg)
		}
		t.Logf("%d packages compared with the CRD strategy, the CRD table convertor and cel-go, %d internal groups selected per version through their internal kinds",
			compared, len(internalGroups))

		// --crd-dir over the CRDs controller-gen writes for the same
		// packages: the merged manifests pass the API server's CRD
		// validation, and a second merge changes nothing.
		crdDir := t.TempDir()
		// controller-gen needs +groupName: packages that name their group
		// with a GroupName constant only are not CRD packages.
		cgArgs = []string{"tool", "controller-gen", "crd:allowDangerousTypes=true", "output:crd:dir=" + crdDir}
		for _, w := range good {
			if strings.Contains(w.pkg.Files["doc.go"]+w.pkg.Files["groupversion_info.go"], "+groupName=") {
				cgArgs = append(cgArgs, "paths=./testdata/"+filepath.Base(dir)+"/"+w.pkg.Name)
			}
		}
		cg := exec.Command("go", cgArgs...)
		cg.Dir = root
		if msg, err := cg.CombinedOutput(); err != nil {
			t.Fatalf("controller-gen: %v\n%s", err, msg)
		}
		args := DefaultArgs()
		args.CRDDir = crdDir
		merged, err := generate(good, args)
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
		again, err = generate(good, args)
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

		// Every version of a CRD takes its values from its own package:
		// into the CRDs stripped of columns, selectable fields and
		// subresources, merging all packages at once gives each version
		// what merging its package alone gives.
		stripped := t.TempDir()
		for _, path := range crds {
			data, _ := os.ReadFile(path)
			if err := os.WriteFile(filepath.Join(stripped, filepath.Base(path)), stripOwnedKeys(t, data), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		args.CRDDir = stripped
		all, err := generate(good, args)
		if err != nil {
			t.Fatal(err)
		}
		// Internal declarations need both versions in their run: they are
		// left out of the runs of one version.
		var firsts []written
		for _, w := range good {
			if !slices.Contains(secondVersions, w) && !slices.Contains(internalDecls, w) {
				firsts = append(firsts, w)
			}
		}
		alone := [2]*Output{}
		for i, ws := range [2][]written{firsts, secondVersions} {
			if alone[i], err = generate(ws, args); err != nil {
				t.Fatal(err)
			}
		}
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
			got, first, second := pick(all), pick(alone[0]), pick(alone[1])
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
	})

	t.Run("bad", func(t *testing.T) {
		errorSet := func(ws []written) []string {
			_, err := generate(ws, DefaultArgs())
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
		set := errorSet(bad)
		reversed := slices.Clone(bad)
		slices.Reverse(reversed)
		if again := errorSet(reversed); !slices.Equal(set, again) {
			t.Errorf("the errors depend on the order of the packages:\n%s\n---\n%s", strings.Join(set, "\n"), strings.Join(again, "\n"))
		}
		_, err := generate(bad, DefaultArgs())
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
					t.Errorf("error at a line without a marker: %v\n%s", e, source(w))
				}
			}
			for _, f := range w.pkg.Faults {
				if !at[fmt.Sprintf("%s:%d", f.File, f.Line)] {
					t.Errorf("fault %q at %s:%d is not reported\n%s", f.What, f.File, f.Line, source(w))
				}
			}
		}

		// The command: exit status 1, and nothing written.
		args := DefaultArgs()
		args.OutputFile = "zz_generated.property-test.go"
		var stdout, stderr bytes.Buffer
		if status := Main(args, append(patterns(good), patterns(bad)...), &stdout, &stderr); status != 1 {
			t.Errorf("exit status %d for bad input, want 1", status)
		}
		for _, w := range append(slices.Clone(good), bad...) {
			if _, err := os.Stat(filepath.Join(w.dir, args.OutputFile)); !os.IsNotExist(err) {
				t.Errorf("seed %d: output written by a failed run", w.seed)
			}
		}
		t.Logf("%d invalid packages, %d errors", len(bad), len(set))
	})
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
