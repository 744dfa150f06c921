package v2

import (
	autoscalingv2 "k8s.io/api/autoscaling/v2"
)

// HorizontalPodAutoscaler is autoscaling/v2 HorizontalPodAutoscaler. The
// server registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Reference",type=string,description="scaleTargetRef points to the target resource to scale, and is used to the pods for which metrics should be collected, as well as to actually change the replica count.",
// +k8s:printerColumn:expression=`(has(self.spec.scaleTargetRef.kind) ? self.spec.scaleTargetRef.kind : "") + "/" + (has(self.spec.scaleTargetRef.name) ? self.spec.scaleTargetRef.name : "")`
// +k8s:printerColumnVariable:name=currentCount,expression=`has(self.status.currentMetrics) ? size(self.status.currentMetrics) : 0`
// +k8s:printerColumnVariable:name=external,
// +k8s:printerColumnVariable:expression> !has(self.spec.metrics) ? [] : lists.range(size(self.spec.metrics)).map(i, cel.bind(m, self.spec.metrics[i],
// +k8s:printerColumnVariable:expression>   m.type == "External" ?
// +k8s:printerColumnVariable:expression>     (has(m.external.target.averageValue) ?
// +k8s:printerColumnVariable:expression>       (variables.currentCount > i && has(self.status.currentMetrics[i].external) && has(self.status.currentMetrics[i].external.current.averageValue) ?
// +k8s:printerColumnVariable:expression>         string(self.status.currentMetrics[i].external.current.averageValue) : "<unknown>") +
// +k8s:printerColumnVariable:expression>       "/" + string(m.external.target.averageValue) + " (avg)" :
// +k8s:printerColumnVariable:expression>       (variables.currentCount > i && has(self.status.currentMetrics[i].external) ?
// +k8s:printerColumnVariable:expression>         (has(self.status.currentMetrics[i].external.current.value) ? string(self.status.currentMetrics[i].external.current.value) : "<nil>") : "<unknown>") +
// +k8s:printerColumnVariable:expression>       "/" + (has(m.external.target.value) ? string(m.external.target.value) : "<nil>")) :
// +k8s:printerColumnVariable:expression>     ""))
// +k8s:printerColumnVariable:name=pods,
// +k8s:printerColumnVariable:expression> !has(self.spec.metrics) ? [] : lists.range(size(self.spec.metrics)).map(i, cel.bind(m, self.spec.metrics[i],
// +k8s:printerColumnVariable:expression>   m.type == "Pods" ?
// +k8s:printerColumnVariable:expression>     (variables.currentCount > i && has(self.status.currentMetrics[i].pods) ?
// +k8s:printerColumnVariable:expression>       (has(self.status.currentMetrics[i].pods.current.averageValue) ? string(self.status.currentMetrics[i].pods.current.averageValue) : "<nil>") : "<unknown>") +
// +k8s:printerColumnVariable:expression>     "/" + (has(m.pods.target.averageValue) ? string(m.pods.target.averageValue) : "<nil>") :
// +k8s:printerColumnVariable:expression>     ""))
// +k8s:printerColumnVariable:name=object,
// +k8s:printerColumnVariable:expression> !has(self.spec.metrics) ? [] : lists.range(size(self.spec.metrics)).map(i, cel.bind(m, self.spec.metrics[i],
// +k8s:printerColumnVariable:expression>   m.type == "Object" ?
// +k8s:printerColumnVariable:expression>     (has(m.object.target.averageValue) ?
// +k8s:printerColumnVariable:expression>       (variables.currentCount > i && has(self.status.currentMetrics[i].object) && has(self.status.currentMetrics[i].object.current.averageValue) ?
// +k8s:printerColumnVariable:expression>         string(self.status.currentMetrics[i].object.current.averageValue) : "<unknown>") +
// +k8s:printerColumnVariable:expression>       "/" + string(m.object.target.averageValue) + " (avg)" :
// +k8s:printerColumnVariable:expression>       (variables.currentCount > i && has(self.status.currentMetrics[i].object) ?
// +k8s:printerColumnVariable:expression>         (has(self.status.currentMetrics[i].object.current.value) ? string(self.status.currentMetrics[i].object.current.value) : "<nil>") : "<unknown>") +
// +k8s:printerColumnVariable:expression>       "/" + (has(m.object.target.value) ? string(m.object.target.value) : "<nil>")) :
// +k8s:printerColumnVariable:expression>     ""))
// +k8s:printerColumnVariable:name=resource,
// +k8s:printerColumnVariable:expression> !has(self.spec.metrics) ? [] : lists.range(size(self.spec.metrics)).map(i, cel.bind(m, self.spec.metrics[i],
// +k8s:printerColumnVariable:expression>   m.type == "Resource" ?
// +k8s:printerColumnVariable:expression>     (has(m.resource.name) ? m.resource.name : "") + ": " +
// +k8s:printerColumnVariable:expression>     (has(m.resource.target.averageValue) ?
// +k8s:printerColumnVariable:expression>       (variables.currentCount > i && has(self.status.currentMetrics[i].resource) ?
// +k8s:printerColumnVariable:expression>         (has(self.status.currentMetrics[i].resource.current.averageValue) ? string(self.status.currentMetrics[i].resource.current.averageValue) : "<nil>") : "<unknown>") +
// +k8s:printerColumnVariable:expression>       "/" + string(m.resource.target.averageValue) :
// +k8s:printerColumnVariable:expression>       (variables.currentCount > i && has(self.status.currentMetrics[i].resource) && has(self.status.currentMetrics[i].resource.current.averageUtilization) ?
// +k8s:printerColumnVariable:expression>         string(self.status.currentMetrics[i].resource.current.averageUtilization) + "%" : "<unknown>") +
// +k8s:printerColumnVariable:expression>       "/" + (has(m.resource.target.averageUtilization) ? string(m.resource.target.averageUtilization) + "%" : "<auto>")) :
// +k8s:printerColumnVariable:expression>     ""))
// +k8s:printerColumnVariable:name=containerResource,
// +k8s:printerColumnVariable:expression> !has(self.spec.metrics) ? [] : lists.range(size(self.spec.metrics)).map(i, cel.bind(m, self.spec.metrics[i],
// +k8s:printerColumnVariable:expression>   m.type == "ContainerResource" ?
// +k8s:printerColumnVariable:expression>     (has(m.containerResource.name) ? m.containerResource.name : "") + ": " +
// +k8s:printerColumnVariable:expression>     (has(m.containerResource.target.averageValue) ?
// +k8s:printerColumnVariable:expression>       (variables.currentCount > i && has(self.status.currentMetrics[i].containerResource) ?
// +k8s:printerColumnVariable:expression>         (has(self.status.currentMetrics[i].containerResource.current.averageValue) ? string(self.status.currentMetrics[i].containerResource.current.averageValue) : "<nil>") : "<unknown>") +
// +k8s:printerColumnVariable:expression>       "/" + string(m.containerResource.target.averageValue) :
// +k8s:printerColumnVariable:expression>       (variables.currentCount > i && has(self.status.currentMetrics[i].containerResource) && has(self.status.currentMetrics[i].containerResource.current.averageUtilization) ?
// +k8s:printerColumnVariable:expression>         string(self.status.currentMetrics[i].containerResource.current.averageUtilization) + "%" : "<unknown>") +
// +k8s:printerColumnVariable:expression>       "/" + (has(m.containerResource.target.averageUtilization) ? string(m.containerResource.target.averageUtilization) + "%" : "<auto>")) :
// +k8s:printerColumnVariable:expression>     ""))
// +k8s:printerColumn:name="Targets",type=string,description="metrics contains the specifications for which to use to calculate the desired replica count (the maximum replica count across all metrics will be used).  The desired replica count is calculated multiplying the ratio between the target value and the current value by the current number of pods.  Ergo, metrics used must decrease as the pod count is increased, and vice-versa.  See the individual metric source types for more information about how each type of metric must respond. If not set, the default metric will be set to 80% average CPU utilization.",
// +k8s:printerColumn:expression> !has(self.spec.metrics) ? "<none>" :
// +k8s:printerColumn:expression> cel.bind(items,
// +k8s:printerColumn:expression>   lists.range(size(self.spec.metrics)).map(i, cel.bind(t, self.spec.metrics[i].type,
// +k8s:printerColumn:expression>     t == "External" ? variables.external[i] :
// +k8s:printerColumn:expression>     t == "Pods" ? variables.pods[i] :
// +k8s:printerColumn:expression>     t == "Object" ? variables.object[i] :
// +k8s:printerColumn:expression>     t == "Resource" ? variables.resource[i] :
// +k8s:printerColumn:expression>     t == "ContainerResource" ? variables.containerResource[i] :
// +k8s:printerColumn:expression>     "<unknown type>")),
// +k8s:printerColumn:expression>   (size(items) > 2 ? items.slice(0, 2) : items).join(", ") + (size(items) > 2 ? " + %d more...".format([size(items) - 2]) : ""))
// +k8s:printerColumn:name="MinPods",type=string,description="minReplicas is the lower limit for the number of replicas to which the autoscaler can scale down.  It defaults to 1 pod.  minReplicas is allowed to be 0 if the alpha feature gate HPAScaleToZero is enabled and at least one Object or External metric is configured.  Scaling is active as long as at least one metric value is available.",
// +k8s:printerColumn:expression=`has(self.spec.minReplicas) ? string(self.spec.minReplicas) : "<unset>"`
// +k8s:printerColumn:name="MaxPods",type=string,cellType=integer,description="maxReplicas is the upper limit for the number of replicas to which the autoscaler can scale up. It cannot be less that minReplicas.",
// +k8s:printerColumn:expression=`has(self.spec.maxReplicas) ? self.spec.maxReplicas : 0`
// +k8s:printerColumn:name="Replicas",type=string,cellType=integer,description="currentReplicas is current number of replicas of pods managed by this autoscaler, as last seen by the autoscaler.",
// +k8s:printerColumn:expression=`has(self.status.currentReplicas) ? self.status.currentReplicas : 0`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type HorizontalPodAutoscaler = autoscalingv2.HorizontalPodAutoscaler

// HorizontalPodAutoscalerList is autoscaling/v2 HorizontalPodAutoscalerList.
type HorizontalPodAutoscalerList = autoscalingv2.HorizontalPodAutoscalerList
