package examples_test

import (
	"context"
	"math"
	"reflect"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"

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

// TestCompiledCELDifferential: every CEL column of the examples compiled to
// Go (Release's) gives, on random objects, the cell cel-go gives with the
// same types: values, empty cells for errors, and CEL's forgiving && and
// || all agree. The compiler's own corpus, one column per construct, runs
// the same comparison beside it (generators/internal/celgo/celcorpus).
func TestCompiledCELDifferential(t *testing.T) {
	// Columns that read now compare on one fixed clock.
	defer selectableruntime.SetClock(func() time.Time { return time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC) })()
	kinds := []celKind{
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

// fuzzTables lists the table convertors the fuzz test drives.
func fuzzTables() []tableKind {
	return append(append([]tableKind{}, tableKinds...),
		tableKind{kind: "Release", convertor: storiesv1.ReleaseTableConvertor{}},
	)
}
