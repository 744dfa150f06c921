package examples_test

import (
	"context"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	storiesv1 "github.com/selectable-gen/selectable-gen/examples/apis/stories/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

var sinkTable *metav1.Table

// unstructuredList converts typed items to the UnstructuredList a CRD's
// storage holds.
func unstructuredList(b *testing.B, items []runtime.Object) *unstructured.UnstructuredList {
	l := &unstructured.UnstructuredList{Object: map[string]any{"apiVersion": "v1", "kind": "List", "metadata": map[string]any{}}}
	for _, it := range items {
		content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(it)
		if err != nil {
			b.Fatal(err)
		}
		l.Items = append(l.Items, unstructured.Unstructured{Object: content})
	}
	return l
}

func crdColumns(cols []selectableruntime.PrinterColumn) []apiextensionsv1.CustomResourceColumnDefinition {
	var out []apiextensionsv1.CustomResourceColumnDefinition
	for _, c := range cols {
		out = append(out, apiextensionsv1.CustomResourceColumnDefinition{Name: c.Name, Type: c.Type, Format: c.Format,
			Description: c.Description, Priority: c.Priority, JSONPath: c.JSONPath})
	}
	return out
}

// BenchmarkConvertToTableList: a 1000-item list, the generated convertor on
// the typed list against the CRD table convertor on the same list as
// unstructured, with the same JSONPath columns. Selector has the KEP's two
// columns; Widget 27 of every shape (one on client-go's jsonpath).
func BenchmarkConvertToTableList(b *testing.B) {
	ctx := context.Background()
	cases := []struct {
		name    string
		kind    string
		columns []selectableruntime.PrinterColumn
		ours    interface {
			ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error)
		}
		newList func([]runtime.Object) runtime.Object
	}{
		{"Selector", "Selector", stablev1.SelectorPrinterColumns, stablev1.SelectorTableConvertor{}, tableKinds[0].newList},
		{"Widget", "Widget", widgets.WidgetPrinterColumns, widgets.WidgetTableConvertor{}, tableKinds[1].newList},
	}
	for _, c := range cases {
		k := kindOrPanic(c.kind)
		var items []runtime.Object
		for i := int64(0); i < 1000; i++ {
			items = append(items, randomObject(k, i))
		}
		typed := c.newList(items)
		ulist := unstructuredList(b, items)
		upstream, err := tableconvertor.New(crdColumns(c.columns))
		if err != nil {
			b.Fatal(err)
		}
		b.Run("kind="+c.name+"/impl=upstream", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkTable, _ = upstream.ConvertToTable(ctx, ulist, nil)
			}
		})
		b.Run("kind="+c.name+"/impl=generated", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkTable, _ = c.ours.ConvertToTable(ctx, typed, nil)
			}
		})
	}
}

func kindOrPanic(name string) kind {
	for _, k := range allKinds {
		if k.name == name {
			return k
		}
	}
	panic(name)
}

// BenchmarkCELCompile: the one-time cost of compiling a kind's CEL
// columns with cel-go (environment, parse, check, cost estimate, program),
// paid on the first table of the process.
func BenchmarkCELCompile(b *testing.B) {
	content, _ := runtime.DefaultUnstructuredConverter.ToUnstructured(&storiesv1.Release{})
	b.Run("kind=Release/columns=10", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			cols := storiesv1.ReleaseCELColumns.Clone()
			cols.CellOf(0, cols.Self(content))
		}
	})
}
