package v1

import (
	autoscalingv1 "k8s.io/api/autoscaling/v1"
)

// HorizontalPodAutoscaler is autoscaling/v1 HorizontalPodAutoscaler. The
// server registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type HorizontalPodAutoscaler = autoscalingv1.HorizontalPodAutoscaler

// HorizontalPodAutoscalerList is autoscaling/v1 HorizontalPodAutoscalerList.
type HorizontalPodAutoscalerList = autoscalingv1.HorizontalPodAutoscalerList
