package printers

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
)

// upstreamFiles are the files of kube-apiserver's
// pkg/printers/internalversion the scratch package copies; printers.go is
// rewritten, the tests are copied unchanged.
var upstreamFiles = []string{"printers.go", "import_known_versions.go", "printers_test.go", "sorted_resource_name_list_test.go"}

// bridge defines the function the rewritten print functions call.
const bridge = `package internalversion

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/kubernetes/pkg/printers"

	selectableprinters "github.com/selectable-gen/selectable-gen/realworld/kubernetes/printers"
)

func selectableRows(obj runtime.Object, options printers.GenerateOptions, narrows bool) ([]metav1.TableRow, error) {
	rows, err := selectableprinters.Rows(obj, options, narrows)
	TAMPER
	return rows, err
}
`

// tamper is the negative control: one generated cell changed (a
// deployment's Ready), which upstream's tests must notice.
const tamper = `if len(rows) > 0 && len(rows[0].Cells) > 1 && reflect.TypeOf(obj).String() == "*apps.Deployment" {
		rows[0].Cells[1] = "9/9"
	}`

// knownFailures are the upstream tests that fail on the generated
// convertors, with why (docs/kubernetes.md): each must fail, every other
// must pass, so a fix or a regression shows here.
var knownFailures = map[string]string{
	"TestPrintPod":                                             podConditions,
	"TestPrintPodConditions":                                   podConditions,
	"TestPrintNonTerminatedPod":                                podConditions,
	"TestPrintPodWithRestartableInitContainer":                 podConditions,
	"TestPrintIPAddress":                                       ipAddressAge,
	"TestPrintIPAddressList":                                   ipAddressAge,
	"TestPrintStorageClassListEffectiveDefault":                storageClassDefault,
	"TestPrintStorageClassListEffectiveDefault/single_default": storageClassDefault,
	"TestPrintStorageClassListEffectiveDefault/multiple_defaults_-_newest_wins":                              storageClassDefault,
	"TestPrintStorageClassListEffectiveDefault/multiple_defaults_same_timestamp_-_alphabetically_first_wins": storageClassDefault,
	"TestPrintPriorityLevelConfiguration":                                                                    "four cells are int64 where printers.go's are int32: those columns (dyn(...), a number or \"<none>\") run on cel-go, whose integers are int64; the JSON kubectl receives is equal",
	"TestPrintServiceLoadBalancer":                                                                           "without Wide, printers.go cuts External-IP to 16 characters; kube-apiserver always prints wide rows (pkg/printers/storage), so it never takes that branch, and the generated cell is the wide one",
	"TestPrintPriorityClass":                                                                                 narrowPriority0,
	"TestPrintPodCertificateRequest":                                                                         narrowPriority0,
}

const (
	podConditions       = "printers.go gives the rows of succeeded and failed pods a Completed row condition (metav1.TableRowCondition); the column language has no row conditions, generated rows carry none (builtin.TableDifferences)"
	ipAddressAge        = "printers.go gives an IPAddress row a third cell, an age, without a column for it (builtin.TableDifferences)"
	storageClassDefault = "in a list, printers.go prints the newest class annotated default as `name (default)`, a cell that depends on the other rows; a generated row depends on its own object only (builtin.TableDifferences)"
	narrowPriority0     = "without Wide, printers.go leaves out the last cell, whose column has priority 0: the non-wide row disagrees with its own column definitions; kube-apiserver always prints wide rows, which agree"
)

// TestUpstreamPrinterTests runs kube-apiserver's own printer tests,
// unchanged, on a copy of its printers whose print functions call the
// generated table convertors of builtin (Rewrite), in a scratch module
// beside this one; then the negative control.
func TestUpstreamPrinterTests(t *testing.T) {
	dir, replaced := scratchPrinters(t, "")
	results, outputs := goTestJSON(t, dir)
	var passed, failed []string
	for name, action := range results {
		switch action {
		case "pass":
			passed = append(passed, name)
		case "fail":
			failed = append(failed, name)
		}
	}
	sort.Strings(failed)
	t.Logf("%d print functions call the generated convertors: %s", len(replaced), strings.Join(replaced, " "))
	t.Logf("upstream printer tests: %d passed, %d failed (tests and subtests), %d known", len(passed), len(failed), len(knownFailures))
	for _, name := range failed {
		if knownFailures[name] == "" {
			t.Errorf("upstream %s fails on the generated convertors:\n%s", name, outputs[name])
		}
	}
	for name := range knownFailures {
		if results[name] != "fail" {
			t.Errorf("upstream %s: %q, known to fail (%s); update knownFailures and docs/kubernetes.md", name, results[name], knownFailures[name])
		}
	}

	control, _ := scratchPrinters(t, tamper)
	if results, _ := goTestJSON(t, control, "-run", "^TestPrintDeployment$"); results["TestPrintDeployment"] != "fail" {
		t.Errorf("negative control: TestPrintDeployment %q with a deployment's Ready cell changed, want fail", results["TestPrintDeployment"])
	}
}

// scratchPrinters writes the scratch package: a module requiring this
// one, with the rewritten printers.go, upstream's other files and the
// bridge (tampered with when tamperWith is set). It returns its directory
// and the print functions replaced.
func scratchPrinters(t *testing.T, tamperWith string) (string, []string) {
	t.Helper()
	here, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	kube := strings.TrimSpace(goCommand(t, here, "list", "-m", "-f", "{{.Dir}}", "k8s.io/kubernetes"))
	upstream := filepath.Join(kube, "pkg", "printers", "internalversion")
	dir := t.TempDir()
	var replaced []string
	for _, name := range upstreamFiles {
		src, err := os.ReadFile(filepath.Join(upstream, name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "printers.go" {
			before := bytes.Count(src, []byte("\n"))
			if src, replaced, err = Rewrite(src, declaredKind); err != nil {
				t.Fatal(err)
			}
			t.Logf("printers.go: %d lines, %d rewritten", before, bytes.Count(src, []byte("\n")))
		}
		writeFile(t, filepath.Join(dir, name), src)
	}
	b := strings.Replace(bridge, "TAMPER", tamperWith, 1)
	if tamperWith != "" {
		b = strings.Replace(b, "import (", "import (\n\t\"reflect\"", 1)
	}
	writeFile(t, filepath.Join(dir, "bridge.go"), []byte(b))
	writeFile(t, filepath.Join(dir, "go.mod"), scratchModule(t, here))
	sum, err := os.ReadFile(filepath.Join(here, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "go.sum"), sum)
	return dir, replaced
}

// scratchModule is this module's go.mod for the scratch module: renamed,
// requiring this module, its relative replacements made absolute.
func scratchModule(t *testing.T, here string) []byte {
	t.Helper()
	mod, err := os.ReadFile(filepath.Join(here, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	const self = "github.com/selectable-gen/selectable-gen/realworld/kubernetes"
	s := strings.Replace(string(mod), "module "+self, "module scratch.test/internalversion", 1)
	s = strings.ReplaceAll(s, "=> ../../", "=> "+filepath.Dir(filepath.Dir(here))+"/")
	return []byte(s + "\nrequire " + self + " v0.0.0\n\nreplace " + self + " => " + here + "\n")
}

// declaredKind says whether builtin declares the table of the kind whose
// internal type printers.go names typeName of importPath, and
// kube-apiserver's registry serves it with the printers (not
// CSIStorageCapacity's, which wires the default table: its print
// function is dead code on the server, and builtin declares what is
// served).
func declaredKind(importPath, typeName string) bool {
	for _, typ := range legacyscheme.Scheme.AllKnownTypes() {
		if typ.PkgPath() == importPath && typ.Name() == typeName {
			if obj, ok := reflect.New(typ).Interface().(runtime.Object); ok && Declares(obj) && !defaultTable(obj) {
				return true
			}
		}
	}
	return false
}

// defaultTable says whether the registry of obj's resource serves the
// default table (Name, Created At) rather than the printers'.
func defaultTable(obj runtime.Object) bool {
	d, err := Descriptor(obj)
	if err != nil {
		return false
	}
	s, err := Registry(d)
	if err != nil {
		return false
	}
	convertor, ok := s.(rest.TableConvertor)
	if !ok {
		return false
	}
	gr := schema.GroupResource{Group: d.Group, Resource: d.Resource}
	served, err1 := convertor.ConvertToTable(context.Background(), obj, nil)
	fallback, err2 := rest.NewDefaultTableConvertor(gr).ConvertToTable(context.Background(), obj, nil)
	return err1 == nil && err2 == nil && reflect.DeepEqual(served.ColumnDefinitions, fallback.ColumnDefinitions)
}

// goTestJSON runs go test -json in dir and returns each test's last
// action ("pass", "fail", "skip") and its output, subtests by their full
// names.
func goTestJSON(t *testing.T, dir string, args ...string) (map[string]string, map[string]string) {
	t.Helper()
	cmd := exec.Command("go", append([]string{"test", "-count=1", "-json"}, append(args, ".")...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	out, _ := cmd.Output() // a failing test exits non-zero: read the events
	results, outputs := map[string]string{}, map[string]string{}
	var output bytes.Buffer
	scanner := bufio.NewScanner(bytes.NewReader(out))
	scanner.Buffer(nil, 1<<24)
	for scanner.Scan() {
		var event struct{ Action, Test, Output string }
		if json.Unmarshal(scanner.Bytes(), &event) != nil {
			continue
		}
		switch {
		case event.Action == "output" || event.Action == "build-output":
			output.WriteString(event.Output)
			outputs[event.Test] += event.Output
		case event.Test != "" && (event.Action == "pass" || event.Action == "fail" || event.Action == "skip"):
			results[event.Test] = event.Action
		}
	}
	if len(results) == 0 {
		t.Fatalf("go test in %s ran no test:\n%s", dir, output.String())
	}
	return results, outputs
}

// goCommand runs the go command in dir outside any workspace.
func goCommand(t *testing.T, dir string, args ...string) string {
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

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// keeps go-cmp, which upstream's printer tests import, in this module's
// requirements and go.sum: the scratch module copies both.
var _ = cmp.Diff
