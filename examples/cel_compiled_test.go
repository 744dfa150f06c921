package examples_test

import (
	"context"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/cel-go/common/types/ref"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"

	celcorpusv1 "github.com/selectable-gen/selectable-gen/examples/apis/celcorpus/v1"
	storiesv1 "github.com/selectable-gen/selectable-gen/examples/apis/stories/v1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// sameCell compares cells; NaN equals NaN (a CEL division can give it).
func sameCell(a, b any) bool {
	if x, ok := a.(float64); ok {
		if y, ok := b.(float64); ok && math.IsNaN(x) && math.IsNaN(y) {
			return true
		}
	}
	return reflect.DeepEqual(a, b)
}

type celKind struct {
	kind      string
	convertor interface {
		ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error)
	}
	cel *selectablecel.Columns
}

// TestCompiledCELDifferential: every CEL column the generator compiled to
// Go gives, on random objects (absent fields, nil pointers, int64 and
// duration extremes for overflows, zero divisors, short lists for index
// errors), the cell cel-go gives with the same types: values, empty cells
// for errors, and CEL's forgiving && and || all agree.
func TestCompiledCELDifferential(t *testing.T) {
	// Columns that read now compare on one fixed clock.
	defer selectableruntime.SetClock(func() time.Time { return time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC) })()
	kinds := []celKind{
		{"Probe", celcorpusv1.ProbeTableConvertor{}, celcorpusv1.ProbeCELColumns},
		{"Release", storiesv1.ReleaseTableConvertor{}, storiesv1.ReleaseCELColumns},
	}
	for _, ck := range kinds {
		t.Run(ck.kind, func(t *testing.T) {
			k := kindByName(t, ck.kind)
			values, empty := map[string]int{}, map[string]int{}
			for i := int64(0); i < 1000; i++ {
				obj := randomObject(k, i)
				table, err := ck.convertor.ConvertToTable(context.Background(), obj, nil)
				if err != nil {
					t.Fatal(err)
				}
				cells := map[string]any{}
				for c, def := range table.ColumnDefinitions {
					cells[def.Name] = table.Rows[0].Cells[c]
				}
				content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
				if err != nil {
					t.Fatal(err)
				}
				self := ck.cel.Self(content)
				for c := 0; c < ck.cel.Len(); c++ {
					name := ck.cel.Name(c)
					want := ck.cel.CellOf(c, self)
					got := cells[name]
					if !sameCell(got, want) && !sameCell(got, ck.cel.CellOf(c, self)) {
						t.Fatalf("object %d column %s: compiled %#v, cel-go %#v\nobject: %+v", i, name, got, want, obj)
					}
					if got == nil {
						empty[name]++
					} else {
						values[name]++
					}
				}
			}
			for c := 0; c < ck.cel.Len(); c++ {
				name := ck.cel.Name(c)
				if values[name] == 0 {
					t.Errorf("column %s never had a value", name)
				}
				t.Logf("%-16s %4d values, %4d empty", name, values[name], empty[name])
			}
		})
	}
}

// TestCompiledCELListDifferential: in a printed list, every cell of every
// row, list variables and the cells that read them included, is the cell
// cel-go gives for that row with the list's variables computed over the
// same list (runtime/cel Columns.List): lists of 0 to 7 random probes.
func TestCompiledCELListDifferential(t *testing.T) {
	defer selectableruntime.SetClock(func() time.Time { return time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC) })()
	k := kindByName(t, "Probe")
	cols := celcorpusv1.ProbeCELColumns
	listed := map[string]int{}
	for n := int64(0); n < 300; n++ {
		list := &celcorpusv1.ProbeList{}
		for i := range n % 8 {
			list.Items = append(list.Items, *randomObject(k, n*8+i).(*celcorpusv1.Probe))
		}
		table, err := celcorpusv1.ProbeTableConvertor{}.ConvertToTable(context.Background(), list, nil)
		if err != nil {
			t.Fatal(err)
		}
		var selves []ref.Val
		for i := range list.Items {
			content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(&list.Items[i])
			if err != nil {
				t.Fatal(err)
			}
			selves = append(selves, cols.Self(content))
		}
		variables := cols.List(selves)
		for r, row := range table.Rows {
			cells := map[string]any{}
			for c, def := range table.ColumnDefinitions {
				cells[def.Name] = row.Cells[c]
			}
			for c := 0; c < cols.Len(); c++ {
				name := cols.Name(c)
				got, want := cells[name], cols.CellIn(c, selves[r], variables)
				if !sameCell(got, want) {
					t.Fatalf("list %d row %d column %s: compiled %#v, cel-go %#v", n, r, name, got, want)
				}
				if strings.HasPrefix(name, "List") && got != nil {
					listed[name]++
				}
			}
		}
	}
	for _, name := range []string{"ListMax", "ListFirstA"} {
		if listed[name] == 0 {
			t.Errorf("column %s never had a value in a list", name)
		}
	}
}

// fuzzTables lists the table convertors the fuzz test drives.
func fuzzTables() []tableKind {
	return append(append([]tableKind{}, tableKinds...),
		tableKind{kind: "Release", convertor: storiesv1.ReleaseTableConvertor{}},
		tableKind{kind: "Probe", convertor: celcorpusv1.ProbeTableConvertor{}},
	)
}
