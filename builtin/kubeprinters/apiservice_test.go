package kubeprinters

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// APIService's table comes from the aggregator (kube-aggregator's
// apiservice registry), whose package needs etcd's client to build: CI
// compares the generated convertor with the aggregator's tables of random
// objects recorded by TestRecordAPIServiceTables (the aggregator build tag,
// hack/record-apiservice-tables.sh).
const (
	recordedAPIServicesFile = "testdata/apiservice-tables.json"
	recordedAPIServices     = 100
)

type recordedTables struct {
	Columns []metav1.TableColumnDefinition `json:"columns"`
	Rows    []recordedRow                  `json:"rows"`
}

type recordedRow struct {
	Object json.RawMessage `json:"object"`
	Cells  []any           `json:"cells"`
}

// TestAPIServiceTablesRecorded: the generated APIService table equals the
// aggregator's recorded one, column definitions and cells, but for the Age
// cells, which depend on when they were recorded (the Age column is
// declared as every kind's, checked live on all the others).
func TestAPIServiceTablesRecorded(t *testing.T) {
	d := descriptor(t, "apiregistration.k8s.io", "APIService")
	b, err := os.ReadFile(recordedAPIServicesFile)
	if err != nil {
		t.Fatal(err)
	}
	var rec recordedTables
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Rows) != recordedAPIServices {
		t.Fatalf("%d recorded rows, want %d", len(rec.Rows), recordedAPIServices)
	}
	age := len(rec.Columns) - 1
	if rec.Columns[age].Name != "Age" {
		t.Fatalf("the last recorded column is %q, not Age", rec.Columns[age].Name)
	}
	for i, row := range rec.Rows {
		obj := d.New()
		if err := json.Unmarshal(row.Object, obj); err != nil {
			t.Fatal(err)
		}
		tbl, err := d.TableConvertor.ConvertToTable(context.Background(), obj, nil)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			if w, g := cell(rec.Columns), cell(tbl.ColumnDefinitions); w != g {
				t.Fatalf("column definitions:\nrecorded  %s\ngenerated %s", w, g)
			}
		}
		got := tbl.Rows[0].Cells
		if len(got) != len(row.Cells) {
			t.Fatalf("object %d: %d cells recorded, %d generated", i, len(row.Cells), len(got))
		}
		for c := range got {
			if c != age && cell(got[c]) != cell(row.Cells[c]) {
				t.Fatalf("object %d:\nrecorded  %s\ngenerated %s\nobject %s", i, cell(row.Cells), cell(got), row.Object)
			}
		}
	}
}

// descriptor is builtin's descriptor of a kind.
func descriptor(t *testing.T, group, kind string) *selectableruntime.Descriptor {
	t.Helper()
	for _, d := range builtin.Descriptors {
		if d.Group == group && d.Kind == kind {
			return d
		}
	}
	t.Fatalf("no descriptor of %s.%s", kind, group)
	return nil
}
