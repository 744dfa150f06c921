package v1

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"

	builtinv2 "github.com/selectable-gen/selectable-gen/builtin/autoscaling/v2"
)

// An autoscaling/v1 HorizontalPodAutoscaler has fields for one metric, the
// CPU utilization; the server keeps every other metric target, and every
// current value, in annotations, as JSON (MetricSpec and MetricStatus in
// their v1 form). kube-apiserver prints an autoscaling/v1 object as its
// internal one, with those annotations decoded (k8s.io/kubernetes
// pkg/apis/autoscaling/v1/conversion.go). CEL cannot decode JSON, so the
// declared Targets column prints the fields only; this file, the one
// hand-written part of builtin's tables (docs/kubernetes.md), prints the
// Targets cell of an object that carries either annotation as
// kube-apiserver does: the object's metrics taken as that conversion takes
// them, into autoscaling/v2's types (which have the internal ones' shape),
// and printed with autoscaling/v2's declared Targets column.
const (
	metricSpecsAnnotation    = "autoscaling.alpha.kubernetes.io/metrics"
	metricStatusesAnnotation = "autoscaling.alpha.kubernetes.io/current-metrics"

	// defaultCPUUtilization is the target of an object that declares
	// none: autoscaling/v1's implicit default, which the conversion
	// makes explicit.
	defaultCPUUtilization = 80
)

func init() {
	HorizontalPodAutoscalerDescriptor.TableConvertor = AnnotatedMetricsTableConvertor{}
}

// AnnotatedMetricsTableConvertor is the table convertor of
// HorizontalPodAutoscalerDescriptor: HorizontalPodAutoscalerTableConvertor's
// table, with the Targets cell of each object that keeps metrics in
// annotations printed from them.
type AnnotatedMetricsTableConvertor struct{}

// ConvertToTable returns the table of a *HorizontalPodAutoscaler or
// *HorizontalPodAutoscalerList.
func (AnnotatedMetricsTableConvertor) ConvertToTable(ctx context.Context, obj runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	table, err := HorizontalPodAutoscalerTableConvertor{}.ConvertToTable(ctx, obj, tableOptions)
	if err != nil {
		return nil, err
	}
	for i := range table.Rows {
		hpa := table.Rows[i].Object.Object.(*HorizontalPodAutoscaler)
		if !keepsMetrics(hpa) {
			continue
		}
		cell, err := annotatedTargets(ctx, hpa)
		if err != nil {
			return nil, err
		}
		table.Rows[i].Cells[targetsColumn] = cell
	}
	return table, nil
}

// targetsColumn is the index of the Targets column, in autoscaling/v1's
// table and in autoscaling/v2's (kube-apiserver prints both with one
// handler; TestAnnotatedMetricsColumns holds them alike).
var targetsColumn = slices.IndexFunc(HorizontalPodAutoscalerColumnDefinitions, func(c metav1.TableColumnDefinition) bool {
	return c.Name == "Targets"
})

// keepsMetrics says whether hpa has either metrics annotation.
func keepsMetrics(hpa *HorizontalPodAutoscaler) bool {
	_, specs := hpa.Annotations[metricSpecsAnnotation]
	_, statuses := hpa.Annotations[metricStatusesAnnotation]
	return specs || statuses
}

// annotatedTargets is the Targets cell of hpa: autoscaling/v2's, of the
// metrics hpa's fields and annotations hold. Only the spec and status
// fields the column reads are set.
func annotatedTargets(ctx context.Context, hpa *HorizontalPodAutoscaler) (any, error) {
	v2 := &autoscalingv2.HorizontalPodAutoscaler{
		Spec:   autoscalingv2.HorizontalPodAutoscalerSpec{Metrics: specMetrics(hpa)},
		Status: autoscalingv2.HorizontalPodAutoscalerStatus{CurrentMetrics: statusMetrics(hpa)},
	}
	table, err := builtinv2.HorizontalPodAutoscalerTableConvertor{}.ConvertToTable(ctx, v2, &metav1.TableOptions{NoHeaders: true})
	if err != nil {
		return nil, err
	}
	if len(table.Rows) != 1 || len(table.Rows[0].Cells) <= targetsColumn {
		return nil, fmt.Errorf("autoscaling/v2's table of one object has %d rows", len(table.Rows))
	}
	return table.Rows[0].Cells[targetsColumn], nil
}

// specMetrics are the metric targets of hpa as the conversion to the
// internal version makes them: the annotation's (when it decodes), then
// the CPU utilization target; the default CPU target when there is none.
func specMetrics(hpa *HorizontalPodAutoscaler) []autoscalingv2.MetricSpec {
	var metrics []autoscalingv2.MetricSpec
	if target := hpa.Spec.TargetCPUUtilizationPercentage; target != nil {
		metrics = []autoscalingv2.MetricSpec{cpuUtilization(*target)}
	}
	if enc, ok := hpa.Annotations[metricSpecsAnnotation]; ok {
		var others []autoscalingv1.MetricSpec
		if json.Unmarshal([]byte(enc), &others) == nil {
			all := make([]autoscalingv2.MetricSpec, 0, len(others)+len(metrics))
			for i := range others {
				all = append(all, metricSpec(&others[i]))
			}
			metrics = append(all, metrics...)
		}
	}
	if len(metrics) == 0 {
		metrics = []autoscalingv2.MetricSpec{cpuUtilization(defaultCPUUtilization)}
	}
	return metrics
}

// statusMetrics are the current metrics of hpa as the conversion to the
// internal version makes them: the annotation's when it decodes (they
// have more than the CPU utilization field), else that field's.
func statusMetrics(hpa *HorizontalPodAutoscaler) []autoscalingv2.MetricStatus {
	if enc, ok := hpa.Annotations[metricStatusesAnnotation]; ok {
		var current []autoscalingv1.MetricStatus
		if json.Unmarshal([]byte(enc), &current) == nil {
			metrics := make([]autoscalingv2.MetricStatus, len(current))
			for i := range current {
				metrics[i] = metricStatus(&current[i])
			}
			return metrics
		}
	}
	if current := hpa.Status.CurrentCPUUtilizationPercentage; current != nil {
		return []autoscalingv2.MetricStatus{{
			Type: autoscalingv2.ResourceMetricSourceType,
			Resource: &autoscalingv2.ResourceMetricStatus{Name: corev1.ResourceCPU,
				Current: autoscalingv2.MetricValueStatus{AverageUtilization: current}},
		}}
	}
	return nil
}

// cpuUtilization is a CPU utilization target of percent.
func cpuUtilization(percent int32) autoscalingv2.MetricSpec {
	return autoscalingv2.MetricSpec{
		Type: autoscalingv2.ResourceMetricSourceType,
		Resource: &autoscalingv2.ResourceMetricSource{Name: corev1.ResourceCPU,
			Target: autoscalingv2.MetricTarget{Type: autoscalingv2.UtilizationMetricType, AverageUtilization: &percent}},
	}
}

// metricSpec is in in autoscaling/v2's form, as the conversion of each
// source makes it. The result points into in.
func metricSpec(in *autoscalingv1.MetricSpec) autoscalingv2.MetricSpec {
	out := autoscalingv2.MetricSpec{Type: autoscalingv2.MetricSourceType(in.Type)}
	if s := in.Object; s != nil {
		target := autoscalingv2.MetricTarget{Type: autoscalingv2.ValueMetricType, Value: &s.TargetValue, AverageValue: s.AverageValue}
		if s.AverageValue != nil {
			// The v1 field cannot be left out: an average target keeps it only when not zero.
			target.Type, target.Value = autoscalingv2.AverageValueMetricType, nil
			if !s.TargetValue.IsZero() {
				target.Value = &s.TargetValue
			}
		}
		out.Object = &autoscalingv2.ObjectMetricSource{
			DescribedObject: autoscalingv2.CrossVersionObjectReference{Kind: s.Target.Kind, Name: s.Target.Name, APIVersion: s.Target.APIVersion},
			Metric:          autoscalingv2.MetricIdentifier{Name: s.MetricName, Selector: s.Selector},
			Target:          target,
		}
	}
	if s := in.Pods; s != nil {
		out.Pods = &autoscalingv2.PodsMetricSource{
			Metric: autoscalingv2.MetricIdentifier{Name: s.MetricName, Selector: s.Selector},
			Target: autoscalingv2.MetricTarget{Type: autoscalingv2.AverageValueMetricType, AverageValue: &s.TargetAverageValue},
		}
	}
	if s := in.Resource; s != nil {
		out.Resource = &autoscalingv2.ResourceMetricSource{Name: s.Name,
			Target: averageTarget(s.TargetAverageUtilization, s.TargetAverageValue)}
	}
	if s := in.ContainerResource; s != nil {
		out.ContainerResource = &autoscalingv2.ContainerResourceMetricSource{Name: s.Name, Container: s.Container,
			Target: averageTarget(s.TargetAverageUtilization, s.TargetAverageValue)}
	}
	if s := in.External; s != nil {
		target := autoscalingv2.MetricTarget{Type: autoscalingv2.ValueMetricType, Value: s.TargetValue, AverageValue: s.TargetAverageValue}
		if s.TargetValue == nil {
			target.Type = autoscalingv2.AverageValueMetricType
		}
		out.External = &autoscalingv2.ExternalMetricSource{
			Metric: autoscalingv2.MetricIdentifier{Name: s.MetricName, Selector: s.MetricSelector},
			Target: target,
		}
	}
	return out
}

// averageTarget is a resource's target: a utilization when there is one,
// else an average value.
func averageTarget(utilization *int32, value *resource.Quantity) autoscalingv2.MetricTarget {
	if utilization == nil {
		return autoscalingv2.MetricTarget{Type: autoscalingv2.AverageValueMetricType, AverageValue: value}
	}
	return autoscalingv2.MetricTarget{Type: autoscalingv2.UtilizationMetricType, AverageUtilization: utilization, AverageValue: value}
}

// metricStatus is in in autoscaling/v2's form, as the conversion of each
// source makes it. The result points into in.
func metricStatus(in *autoscalingv1.MetricStatus) autoscalingv2.MetricStatus {
	out := autoscalingv2.MetricStatus{Type: autoscalingv2.MetricSourceType(in.Type)}
	if s := in.Object; s != nil {
		out.Object = &autoscalingv2.ObjectMetricStatus{
			DescribedObject: autoscalingv2.CrossVersionObjectReference{Kind: s.Target.Kind, Name: s.Target.Name, APIVersion: s.Target.APIVersion},
			Metric:          autoscalingv2.MetricIdentifier{Name: s.MetricName, Selector: s.Selector},
			Current:         autoscalingv2.MetricValueStatus{Value: &s.CurrentValue, AverageValue: s.AverageValue},
		}
	}
	if s := in.Pods; s != nil {
		out.Pods = &autoscalingv2.PodsMetricStatus{
			Metric:  autoscalingv2.MetricIdentifier{Name: s.MetricName, Selector: s.Selector},
			Current: autoscalingv2.MetricValueStatus{AverageValue: &s.CurrentAverageValue},
		}
	}
	if s := in.Resource; s != nil {
		out.Resource = &autoscalingv2.ResourceMetricStatus{Name: s.Name,
			Current: autoscalingv2.MetricValueStatus{AverageValue: &s.CurrentAverageValue, AverageUtilization: s.CurrentAverageUtilization}}
	}
	if s := in.ContainerResource; s != nil {
		out.ContainerResource = &autoscalingv2.ContainerResourceMetricStatus{Name: s.Name, Container: s.Container,
			Current: autoscalingv2.MetricValueStatus{AverageValue: &s.CurrentAverageValue, AverageUtilization: s.CurrentAverageUtilization}}
	}
	if s := in.External; s != nil {
		out.External = &autoscalingv2.ExternalMetricStatus{
			Metric:  autoscalingv2.MetricIdentifier{Name: s.MetricName, Selector: s.MetricSelector},
			Current: autoscalingv2.MetricValueStatus{Value: &s.CurrentValue, AverageValue: s.CurrentAverageValue},
		}
	}
	return out
}
