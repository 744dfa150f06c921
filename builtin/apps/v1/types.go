package v1

import (
	appsv1 "k8s.io/api/apps/v1"
)

// ControllerRevision is apps/v1 ControllerRevision. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Controller",type=string,description="Controller of the object",
// +k8s:printerColumn:expression=`cel.bind(controllers, has(self.metadata.ownerReferences) ? self.metadata.ownerReferences.filter(r, has(r.controller) && r.controller).map(r, cel.bind(group, has(r.apiVersion) && r.apiVersion.contains("/") ? r.apiVersion.split("/")[0] : "", cel.bind(kind, has(r.kind) ? r.kind : "", cel.bind(name, has(r.name) ? r.name : "", group == "" && kind == "" ? name : (group == "" ? kind : kind + "." + group).lowerAscii() + "/" + name)))) : [], size(controllers) == 0 ? "<none>" : controllers[0])`
// +k8s:printerColumn:name="Revision",type=string,cellType=integer,description="Revision indicates the revision of the state represented by Data.",jsonPath=".revision"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ControllerRevision = appsv1.ControllerRevision

// ControllerRevisionList is apps/v1 ControllerRevisionList.
type ControllerRevisionList = appsv1.ControllerRevisionList

// DaemonSet is apps/v1 DaemonSet. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Desired",type=integer,description="The total number of nodes that should be running the daemon pod (including nodes correctly running the daemon pod). More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/",expression="has(self.status.desiredNumberScheduled) ? self.status.desiredNumberScheduled : 0"
// +k8s:printerColumn:name="Current",type=integer,description="The number of nodes that are running at least 1 daemon pod and are supposed to run the daemon pod. More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/",expression="has(self.status.currentNumberScheduled) ? self.status.currentNumberScheduled : 0"
// +k8s:printerColumn:name="Ready",type=integer,description="numberReady is the number of nodes that should be running the daemon pod and have one or more of the daemon pod running with a Ready Condition.",expression="has(self.status.numberReady) ? self.status.numberReady : 0"
// +k8s:printerColumn:name="Up-to-date",type=integer,description="The total number of nodes that are running updated daemon pod",expression="has(self.status.updatedNumberScheduled) ? self.status.updatedNumberScheduled : 0"
// +k8s:printerColumn:name="Available",type=integer,description="The number of nodes that should be running the daemon pod and have one or more of the daemon pod running and available (ready for at least spec.minReadySeconds)",expression="has(self.status.numberAvailable) ? self.status.numberAvailable : 0"
// +k8s:printerColumn:name="Node Selector",type=string,description="NodeSelector is a selector which must be true for the pod to fit on a node. Selector which must match a node's labels for the pod to be scheduled on that node. More info: https://kubernetes.io/docs/concepts/configuration/assign-pod-node/",expression=`has(self.spec.template.spec.nodeSelector) ? formatLabels(self.spec.template.spec.nodeSelector) : "<none>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Containers",type=string,priority=1,description="Names of each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.name) ? c.name : "").join(",") : ""`
// +k8s:printerColumn:name="Images",type=string,priority=1,description="Images referenced by each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.image) ? c.image : "").join(",") : ""`
// +k8s:printerColumn:name="Selector",type=string,priority=1,description="A label query over pods that are managed by the daemon set. Must match in order to be controlled. It must match the pod template's labels. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",expression=`has(self.spec.selector) ? formatLabelSelector(self.spec.selector) : "<none>"`
type DaemonSet = appsv1.DaemonSet

// DaemonSetList is apps/v1 DaemonSetList.
type DaemonSetList = appsv1.DaemonSetList

// Deployment is apps/v1 Deployment. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Ready",type=string,description="Number of the pod with ready state",expression=`"%d/%d".format([has(self.status.readyReplicas) ? self.status.readyReplicas : 0, has(self.spec.replicas) ? self.spec.replicas : 0])`
// +k8s:printerColumn:name="Up-to-date",type=string,description="Total number of non-terminating pods targeted by this deployment that have the desired template spec.",cellType=integer,expression="has(self.status.updatedReplicas) ? self.status.updatedReplicas : 0"
// +k8s:printerColumn:name="Available",type=string,description="Total number of available non-terminating pods (ready for at least minReadySeconds) targeted by this deployment.",cellType=integer,expression="has(self.status.availableReplicas) ? self.status.availableReplicas : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Containers",type=string,priority=1,description="Names of each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.name) ? c.name : "").join(",") : ""`
// +k8s:printerColumn:name="Images",type=string,priority=1,description="Images referenced by each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.image) ? c.image : "").join(",") : ""`
// +k8s:printerColumn:name="Selector",type=string,priority=1,description="Label selector for pods. Existing ReplicaSets whose pods are selected by this will be the ones affected by this deployment. It must match the pod template's labels.",expression=`!has(self.spec.selector) ? "" : cel.bind(selector, formatLabelSelector(self.spec.selector), selector == "<none>" ? "" : (selector == "<error>" ? "<invalid>" : selector))`
type Deployment = appsv1.Deployment

// DeploymentList is apps/v1 DeploymentList.
type DeploymentList = appsv1.DeploymentList

// ReplicaSet is apps/v1 ReplicaSet. The server computes status.replicas
// (pkg/registry/apps/replicaset/strategy.go) but registers no field label
// conversion for apps/v1 ReplicaSet, so it rejects it: only metadata.name
// and metadata.namespace are selectable.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:schema:selectableField:jsonPath=".status.replicas"
// +k8s:printerColumn:name="Desired",type=integer,description="Replicas is the number of desired pods. This is a pointer to distinguish between explicit zero and unspecified. Defaults to 1. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicaset",expression="has(self.spec.replicas) ? self.spec.replicas : 0"
// +k8s:printerColumn:name="Current",type=integer,description="Replicas is the most recently observed number of non-terminating pods. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicaset",expression="has(self.status.replicas) ? self.status.replicas : 0"
// +k8s:printerColumn:name="Ready",type=integer,description="The number of non-terminating pods targeted by this ReplicaSet with a Ready Condition.",expression="has(self.status.readyReplicas) ? self.status.readyReplicas : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Containers",type=string,priority=1,description="Names of each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.name) ? c.name : "").join(",") : ""`
// +k8s:printerColumn:name="Images",type=string,priority=1,description="Images referenced by each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.image) ? c.image : "").join(",") : ""`
// +k8s:printerColumn:name="Selector",type=string,priority=1,description="Selector is a label query over pods that should match the replica count. Label keys and values that must match in order to be controlled by this replica set. It must match the pod template's labels. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",expression=`has(self.spec.selector) ? formatLabelSelector(self.spec.selector) : "<none>"`
type ReplicaSet = appsv1.ReplicaSet

// ReplicaSetList is apps/v1 ReplicaSetList.
type ReplicaSetList = appsv1.ReplicaSetList

// StatefulSet is apps/v1 StatefulSet. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Ready",type=string,description="Number of the pod with ready state",expression=`"%d/%d".format([has(self.status.readyReplicas) ? self.status.readyReplicas : 0, has(self.spec.replicas) ? self.spec.replicas : 0])`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Containers",type=string,priority=1,description="Names of each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.name) ? c.name : "").join(",") : ""`
// +k8s:printerColumn:name="Images",type=string,priority=1,description="Images referenced by each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.image) ? c.image : "").join(",") : ""`
type StatefulSet = appsv1.StatefulSet

// StatefulSetList is apps/v1 StatefulSetList.
type StatefulSetList = appsv1.StatefulSetList
