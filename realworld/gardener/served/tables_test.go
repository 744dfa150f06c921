package served_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/cli-runtime/pkg/printers"

	"github.com/selectable-gen/selectable-gen/realworld/gardener/served"
)

// table gets a list's table from s as kubectl get asks for it (a
// meta.k8s.io/v1 Table, the objects left out) and prints it with
// kubectl's printer (k8s.io/cli-runtime's, which kubectl get uses;
// running kubectl's command here would link kustomize's plugin loader,
// which Gardener's cgo dependency cannot be linked with), all namespaces,
// wide or not. It returns the printed text and the column definitions.
func table(s *testServer, resource string, wide bool, opts metav1.ListOptions) (string, string, error) {
	var tbl metav1.Table
	err := s.client.CoreV1beta1().RESTClient().Get().Resource(resource).
		VersionedParams(&opts, metav1.ParameterCodec).Param("includeObject", "None").
		SetHeader("Accept", "application/json;as=Table;v=v1;g=meta.k8s.io").
		Do(context.Background()).Into(&tbl)
	if err != nil {
		return "", "", err
	}
	// Ages differ by when each server created the object: every server's
	// Age cells are printed as one text.
	for c, def := range tbl.ColumnDefinitions {
		if def.Name == "Age" {
			for i := range tbl.Rows {
				tbl.Rows[i].Cells[c] = "<age>"
			}
		}
	}
	var out bytes.Buffer
	if err := printers.NewTablePrinter(printers.PrintOptions{Wide: wide, WithNamespace: true}).PrintObj(&tbl, &out); err != nil {
		return "", "", err
	}
	columns, err := json.Marshal(tbl.ColumnDefinitions)
	return out.String(), string(columns), err
}

// testTables: every server gives the same column definitions, and
// kubectl's printer prints the same tables (wide and not, all
// namespaces, with field selectors on the kinds that declare them), for
// every kind of the group, ages aside (table).
func testTables(t *testing.T) {
	printed := 0
	for _, k := range served.Kinds {
		d := k.Versions[0]
		type query struct {
			wide     bool
			selector string
		}
		queries := []query{{true, ""}, {false, ""}}
		for _, f := range d.Fields {
			queries = append(queries, query{true, f.FieldPath + "=seed-1"})
		}
		for _, q := range queries {
			what := fmt.Sprintf("%s (wide %v) --field-selector %q", d.Resource, q.wide, q.selector)
			var want, wantColumns string
			for _, s := range all {
				out, columns, err := table(s, d.Resource, q.wide, metav1.ListOptions{FieldSelector: q.selector})
				if err != nil {
					t.Errorf("%s: %s: %v", s.name, what, err)
					continue
				}
				if s == all[0] {
					wantColumns = columns
				} else if columns != wantColumns {
					t.Errorf("%s: column definitions:\n%s gives %s\n%s gives %s", what, s.name, columns, all[0].name, wantColumns)
				}
				var lines []string
				for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
					lines = append(lines, l)
				}
				got := strings.Join(lines, "\n")
				if s == all[0] {
					want = got
					if len(lines) > 1 && q.selector == "" && q.wide {
						printed++
					}
				} else if got != want {
					t.Errorf("%s:\n%s prints\n%s\n%s prints\n%s", what, s.name, got, all[0].name, want)
				}
			}
		}
	}
	if printed != len(served.Kinds) {
		t.Errorf("%d of the %d kinds' tables had rows", printed, len(served.Kinds))
	}
}
