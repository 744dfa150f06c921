package swap

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/rest"

	"github.com/selectable-gen/selectable-gen/builtin/kubeprinters"
)

// printersPkg is kube-apiserver's package of print functions, and the
// prefix of its tests' names in a scratch module's results.
const printersPkg = "pkg/printers/internalversion "

// printersBridge defines the function the rewritten print functions
// call; TAMPER is where the negative control changes a cell.
const printersBridge = `import (
	"reflect"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/kubernetes/pkg/printers"

	"github.com/selectable-gen/selectable-gen/realworld/kubernetes/swap"
)

func selectableColumns(obj runtime.Object) []metav1.TableColumnDefinition {
	return swap.Columns(obj)
}

func selectableRows(obj runtime.Object, options printers.GenerateOptions, narrows bool) ([]metav1.TableRow, error) {
	rows, err := swap.Rows(obj, options, narrows)
	if TAMPER && len(rows) > 0 && len(rows[0].Cells) > 1 && reflect.TypeOf(obj).String() == "*apps.Deployment" {
		rows[0].Cells[1] = "9/9"
	}
	return rows, err
}
`

// knownFailures are the upstream tests that fail on the generated
// convertors, with why (docs/kubernetes.md): each must fail, every other
// must pass, so a fix or a regression shows here.
var knownPrinterFailures = map[string]string{
	printersPkg + "TestPrintPriorityLevelConfiguration": "four cells are int64 where printers.go's are int32: those columns (dyn(...), a number or \"<none>\") are CEL, whose integers are int64 (compiled to Go as cel-go computes them); the JSON kubectl receives is equal",
	printersPkg + "TestPrintServiceLoadBalancer":        "without Wide, printers.go cuts External-IP to 16 characters; kube-apiserver always prints wide rows (pkg/printers/storage), so it never takes that branch, and the generated cell is the wide one",
	printersPkg + "TestPrintPriorityClass":              narrowPriority0,
	printersPkg + "TestPrintPodCertificateRequest":      narrowPriority0,
}

const (
	narrowPriority0 = "without Wide, printers.go leaves out the last cell, whose column has priority 0: the non-wide row disagrees with its own column definitions; kube-apiserver always prints wide rows, which agree"
)

// TestUpstreamPrinterTests runs kube-apiserver's own printer tests,
// unchanged, on a copy of its printers whose print functions call the
// generated table convertors of builtin (Rewrite); then the negative
// control: one generated cell changed (a deployment's Ready), which
// upstream's tests must notice.
func TestUpstreamPrinterTests(t *testing.T) {
	s := newScratch(t, "printers")
	replaced := s.copyPackage(strings.TrimSpace(printersPkg), servedByPrinters, strings.Replace(printersBridge, "TAMPER", "false", 1))
	t.Logf("%d print functions call the generated convertors: %s", len(replaced), strings.Join(replaced, " "))
	results, outputs := s.test([]string{strings.TrimSpace(printersPkg)})
	check(t, "printer tests", results, outputs, knownPrinterFailures)

	control := newScratch(t, "printers-control")
	control.copyPackage(strings.TrimSpace(printersPkg), servedByPrinters, strings.Replace(printersBridge, "TAMPER", "true", 1))
	if results, _ := control.test([]string{strings.TrimSpace(printersPkg)}, "-run", "^TestPrintDeployment$"); results[printersPkg+"TestPrintDeployment"] != "fail" {
		t.Errorf("negative control: TestPrintDeployment %q with a deployment's Ready cell changed, want fail", results[printersPkg+"TestPrintDeployment"])
	}
}

// servedByPrinters says whether builtin declares the kind whose internal
// type printers.go names typeName of importPath, and kube-apiserver's
// registry serves it with the printers (not CSIStorageCapacity's, which
// wires the default table: its print function is dead code on the
// server, and builtin declares what is served).
func servedByPrinters(importPath, typeName string) bool {
	obj, ok := declaredKind(importPath, typeName)
	return ok && !defaultTable(obj)
}

// defaultTable says whether the registry of obj's resource serves the
// default table (Name, Created At) rather than the printers'.
func defaultTable(obj runtime.Object) bool {
	d, err := Descriptor(obj)
	if err != nil {
		return false
	}
	s, err := kubeprinters.RegistryStorage(schema.GroupVersionResource{Group: d.Group, Version: d.Version, Resource: d.Resource})
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
