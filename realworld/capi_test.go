// Package realworld runs the generator on real API modules, unchanged.
package realworld

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/selectable-gen/selectable-gen/internal/heavy"
)

// The corpus: cluster-api's API module, a large kubebuilder project, at a
// pinned version. The Go module proxy serves it on a fresh machine.
const (
	capiModule  = "sigs.k8s.io/cluster-api/api"
	capiVersion = "v1.14.2"
)

// TestClusterAPI generates cluster-api's API packages with their
// kubebuilder markers unchanged, compiles and vets the result, and compares
// every generated table with the CRD table convertor of
// k8s.io/apiextensions-apiserver built from the CRDs controller-gen writes
// for the same packages, on random objects of the real Go types.
func TestClusterAPI(t *testing.T) {
	heavy.Only(t, "downloads and builds cluster-api")
	root, _ := filepath.Abs("..")
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "bin")
	run := func(dir string, env []string, name string, args ...string) string {
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

	// The module, copied where it can be written to.
	var mod struct{ Dir string }
	if err := json.Unmarshal([]byte(run(root, nil, "go", "mod", "download", "-json", capiModule+"@"+capiVersion)), &mod); err != nil {
		t.Fatal(err)
	}
	capi := filepath.Join(tmp, "cluster-api")
	run(root, nil, "cp", "-r", mod.Dir, capi)
	run(root, nil, "chmod", "-R", "u+w", capi)

	// The tools, built from this module (controller-gen is pinned in go.mod).
	run(root, nil, "go", "build", "-o", bin+"/", "./cmd/selectable-gen", "sigs.k8s.io/controller-tools/cmd/controller-gen")

	// Generate: every package of the module, markers as they are.
	notes := run(capi, nil, filepath.Join(bin, "selectable-gen"), "./...")
	var generated []string
	filepath.WalkDir(capi, func(path string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == "zz_generated.selectable.go" {
			rel, _ := filepath.Rel(capi, filepath.Dir(path))
			generated = append(generated, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(generated)
	t.Logf("generated %d packages: %v", len(generated), generated)
	if notes != "" {
		t.Logf("notes:\n%s", notes)
	}
	if len(generated) < 10 {
		t.Fatalf("only %d packages generated", len(generated))
	}

	// The generated code imports the runtime module: use this checkout's.
	runtimeModule := "github.com/selectable-gen/selectable-gen/runtime"
	run(capi, nil, "go", "mod", "edit", "-require="+runtimeModule+"@v0.0.0", "-replace="+runtimeModule+"="+filepath.Join(root, "runtime"))
	run(capi, []string{"GOFLAGS=-mod=mod"}, "go", "mod", "tidy")
	run(capi, nil, "go", "vet", "./...")

	// CRDs as controller-gen writes them, then the table check.
	run(capi, nil, filepath.Join(bin, "controller-gen"), "crd", "paths=./...", "output:crd:dir="+filepath.Join(capi, "zz-crds"))
	check := filepath.Join(capi, "zzselectablegencheck")
	if err := os.MkdirAll(check, 0o755); err != nil {
		t.Fatal(err)
	}
	src, kinds := tableCheckSource(t, capi, generated)
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
	run(capi, []string{"GOFLAGS=-mod=mod"}, "go", "mod", "tidy")
	out := run(capi, nil, "go", "test", "-count=1", "-timeout=50m", "-v", "./zzselectablegencheck/")
	compared := strings.Count(out, "--- PASS: TestTables/")
	t.Logf("tables compared with the CRD table convertor for %d of %d kinds with columns", compared, kinds)
	if compared != kinds || kinds < 10 {
		t.Errorf("compared %d kinds of %d:\n%s", compared, kinds, out)
	}
}

var convertorRE = regexp.MustCompile(`(?m)^type (\w+)TableConvertor struct\{\}$`)

// tableCheckSource writes a Go test, to run inside the cluster-api module,
// that lists every generated table convertor with its kind.
func tableCheckSource(t *testing.T, capi string, generated []string) ([]byte, int) {
	var imports, entries []string
	for i, rel := range generated {
		data, err := os.ReadFile(filepath.Join(capi, rel, "zz_generated.selectable.go"))
		if err != nil {
			t.Fatal(err)
		}
		alias := fmt.Sprintf("p%d", i)
		found := convertorRE.FindAllSubmatch(data, -1)
		if len(found) == 0 {
			continue
		}
		imports = append(imports, fmt.Sprintf("\t%s %q", alias, capiModule+"/"+rel))
		for _, m := range found {
			kind := string(m[1])
			entries = append(entries, fmt.Sprintf("\t{%s.GroupVersion.WithKind(%q), &%s.%s{}, %s.%sTableConvertor{}},", alias, kind, alias, kind, alias, kind))
		}
	}
	src := "package zzselectablegencheck\n\nimport (\n" + strings.Join(imports, "\n") + "\n)\n\n" +
		"var kinds = []kindTable{\n" + strings.Join(entries, "\n") + "\n}\n"
	return []byte(src), len(entries)
}

// fillSource is the rest of the check, inside the cluster-api module:
// random objects of each kind through the generated convertor and through
// the CRD table convertor with the columns of controller-gen's CRD.
const fillSource = `package zzselectablegencheck

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
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
			shown := 0
			for i := int64(0); i < 100; i++ {
				obj := reflect.New(reflect.TypeOf(k.obj).Elem()).Interface().(runtime.Object)
				Filler(i).Fill(obj)
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
					}
				}
			}
			t.Logf("%d columns, %d non-empty cells compared", len(columns), shown)
		})
	}
}
`
