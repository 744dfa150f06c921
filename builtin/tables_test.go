package builtin_test

import (
	"context"
	"testing"

	"github.com/selectable-gen/selectable-gen/builtin"
)

// TestTableDeclarationsListed: a kind's table is declared exactly when it
// is not in TablesNotDeclared (an undeclared kind's table is the default,
// Name and a date-typed Age, as a CRD's); every key of both lists is a
// served kind, and a kind is in one of them at most.
func TestTableDeclarationsListed(t *testing.T) {
	served := map[string]bool{}
	for _, d := range builtin.Descriptors {
		key := d.Kind + "." + d.Group
		served[key] = true
		if d.Group == "apiextensions.k8s.io" || d.Group == "apiregistration.k8s.io" {
			continue // served by the apiextensions server and the aggregator: not yet
		}
		tbl, err := d.TableConvertor.ConvertToTable(context.Background(), d.NewList(), nil)
		if err != nil {
			t.Fatal(err)
		}
		cols := tbl.ColumnDefinitions
		isDefault := len(cols) == 2 && cols[1].Name == "Age" && cols[1].Type == "date"
		_, listed := builtin.TablesNotDeclared[key]
		if isDefault != listed {
			t.Errorf("%s: default table %v, listed as not declared %v", key, isDefault, listed)
		}
	}
	for _, list := range []map[string]string{builtin.TablesNotDeclared, builtin.TableDifferences} {
		for key, why := range list {
			if !served[key] || why == "" {
				t.Errorf("%q: not a served kind, or no reason (%q)", key, why)
			}
		}
	}
	for key := range builtin.TableDifferences {
		if _, ok := builtin.TablesNotDeclared[key]; ok {
			t.Errorf("%s is both not declared and declared with a difference", key)
		}
	}
}
