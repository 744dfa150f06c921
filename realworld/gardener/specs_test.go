package gardener_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const (
	gardenerRegistry = "github.com/gardener/gardener/pkg/apiserver/registry/"
	generatedAPIs    = "github.com/selectable-gen/selectable-gen/realworld/gardener/apis/"
	adoption         = "github.com/selectable-gen/selectable-gen/realworld/gardener/registry"
)

// specCase is one of Gardener's registry packages: its kind, the package
// of the kind's generated declarations, and which of its functions are
// the selection functions the declarations replace (the index and trigger
// functions by the field they compute).
type specCase struct {
	pkg, kind, declarations  string
	indexFuncs, triggerFuncs map[string]string
}

var specCases = []specCase{
	{"core/backupbucket", "BackupBucket", "core/v1beta1", map[string]string{
		"SeedNameIndexFunc": "spec.seedName", "ShootRefNameIndexFunc": "spec.shootRef.name", "ShootRefNamespaceIndexFunc": "spec.shootRef.namespace",
	}, nil},
	{"core/backupentry", "BackupEntry", "core/v1beta1", map[string]string{
		"SeedNameIndexFunc": "spec.seedName", "ShootRefNameIndexFunc": "spec.shootRef.name", "ShootRefNamespaceIndexFunc": "spec.shootRef.namespace",
		"BucketNameIndexFunc": "spec.bucketName",
	}, nil},
	{"core/controllerinstallation", "ControllerInstallation", "core/v1beta1", map[string]string{
		"SeedRefNameIndexFunc": "spec.seedRef.name", "ShootRefNameIndexFunc": "spec.shootRef.name", "ShootRefNamespaceIndexFunc": "spec.shootRef.namespace",
		"RegistrationRefNameIndexFunc": "spec.registrationRef.name",
	}, nil},
	{"core/internalsecret", "InternalSecret", "core/v1beta1", nil, map[string]string{"TypeTriggerFunc": "type"}},
	{"core/project", "Project", "core/v1beta1", nil, map[string]string{"NamespaceTriggerFunc": "spec.namespace"}},
	{"core/shoot", "Shoot", "core/v1beta1", nil, map[string]string{"SeedNameTriggerFunc": "spec.seedName"}},
	{"operations/bastion", "Bastion", "operations/v1alpha1", nil, map[string]string{"SeedNameTriggerFunc": "spec.seedName"}},
	{"seedmanagement/managedseed", "ManagedSeed", "seedmanagement/v1alpha1", nil, map[string]string{"ShootNameTriggerFunc": "spec.shoot.name"}},
}

// TestGardenerSpecs runs Gardener's own Ginkgo specs of its registry
// packages, unchanged, against the generated selection. It copies each
// package (strategy.go and its specs) into a scratch module, where the
// bodies of ToSelectableFields, GetAttrs, Match<Kind> and the index and
// trigger functions in strategy.go become calls of the generated code
// (through package registry, on the internal objects the specs build), and
// the copies' import paths of each other are rewritten to the scratch
// module's; nothing else changes, and Gardener's files in the module cache
// are only read. Every replaced function is named in the log; a package
// whose functions were not all found fails.
func TestGardenerSpecs(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Gardener's registry specs")
	}
	out, err := runSpecs(t, specCases, "specs")
	if err != nil {
		t.Fatal(err)
	}
	t.Log(out)
	// Negative control: BackupBucket's seed index computing another field
	// must fail Gardener's SeedNameIndexFunc spec.
	broken := specCases[0]
	broken.indexFuncs = maps.Clone(broken.indexFuncs)
	broken.indexFuncs["SeedNameIndexFunc"] = "spec.shootRef.name"
	if out, err := runSpecs(t, []specCase{broken}, "specs-broken"); err == nil || !strings.Contains(out, "SeedNameIndexFunc") {
		t.Errorf("Gardener's specs passed a seed index that reads spec.shootRef.name (%v):\n%s", err, out)
	}
}

// runSpecs copies the cases' packages into a scratch module (named, see
// scratchDir), replaces their selection, and runs their specs; it returns
// go test's output and its error.
func runSpecs(t *testing.T, cases []specCase, name string) (string, error) {
	t.Helper()
	const scratch = "gardenerspecs"
	dir := scratchDir(t, name)
	here, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	renames := map[string]string{}
	for _, c := range cases {
		renames[strconv.Quote(gardenerRegistry+c.pkg)] = strconv.Quote(scratch + "/" + c.pkg)
	}
	var pkgs []string
	for _, c := range cases {
		pkg := gardenerRegistry + c.pkg
		srcDir := strings.TrimSpace(goOutput(t, ".", "list", "-f", "{{.Dir}}", pkg))
		entries, err := os.ReadDir(srcDir)
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, c.pkg)
		if err := os.MkdirAll(dst, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
				continue
			}
			src, err := os.ReadFile(filepath.Join(srcDir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if e.Name() == "strategy.go" {
				var replaced []string
				src, replaced, err = replaceSelection(src, c)
				if err != nil {
					t.Fatalf("%s: %v", pkg, err)
				}
				want := 3 + len(c.indexFuncs) + len(c.triggerFuncs)
				if len(replaced) != want {
					t.Fatalf("%s: replaced %v, want ToSelectableFields, GetAttrs, Match%s and %d index and trigger functions", pkg, replaced, c.kind, want-3)
				}
				t.Logf("%s: replaced %s", c.pkg, strings.Join(replaced, ", "))
			}
			text := string(src)
			for from, to := range renames {
				text = strings.ReplaceAll(text, from, to)
			}
			if err := os.WriteFile(filepath.Join(dst, e.Name()), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		pkgs = append(pkgs, "./"+c.pkg)
	}
	// The scratch module requires this one (and the runtime) from here;
	// the specs' own test dependencies (Ginkgo, Gomega) are resolved there.
	mod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(mod), "module github.com/selectable-gen/selectable-gen/realworld/gardener", "module "+scratch, 1)
	text = strings.ReplaceAll(text, "=> ../../", "=> "+filepath.Join(here, "..", "..")+"/")
	text += fmt.Sprintf("\nrequire github.com/selectable-gen/selectable-gen/realworld/gardener v0.0.0\n\nreplace github.com/selectable-gen/selectable-gen/realworld/gardener => %s\n", here)
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile("go.sum")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", append([]string{"test", "-count=1", "-timeout=45m"}, pkgs...)...) // a cold build of the specs can pass 10m
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	b, err := cmd.CombinedOutput()
	return string(b), err
}

// replaceSelection returns strategy.go with the selection functions'
// bodies replaced by calls of the generated code, and their names.
func replaceSelection(src []byte, c specCase) ([]byte, []string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "strategy.go", src, parser.ParseComments)
	if err != nil {
		return nil, nil, err
	}
	descriptor := fmt.Sprintf("&selectablegen.%sDescriptor", c.kind)
	type splice struct {
		from, to int
		body     string
	}
	var splices []splice
	var replaced []string
	for _, decl := range f.Decls {
		fd, ok := decl.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Body == nil {
			continue
		}
		var params []string
		for _, p := range fd.Type.Params.List {
			for _, n := range p.Names {
				params = append(params, n.Name)
			}
		}
		name := fd.Name.Name
		var body string
		switch {
		case name == "ToSelectableFields":
			body = fmt.Sprintf("return gardenerregistry.FieldSet(%s, %s)", descriptor, params[0])
		case name == "GetAttrs":
			body = fmt.Sprintf("return gardenerregistry.GetAttrs(%s)(%s)", descriptor, params[0])
		case name == "Match"+c.kind:
			body = fmt.Sprintf("return gardenerregistry.Predicate(%s, %s, %s)", descriptor, params[0], params[1])
		case c.indexFuncs[name] != "":
			body = fmt.Sprintf("return gardenerregistry.IndexFunc(%s, %q)(%s)", descriptor, c.indexFuncs[name], params[0])
		case c.triggerFuncs[name] != "":
			body = fmt.Sprintf("return gardenerregistry.TriggerFunc(%s, %q)(%s)", descriptor, c.triggerFuncs[name], params[0])
		default:
			continue
		}
		replaced = append(replaced, name)
		splices = append(splices, splice{fset.Position(fd.Body.Lbrace).Offset + 1, fset.Position(fd.Body.Rbrace).Offset, "\n\t" + body + "\n"})
	}
	out := slices.Clone(src)
	for i := len(splices) - 1; i >= 0; i-- {
		s := splices[i]
		out = slices.Concat(out[:s.from], []byte(s.body), out[s.to:])
	}
	// The imports the replaced bodies no longer use become blank imports
	// (still valid, nothing else changes); the generated code's are added.
	g, err := parser.ParseFile(token.NewFileSet(), "strategy.go", out, parser.ImportsOnly)
	if err != nil {
		return nil, nil, err
	}
	used := usedNames(out)
	var imports []string
	for _, spec := range g.Imports {
		p, _ := strconv.Unquote(spec.Path.Value)
		name := path.Base(p)
		if spec.Name != nil {
			name = spec.Name.Name
		}
		if name == "_" || name == "." || used[name] {
			imports = append(imports, importLine(spec.Name, spec.Path.Value))
			continue
		}
		imports = append(imports, "_ "+spec.Path.Value)
	}
	imports = append(imports,
		"gardenerregistry "+strconv.Quote(adoption),
		"selectablegen "+strconv.Quote(generatedAPIs+c.declarations))
	start, end := fset.Position(f.Imports[0].Pos()).Offset, fset.Position(f.Imports[len(f.Imports)-1].End()).Offset
	// Offsets of the original file: the imports come before every body.
	out = slices.Concat(out[:start], []byte(strings.Join(imports, "\n\t")), out[end:])
	return out, replaced, nil
}

func importLine(name *ast.Ident, path string) string {
	if name == nil {
		return path
	}
	return name.Name + " " + path
}

// usedNames are the identifiers used as package qualifiers in src.
func usedNames(src []byte) map[string]bool {
	f, err := parser.ParseFile(token.NewFileSet(), "strategy.go", src, 0)
	if err != nil {
		return nil
	}
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	return used
}

// goOutput runs the go command outside the workspace and returns its
// output; a failure fails the test with the output.
func goOutput(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// scratchDir is an empty directory for the scratch module called name:
// under $SELECTABLE_GEN_SCRATCH where that is set (TestGardener sets it to
// a directory at a fixed path, which it locks: the go command's build
// cache keys a package by its directory, so there a run builds only what
// changed since the last, not every copied package again), else a new
// temporary directory.
func scratchDir(t *testing.T, name string) string {
	t.Helper()
	base := os.Getenv("SELECTABLE_GEN_SCRATCH")
	if base == "" {
		return t.TempDir()
	}
	dir := filepath.Join(base, name)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}
