// Package printers puts builtin's generated table convertors behind the
// print functions of kube-apiserver's pkg/printers/internalversion: Rows
// is what a print function's body becomes, and Rewrite makes that change
// to a copy of printers.go, so that upstream's printers_test.go runs,
// unchanged, against the generated code (docs/kubernetes.md).
package printers

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	"k8s.io/kubernetes/pkg/printers"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"

	// kube-apiserver's scheme with every group it serves (printers.go
	// installs only those kubectl once needed), and its registries.
	"github.com/selectable-gen/selectable-gen/builtin/kubeprinters"
)

// Rows are the table rows of obj, an internal object or list of
// kube-apiserver's, as builtin's generated convertor prints it: obj
// converted to the version kube-apiserver serves it in by default (with
// kube-apiserver's own scheme) and printed. kube-apiserver always asks
// for wide rows; a print function that reads options.Wide (narrows) leaves
// out the cells of the columns of priority > 0 when it is not set, and
// so do the rows here. Each row's Object is the internal object, as a
// print function's.
func Rows(obj runtime.Object, options printers.GenerateOptions, narrows bool) ([]metav1.TableRow, error) {
	d, err := Descriptor(obj)
	if err != nil {
		return nil, err
	}
	versioned, err := legacyscheme.Scheme.ConvertToVersion(obj.DeepCopyObject(), schema.GroupVersion{Group: d.Group, Version: d.Version})
	if err != nil {
		return nil, fmt.Errorf("converting %T to %s/%s: %w", obj, d.Group, d.Version, err)
	}
	table, err := d.TableConvertor.ConvertToTable(context.Background(), versioned, nil)
	if err != nil {
		return nil, err
	}
	items := []runtime.Object{obj}
	if meta.IsListType(obj) {
		if items, err = meta.ExtractList(obj); err != nil {
			return nil, err
		}
	}
	if len(items) != len(table.Rows) {
		return nil, fmt.Errorf("%d rows for %d objects", len(table.Rows), len(items))
	}
	for i := range table.Rows {
		table.Rows[i].Object = runtime.RawExtension{Object: items[i]}
		if narrows && !options.Wide {
			table.Rows[i].Cells = narrow(table.ColumnDefinitions, table.Rows[i].Cells)
		}
	}
	return table.Rows, nil
}

// narrow keeps the cells of the columns of priority 0.
func narrow(columns []metav1.TableColumnDefinition, cells []any) []any {
	out := make([]any, 0, len(cells))
	for i, cell := range cells {
		if i >= len(columns) || columns[i].Priority == 0 {
			out = append(out, cell)
		}
	}
	return out
}

// Descriptor is the descriptor of builtin whose convertor prints obj: of
// obj's kind (a list's item kind) in the first version kube-apiserver's
// scheme prefers for its group that builtin declares it in.
func Descriptor(obj runtime.Object) (*selectableruntime.Descriptor, error) {
	kinds, _, err := legacyscheme.Scheme.ObjectKinds(obj)
	if err != nil {
		return nil, err
	}
	for _, gvk := range kinds {
		kind := gvk.Kind
		for _, v := range legacyscheme.Scheme.PrioritizedVersionsForGroup(gvk.Group) {
			for _, d := range builtin.Descriptors {
				if d.Group == v.Group && d.Version == v.Version && (d.Kind == kind || d.ListKind == kind) {
					return d, nil
				}
			}
		}
	}
	return nil, fmt.Errorf("builtin declares no table for %v", kinds)
}

// Registry is the REST storage kube-apiserver serves d's resource with.
func Registry(d *selectableruntime.Descriptor) (rest.Storage, error) {
	return kubeprinters.RegistryStorage(schema.GroupVersionResource{Group: d.Group, Version: d.Version, Resource: d.Resource})
}

// Declares says whether builtin declares the table of the kind of obj.
func Declares(obj runtime.Object) bool {
	_, err := Descriptor(obj)
	return err == nil
}
