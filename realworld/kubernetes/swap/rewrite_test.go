package swap

import (
	"strings"
	"testing"
)

const rewriteInput = `package internalversion

import (
	"fmt"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/kubernetes/pkg/apis/apps"
	"k8s.io/kubernetes/pkg/apis/node"
	"k8s.io/kubernetes/pkg/printers"
)

func printDeployment(obj *apps.Deployment, options printers.GenerateOptions) ([]metav1.TableRow, error) {
	// a comment that goes with the body
	return []metav1.TableRow{{Cells: []any{strings.ToUpper(obj.Name), wideCell(options)}}}, nil
}

func wideCell(options printers.GenerateOptions) string {
	if options.Wide {
		return "wide"
	}
	return ""
}

func DeploymentToSelectableFields(deployment *apps.Deployment) fields.Set {
	return fields.Set{"metadata.name": deployment.Name}
}

func printRuntimeClass(_ *node.RuntimeClass, _ printers.GenerateOptions) ([]metav1.TableRow, error) {
	return nil, nil
}

func printUndeclared(obj *apps.ControllerRevision, options printers.GenerateOptions) ([]metav1.TableRow, error) {
	node := obj.Name
	return []metav1.TableRow{{Cells: []any{fmt.Sprint(node)}}}, nil
}

func printDeploymentList(list *apps.DeploymentList, options printers.GenerateOptions) ([]metav1.TableRow, error) {
	return nil, nil
}

func AddHandlers(h printers.PrintHandler) {
	deploymentColumnDefinitions := []metav1.TableColumnDefinition{
		// the column of names
		{Name: "Name", Type: "string", Format: "name"},
	}
	deploymentColumnDefinitions = append(deploymentColumnDefinitions, []metav1.TableColumnDefinition{
		{Name: "Ready", Type: "string"},
	}...)
	_ = h.TableHandler(deploymentColumnDefinitions, printDeployment)
	_ = h.TableHandler(deploymentColumnDefinitions, printDeploymentList)
	sharedColumnDefinitions := []metav1.TableColumnDefinition{{Name: "Name", Type: "string"}}
	_ = h.TableHandler(sharedColumnDefinitions, printRuntimeClass)
	_ = h.TableHandler(sharedColumnDefinitions, printUndeclared)
}
`

// TestRewrite replaces the bodies of the declared kinds' print and
// selectable-fields functions, says which read Wide, names blank
// parameters, and drops the imports left unused (not one a local
// variable's name shadows).
func TestRewrite(t *testing.T) {
	out, replaced, err := Rewrite("printers.go", []byte(rewriteInput), func(importPath, typeName string) bool {
		return strings.TrimSuffix(importPath+"."+typeName, "List") == "k8s.io/kubernetes/pkg/apis/apps.Deployment" ||
			importPath+"."+typeName == "k8s.io/kubernetes/pkg/apis/node.RuntimeClass"
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(replaced, " "); got != "printDeployment DeploymentToSelectableFields printRuntimeClass printDeploymentList AddHandlers.deploymentColumnDefinitions" {
		t.Errorf("replaced %q", got)
	}
	src := string(out)
	for _, want := range []string{
		"return selectableRows(obj, options, true)\n",
		"func DeploymentToSelectableFields(deployment *apps.Deployment) fields.Set {\n\treturn selectableFields(deployment)\n",
		"func printRuntimeClass(obj *node.RuntimeClass, options printers.GenerateOptions) ([]metav1.TableRow, error) {\n\treturn selectableRows(obj, options, false)\n",
		`"fmt"`, `"k8s.io/kubernetes/pkg/apis/node"`,
		// The definitions of one replaced kind's print functions are the
		// generated convertor's; those shared with a function not
		// replaced stay.
		"deploymentColumnDefinitions := selectableColumns(&apps.Deployment{})\n",
		"sharedColumnDefinitions := []metav1.TableColumnDefinition{{Name: \"Name\", Type: \"string\"}}",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("rewritten source lacks %q:\n%s", want, src)
		}
	}
	for _, gone := range []string{`"strings"`, "a comment that goes with the body", "the column of names", "append(deploymentColumnDefinitions"} {
		if strings.Contains(src, gone) {
			t.Errorf("rewritten source keeps %q:\n%s", gone, src)
		}
	}
}

// TestRewriteBadInput: a source that does not parse is an error.
func TestRewriteBadInput(t *testing.T) {
	if _, _, err := Rewrite("printers.go", []byte("package x\nfunc {"), nil); err == nil || !strings.Contains(err.Error(), "printers.go:2:") {
		t.Errorf("error %v, want one at printers.go:2", err)
	}
}
