//go:build aggregator

package kubeprinters

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	apiserviceetcd "k8s.io/kube-aggregator/pkg/registry/apiservice/etcd"
)

// The aggregator's APIService table convertor, in builds with the
// aggregator tag: TestTablesEqualUpstream then compares APIService live.
func init() {
	groupConvertors["apiregistration.k8s.io"] = &apiserviceetcd.REST{}
}

// TestRecordAPIServiceTables writes testdata/apiservice-tables.json: random
// stored APIService objects and the aggregator's table of them, which
// TestAPIServiceTablesRecorded compares the generated convertor with in
// builds without the aggregator. hack/record-apiservice-tables.sh runs it.
func TestRecordAPIServiceTables(t *testing.T) {
	d := descriptor(t, "apiregistration.k8s.io", "APIService")
	r := rand.New(rand.NewPCG(3, 3))
	var items []runtime.Object
	for i := range recordedAPIServices {
		items = append(items, randomObject(t, r, d, time.Now(), i))
	}
	list := d.NewList()
	if err := meta.SetList(list, items); err != nil {
		t.Fatal(err)
	}
	tbl, err := upstreamTable(d, list, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := recordedTables{Columns: tbl.ColumnDefinitions}
	for i, row := range tbl.Rows {
		obj, err := json.Marshal(items[i])
		if err != nil {
			t.Fatal(err)
		}
		rec.Rows = append(rec.Rows, recordedRow{Object: obj, Cells: row.Cells})
	}
	b, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(recordedAPIServicesFile, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}
