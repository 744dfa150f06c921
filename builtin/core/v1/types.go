package v1

import (
	corev1 "k8s.io/api/core/v1"
)

// Pod is core/v1 Pod. Its conversion also accepts spec.host, the legacy
// name of spec.nodeName, and status.podIPs, which no pod sets.
//
// +k8s:schema:selectableField:jsonPath=".spec.nodeName"
// +k8s:schema:selectableField:jsonPath=".spec.restartPolicy"
// +k8s:schema:selectableField:jsonPath=".spec.schedulerName"
// +k8s:schema:selectableField:jsonPath=".spec.serviceAccountName"
// +k8s:schema:selectableField:jsonPath=".spec.hostNetwork",default="false",
// +k8s:schema:selectableField:description="Set to the value of spec.hostNetwork, false when unset"
// +k8s:schema:selectableField:jsonPath=".status.phase"
// +k8s:schema:selectableField:jsonPath=".status.podIP",valueFunc=podIPSelectorValue,
// +k8s:schema:selectableField:description="Set to the value of status.podIPs[0] (status.podIP when set)"
// +k8s:schema:selectableField:jsonPath=".status.nominatedNodeName"
// +k8s:schema:fieldLabel:name="spec.host",internalName="spec.nodeName",description="Legacy name of spec.nodeName, converted to it"
// +k8s:schema:fieldLabel:name="status.podIPs",description="Accepted, but no pod sets it: compares as the empty string"
// +k8s:printerColumnVariable:name=sidecars,expression=`has(self.spec.initContainers) ? self.spec.initContainers.filter(c, has(c.restartPolicy) && c.restartPolicy == "Always").map(c, c.name) : []`
// +k8s:printerColumnVariable:name=initCount,expression=`has(self.status.initContainerStatuses) ? size(self.status.initContainerStatuses) : 0`
// +k8s:printerColumnVariable:name=blocking,
// +k8s:printerColumnVariable:expression> has(self.status.initContainerStatuses) ?
// +k8s:printerColumnVariable:expression>   lists.range(size(self.status.initContainerStatuses)).filter(i,
// +k8s:printerColumnVariable:expression>     !((has(self.status.initContainerStatuses[i].state.terminated) && self.status.initContainerStatuses[i].state.terminated.exitCode == 0) ||
// +k8s:printerColumnVariable:expression>       ((self.status.initContainerStatuses[i].name in variables.sidecars) &&
// +k8s:printerColumnVariable:expression>         (has(self.status.initContainerStatuses[i].started) && self.status.initContainerStatuses[i].started)))) :
// +k8s:printerColumnVariable:expression>   []
// +k8s:printerColumnVariable:name=initEnd,expression=`size(variables.blocking) > 0 ? variables.blocking[0] + 1 : variables.initCount`
// +k8s:printerColumnVariable:name=runMain,
// +k8s:printerColumnVariable:expression> size(variables.blocking) == 0 ||
// +k8s:printerColumnVariable:expression>   cel.bind(initialized,
// +k8s:printerColumnVariable:expression>     has(self.status.conditions) ? self.status.conditions.filter(c, c.type == "Initialized").map(c, c.status == "True") : [],
// +k8s:printerColumnVariable:expression>     size(initialized) > 0 && initialized[0])
// +k8s:printerColumnVariable:name=countedInits,
// +k8s:printerColumnVariable:expression> variables.runMain ?
// +k8s:printerColumnVariable:expression>   lists.range(variables.initEnd).filter(i, self.status.initContainerStatuses[i].name in variables.sidecars) :
// +k8s:printerColumnVariable:expression>   lists.range(variables.initEnd)
// +k8s:printerColumnVariable:name=runningReady,
// +k8s:printerColumnVariable:expression> variables.runMain && has(self.status.containerStatuses) ?
// +k8s:printerColumnVariable:expression>   size(self.status.containerStatuses.filter(c,
// +k8s:printerColumnVariable:expression>     !(has(c.state.waiting) && has(c.state.waiting.reason) && c.state.waiting.reason != "") &&
// +k8s:printerColumnVariable:expression>     !has(c.state.terminated) && c.ready && has(c.state.running))) :
// +k8s:printerColumnVariable:expression>   0
// +k8s:printerColumnVariable:name=containerReasons,
// +k8s:printerColumnVariable:expression> variables.runMain && has(self.status.containerStatuses) ?
// +k8s:printerColumnVariable:expression>   self.status.containerStatuses.map(c,
// +k8s:printerColumnVariable:expression>     has(c.state.waiting) && has(c.state.waiting.reason) && c.state.waiting.reason != "" ? c.state.waiting.reason :
// +k8s:printerColumnVariable:expression>     (has(c.state.terminated) ?
// +k8s:printerColumnVariable:expression>       (has(c.state.terminated.reason) && c.state.terminated.reason != "" ? c.state.terminated.reason :
// +k8s:printerColumnVariable:expression>        (has(c.state.terminated.signal) && c.state.terminated.signal != 0 ? "Signal:%d".format([c.state.terminated.signal]) :
// +k8s:printerColumnVariable:expression>         "ExitCode:%d".format([c.state.terminated.exitCode]))) :
// +k8s:printerColumnVariable:expression>       "")) :
// +k8s:printerColumnVariable:expression>   []
// +k8s:printerColumnVariable:name=phase,expression=`has(self.status.phase) ? self.status.phase : ""`
// +k8s:printerColumnVariable:name=initReason,
// +k8s:printerColumnVariable:expression> size(variables.blocking) > 0 ?
// +k8s:printerColumnVariable:expression>   cel.bind(s, self.status.initContainerStatuses[variables.blocking[0]].state,
// +k8s:printerColumnVariable:expression>     has(s.terminated) ?
// +k8s:printerColumnVariable:expression>       (has(s.terminated.reason) && s.terminated.reason != "" ? "Init:" + s.terminated.reason :
// +k8s:printerColumnVariable:expression>        (has(s.terminated.signal) && s.terminated.signal != 0 ? "Init:Signal:%d".format([s.terminated.signal]) :
// +k8s:printerColumnVariable:expression>         "Init:ExitCode:%d".format([s.terminated.exitCode]))) :
// +k8s:printerColumnVariable:expression>     ((has(s.waiting) && has(s.waiting.reason) && s.waiting.reason != "") && s.waiting.reason != "PodInitializing" ? "Init:" + s.waiting.reason :
// +k8s:printerColumnVariable:expression>      "Init:%d/%d".format([variables.blocking[0], has(self.spec.initContainers) ? size(self.spec.initContainers) : 0]))) :
// +k8s:printerColumnVariable:expression>   ""
// +k8s:printerColumnVariable:name=exitErrors,
// +k8s:printerColumnVariable:expression> lists.range(size(variables.containerReasons)).filter(i,
// +k8s:printerColumnVariable:expression>   !(has(self.status.containerStatuses[i].state.waiting) && has(self.status.containerStatuses[i].state.waiting.reason) &&
// +k8s:printerColumnVariable:expression>     self.status.containerStatuses[i].state.waiting.reason != "") &&
// +k8s:printerColumnVariable:expression>   has(self.status.containerStatuses[i].state.terminated) && self.status.containerStatuses[i].state.terminated.exitCode != 0
// +k8s:printerColumnVariable:expression> ).map(i, variables.containerReasons[i])
// +k8s:printerColumnVariable:name=podReason,
// +k8s:printerColumnVariable:expression> has(self.status.conditions) && self.status.conditions.exists(c, c.type == "PodScheduled" && has(c.reason) && c.reason == "SchedulingGated") ? "SchedulingGated" :
// +k8s:printerColumnVariable:expression> (has(self.status.reason) && self.status.reason != "" ? self.status.reason : variables.phase)
// +k8s:printerColumnVariable:name=reason,
// +k8s:printerColumnVariable:expression> cel.bind(reasons, variables.containerReasons.filter(r, r != ""),
// +k8s:printerColumnVariable:expression>   size(reasons) > 0 ? reasons[0] :
// +k8s:printerColumnVariable:expression>   (size(variables.blocking) > 0 ? variables.initReason : variables.podReason))
// +k8s:printerColumnVariable:name=restarts,
// +k8s:printerColumnVariable:expression> variables.countedInits.map(i, self.status.initContainerStatuses[i].restartCount).sum() +
// +k8s:printerColumnVariable:expression> (variables.runMain && has(self.status.containerStatuses) ? self.status.containerStatuses.map(c, c.restartCount).sum() : 0)
// +k8s:printerColumnVariable:name=finished,
// +k8s:printerColumnVariable:expression> variables.countedInits
// +k8s:printerColumnVariable:expression>   .filter(i, has(self.status.initContainerStatuses[i].lastState.terminated) && has(self.status.initContainerStatuses[i].lastState.terminated.finishedAt))
// +k8s:printerColumnVariable:expression>   .map(i, self.status.initContainerStatuses[i].lastState.terminated.finishedAt) +
// +k8s:printerColumnVariable:expression> (variables.runMain && has(self.status.containerStatuses) ?
// +k8s:printerColumnVariable:expression>   self.status.containerStatuses
// +k8s:printerColumnVariable:expression>     .filter(c, has(c.lastState.terminated) && has(c.lastState.terminated.finishedAt))
// +k8s:printerColumnVariable:expression>     .map(c, c.lastState.terminated.finishedAt) :
// +k8s:printerColumnVariable:expression>   [])
// +k8s:printerColumn:name="Ready",type=string,description="The aggregate readiness state of this pod for accepting traffic.",
// +k8s:printerColumn:expression> "%d/%d".format([
// +k8s:printerColumn:expression>   size(lists.range(variables.initEnd).filter(i,
// +k8s:printerColumn:expression>     !(has(self.status.initContainerStatuses[i].state.terminated) && self.status.initContainerStatuses[i].state.terminated.exitCode == 0) &&
// +k8s:printerColumn:expression>     (self.status.initContainerStatuses[i].name in variables.sidecars) &&
// +k8s:printerColumn:expression>     (has(self.status.initContainerStatuses[i].started) && self.status.initContainerStatuses[i].started) &&
// +k8s:printerColumn:expression>     self.status.initContainerStatuses[i].ready)) + variables.runningReady,
// +k8s:printerColumn:expression>   (has(self.spec.containers) ? size(self.spec.containers) : 0) + size(variables.sidecars)])
// +k8s:printerColumn:name="Status",type=string,description="The aggregate status of the containers in this pod.",
// +k8s:printerColumn:expression> has(self.metadata.deletionTimestamp) && has(self.status.reason) && self.status.reason == "NodeLost" ? "Unknown" :
// +k8s:printerColumn:expression> has(self.metadata.deletionTimestamp) && variables.phase != "Succeeded" && variables.phase != "Failed" ? "Terminating" :
// +k8s:printerColumn:expression> variables.reason != "Completed" ? variables.reason :
// +k8s:printerColumn:expression> variables.runningReady > 0 && has(self.status.conditions) && self.status.conditions.exists(c, c.type == "Ready" && c.status == "True") ? "Running" :
// +k8s:printerColumn:expression> size(variables.exitErrors) > 0 ? variables.exitErrors[0] :
// +k8s:printerColumn:expression> variables.runningReady > 0 ? "NotReady" :
// +k8s:printerColumn:expression> "Completed"
// +k8s:printerColumn:name="Restarts",type=string,description="The number of times the containers in this pod have been restarted and when the last container in this pod has restarted.",
// +k8s:printerColumn:expression> variables.restarts != 0 && size(variables.finished) > 0 ?
// +k8s:printerColumn:expression>   "%d (%s ago)".format([variables.restarts, humanDuration(now - variables.finished.max())]) :
// +k8s:printerColumn:expression>   string(variables.restarts)
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="IP",type=string,priority=1,description="podIP address allocated to the pod. Routable at least within the cluster. Empty if not yet allocated.",
// +k8s:printerColumn:expression=`has(self.status.podIPs) && size(self.status.podIPs) > 0 && has(self.status.podIPs[0].ip) && self.status.podIPs[0].ip != "" ? self.status.podIPs[0].ip : "<none>"`
// +k8s:printerColumn:name="Node",type=string,priority=1,description="NodeName indicates in which node this pod is scheduled. If empty, this pod is a candidate for scheduling by the scheduler defined in schedulerName. Once this field is set, the kubelet for this node becomes responsible for the lifecycle of this pod. This field should not be used to express a desire for the pod to be scheduled on a specific node. https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#nodename",
// +k8s:printerColumn:expression=`has(self.spec.nodeName) && self.spec.nodeName != "" ? self.spec.nodeName : "<none>"`
// +k8s:printerColumn:name="Nominated Node",type=string,priority=1,description="nominatedNodeName is set only when this pod preempts other pods on the node, but it cannot be scheduled right away as preemption victims receive their graceful termination periods. This field does not guarantee that the pod will be scheduled on this node. Scheduler may decide to place the pod elsewhere if other nodes become available sooner. Scheduler may also decide to give the resources on this node to a higher priority pod that is created after preemption. As a result, this field may be different than PodSpec.nodeName when the pod is scheduled.",
// +k8s:printerColumn:expression=`has(self.status.nominatedNodeName) && self.status.nominatedNodeName != "" ? self.status.nominatedNodeName : "<none>"`
// +k8s:printerColumn:name="Readiness Gates",type=string,priority=1,description="If specified, all readiness gates will be evaluated for pod readiness. A pod is ready when all its containers are ready AND all conditions specified in the readiness gates have status equal to \"True\" More info: https://git.k8s.io/enhancements/keps/sig-network/580-pod-readiness-gates",
// +k8s:printerColumn:expression> has(self.spec.readinessGates) && size(self.spec.readinessGates) > 0 ?
// +k8s:printerColumn:expression>   "%d/%d".format([
// +k8s:printerColumn:expression>     size(self.spec.readinessGates.filter(g, cel.bind(condition,
// +k8s:printerColumn:expression>       has(self.status.conditions) ? self.status.conditions.filter(c, c.type == g.conditionType).map(c, c.status == "True") : [],
// +k8s:printerColumn:expression>       size(condition) > 0 && condition[0]))),
// +k8s:printerColumn:expression>     size(self.spec.readinessGates)]) :
// +k8s:printerColumn:expression>   "<none>"
//
// The rows of succeeded and failed pods carry kube-apiserver's Completed
// condition (printPod's podSuccessConditions, podFailedConditions):
//
// +k8s:printerRowCondition:type=Completed,reason=Succeeded,message="The pod has completed successfully.",expression=`has(self.status.phase) && self.status.phase == "Succeeded"`
// +k8s:printerRowCondition:type=Completed,reason=Failed,message="The pod failed.",expression=`has(self.status.phase) && self.status.phase == "Failed"`
type Pod = corev1.Pod

// podIPSelectorValue is the legacy status.podIP field selector: the
// server computes it from the internal pod's first podIPs entry, which the
// conversion from v1 takes from status.podIP when that is set, from
// status.podIPs otherwise.
func podIPSelectorValue(pod *Pod) string {
	if pod.Status.PodIP != "" {
		return pod.Status.PodIP
	}
	if len(pod.Status.PodIPs) > 0 {
		return pod.Status.PodIPs[0].IP
	}
	return ""
}

// PodList is core/v1 PodList.
type PodList = corev1.PodList

// Event is core/v1 Event. ObjectReference is shared by many kinds, so
// the involvedObject fields are declared here.
//
// +k8s:schema:selectableField:jsonPath=".involvedObject.kind"
// +k8s:schema:selectableField:jsonPath=".involvedObject.namespace"
// +k8s:schema:selectableField:jsonPath=".involvedObject.name"
// +k8s:schema:selectableField:jsonPath=".involvedObject.uid"
// +k8s:schema:selectableField:jsonPath=".involvedObject.apiVersion"
// +k8s:schema:selectableField:jsonPath=".involvedObject.resourceVersion"
// +k8s:schema:selectableField:jsonPath=".involvedObject.fieldPath"
// +k8s:schema:selectableField:jsonPath=".reason"
// +k8s:schema:selectableField:jsonPath=".reportingComponent"
// +k8s:schema:selectableField:jsonPath=".source.component",fieldPath="source",
// +k8s:schema:selectableField:valueFunc=eventSourceSelectorValue,
// +k8s:schema:selectableField:description="Set to source.component, or to reportingComponent when source.component is empty"
// +k8s:schema:selectableField:jsonPath=".type"
// +k8s:printerColumn:name="Last Seen",type=string,description="The time at which the most recent occurrence of this event was recorded.",
// +k8s:printerColumn:expression> cel.bind(first, has(self.firstTimestamp) ? humanDuration(now - self.firstTimestamp) : (has(self.eventTime) ? humanDuration(now - self.eventTime) : "<unknown>"),
// +k8s:printerColumn:expression>   has(self.series) ? (has(self.series.lastObservedTime) ? humanDuration(now - self.series.lastObservedTime) : "<unknown>") :
// +k8s:printerColumn:expression>   has(self.lastTimestamp) ? humanDuration(now - self.lastTimestamp) :
// +k8s:printerColumn:expression>   first)
// +k8s:printerColumn:name="Type",type=string,description="Type of this event (Normal, Warning), new types could be added in the future",
// +k8s:printerColumn:expression=`has(self.type) ? self.type : ""`
// +k8s:printerColumn:name="Reason",type=string,description="This should be a short, machine understandable string that gives the reason for the transition into the object's current status.",
// +k8s:printerColumn:expression=`has(self.reason) ? self.reason : ""`
// +k8s:printerColumn:name="Object",type=string,description="The object that this event is about.",
// +k8s:printerColumn:expression=`(has(self.involvedObject.kind) ? self.involvedObject.kind.lowerAscii() : "") + (has(self.involvedObject.name) && self.involvedObject.name != "" ? "/" + self.involvedObject.name : "")`
// +k8s:printerColumn:name="Subobject",type=string,priority=1,description="If referring to a piece of an object instead of an entire object, this string should contain a valid JSON/Go field access statement, such as desiredState.manifest.containers[2]. For example, if the object reference is to a container within a pod, this would take on a value like: \"spec.containers{name}\" (where \"name\" refers to the name of the container that triggered the event) or if no container name is specified \"spec.containers[2]\" (container with index 2 in this pod). This syntax is chosen only to have some well-defined way of referencing a part of an object.",
// +k8s:printerColumn:expression=`has(self.involvedObject.fieldPath) ? self.involvedObject.fieldPath : ""`
// +k8s:printerColumn:name="Source",type=string,priority=1,description="The component reporting this event. Should be a short machine understandable string.",
// +k8s:printerColumn:expression=`cel.bind(component, has(self.source.component) && self.source.component != "" ? self.source.component : (has(self.reportingComponent) ? self.reportingComponent : ""), cel.bind(instance, has(self.source.host) && self.source.host != "" ? self.source.host : (has(self.reportingInstance) ? self.reportingInstance : ""), instance == "" ? component : component + ", " + instance))`
// +k8s:printerColumn:name="Message",type=string,description="A human-readable description of the status of this operation.",
// +k8s:printerColumn:expression=`has(self.message) ? self.message.trim() : ""`
// +k8s:printerColumn:name="First Seen",type=string,priority=1,description="The time at which the event was first recorded. (Time of server receipt is in TypeMeta.)",
// +k8s:printerColumn:expression=`has(self.firstTimestamp) ? humanDuration(now - self.firstTimestamp) : (has(self.eventTime) ? humanDuration(now - self.eventTime) : "<unknown>")`
// +k8s:printerColumn:name="Count",type=string,priority=1,cellType=integer,description="The number of times this event has occurred.",
// +k8s:printerColumn:expression=`has(self.series) ? (has(self.series.count) ? self.series.count : 0) : (has(self.count) && self.count != 0 ? self.count : 1)`
// +k8s:printerColumn:name="Name",type=string,format=name,priority=1,nameColumn=true,jsonPath=".metadata.name"
type Event = corev1.Event

// eventSourceSelectorValue is the legacy source field selector:
// source.component, falling back to reportingComponent.
func eventSourceSelectorValue(event *Event) string {
	if event.Source.Component != "" {
		return event.Source.Component
	}
	return event.ReportingController
}

// EventList is core/v1 EventList.
type EventList = corev1.EventList

// Namespace is core/v1 Namespace. The server computes a legacy name
// field equal to metadata.name ("This is a bug, but we need to support it
// for backward compatibility") but its conversion rejects it.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".status.phase"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",accepted=false,
// +k8s:schema:selectableField:description="Legacy alias of metadata.name, computed but rejected by the field label conversion"
// +k8s:printerColumn:name="Status",type=string,description="The status of the namespace",expression=`has(self.status) && has(self.status.phase) ? self.status.phase : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type Namespace = corev1.Namespace

// NamespaceList is core/v1 NamespaceList.
type NamespaceList = corev1.NamespaceList

// Node is core/v1 Node.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.unschedulable"
// +k8s:printerColumn:name="Status",type=string,description="The status of the node",
// +k8s:printerColumn:expression=`cel.bind(ready, has(self.status.conditions) ? self.status.conditions.filter(c, has(c.type) && c.type == "Ready").map(c, has(c.status) ? c.status : "") : [], (size(ready) == 0 ? "Unknown" : (ready[size(ready) - 1] == "True" ? "Ready" : "NotReady")) + (has(self.spec.unschedulable) && self.spec.unschedulable ? ",SchedulingDisabled" : ""))`
// +k8s:printerColumn:name="Roles",type=string,description="The roles of the node",
// +k8s:printerColumn:expression=`cel.bind(roles, has(self.metadata.labels) ? self.metadata.labels.filter(k, k.startsWith("node-role.kubernetes.io/") && size(k) > 24).map(k, k.substring(24)) + ("kubernetes.io/role" in self.metadata.labels && self.metadata.labels["kubernetes.io/role"] != "" ? [self.metadata.labels["kubernetes.io/role"]] : []) : [], size(roles) == 0 ? "<none>" : roles.sort().distinct().join(","))`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Version",type=string,description="Kubelet Version reported by the node.",
// +k8s:printerColumn:expression=`has(self.status.nodeInfo.kubeletVersion) ? self.status.nodeInfo.kubeletVersion : ""`
// +k8s:printerColumn:name="Internal-IP",type=string,priority=1,description="List of addresses reachable to the node. Queried from cloud provider, if available. More info: https://kubernetes.io/docs/reference/node/node-status/#addresses Note: This field is declared as mergeable, but the merge key is not sufficiently unique, which can cause data corruption when it is merged. Callers should instead use a full-replacement patch. See https://pr.k8s.io/79391 for an example. Consumers should assume that addresses can change during the lifetime of a Node. However, there are some exceptions where this may not be possible, such as Pods that inherit a Node's address in its own status or consumers of the downward API (status.hostIP).",
// +k8s:printerColumn:expression> cel.bind(ips, has(self.status.addresses) ? self.status.addresses.filter(a, has(a.type) && a.type == "InternalIP").map(a, has(a.address) ? a.address : "") : [],
// +k8s:printerColumn:expression>   size(ips) == 0 ? "<none>" :
// +k8s:printerColumn:expression>   ips[0])
// +k8s:printerColumn:name="External-IP",type=string,priority=1,description="List of addresses reachable to the node. Queried from cloud provider, if available. More info: https://kubernetes.io/docs/reference/node/node-status/#addresses Note: This field is declared as mergeable, but the merge key is not sufficiently unique, which can cause data corruption when it is merged. Callers should instead use a full-replacement patch. See https://pr.k8s.io/79391 for an example. Consumers should assume that addresses can change during the lifetime of a Node. However, there are some exceptions where this may not be possible, such as Pods that inherit a Node's address in its own status or consumers of the downward API (status.hostIP).",
// +k8s:printerColumn:expression> cel.bind(ips, has(self.status.addresses) ? self.status.addresses.filter(a, has(a.type) && a.type == "ExternalIP").map(a, has(a.address) ? a.address : "") : [],
// +k8s:printerColumn:expression>   size(ips) == 0 ? "<none>" :
// +k8s:printerColumn:expression>   ips[0])
// +k8s:printerColumn:name="OS-Image",type=string,priority=1,description="OS Image reported by the node from /etc/os-release (e.g. Debian GNU/Linux 7 (wheezy)).",
// +k8s:printerColumn:expression=`(has(self.status.nodeInfo.osImage) && self.status.nodeInfo.osImage != "" ? self.status.nodeInfo.osImage : "<unknown>")`
// +k8s:printerColumn:name="Kernel-Version",type=string,priority=1,description="Kernel Version reported by the node from 'uname -r' (e.g. 3.16.0-0.bpo.4-amd64).",
// +k8s:printerColumn:expression=`(has(self.status.nodeInfo.kernelVersion) && self.status.nodeInfo.kernelVersion != "" ? self.status.nodeInfo.kernelVersion : "<unknown>") + (has(self.status.nodeInfo.architecture) && self.status.nodeInfo.architecture != "" ? " (" + self.status.nodeInfo.architecture + ")" : "")`
// +k8s:printerColumn:name="Container-Runtime",type=string,priority=1,description="ContainerRuntime Version reported by the node through runtime remote API (e.g. containerd://1.4.2).",
// +k8s:printerColumn:expression=`(has(self.status.nodeInfo.containerRuntimeVersion) && self.status.nodeInfo.containerRuntimeVersion != "" ? self.status.nodeInfo.containerRuntimeVersion : "<unknown>")`
type Node = corev1.Node

// NodeList is core/v1 NodeList.
type NodeList = corev1.NodeList

// PersistentVolume is core/v1 PersistentVolume. The server computes a
// legacy name field equal to metadata.name but registers no field label
// conversion, so only metadata.name and metadata.namespace (which compares
// as the empty string) are selectable.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",
// +k8s:schema:selectableField:description="Legacy alias of metadata.name, computed but rejected by the field label conversion"
// +k8s:printerColumn:name="Capacity",type=string,description="capacity is the description of the persistent volume's resources and capacity. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#capacity",expression=`(has(self.spec.capacity) && "storage" in self.spec.capacity ? string(self.spec.capacity["storage"]) : "0")`
// +k8s:printerColumn:name="Access Modes",type=string,description="accessModes contains all ways the volume can be mounted. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes",
// +k8s:printerColumn:expression> !has(self.spec.accessModes) ? "" : (
// +k8s:printerColumn:expression>   ("ReadWriteOnce" in self.spec.accessModes ? ["RWO"] : []) +
// +k8s:printerColumn:expression>   ("ReadOnlyMany" in self.spec.accessModes ? ["ROX"] : []) +
// +k8s:printerColumn:expression>   ("ReadWriteMany" in self.spec.accessModes ? ["RWX"] : []) +
// +k8s:printerColumn:expression>   ("ReadWriteOncePod" in self.spec.accessModes ? ["RWOP"] : [])).join(",")
// +k8s:printerColumn:name="Reclaim Policy",type=string,description="persistentVolumeReclaimPolicy defines what happens to a persistent volume when released from its claim. Valid options are Retain (default for manually created PersistentVolumes), Delete (default for dynamically provisioned PersistentVolumes), and Recycle (deprecated). Recycle must be supported by the volume plugin underlying this PersistentVolume. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#reclaiming",expression=`has(self.spec.persistentVolumeReclaimPolicy) ? self.spec.persistentVolumeReclaimPolicy : ""`
// +k8s:printerColumn:name="Status",type=string,description="phase indicates if a volume is available, bound to a claim, or released by a claim. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#phase",expression=`has(self.metadata.deletionTimestamp) ? "Terminating" : (has(self.status.phase) ? self.status.phase : "")`
// +k8s:printerColumn:name="Claim",type=string,description="claimRef is part of a bi-directional binding between PersistentVolume and PersistentVolumeClaim. Expected to be non-nil when bound. claim.VolumeName is the authoritative bind between PV and PVC. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#binding",expression=`has(self.spec.claimRef) ? (has(self.spec.claimRef.__namespace__) ? self.spec.claimRef.__namespace__ : "") + "/" + (has(self.spec.claimRef.name) ? self.spec.claimRef.name : "") : ""`
// +k8s:printerColumn:name="StorageClass",type=string,description="StorageClass of the pv",
// +k8s:printerColumn:expression> has(self.metadata.annotations) && "volume.beta.kubernetes.io/storage-class" in self.metadata.annotations ? self.metadata.annotations["volume.beta.kubernetes.io/storage-class"] :
// +k8s:printerColumn:expression> has(self.spec.storageClassName) ? self.spec.storageClassName :
// +k8s:printerColumn:expression> ""
// +k8s:printerColumn:name="VolumeAttributesClass",type=string,description="VolumeAttributesClass of the pv",expression=`has(self.spec.volumeAttributesClassName) ? self.spec.volumeAttributesClassName : "<unset>"`
// +k8s:printerColumn:name="Reason",type=string,description="reason is a brief CamelCase string that describes any failure and is meant for machine parsing and tidy display in the CLI.",expression=`has(self.status.reason) ? self.status.reason : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="VolumeMode",type=string,priority=1,description="volumeMode defines if a volume is intended to be used with a formatted filesystem or to remain in raw block state. Value of Filesystem is implied when not included in spec.",expression=`has(self.spec.volumeMode) ? self.spec.volumeMode : "<unset>"`
type PersistentVolume = corev1.PersistentVolume

// PersistentVolumeList is core/v1 PersistentVolumeList.
type PersistentVolumeList = corev1.PersistentVolumeList

// PersistentVolumeClaim is core/v1 PersistentVolumeClaim, with the
// legacy name field of PersistentVolume and no registered conversion.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",
// +k8s:schema:selectableField:description="Legacy alias of metadata.name, computed but rejected by the field label conversion"
// +k8s:printerColumn:name="Status",type=string,description="phase represents the current phase of PersistentVolumeClaim.",expression=`has(self.metadata.deletionTimestamp) ? "Terminating" : (has(self.status.phase) ? self.status.phase : "")`
// +k8s:printerColumn:name="Volume",type=string,description="volumeName is the binding reference to the PersistentVolume backing this claim.",expression=`has(self.spec.volumeName) ? self.spec.volumeName : ""`
// +k8s:printerColumn:name="Capacity",type=string,description="capacity represents the actual resources of the underlying volume.",expression=`has(self.spec.volumeName) ? (has(self.status.capacity) && "storage" in self.status.capacity ? string(self.status.capacity["storage"]) : "0") : ""`
// +k8s:printerColumn:name="Access Modes",type=string,description="accessModes contains the actual access modes the volume backing the PVC has. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1",
// +k8s:printerColumn:expression> !has(self.spec.volumeName) || !has(self.status.accessModes) ? "" : (
// +k8s:printerColumn:expression>   ("ReadWriteOnce" in self.status.accessModes ? ["RWO"] : []) +
// +k8s:printerColumn:expression>   ("ReadOnlyMany" in self.status.accessModes ? ["ROX"] : []) +
// +k8s:printerColumn:expression>   ("ReadWriteMany" in self.status.accessModes ? ["RWX"] : []) +
// +k8s:printerColumn:expression>   ("ReadWriteOncePod" in self.status.accessModes ? ["RWOP"] : [])).join(",")
// +k8s:printerColumn:name="StorageClass",type=string,description="StorageClass of the pvc",
// +k8s:printerColumn:expression> has(self.metadata.annotations) && "volume.beta.kubernetes.io/storage-class" in self.metadata.annotations ? self.metadata.annotations["volume.beta.kubernetes.io/storage-class"] :
// +k8s:printerColumn:expression> has(self.spec.storageClassName) ? self.spec.storageClassName :
// +k8s:printerColumn:expression> ""
// +k8s:printerColumn:name="VolumeAttributesClass",type=string,description="VolumeAttributesClass of the pvc",expression=`has(self.spec.volumeAttributesClassName) ? self.spec.volumeAttributesClassName : "<unset>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="VolumeMode",type=string,priority=1,description="volumeMode defines what type of volume is required by the claim. Value of Filesystem is implied when not included in claim spec.",expression=`has(self.spec.volumeMode) ? self.spec.volumeMode : "<unset>"`
type PersistentVolumeClaim = corev1.PersistentVolumeClaim

// PersistentVolumeClaimList is core/v1 PersistentVolumeClaimList.
type PersistentVolumeClaimList = corev1.PersistentVolumeClaimList

// ReplicationController is core/v1 ReplicationController.
//
// +k8s:schema:selectableField:jsonPath=".status.replicas"
// +k8s:printerColumn:name="Desired",type=integer,description="Replicas is the number of desired replicas. This is a pointer to distinguish between explicit zero and unspecified. Defaults to 1. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller",expression="has(self.spec.replicas) ? self.spec.replicas : 0"
// +k8s:printerColumn:name="Current",type=integer,description="Replicas is the most recently observed number of replicas. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller",expression="has(self.status.replicas) ? self.status.replicas : 0"
// +k8s:printerColumn:name="Ready",type=integer,description="The number of ready replicas for this replication controller.",expression="has(self.status.readyReplicas) ? self.status.readyReplicas : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Containers",type=string,priority=1,description="Names of each container in the template.",expression=`has(self.spec.template) ? (has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.name) ? c.name : "").join(",") : "") : ""`
// +k8s:printerColumn:name="Images",type=string,priority=1,description="Images referenced by each container in the template.",expression=`has(self.spec.template) ? (has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.image) ? c.image : "").join(",") : "") : ""`
// +k8s:printerColumn:name="Selector",type=string,priority=1,description="Selector is a label query over pods that should match the Replicas count. If Selector is empty, it is defaulted to the labels present on the Pod template. Label keys and values that must match in order to be controlled by this replication controller, if empty defaulted to labels on Pod template. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",expression=`has(self.spec.selector) ? formatLabels(self.spec.selector) : "<none>"`
type ReplicationController = corev1.ReplicationController

// ReplicationControllerList is core/v1 ReplicationControllerList.
type ReplicationControllerList = corev1.ReplicationControllerList

// Secret is core/v1 Secret.
//
// +k8s:schema:selectableField:jsonPath=".type"
// +k8s:printerColumn:name="Type",type=string,description="Used to facilitate programmatic handling of secret data. More info: https://kubernetes.io/docs/concepts/configuration/secret/#secret-types",expression=`has(self.type) ? self.type : ""`
// +k8s:printerColumn:name="Data",type=string,description="Data contains the secret data. Each key must consist of alphanumeric characters, '-', '_' or '.'. The serialized form of the secret data is a base64 encoded string, representing the arbitrary (possibly non-string) data value here. Described in https://tools.ietf.org/html/rfc4648#section-4",cellType=integer,expression="has(self.data) ? size(self.data) : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type Secret = corev1.Secret

// SecretList is core/v1 SecretList.
type SecretList = corev1.SecretList

// Service is core/v1 Service.
//
// +k8s:schema:selectableField:jsonPath=".spec.clusterIP"
// +k8s:schema:selectableField:jsonPath=".spec.type"
// +k8s:printerColumnVariable:name=serviceType,expression=`has(self.spec.type) ? self.spec.type : ""`
// +k8s:printerColumnVariable:name=externalIPs,expression=`has(self.spec.externalIPs) ? self.spec.externalIPs : []`
// +k8s:printerColumnVariable:name=ingress,expression=`has(self.status.loadBalancer.ingress) ? self.status.loadBalancer.ingress.filter(i, (has(i.ip) && i.ip != "") || (has(i.hostname) && i.hostname != "")).map(i, has(i.ip) && i.ip != "" ? i.ip : i.hostname).sort().distinct() : []`
// +k8s:printerColumn:name="Type",type=string,description="type determines how the Service is exposed. Defaults to ClusterIP. Valid options are ExternalName, ClusterIP, NodePort, and LoadBalancer. \"ClusterIP\" allocates a cluster-internal IP address for load-balancing to endpoints. Endpoints are determined by the selector or if that is not specified, by manual construction of an Endpoints object or EndpointSlice objects. If clusterIP is \"None\", no virtual IP is allocated and the endpoints are published as a set of endpoints rather than a virtual IP. \"NodePort\" builds on ClusterIP and allocates a port on every node which routes to the same endpoints as the clusterIP. \"LoadBalancer\" builds on NodePort and creates an external load-balancer (if supported in the current cloud) which routes to the same endpoints as the clusterIP. \"ExternalName\" aliases this service to the specified externalName. Several other fields do not apply to ExternalName services. More info: https://kubernetes.io/docs/concepts/services-networking/service/#publishing-services-service-types",expression=`variables.serviceType`
// +k8s:printerColumn:name="Cluster-IP",type=string,description="clusterIP is the IP address of the service and is usually assigned randomly. If an address is specified manually, is in-range (as per system configuration), and is not in use, it will be allocated to the service; otherwise creation of the service will fail. This field may not be changed through updates unless the type field is also being changed to ExternalName (which requires this field to be blank) or the type field is being changed from ExternalName (in which case this field may optionally be specified, as describe above).  Valid values are \"None\", empty string (\"\"), or a valid IP address. Setting this to \"None\" makes a \"headless service\" (no virtual IP), which is useful when direct endpoint connections are preferred and proxying is not required.  Only applies to types ClusterIP, NodePort, and LoadBalancer. If this field is specified when creating a Service of type ExternalName, creation will fail. This field will be wiped when updating a Service to type ExternalName. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies",expression=`has(self.spec.clusterIPs) && size(self.spec.clusterIPs) > 0 ? self.spec.clusterIPs[0] : "<none>"`
// +k8s:printerColumn:name="External-IP",type=string,description="externalIPs is a list of IP addresses for which nodes in the cluster will also accept traffic for this service.  These IPs are not managed by Kubernetes.  The user is responsible for ensuring that traffic arrives at a node with this IP.  A common example is external load-balancers that are not part of the Kubernetes system.",expression=`variables.serviceType == "ClusterIP" || variables.serviceType == "NodePort" ? (size(variables.externalIPs) > 0 ? variables.externalIPs.join(",") : "<none>") : (variables.serviceType == "LoadBalancer" ? (size(variables.externalIPs) > 0 ? (variables.ingress + variables.externalIPs).join(",") : (size(variables.ingress) > 0 ? variables.ingress.join(",") : "<pending>")) : (variables.serviceType == "ExternalName" ? (has(self.spec.externalName) ? self.spec.externalName : "") : "<unknown>"))`
// +k8s:printerColumn:name="Port(s)",type=string,description="The list of ports that are exposed by this service. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies",expression=`has(self.spec.ports) ? self.spec.ports.map(p, has(p.nodePort) && p.nodePort > 0 ? "%d:%d/%s".format([p.port, p.nodePort, has(p.protocol) ? p.protocol : ""]) : "%d/%s".format([p.port, has(p.protocol) ? p.protocol : ""])).join(",") : "<none>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Selector",type=string,priority=1,description="Route service traffic to pods with label keys and values matching this selector. If empty or not present, the service is assumed to have an external process managing its endpoints, which Kubernetes will not modify. Only applies to types ClusterIP, NodePort, and LoadBalancer. Ignored if type is ExternalName. More info: https://kubernetes.io/docs/concepts/services-networking/service/",expression=`has(self.spec.selector) ? formatLabels(self.spec.selector) : "<none>"`
type Service = corev1.Service

// ServiceList is core/v1 ServiceList.
type ServiceList = corev1.ServiceList
