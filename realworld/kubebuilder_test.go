// Package realworld runs the generator on real API modules, unchanged.
package realworld

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/selectable-gen/selectable-gen/internal/heavy"
)

// The corpus: the API modules of large kubebuilder projects, at pinned
// versions the Go module proxy serves on a fresh machine, each generated
// with its markers unchanged.
var kubebuilderModules = []kubebuilderModule{
	{name: "ClusterAPI", module: "sigs.k8s.io/cluster-api/api", version: "v1.14.2",
		packages: []string{"./..."}, minKinds: 10},
	// Gateway API's printer columns filter conditions by type and print
	// a list whole (HTTPRoute's Hostnames). Its module's go.work names
	// the repository's other modules, which its module zip does not
	// carry: removed, as a user of the module never sees it.
	{name: "GatewayAPI", module: "sigs.k8s.io/gateway-api", version: "v1.6.3",
		packages: []string{"./apis/...", "./apisx/..."}, minKinds: 20, remove: []string{"go.work"}},
	// prometheus-operator's CRDs: every workload kind has the same seven
	// columns (condition filters, a boolean, priority 1).
	{name: "PrometheusOperator", module: "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring", version: "v0.95.2",
		packages: []string{"./..."}, minKinds: 10},
}

type kubebuilderModule struct {
	name, module, version string
	// packages are the patterns given to both generators.
	packages []string
	// minKinds: fewer kinds with a table than this fails the test (a
	// marker no longer read would otherwise pass unseen).
	minKinds int
	// remove: files of the module's zip removed before generating.
	remove []string
}

// TestKubebuilderModules generates each module's API packages with their
// kubebuilder markers unchanged, compiles and vets the result at the
// module's own pins, and compares every generated table with the CRD table
// convertor of k8s.io/apiextensions-apiserver (at the module's minor) built
// from the CRDs controller-gen writes for the same packages, on random
// objects of the real Go types.
func TestKubebuilderModules(t *testing.T) {
	heavy.Only(t, "downloads and builds real API modules")
	root, _ := filepath.Abs("..")
	bin := t.TempDir()
	// The tools, built from this module (controller-gen is pinned in go.mod).
	runIn(t, root, nil, "go", "build", "-o", bin+"/", "./cmd/selectable-gen", "sigs.k8s.io/controller-tools/cmd/controller-gen")
	for _, m := range kubebuilderModules {
		t.Run(m.name, func(t *testing.T) { checkKubebuilderModule(t, root, bin, m) })
	}
}

// readDir reads every file of dir.
func readDir(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = data
	}
	return files
}

// runIn runs a command in dir and returns its output; a failure ends the test.
func runIn(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s (in %s): %v\n%s", name, strings.Join(args, " "), dir, err, out.String())
	}
	return out.String()
}

func checkKubebuilderModule(t *testing.T, root, bin string, m kubebuilderModule) {
	run := func(dir string, env []string, name string, args ...string) string {
		t.Helper()
		return runIn(t, dir, env, name, args...)
	}

	// The module, copied where it can be written to.
	var mod struct{ Dir string }
	if err := json.Unmarshal([]byte(heavy.GoOutput(t, root, nil, "mod", "download", "-json", m.module+"@"+m.version)), &mod); err != nil {
		t.Fatal(err)
	}
	// At a fixed path: a run builds only what changed since the last
	// (heavy.WorkDir).
	dir := filepath.Join(heavy.WorkDir(t, "kubebuilder-"+strings.ToLower(m.name)), "module")
	run(root, nil, "cp", "-r", mod.Dir, dir)
	run(root, nil, "chmod", "-R", "u+w", dir)
	for _, f := range m.remove {
		if err := os.Remove(filepath.Join(dir, f)); err != nil {
			t.Fatal(err)
		}
	}

	// Generate: the module's API packages, markers as they are.
	notes := run(dir, nil, filepath.Join(bin, "selectable-gen"), m.packages...)
	var generated []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == "zz_generated.selectable.go" {
			rel, _ := filepath.Rel(dir, filepath.Dir(path))
			generated = append(generated, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(generated)
	t.Logf("generated %d packages: %v", len(generated), generated)
	if notes != "" {
		t.Logf("notes:\n%s", notes)
	}

	// The generated code imports the runtime module: use this checkout's.
	// It builds and vets at the module's own pins (the runtime requires
	// the window's oldest minor, which raises none of them).
	runtimeModule := "github.com/selectable-gen/selectable-gen/runtime"
	pinned := heavy.GoOutput(t, dir, nil, "list", "-m", "-f", "{{.Version}}", "k8s.io/apimachinery")
	run(dir, nil, "go", "mod", "edit", "-require="+runtimeModule+"@v0.0.0", "-replace="+runtimeModule+"="+filepath.Join(root, "runtime"))
	run(dir, []string{"GOFLAGS=-mod=mod"}, "go", "mod", "tidy")
	if after := heavy.GoOutput(t, dir, nil, "list", "-m", "-f", "{{.Version}}", "k8s.io/apimachinery"); after != pinned {
		t.Fatalf("requiring the runtime moved k8s.io/apimachinery from %s to %s", strings.TrimSpace(pinned), strings.TrimSpace(after))
	}
	run(dir, nil, "go", append([]string{"vet"}, m.packages...)...)

	// CRDs as controller-gen writes them, then the table check, with the
	// CRD table convertor of the module's own minor.
	var paths []string
	for _, p := range m.packages {
		paths = append(paths, "paths="+p)
	}
	run(dir, nil, filepath.Join(bin, "controller-gen"), append([]string{"crd"}, append(paths, "output:crd:dir="+filepath.Join(dir, "zz-crds"))...)...)

	// The same markers read by both tools: merging into controller-gen's
	// CRDs must change nothing.
	crds := filepath.Join(dir, "zz-crds")
	before := readDir(t, crds)
	if notes := run(dir, nil, filepath.Join(bin, "selectable-gen"), append([]string{"--crd-dir", crds}, m.packages...)...); notes != "" {
		t.Logf("--crd-dir notes:\n%s", notes)
	}
	for name, data := range readDir(t, crds) {
		if string(data) != string(before[name]) {
			t.Errorf("--crd-dir changed controller-gen's %s:\n%s", name, data)
		}
	}

	check := filepath.Join(dir, "zzselectablegencheck")
	if err := os.MkdirAll(check, 0o755); err != nil {
		t.Fatal(err)
	}
	src, kinds := tableCheckSource(t, dir, m.module, generated)
	if err := os.WriteFile(filepath.Join(check, "tables_test.go"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(check, "fill_test.go"), []byte(fillSource), 0o644); err != nil {
		t.Fatal(err)
	}
	// The random objects are the property test's (internal/randobj), whose
	// file is copied into the check's package: another module cannot
	// import an internal package.
	randobj, err := os.ReadFile(filepath.Join(root, "internal", "randobj", "randobj.go"))
	if err != nil {
		t.Fatal(err)
	}
	randobj = bytes.Replace(randobj, []byte("\npackage randobj\n"), []byte("\npackage zzselectablegencheck\n"), 1)
	if err := os.WriteFile(filepath.Join(check, "randobj_test.go"), randobj, 0o644); err != nil {
		t.Fatal(err)
	}
	run(dir, []string{"GOFLAGS=-mod=mod"}, "go", "get", "k8s.io/apiextensions-apiserver@"+strings.TrimSpace(pinned))
	run(dir, []string{"GOFLAGS=-mod=mod"}, "go", "mod", "tidy")
	out := run(dir, nil, "go", "test", "-count=1", "-timeout=50m", "-v", "./zzselectablegencheck/")
	compared := strings.Count(out, "--- PASS: TestTables/")
	t.Logf("tables compared with the CRD table convertor for %d of %d kinds with columns", compared, kinds)
	if compared != kinds || kinds < m.minKinds {
		t.Errorf("compared %d kinds of %d (at least %d expected):\n%s", compared, kinds, m.minKinds, out)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "non-empty cells compared") {
			t.Log(strings.TrimSpace(line))
		}
	}
}

var convertorRE = regexp.MustCompile(`(?m)^type (\w+)TableConvertor struct\{\}$`)

// tableCheckSource writes a Go test, to run inside the module, that lists
// every generated table convertor with its kind.
func tableCheckSource(t *testing.T, dir, module string, generated []string) ([]byte, int) {
	var imports, entries []string
	for i, rel := range generated {
		data, err := os.ReadFile(filepath.Join(dir, rel, "zz_generated.selectable.go"))
		if err != nil {
			t.Fatal(err)
		}
		alias := fmt.Sprintf("p%d", i)
		found := convertorRE.FindAllSubmatch(data, -1)
		if len(found) == 0 {
			continue
		}
		imports = append(imports, fmt.Sprintf("\t%s %q", alias, path.Join(module, rel)))
		for _, m := range found {
			kind := string(m[1])
			// The group and version from the generated descriptor: modules
			// name their GroupVersion variables differently.
			entries = append(entries, fmt.Sprintf("\t{schema.GroupVersionKind{Group: %[1]s.%[2]sDescriptor.Group, Version: %[1]s.%[2]sDescriptor.Version, Kind: %[2]q}, &%[1]s.%[2]s{}, %[1]s.%[2]sTableConvertor{}},", alias, kind))
		}
	}
	src := "package zzselectablegencheck\n\nimport (\n\t\"k8s.io/apimachinery/pkg/runtime/schema\"\n" + strings.Join(imports, "\n") + "\n)\n\n" +
		"var kinds = []kindTable{\n" + strings.Join(entries, "\n") + "\n}\n"
	return []byte(src), len(entries)
}

// fillSource is the rest of the check, inside the module:
// random objects of each kind through the generated convertor and through
// the CRD table convertor with the columns of controller-gen's CRD.
const fillSource = `package zzselectablegencheck

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/yaml"
)

type convertor interface {
	ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error)
}

type kindTable struct {
	gvk  schema.GroupVersionKind
	obj  runtime.Object
	conv convertor
}

func loadCRDs(t *testing.T) map[schema.GroupKind]*apiextensionsv1.CustomResourceDefinition {
	files, _ := filepath.Glob("../zz-crds/*.yaml")
	out := map[schema.GroupKind]*apiextensionsv1.CustomResourceDefinition{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		crd := &apiextensionsv1.CustomResourceDefinition{}
		if err := yaml.Unmarshal(data, crd); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[schema.GroupKind{Group: crd.Spec.Group, Kind: crd.Spec.Names.Kind}] = crd
	}
	if len(out) == 0 {
		t.Fatal("no CRDs")
	}
	return out
}

// filterRE finds a column's list filters on a field's value:
// list[?(@.field == 'x')] or "x".
var filterRE = regexp.MustCompile("(\\w+)\\[\\?\\(@\\.(\\w+) *== *(?:'([^']*)'|\"([^\"]*)\")\\)\\]")

// filterValues: for each list (by JSON name) a column filters, for each
// field the filter tests, the values it looks for.
type filterValues map[string]map[string][]string

func filtersOf(columns []apiextensionsv1.CustomResourceColumnDefinition) filterValues {
	out := filterValues{}
	for _, c := range columns {
		for _, m := range filterRE.FindAllStringSubmatch(c.JSONPath, -1) {
			if out[m[1]] == nil {
				out[m[1]] = map[string][]string{}
			}
			out[m[1]][m[2]] = append(out[m[1]][m[2]], m[3]+m[4])
		}
	}
	return out
}

// jsonName is a struct field's name in JSON.
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "" {
		return f.Name
	}
	return name
}

// matchFilters makes the columns' filters match: random strings never
// would. In every list a filter reads, each element's tested field takes
// one of the values looked for, in turn with its random one (so a filter
// matches no element, one, or several), and an empty list (random
// objects carry no owner references) gets random elements in half of
// the objects.
func matchFilters(v reflect.Value, filters filterValues, seed int) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			matchFilters(v.Elem(), filters, seed)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if !f.CanSet() {
				continue
			}
			if tests := filters[jsonName(v.Type().Field(i))]; tests != nil && f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.Struct {
				if f.Len() == 0 && seed%2 == 0 {
					for j := 0; j < 1+seed%3; j++ {
						e := reflect.New(f.Type().Elem())
						Filler(int64(seed*10 + j)).Fill(e.Interface())
						f.Set(reflect.Append(f, e.Elem()))
					}
				}
				for j := 0; j < f.Len(); j++ {
					e := f.Index(j)
					for k := 0; k < e.NumField(); k++ {
						values := tests[jsonName(e.Type().Field(k))]
						if n := (seed + j) % (len(values) + 1); n < len(values) && e.Field(k).Kind() == reflect.String {
							e.Field(k).SetString(values[n])
						}
					}
				}
			}
			matchFilters(f, filters, seed)
		}
	case reflect.Slice, reflect.Array:
		for j := 0; j < v.Len(); j++ {
			matchFilters(v.Index(j), filters, seed)
		}
	}
}

func TestTables(t *testing.T) {
	crds := loadCRDs(t)
	ctx := context.Background()
	for _, k := range kinds {
		t.Run(k.gvk.Kind+"."+k.gvk.Version+"."+k.gvk.Group, func(t *testing.T) {
			crd := crds[k.gvk.GroupKind()]
			if crd == nil {
				t.Skip("no CRD")
			}
			var columns []apiextensionsv1.CustomResourceColumnDefinition
			found := false
			for _, v := range crd.Spec.Versions {
				if v.Name == k.gvk.Version {
					columns, found = v.AdditionalPrinterColumns, true
				}
			}
			if !found {
				t.Skip("version not in the CRD")
			}
			if len(columns) == 0 {
				columns = []apiextensionsv1.CustomResourceColumnDefinition{{Name: "Age", Type: "date",
					Description: "CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
					JSONPath: ".metadata.creationTimestamp"}}
			}
			upstream, err := tableconvertor.New(columns)
			if err != nil {
				t.Fatal(err)
			}
			filters := filtersOf(columns)
			shown, perColumn := 0, make([]int, len(columns))
			for i := int64(0); i < 100; i++ {
				obj := reflect.New(reflect.TypeOf(k.obj).Elem()).Interface().(runtime.Object)
				Filler(i).Fill(obj)
				if i%2 == 1 {
					Sparse(obj, i) // structs all zero: omitzero leaves them out
				}
				matchFilters(reflect.ValueOf(obj), filters, int(i))
				before, err := upstream.ConvertToTable(ctx, obj, nil)
				if err != nil {
					t.Fatal(err)
				}
				ours, err := k.conv.ConvertToTable(ctx, obj, nil)
				if err != nil {
					t.Fatal(err)
				}
				after, _ := upstream.ConvertToTable(ctx, obj, nil)
				if len(ours.ColumnDefinitions) != len(before.ColumnDefinitions) {
					t.Fatalf("columns: ours %+v, CRD %+v", ours.ColumnDefinitions, before.ColumnDefinitions)
				}
				for c := range before.ColumnDefinitions {
					o, b := ours.ColumnDefinitions[c], before.ColumnDefinitions[c]
					if o.Name != b.Name || o.Type != b.Type || o.Format != b.Format || o.Priority != b.Priority ||
						(o.Description != b.Description && !strings.HasPrefix(b.Name, "Age")) {
						t.Fatalf("column %d: ours %+v, CRD %+v", c, o, b)
					}
				}
				oc, bc, ac := ours.Rows[0].Cells, before.Rows[0].Cells, after.Rows[0].Cells
				for c := range bc {
					if !reflect.DeepEqual(oc[c], bc[c]) && !reflect.DeepEqual(oc[c], ac[c]) {
						t.Fatalf("object %d column %s: ours %#v (%T), CRD %#v (%T)", i, before.ColumnDefinitions[c].Name, oc[c], oc[c], bc[c], bc[c])
					}
					if c > 0 && oc[c] != nil {
						shown++
						perColumn[c-1]++
					}
				}
			}
			t.Logf("%d columns, %d non-empty cells compared", len(columns), shown)
			// A filter that never matched compared nothing but absence.
			for c, col := range columns {
				if strings.Contains(col.JSONPath, "[?(") && perColumn[c] == 0 {
					t.Errorf("column %s (%s): empty in every object", col.Name, col.JSONPath)
				}
			}
		})
	}
}
`
