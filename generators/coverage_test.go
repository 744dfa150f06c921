package generators

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/selectable-gen/selectable-gen/markers"
)

// TestEveryMarkerHasAGoldenInput: every marker selectable-gen reads, and
// every argument of it, is written in some golden input
// (testdata/input), so that a marker or an argument the reference
// (docs/markers.md) documents is never one whose generated code no golden
// file shows. An argument counts where it is written on the marker's line
// or on a line of the marker continuing it (key> values).
func TestEveryMarkerHasAGoldenInput(t *testing.T) {
	specs := markers.NewDefaultRegistry(true).Specs()
	seen := writtenMarkers(t, "../testdata/input", specs)
	var missing []string
	for _, s := range specs {
		args, ok := seen[s.Name]
		if !ok {
			missing = append(missing, "+"+s.Name)
			continue
		}
		if s.Canonical != nil {
			continue // another spelling of a marker whose arguments are checked under its own name
		}
		for _, a := range s.Args {
			if !args[a.Name] {
				missing = append(missing, "+"+s.Name+" argument "+a.Name)
			}
		}
	}
	if len(missing) > 0 {
		t.Errorf("no golden input (testdata/input) writes:\n\t%s", strings.Join(missing, "\n\t"))
	}
}

// TestWrittenMarkers: the scan the coverage test relies on finds a
// marker by its longest name, reads the arguments of quoted and raw
// values without their contents, and the key of a key> line, not its
// text.
func TestWrittenMarkers(t *testing.T) {
	dir := t.TempDir()
	src := "package x\n\n" +
		"// +k8s:printerColumn:name=\"a,b=c\",type=string,expression=`x, priority=1`\n" +
		"// +k8s:printerColumnVariable:name=v,\n" +
		"// +k8s:printerColumnVariable:expression> description=y\n" +
		"// +k8s:schema:scope=Cluster\n" +
		"type X struct{}\n"
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	seen := writtenMarkers(t, dir, markers.NewDefaultRegistry(true).Specs())
	got := map[string][]string{}
	for name, args := range seen {
		got[name] = []string{}
		for a := range args {
			got[name] = append(got[name], a)
		}
		sort.Strings(got[name])
	}
	want := map[string][]string{
		markers.NamePrinterColumn:    {"expression", "name", "type"},
		markers.NamePrinterColumnVar: {"expression", "name"},
		"k8s:scope":                  {},
	}
	for name, args := range want {
		if !slices.Equal(got[name], args) {
			t.Errorf("%s: arguments %v, want %v", name, got[name], args)
		}
	}
	if len(got) != len(want) {
		t.Errorf("markers %v, want %v", got, want)
	}
}

var (
	// quoted is a quoted or raw string value; its text is not arguments.
	quoted = regexp.MustCompile("\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`")
	// argKey is an argument's key: at the start or after a comma, then =
	// or > (a value over lines).
	argKey = regexp.MustCompile(`(?:^|,)\s*([A-Za-z][A-Za-z0-9]*)\s*([=>])`)
)

// writtenMarkers returns, for each marker of specs written in a Go file
// under root, the arguments written with it.
func writtenMarkers(t *testing.T, root string, specs []*markers.Spec) map[string]map[string]bool {
	t.Helper()
	names := make([]string, 0, len(specs))
	for _, s := range specs {
		names = append(names, s.Name)
	}
	// Longest first: +k8s:printerColumnVariable is not +k8s:printerColumn.
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	seen := map[string]map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(data), "\n") {
			text, ok := strings.CutPrefix(strings.TrimSpace(line), "//")
			if !ok {
				continue
			}
			text, ok = strings.CutPrefix(strings.TrimSpace(text), "+")
			if !ok {
				continue
			}
			for _, name := range names {
				rest, ok := strings.CutPrefix(text, name)
				if !ok || (rest != "" && rest[0] != ':' && rest[0] != '=') {
					continue
				}
				if seen[name] == nil {
					seen[name] = map[string]bool{}
				}
				if args, ok := strings.CutPrefix(rest, ":"); ok {
					for _, m := range argKey.FindAllStringSubmatch(quoted.ReplaceAllString(args, `""`), -1) {
						seen[name][m[1]] = true
						if m[2] == ">" {
							break // the rest of the line is the value
						}
					}
				}
				break
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return seen
}

// notDrawn are the markers and arguments the random packages of the
// property test never write, and why; everything else a random package
// must write for some seed of the default or the heavy run, so that a new
// marker or argument either goes into internal/randapi or is named here.
var notDrawn = map[string]string{
	"+k8s:schema:selectableField argument valueFunc":    "needs a hand-written Go function in the package (testdata/input/aliascore)",
	"+k8s:schema:selectableField argument internalName": "a name the internal version's conversion uses; random internal groups select by the versions' names (testdata/input/fieldlabels)",
	"+k8s:schema:fieldLabel argument accepted":          "a label kept only as accepted; random labels are converted (testdata/input/fieldlabels)",
	"+k8s:selectorGeneration argument autoSelector":     "an older version's conversion pair (testdata/input/subresources)",
}

// TestEveryMarkerInRandomPackages: every marker and argument is written by
// some random package of the property test (seeds 1 to 36), or named in
// notDrawn with the reason.
func TestEveryMarkerInRandomPackages(t *testing.T) {
	dir := t.TempDir()
	r := &propertyRun{importBase: "example.com/random"}
	for seed := int64(1); seed <= 36; seed++ {
		for i, p := range r.seedPackages(seed) {
			for name, src := range p.Files {
				path := filepath.Join(dir, fmt.Sprintf("%d-%d", seed, i), name)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	specs := markers.NewDefaultRegistry(true).Specs()
	seen := writtenMarkers(t, dir, specs)
	missing := map[string]bool{}
	for _, s := range specs {
		args, ok := seen[s.Name]
		switch {
		case !ok:
			missing["+"+s.Name] = true
		case s.Canonical == nil:
			for _, a := range s.Args {
				if !args[a.Name] {
					missing["+"+s.Name+" argument "+a.Name] = true
				}
			}
		}
	}
	for m := range missing {
		if _, ok := notDrawn[m]; !ok {
			t.Errorf("no random package writes %s: draw it in internal/randapi, or say why not in notDrawn", m)
		}
	}
	for m := range notDrawn {
		if !missing[m] {
			t.Errorf("notDrawn names %s, which a random package writes now: take it out", m)
		}
	}
}
