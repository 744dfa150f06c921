package examples_test

import (
	"context"
	"math"
	"reflect"
	"strconv"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// tableKind is a kind's generated table convertor and declared columns.
type tableKind struct {
	kind      string
	convertor interface {
		ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error)
	}
	columns []selectableruntime.PrinterColumn
	newList func(items []runtime.Object) runtime.Object
}

var tableKinds = []tableKind{
	{"Selector", stablev1.SelectorTableConvertor{}, stablev1.SelectorPrinterColumns, func(items []runtime.Object) runtime.Object {
		l := &stablev1.SelectorList{}
		for _, it := range items {
			l.Items = append(l.Items, *it.(*stablev1.Selector))
		}
		return l
	}},
	{"Widget", widgets.WidgetTableConvertor{}, widgets.WidgetPrinterColumns, func(items []runtime.Object) runtime.Object {
		l := &widgets.WidgetList{}
		for _, it := range items {
			l.Items = append(l.Items, *it.(*widgets.Widget))
		}
		return l
	}},
	{"Gadget", widgets.GadgetTableConvertor{}, widgets.GadgetPrinterColumns, nil},
	{"Pod", corev1.PodTableConvertor{}, corev1.PodPrinterColumns, func(items []runtime.Object) runtime.Object {
		l := &corev1.PodList{}
		for _, it := range items {
			l.Items = append(l.Items, *it.(*corev1.Pod))
		}
		return l
	}},
}

// upstreamConvertor builds the CRD table convertor of
// k8s.io/apiextensions-apiserver for equivalent column definitions; a CRD
// version without columns is served with an Age column.
func upstreamConvertor(t *testing.T, columns []selectableruntime.PrinterColumn) interface {
	ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error)
} {
	var crd []apiextensionsv1.CustomResourceColumnDefinition
	for _, c := range columns {
		crd = append(crd, apiextensionsv1.CustomResourceColumnDefinition{
			Name: c.Name, Type: c.Type, Format: c.Format, Description: c.Description, Priority: c.Priority, JSONPath: c.JSONPath,
		})
	}
	if len(crd) == 0 {
		crd = []apiextensionsv1.CustomResourceColumnDefinition{{Name: "Age", Type: "date",
			Description: selectableruntime.CreationTimestampDescription, JSONPath: ".metadata.creationTimestamp"}}
	}
	c, err := tableconvertor.New(crd)
	if err != nil {
		t.Fatalf("upstream convertor: %v", err)
	}
	return c
}

// compareTables asserts that ours equals the upstream table. Date cells
// depend on the time of the call: ours is computed between two upstream
// calls, so each of its cells must equal one of theirs.
func compareTables(t *testing.T, what string, ours, before, after *metav1.Table) {
	t.Helper()
	if !reflect.DeepEqual(ours.ColumnDefinitions, before.ColumnDefinitions) {
		t.Fatalf("%s: column definitions differ:\n ours %+v\n CRD  %+v", what, ours.ColumnDefinitions, before.ColumnDefinitions)
	}
	if ours.ResourceVersion != before.ResourceVersion || ours.Continue != before.Continue ||
		!reflect.DeepEqual(ours.RemainingItemCount, before.RemainingItemCount) {
		t.Fatalf("%s: list metadata differs: ours %+v, CRD %+v", what, ours.ListMeta, before.ListMeta)
	}
	if len(ours.Rows) != len(before.Rows) {
		t.Fatalf("%s: %d rows, CRD has %d", what, len(ours.Rows), len(before.Rows))
	}
	for r := range ours.Rows {
		if ours.Rows[r].Object.Object != before.Rows[r].Object.Object {
			t.Fatalf("%s: row %d object differs", what, r)
		}
		oc, bc, ac := ours.Rows[r].Cells, before.Rows[r].Cells, after.Rows[r].Cells
		if len(oc) != len(bc) {
			t.Fatalf("%s: row %d has %d cells, CRD %d", what, r, len(oc), len(bc))
		}
		for i := range oc {
			if !reflect.DeepEqual(oc[i], bc[i]) && !reflect.DeepEqual(oc[i], ac[i]) {
				name := "?"
				if i < len(before.ColumnDefinitions) {
					name = before.ColumnDefinitions[i].Name
				}
				t.Fatalf("%s: row %d column %s: ours %#v (%T), CRD %#v (%T)", what, r, name, oc[i], oc[i], bc[i], bc[i])
			}
		}
	}
}

// TestTableDifferential: for every kind with a table, the same random
// objects (nil pointers, empty and zero values, times in the past and the
// future) and lists of them give the same table through the generated
// convertor as through the CRD table convertor with the same columns.
func TestTableDifferential(t *testing.T) {
	ctx := context.Background()
	for _, tk := range tableKinds {
		t.Run(tk.kind, func(t *testing.T) {
			k := kindByName(t, tk.kind)
			upstream := upstreamConvertor(t, tk.columns)
			var items []runtime.Object
			shown := map[int]int{} // column -> objects with a value in it
			for i := int64(0); i < 400; i++ {
				obj := randomObject(k, i)
				items = append(items, obj)
				for _, opts := range []runtime.Object{nil, &metav1.TableOptions{}, &metav1.TableOptions{NoHeaders: true}} {
					before, err := upstream.ConvertToTable(ctx, obj, opts)
					if err != nil {
						t.Fatal(err)
					}
					ours, err := tk.convertor.ConvertToTable(ctx, obj, opts)
					if err != nil {
						t.Fatal(err)
					}
					after, _ := upstream.ConvertToTable(ctx, obj, opts)
					compareTables(t, "object "+itoa(i), ours, before, after)
					if opts == nil {
						for c, cell := range ours.Rows[0].Cells {
							if cell != nil {
								shown[c]++
							}
						}
					}
				}
			}
			// Every column must show a value for some objects, or the
			// comparison says nothing about it.
			for c := range len(tk.columns) + 1 {
				if shown[c] == 0 && len(tk.columns) > 0 {
					t.Errorf("column %d never had a value in 400 random objects", c)
				}
			}
			if tk.newList == nil {
				return
			}
			list := tk.newList(items[:50])
			filler(randfillSeed(7)).Fill(listMeta(list))
			before, _ := upstream.ConvertToTable(ctx, list, nil)
			ours, err := tk.convertor.ConvertToTable(ctx, list, nil)
			if err != nil {
				t.Fatal(err)
			}
			after, _ := upstream.ConvertToTable(ctx, list, nil)
			compareTables(t, "list", ours, before, after)
		})
	}
}

// TestUnsignedCells: an unsigned 64-bit value in an integer and a number
// column is the CRD convertor's cell up to 2^63-1 (an int64 and a
// float64); above it upstream's conversion to unstructured fails, and with
// it the whole table, where the generated convertor shows the value (a
// uint64 and a float64), not a negative int64.
func TestUnsignedCells(t *testing.T) {
	ctx := context.Background()
	upstream := upstreamConvertor(t, widgets.SprocketPrinterColumns)
	for _, count := range []uint64{0, 7, 1 << 40, math.MaxInt64} {
		obj := &widgets.Sprocket{Status: widgets.SprocketStatus{Count: count}}
		before, err := upstream.ConvertToTable(ctx, obj, nil)
		if err != nil {
			t.Fatal(err)
		}
		ours, err := widgets.SprocketTableConvertor{}.ConvertToTable(ctx, obj, nil)
		if err != nil {
			t.Fatal(err)
		}
		compareTables(t, "count "+strconv.FormatUint(count, 10), ours, before, before)
	}
	obj := &widgets.Sprocket{Status: widgets.SprocketStatus{Count: math.MaxUint64}}
	if _, err := upstream.ConvertToTable(ctx, obj, nil); err == nil {
		t.Errorf("the CRD convertor printed a count above 2^63-1; the test's premise is gone")
	}
	ours, err := widgets.SprocketTableConvertor{}.ConvertToTable(ctx, obj, nil)
	if err != nil {
		t.Fatal(err)
	}
	if cells := ours.Rows[0].Cells; cells[1] != uint64(math.MaxUint64) || cells[2] != float64(math.MaxUint64) {
		t.Errorf("count 2^64-1: cells %#v, want uint64 and float64 2^64-1", cells[1:])
	}
}
