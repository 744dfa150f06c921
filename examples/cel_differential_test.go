package examples_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/ext"
	"k8s.io/apimachinery/pkg/runtime"

	storiesv1 "github.com/selectable-gen/selectable-gen/examples/apis/stories/v1"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// plainCELCell evaluates expr with a plain cel-go program: self is dyn,
// bound to the object as unstructured, with the same libraries. An error
// gives a nil cell.
func plainCELCell(t *testing.T, expr, columnType string) func(content map[string]any) any {
	t.Helper()
	env, err := cel.NewEnv(
		cel.Variable("self", cel.DynType),
		cel.DefaultUTCTimeZone(true),
		cel.CrossTypeNumericComparisons(true),
		cel.OptionalTypes(),
		ext.Strings(ext.StringsVersion(2)),
		ext.Lists(ext.ListsVersion(3)),
	)
	if err != nil {
		t.Fatal(err)
	}
	ast, iss := env.Compile(expr)
	if iss.Err() != nil {
		t.Fatalf("%s: %v", expr, iss.Err())
	}
	prg, err := env.Program(ast)
	if err != nil {
		t.Fatal(err)
	}
	return func(content map[string]any) any {
		out, _, err := prg.Eval(map[string]any{"self": content})
		if err != nil {
			return nil
		}
		return selectablecel.Cell(columnType, out)
	}
}

// dropNulls removes the nulls of content, as a CRD's API server drops
// those of fields that are not nullable (Go pointers, lists and maps
// without omitempty are not), so that has() of such a field is false.
func dropNulls(content map[string]any) {
	for k, v := range content {
		switch x := v.(type) {
		case nil:
			delete(content, k)
		case map[string]any:
			dropNulls(x)
		case []any:
			for _, e := range x {
				if m, ok := e.(map[string]any); ok {
					dropNulls(m)
				}
			}
		}
	}
}

// TestCELColumnsDifferential: on random Releases (absent fields, empty
// lists, missing conditions and timestamps included), every CEL column of
// the generated table equals what a plain cel-go program computes from
// the unstructured object without its nulls (dropNulls).
func TestCELColumnsDifferential(t *testing.T) {
	k := kindByName(t, "Release")
	plain := map[string]func(map[string]any) any{}
	for _, c := range storiesv1.ReleasePrinterColumns {
		if c.Expression != "" {
			plain[c.Name] = plainCELCell(t, c.Expression, c.Type)
		}
	}
	values := map[string]int{}
	for i := int64(0); i < 500; i++ {
		obj := randomObject(k, i)
		table, err := storiesv1.ReleaseTableConvertor{}.ConvertToTable(context.Background(), obj, nil)
		if err != nil {
			t.Fatal(err)
		}
		content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
		if err != nil {
			t.Fatal(err)
		}
		dropNulls(content)
		for c, def := range table.ColumnDefinitions {
			eval, ok := plain[def.Name]
			if !ok {
				continue
			}
			want := eval(content)
			got := table.Rows[0].Cells[c]
			if !reflect.DeepEqual(got, want) && !reflect.DeepEqual(got, eval(content)) {
				t.Fatalf("object %d column %s (%s): generated %#v, plain cel-go %#v", i, def.Name, def.Type, got, want)
			}
			if got != nil {
				values[def.Name]++
			}
		}
	}
	for name := range plain {
		if values[name] == 0 {
			t.Errorf("column %s never had a value; the comparison says nothing about it", name)
		}
	}
}
