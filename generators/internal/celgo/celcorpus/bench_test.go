package celcorpus

import (
	"context"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

var sinkTable *metav1.Table

func gaugeStatus() (GaugeSpec, GaugeStatus) {
	return GaugeSpec{Replicas: 3}, GaugeStatus{Conditions: []Condition{
		{Type: "Progressing", Status: "True"}, {Type: "Available", Status: "True"}, {Type: "Ready", Status: "False"},
	}}
}

// BenchmarkCELColumn: one object, one column. The same value as a CRD
// JSONPath column (upstream, on the unstructured object), as a CEL column
// compiled to Go by selectable-gen (generated), and as the same CEL column
// evaluated by cel-go with cost tracking on the object converted to
// unstructured (cel-go: what a column outside the compiled subset costs).
func BenchmarkCELColumn(b *testing.B) {
	ctx := context.Background()
	spec, status := gaugeStatus()
	ready := &GaugeReady{ObjectMeta: metav1.ObjectMeta{Name: "g"}, Spec: spec, Status: status}
	replicas := &GaugeReplicas{ObjectMeta: metav1.ObjectMeta{Name: "g"}, Spec: spec, Status: status}
	cases := []struct {
		name     string
		jsonPath apiextensionsv1.CustomResourceColumnDefinition
		typed    runtime.Object
		ours     interface {
			ConvertToTable(context.Context, runtime.Object, runtime.Object) (*metav1.Table, error)
		}
		cel *selectablecel.Columns
	}{
		{"ready-condition", apiextensionsv1.CustomResourceColumnDefinition{Name: "Ready", Type: "string", JSONPath: `.status.conditions[?(@.type=="Ready")].status`},
			ready, GaugeReadyTableConvertor{}, GaugeReadyCELColumns},
		{"replicas", apiextensionsv1.CustomResourceColumnDefinition{Name: "Replicas", Type: "integer", JSONPath: ".spec.replicas"},
			replicas, GaugeReplicasTableConvertor{}, GaugeReplicasCELColumns},
	}
	for _, c := range cases {
		content := selectableruntime.Content(c.typed)
		u := &unstructured.Unstructured{Object: content}
		upstream, err := tableconvertor.New([]apiextensionsv1.CustomResourceColumnDefinition{c.jsonPath})
		if err != nil {
			b.Fatal(err)
		}
		b.Run("column="+c.name+"/impl=upstream", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkTable, _ = upstream.ConvertToTable(ctx, u, nil)
			}
		})
		b.Run("column="+c.name+"/impl=generated", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkTable, _ = c.ours.ConvertToTable(ctx, c.typed, nil)
			}
		})
		b.Run("column="+c.name+"/impl=cel-go", func(b *testing.B) {
			b.ReportAllocs()
			c.cel.CellOf(0, c.cel.Self(content)) // compile outside the loop
			for b.Loop() {
				sinkTable = &metav1.Table{Rows: []metav1.TableRow{{Cells: []any{"g",
					c.cel.CellOf(0, c.cel.Self(selectableruntime.Content(c.typed)))}, Object: runtime.RawExtension{Object: c.typed}}}}
			}
		})
	}
}

// TestBenchmarkKindsAgree: the three implementations the benchmark
// compares give the same cell, so it measures one computation three ways.
func TestBenchmarkKindsAgree(t *testing.T) {
	ctx := context.Background()
	spec, status := gaugeStatus()
	ready := &GaugeReady{ObjectMeta: metav1.ObjectMeta{Name: "g"}, Spec: spec, Status: status}
	table, err := GaugeReadyTableConvertor{}.ConvertToTable(ctx, ready, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells[1], GaugeReadyCELColumns.CellOf(0, GaugeReadyCELColumns.Self(selectableruntime.Content(ready))); got != want || got != "False" {
		t.Errorf("Ready: generated %#v, cel-go %#v; want \"False\"", got, want)
	}
}
