package examples_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/utils/ptr"

	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
)

// TestKEPSelectorTable: the table of the KEP-4358 example, as kubectl get
// prints it (NAME COLOR SIZE).
func TestKEPSelectorTable(t *testing.T) {
	list := &stablev1.SelectorList{ListMeta: metav1.ListMeta{ResourceVersion: "42", Continue: "c", RemainingItemCount: ptr.To[int64](3)}}
	for _, s := range kepSelectors() {
		list.Items = append(list.Items, *s)
	}
	table, err := stablev1.SelectorTableConvertor{}.ConvertToTable(context.Background(), list, nil)
	if err != nil {
		t.Fatal(err)
	}
	var headers []string
	for _, c := range table.ColumnDefinitions {
		headers = append(headers, strings.ToUpper(c.Name))
	}
	if got := strings.Join(headers, " "); got != "NAME COLOR SIZE" {
		t.Errorf("headers %q", got)
	}
	want := [][]any{{"example1", "blue", "S"}, {"example2", "blue", "M"}, {"example3", "green", "M"}}
	for i, row := range table.Rows {
		if !reflect.DeepEqual(row.Cells, want[i]) {
			t.Errorf("row %d = %v, want %v", i, row.Cells, want[i])
		}
		if row.Object.Object != &list.Items[i] {
			t.Errorf("row %d object is not the list item", i)
		}
	}
	if table.ResourceVersion != "42" || table.Continue != "c" || *table.RemainingItemCount != 3 {
		t.Errorf("list metadata not copied: %+v", table.ListMeta)
	}
	if d := table.ColumnDefinitions[1].Description; d != "Custom resource definition column (in JSONPath format): .spec.color" {
		t.Errorf("default description %q", d)
	}
	if table.ColumnDefinitions[0].Format != "name" || !strings.HasPrefix(table.ColumnDefinitions[0].Description, "Name must be unique") {
		t.Errorf("Name column %+v", table.ColumnDefinitions[0])
	}

	noHeaders, _ := stablev1.SelectorTableConvertor{}.ConvertToTable(context.Background(), list, &metav1.TableOptions{NoHeaders: true})
	if noHeaders.ColumnDefinitions != nil || len(noHeaders.Rows) != 3 {
		t.Errorf("NoHeaders: definitions %v, %d rows", noHeaders.ColumnDefinitions, len(noHeaders.Rows))
	}
	if _, err := (stablev1.SelectorTableConvertor{}).ConvertToTable(context.Background(), &corev1.Pod{}, nil); err == nil ||
		err.Error() != "expected a *Selector or *SelectorList, got *v1.Pod" {
		t.Errorf("wrong type: %v", err)
	}
}

// TestDefaultAgeColumn: a kind without printer columns gets Name and Age,
// as a CRD without additionalPrinterColumns is served.
func TestDefaultAgeColumn(t *testing.T) {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p", CreationTimestamp: metav1.NewTime(time.Now().Add(-90*time.Minute - time.Second/2))}}
	table, err := corev1.PodTableConvertor{}.ConvertToTable(context.Background(), pod, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(table.ColumnDefinitions) != 2 || table.ColumnDefinitions[1].Name != "Age" || table.ColumnDefinitions[1].Type != "date" {
		t.Fatalf("columns %+v", table.ColumnDefinitions)
	}
	if got := table.Rows[0].Cells; !reflect.DeepEqual(got, []any{"p", "90m"}) {
		t.Errorf("cells %v", got)
	}
	if len(corev1.PodPrinterColumns) != 0 {
		t.Errorf("the default Age column is not a declared printer column")
	}
	// A zero creation time is JSON null: no cell, as upstream.
	table, _ = corev1.PodTableConvertor{}.ConvertToTable(context.Background(), &corev1.Pod{}, nil)
	if table.Rows[0].Cells[1] != nil {
		t.Errorf("zero creation time: %v", table.Rows[0].Cells[1])
	}
}

// TestColumnCells checks cells of each shape against values worked out by
// hand from the CRD table convertor's rules.
func TestColumnCells(t *testing.T) {
	w := &widgets.Widget{Spec: widgets.WidgetSpec{
		Tuning:   &widgets.Tuning{Mode: "fast"},
		Priority: 7,
		Enabled:  true,
		Ratio:    1.5,
		Parts:    []widgets.Part{{Name: "a"}, {Name: "b", Size: ptr.To[int32](3)}, {Name: "c"}},
		Tags:     []string{"x", "y"},
		Labels:   map[string]string{"b": "2", "a": "1"},
	}, Status: widgets.WidgetStatus{Conditions: []widgets.WidgetCondition{
		{Type: "Progressing", Status: "True", Reason: "Rolling"},
		{Type: "Ready", Status: "False", ObservedGeneration: 2},
	}}}
	table, err := widgets.WidgetTableConvertor{}.ConvertToTable(context.Background(), w, nil)
	if err != nil {
		t.Fatal(err)
	}
	cells := map[string]any{}
	for i, c := range table.ColumnDefinitions {
		cells[c.Name] = table.Rows[0].Cells[i]
	}
	want := map[string]any{
		"Mode": "fast", "Replicas": nil, "Priority": int64(7), "PriorityText": "7", "Enabled": true,
		"Port": "0", "PortNumber": int64(0), "Next": nil, "Zone": nil, "Window": nil,
		"Ratio": 1.5, "RatioText": "1.5", "Parts": `[{"name":"a"},{"name":"b","size":3},{"name":"c"}]`,
		"FirstPart": "a", "LastPart": "c", "AnyPartSize": int64(3), "Tags": "x", "App": nil,
		"Labels": `{"a":"1","b":"2"}`, "TemplateColor": "", "Ready": "False", "NotReadyReason": "Rolling",
		"Observed": int64(2), "SecondPart": "b", "Age": nil,
	}
	for name, v := range want {
		if !reflect.DeepEqual(cells[name], v) {
			t.Errorf("%s = %#v, want %#v", name, cells[name], v)
		}
	}
}
