package v2

import (
	autoscalingv2 "k8s.io/api/autoscaling/v2"
)

// HorizontalPodAutoscaler is autoscaling/v2 HorizontalPodAutoscaler. The
// server registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type HorizontalPodAutoscaler = autoscalingv2.HorizontalPodAutoscaler

// HorizontalPodAutoscalerList is autoscaling/v2 HorizontalPodAutoscalerList.
type HorizontalPodAutoscalerList = autoscalingv2.HorizontalPodAutoscalerList
