package v1

import (
	"context"
	"testing"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	builtinv2 "github.com/selectable-gen/selectable-gen/builtin/autoscaling/v2"
)

// TestAnnotatedMetricsColumns: the descriptor prints with the convertor
// that reads the annotations, and the Targets column is where
// autoscaling/v2's is (the cell is taken from its row).
func TestAnnotatedMetricsColumns(t *testing.T) {
	if _, ok := HorizontalPodAutoscalerDescriptor.TableConvertor.(AnnotatedMetricsTableConvertor); !ok {
		t.Fatalf("the descriptor's convertor is %T", HorizontalPodAutoscalerDescriptor.TableConvertor)
	}
	v1, v2 := HorizontalPodAutoscalerColumnDefinitions, builtinv2.HorizontalPodAutoscalerColumnDefinitions
	if targetsColumn < 0 || len(v1) != len(v2) {
		t.Fatalf("Targets at %d; %d columns in v1, %d in v2", targetsColumn, len(v1), len(v2))
	}
	for i := range v1 {
		if v1[i].Name != v2[i].Name {
			t.Errorf("column %d: %q in v1, %q in v2", i, v1[i].Name, v2[i].Name)
		}
	}
}

// TestAnnotatedTargets: examples of what kube-apiserver prints for an
// autoscaling/v1 object (builtin/kubeprinters compares random ones with
// its printers): annotations first, then the CPU fields; an annotation
// that does not decode is ignored, as the conversion ignores it.
func TestAnnotatedTargets(t *testing.T) {
	const (
		pods    = `[{"type":"Pods","pods":{"metricName":"packets","targetAverageValue":"1k"}}]`
		current = `[{"type":"Pods","pods":{"metricName":"packets","currentAverageValue":"900"}},{"type":"Resource","resource":{"name":"cpu","currentAverageUtilization":30,"currentAverageValue":"100m"}}]`
	)
	fifty, thirty := int32(50), int32(30)
	for _, c := range []struct {
		what        string
		annotations map[string]string
		target      *int32
		want        string
	}{
		{"no annotations", nil, &fifty, "cpu: 30%/50%"},
		{"both annotations", map[string]string{metricSpecsAnnotation: pods, metricStatusesAnnotation: current}, &fifty, "900/1k, cpu: 30%/50%"},
		// Current values are matched to targets by position, as
		// kube-apiserver's printer matches them: the CPU field's current
		// value is the first, the CPU target the last.
		{"targets only", map[string]string{metricSpecsAnnotation: pods}, &fifty, "<unknown>/1k, cpu: <unknown>/50%"},
		{"current values only, the default target", map[string]string{metricStatusesAnnotation: current}, nil, "cpu: <unknown>/80%"},
		{"neither decodes", map[string]string{metricSpecsAnnotation: "{", metricStatusesAnnotation: "["}, &fifty, "cpu: 30%/50%"},
		{"null", map[string]string{metricSpecsAnnotation: "null"}, &fifty, "cpu: 30%/50%"},
	} {
		hpa := &autoscalingv1.HorizontalPodAutoscaler{
			ObjectMeta: metav1.ObjectMeta{Name: "web", Annotations: c.annotations},
			Spec:       autoscalingv1.HorizontalPodAutoscalerSpec{TargetCPUUtilizationPercentage: c.target, MaxReplicas: 3},
			Status:     autoscalingv1.HorizontalPodAutoscalerStatus{CurrentCPUUtilizationPercentage: &thirty},
		}
		table, err := HorizontalPodAutoscalerDescriptor.TableConvertor.ConvertToTable(context.Background(), hpa, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.what, err)
		}
		if got := table.Rows[0].Cells[targetsColumn]; got != c.want {
			t.Errorf("%s: Targets %q, want %q", c.what, got, c.want)
		}
	}
}
