package swap

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/kubernetes/pkg/printers"
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
	d, versioned, err := served(obj)
	if err != nil {
		return nil, err
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

// Columns are the column definitions of builtin's generated convertor
// for obj's kind, an internal object of kube-apiserver's (printers.go's
// AddHandlers registers the print functions with them). It panics where
// builtin has no convertor for the kind: AddHandlers runs when a server
// or a test sets its printers up, and a kind it cannot print is a bug of
// the rewrite, not a request's error.
func Columns(obj runtime.Object) []metav1.TableColumnDefinition {
	d, versioned, err := served(obj)
	if err != nil {
		panic(err)
	}
	table, err := d.TableConvertor.ConvertToTable(context.Background(), versioned, nil)
	if err != nil {
		panic(fmt.Sprintf("the column definitions of %T: %v", obj, err))
	}
	return table.ColumnDefinitions
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
