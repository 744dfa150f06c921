package v1

import (
	resourcev1 "k8s.io/api/resource/v1"
)

// DeviceClass is resource.k8s.io/v1 DeviceClass. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type DeviceClass = resourcev1.DeviceClass

// DeviceClassList is resource.k8s.io/v1 DeviceClassList.
type DeviceClassList = resourcev1.DeviceClassList

// DeviceTaintRule is resource.k8s.io/v1 DeviceTaintRule. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors (metadata.namespace compares
// as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Key",type=string,description="The taint key to be applied to a device. Must be a label name.",expression=`has(self.spec.taint.key) ? self.spec.taint.key : ""`
// +k8s:printerColumn:name="Value",type=string,description="The taint value corresponding to the taint key. Must be a label value.",expression=`has(self.spec.taint.value) ? self.spec.taint.value : ""`
// +k8s:printerColumn:name="Effect",type=string,description="The effect of the taint on claims that do not tolerate the taint and through such claims on the pods using them.\n\nValid effects are None, NoSchedule and NoExecute. PreferNoSchedule as used for nodes is not valid here. More effects may get added in the future. Consumers must treat unknown effects like None.",
// +k8s:printerColumn:expression=`has(self.spec.taint.effect) ? self.spec.taint.effect : ""`
// +k8s:printerColumn:name="TimeAdded",type=string,description="TimeAdded represents the time at which the taint was added or (only in a DeviceTaintRule) the effect was modified. Added automatically during create or update if not set.\n\nIn addition, in a DeviceTaintRule a value provided during an update gets replaced with the current time if the provided value is the same as the old one and the new effect is different. Changing the key and/or value while keeping the effect unchanged is possible and does not update the time stamp because the eviction which uses it is either already started (NoExecute) or not started yet (NoEffect, NoSchedule).",
// +k8s:printerColumn:expression=`has(self.spec.taint.timeAdded) ? humanDuration(now - self.spec.taint.timeAdded) : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type DeviceTaintRule = resourcev1.DeviceTaintRule

// DeviceTaintRuleList is resource.k8s.io/v1 DeviceTaintRuleList.
type DeviceTaintRuleList = resourcev1.DeviceTaintRuleList

// ResourceClaim is resource.k8s.io/v1 ResourceClaim. The server registers
// no field label conversion for it: metadata.name and metadata.namespace
// are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="State",type=string,description="A summary of the current state (allocated, pending, reserved, etc.).",
// +k8s:printerColumn:expression> has(self.metadata.deletionTimestamp) ? (has(self.status.allocation) ? (has(self.status.reservedFor) ? "deleted,allocated,reserved" : "deleted,allocated") : "deleted") :
// +k8s:printerColumn:expression> has(self.status.allocation) ? (has(self.status.reservedFor) ? "allocated,reserved" : "allocated") :
// +k8s:printerColumn:expression> "pending"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ResourceClaim = resourcev1.ResourceClaim

// ResourceClaimList is resource.k8s.io/v1 ResourceClaimList.
type ResourceClaimList = resourcev1.ResourceClaimList

// ResourceClaimTemplate is resource.k8s.io/v1 ResourceClaimTemplate. The
// server registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ResourceClaimTemplate = resourcev1.ResourceClaimTemplate

// ResourceClaimTemplateList is resource.k8s.io/v1 ResourceClaimTemplateList.
type ResourceClaimTemplateList = resourcev1.ResourceClaimTemplateList

// ResourceSlice is resource.k8s.io/v1 ResourceSlice. spec.nodeName is empty
// when unset; the server rejects other labels with its own message
// (pkg/registry/resource/resourceslice/strategy.go,
// pkg/apis/resource/v1/conversion.go).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.nodeName"
// +k8s:schema:selectableField:jsonPath=".spec.driver"
// +k8s:schema:selectableField:jsonPath=".spec.pool.name"
// +k8s:schema:fieldLabelConversion:message="field label not supported for resource.k8s.io/v1, Kind=ResourceSlice: %s"
// +k8s:printerColumn:name="Node",type=string,description="NodeName identifies the node which provides the resources in this pool. A field selector can be used to list only ResourceSlice objects belonging to a certain node.\n\nThis field can be used to limit access from nodes to ResourceSlices with the same node name. It also indicates to autoscalers that adding new nodes of the same type as some old node might also make new resources available.\n\nExactly one of NodeName, NodeSelector, AllNodes, and PerDeviceNodeSelection must be set. This field is immutable.",expression=`has(self.spec.nodeName) ? self.spec.nodeName : ""`
// +k8s:printerColumn:name="Driver",type=string,description="Driver identifies the DRA driver providing the capacity information. A field selector can be used to list only ResourceSlice objects with a certain driver name.\n\nMust be a DNS subdomain and should end with a DNS domain owned by the vendor of the driver. It should use only lower case characters. This field is immutable.",expression=`has(self.spec.driver) ? self.spec.driver : ""`
// +k8s:printerColumn:name="Pool",type=string,description="Name is used to identify the pool. For node-local devices, this is often the node name, but this is not required. A field selector can be used to list only ResourceSlice objects belonging to a certain pool.\n\nIt must not be longer than 253 characters and must consist of one or more DNS sub-domains separated by slashes. This field is immutable.",expression=`has(self.spec.pool) && has(self.spec.pool.name) ? self.spec.pool.name : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ResourceSlice = resourcev1.ResourceSlice

// ResourceSliceList is resource.k8s.io/v1 ResourceSliceList.
type ResourceSliceList = resourcev1.ResourceSliceList
