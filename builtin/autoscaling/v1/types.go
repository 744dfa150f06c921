package v1

import (
	autoscalingv1 "k8s.io/api/autoscaling/v1"
)

// HorizontalPodAutoscaler is autoscaling/v1 HorizontalPodAutoscaler. The
// server registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Reference",type=string,description="scaleTargetRef points to the target resource to scale, and is used to the pods for which metrics should be collected, as well as to actually change the replica count.",
// +k8s:printerColumn:expression=`(has(self.spec.scaleTargetRef.kind) ? self.spec.scaleTargetRef.kind : "") + "/" + (has(self.spec.scaleTargetRef.name) ? self.spec.scaleTargetRef.name : "")`
// +k8s:printerColumn:name="Targets",type=string,description="metrics contains the specifications for which to use to calculate the desired replica count (the maximum replica count across all metrics will be used).  The desired replica count is calculated multiplying the ratio between the target value and the current value by the current number of pods.  Ergo, metrics used must decrease as the pod count is increased, and vice-versa.  See the individual metric source types for more information about how each type of metric must respond. If not set, the default metric will be set to 80% average CPU utilization.",
// +k8s:printerColumn:expression=`"cpu: " + (has(self.status.currentCPUUtilizationPercentage) ? string(self.status.currentCPUUtilizationPercentage) + "%" : "<unknown>") + "/" + (has(self.spec.targetCPUUtilizationPercentage) ? string(self.spec.targetCPUUtilizationPercentage) : "80") + "%"`
// +k8s:printerColumn:name="MinPods",type=string,description="minReplicas is the lower limit for the number of replicas to which the autoscaler can scale down.  It defaults to 1 pod.  minReplicas is allowed to be 0 if the alpha feature gate HPAScaleToZero is enabled and at least one Object or External metric is configured.  Scaling is active as long as at least one metric value is available.",
// +k8s:printerColumn:expression=`has(self.spec.minReplicas) ? string(self.spec.minReplicas) : "<unset>"`
// +k8s:printerColumn:name="MaxPods",type=string,cellType=integer,description="maxReplicas is the upper limit for the number of replicas to which the autoscaler can scale up. It cannot be less that minReplicas.",
// +k8s:printerColumn:expression=`has(self.spec.maxReplicas) ? self.spec.maxReplicas : 0`
// +k8s:printerColumn:name="Replicas",type=string,cellType=integer,description="currentReplicas is current number of replicas of pods managed by this autoscaler, as last seen by the autoscaler.",
// +k8s:printerColumn:expression=`has(self.status.currentReplicas) ? self.status.currentReplicas : 0`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type HorizontalPodAutoscaler = autoscalingv1.HorizontalPodAutoscaler

// HorizontalPodAutoscalerList is autoscaling/v1 HorizontalPodAutoscalerList.
type HorizontalPodAutoscalerList = autoscalingv1.HorizontalPodAutoscalerList
