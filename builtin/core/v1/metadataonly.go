package v1

import (
	corev1 "k8s.io/api/core/v1"
)

// The core/v1 kinds whose field selectors are metadata.name and
// metadata.namespace only: the server registers no field label conversion
// for them, so apimachinery's default conversion applies.

// ComponentStatus is core/v1 ComponentStatus. Cluster-scoped:
// metadata.namespace is accepted and compares as the empty string.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumnVariable:name=healthy,expression=`has(self.conditions) ? self.conditions.filter(c, has(c.type) && c.type == "Healthy") : []`
// +k8s:printerColumn:name="Status",type=string,description="Status of the component conditions",
// +k8s:printerColumn:expression> size(variables.healthy) == 0 ? "Unknown" :
// +k8s:printerColumn:expression> has(variables.healthy[0].status) && variables.healthy[0].status == "True" ? "Healthy" :
// +k8s:printerColumn:expression> "Unhealthy"
// +k8s:printerColumn:name="Message",type=string,description="Message of the component conditions",expression=`size(variables.healthy) == 0 ? "" : (has(variables.healthy[0].message) ? variables.healthy[0].message : "")`
// +k8s:printerColumn:name="Error",type=string,description="Error of the component conditions",expression=`size(variables.healthy) == 0 ? "" : (has(variables.healthy[0].error) ? variables.healthy[0].error : "")`
type ComponentStatus = corev1.ComponentStatus

// ComponentStatusList is core/v1 ComponentStatusList.
type ComponentStatusList = corev1.ComponentStatusList

// ConfigMap is core/v1 ConfigMap.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Data",type=string,description="Data contains the configuration data. Each key must consist of alphanumeric characters, '-', '_' or '.'. Values with non-UTF-8 byte sequences must use the BinaryData field. The keys stored in Data must not overlap with the keys in the BinaryData field, this is enforced during validation process.",cellType=integer,expression="(has(self.data) ? size(self.data) : 0) + (has(self.binaryData) ? size(self.binaryData) : 0)"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ConfigMap = corev1.ConfigMap

// ConfigMapList is core/v1 ConfigMapList.
type ConfigMapList = corev1.ConfigMapList

// Endpoints is core/v1 Endpoints.
//
// +k8s:resource:path=endpoints
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumnVariable:name=endpoints,expression=`has(self.subsets) ? self.subsets.map(ss, !has(ss.addresses) ? [] : (!has(ss.ports) ? ss.addresses.map(a, has(a.ip) ? a.ip : "") : ss.ports.map(p, ss.addresses.map(a, (has(a.ip) ? a.ip : "").contains(":") ? "[" + a.ip + "]:" + string(p.port) : (has(a.ip) ? a.ip : "") + ":" + string(p.port))).flatten())).flatten() : []`
// +k8s:printerColumn:name="Endpoints",type=string,description="The set of all endpoints is the union of all subsets. Addresses are placed into subsets according to the IPs they share. A single address with multiple ports, some of which are ready and some of which are not (because they come from different containers) will result in the address being displayed in different subsets for the different ports. No address will appear in both Addresses and NotReadyAddresses in the same subset. Sets of addresses and ports that comprise a service.",
// +k8s:printerColumn:expression> !has(self.subsets) ? "<none>" :
// +k8s:printerColumn:expression> size(variables.endpoints) > 3 ? variables.endpoints.slice(0, 3).join(",") + " + " + string(size(variables.endpoints) - 3) + " more..." :
// +k8s:printerColumn:expression> variables.endpoints.join(",")
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type Endpoints = corev1.Endpoints

// EndpointsList is core/v1 EndpointsList.
type EndpointsList = corev1.EndpointsList

// LimitRange is core/v1 LimitRange.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Created At",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=string,jsonPath=".metadata.creationTimestamp",placeholder="0001-01-01T00:00:00Z"
type LimitRange = corev1.LimitRange

// LimitRangeList is core/v1 LimitRangeList.
type LimitRangeList = corev1.LimitRangeList

// PodTemplate is core/v1 PodTemplate.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Containers",type=string,description="Names of each container in the template.",expression=`has(self.template.spec.containers) ? self.template.spec.containers.map(c, has(c.name) ? c.name : "").join(",") : ""`
// +k8s:printerColumn:name="Images",type=string,description="Images referenced by each container in the template.",expression=`has(self.template.spec.containers) ? self.template.spec.containers.map(c, has(c.image) ? c.image : "").join(",") : ""`
// +k8s:printerColumn:name="Pod Labels",type=string,description="The labels for the pod template.",expression=`has(self.template.metadata.labels) ? formatLabels(self.template.metadata.labels) : "<none>"`
type PodTemplate = corev1.PodTemplate

// PodTemplateList is core/v1 PodTemplateList.
type PodTemplateList = corev1.PodTemplateList

// ResourceQuota is core/v1 ResourceQuota.
//
// +k8s:schema:fieldLabelConversion:registered=false
//
// +k8s:printerColumn:name="Request",type=string,description="Request represents a minimum amount of cpu/memory that a container may consume.",
// +k8s:printerColumn:expression=`has(self.status.hard) ? self.status.hard.filter(k, !k.startsWith("limits.")).sort().map(k, k + ": " + (has(self.status.used) && k in self.status.used ? string(self.status.used[k]) : "0") + "/" + string(self.status.hard[k])).join(", ") : ""`
// +k8s:printerColumn:name="Limit",type=string,description="Limits control the maximum amount of cpu/memory that a container may use independent of contention on the node.",
// +k8s:printerColumn:expression=`has(self.status.hard) ? self.status.hard.filter(k, k.startsWith("limits.")).sort().map(k, k + ": " + (has(self.status.used) && k in self.status.used ? string(self.status.used[k]) : "0") + "/" + string(self.status.hard[k])).join(", ") : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ResourceQuota = corev1.ResourceQuota

// ResourceQuotaList is core/v1 ResourceQuotaList.
type ResourceQuotaList = corev1.ResourceQuotaList

// ServiceAccount is core/v1 ServiceAccount.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ServiceAccount = corev1.ServiceAccount

// ServiceAccountList is core/v1 ServiceAccountList.
type ServiceAccountList = corev1.ServiceAccountList
