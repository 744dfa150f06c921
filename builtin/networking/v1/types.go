package v1

import (
	networkingv1 "k8s.io/api/networking/v1"
)

// IPAddress is networking.k8s.io/v1 IPAddress. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
//
// kube-apiserver's rows carry a third cell, the age, that no column names
// (printIPAddress appends it; the column definitions stop at ParentRef):
// declared cell-only, so that the tables are equal. kubectl prints only
// the columns.
//
// +k8s:printerColumn:name="ParentRef",type=string,description="parentRef references the resource that an IPAddress is attached to. An IPAddress must reference a parent object.",expression=`has(self.spec.parentRef) ? (((has(self.spec.parentRef.group) && self.spec.parentRef.group != "" ? (has(self.spec.parentRef.resource) ? self.spec.parentRef.resource : "") + "." + self.spec.parentRef.group : (has(self.spec.parentRef.resource) ? self.spec.parentRef.resource : ""))).lowerAscii() + (has(self.spec.parentRef.__namespace__) && self.spec.parentRef.__namespace__ != "" ? "/" + self.spec.parentRef.__namespace__ : "") + "/" + (has(self.spec.parentRef.name) ? self.spec.parentRef.name : "")) : "<none>"`
// +k8s:printerColumn:name="Age",type=string,cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>",cellOnly=true
type IPAddress = networkingv1.IPAddress

// IPAddressList is networking.k8s.io/v1 IPAddressList.
type IPAddressList = networkingv1.IPAddressList

// Ingress is networking.k8s.io/v1 Ingress. The server registers no field
// label conversion for it: metadata.name and metadata.namespace are its
// field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Class",type=string,description="The name of the IngressClass resource that should be used for additional configuration",
// +k8s:printerColumn:expression=`has(self.spec.ingressClassName) ? self.spec.ingressClassName : "<none>"`
// +k8s:printerColumn:name="Hosts",type=string,description="Hosts that incoming requests are matched against before the ingress rule",
// +k8s:printerColumn:expression=`cel.bind(hosts, has(self.spec.rules) ? self.spec.rules.filter(r, has(r.host) && r.host != "").map(r, r.host) : [], size(hosts) == 0 ? "*" : (size(hosts) > 3 ? hosts.slice(0, 3) : hosts).join(",") + (size(hosts) > 3 || (size(hosts) == 3 && !(has(self.spec.rules[size(self.spec.rules) - 1].host) && self.spec.rules[size(self.spec.rules) - 1].host != "")) ? " + %d more...".format([size(self.spec.rules) - 3]) : ""))`
// +k8s:printerColumn:name="Address",type=string,description="Address is a list containing ingress points for the load-balancer",
// +k8s:printerColumn:expression=`has(self.status.loadBalancer) && has(self.status.loadBalancer.ingress) ? self.status.loadBalancer.ingress.filter(i, (has(i.ip) && i.ip != "") || (has(i.hostname) && i.hostname != "")).map(i, has(i.ip) && i.ip != "" ? i.ip : i.hostname).sort().distinct().join(",") : ""`
// +k8s:printerColumn:name="Ports",type=string,description="Ports of TLS configurations that open",expression=`has(self.spec.tls) && size(self.spec.tls) != 0 ? "80, 443" : "80"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type Ingress = networkingv1.Ingress

// IngressList is networking.k8s.io/v1 IngressList.
type IngressList = networkingv1.IngressList

// IngressClass is networking.k8s.io/v1 IngressClass. The server registers
// no field label conversion for it: metadata.name and metadata.namespace
// are its field selectors (metadata.namespace compares as the empty
// string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Name",type=string,format=name,nameColumn=true,
// +k8s:printerColumn:expression=`self.metadata.name + (has(self.metadata.annotations) && "ingressclass.kubernetes.io/is-default-class" in self.metadata.annotations && self.metadata.annotations["ingressclass.kubernetes.io/is-default-class"] == "true" ? " (default)" : "")`
// +k8s:printerColumn:name="Controller",type=string,description="Controller that is responsible for handling this class",expression=`has(self.spec.controller) ? self.spec.controller : ""`
// +k8s:printerColumn:name="Parameters",type=string,description="A reference to a resource with additional parameters",
// +k8s:printerColumn:expression=`has(self.spec.parameters) ? self.spec.parameters.kind + (has(self.spec.parameters.apiGroup) ? "." + self.spec.parameters.apiGroup : "") + "/" + self.spec.parameters.name : "<none>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type IngressClass = networkingv1.IngressClass

// IngressClassList is networking.k8s.io/v1 IngressClassList.
type IngressClassList = networkingv1.IngressClassList

// NetworkPolicy is networking.k8s.io/v1 NetworkPolicy. The server registers
// no field label conversion for it: metadata.name and metadata.namespace
// are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Pod-Selector",type=string,description="podSelector selects the pods to which this NetworkPolicy object applies. The array of rules is applied to any pods selected by this field. An empty selector matches all pods in the policy's namespace. Multiple network policies can select the same set of pods. In this case, the ingress rules for each are combined additively. This field is optional. If it is not specified, it defaults to an empty selector.",expression=`has(self.spec.podSelector) ? formatLabelSelector(self.spec.podSelector) : "<none>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type NetworkPolicy = networkingv1.NetworkPolicy

// NetworkPolicyList is networking.k8s.io/v1 NetworkPolicyList.
type NetworkPolicyList = networkingv1.NetworkPolicyList

// ServiceCIDR is networking.k8s.io/v1 ServiceCIDR. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="CIDRs",type=string,description="cidrs defines the IP blocks in CIDR notation (e.g. \"192.168.0.0/24\" or \"2001:db8::/64\") from which to assign service cluster IPs. Max of two CIDRs is allowed, one of each IP family. This field is immutable.",expression=`has(self.spec.cidrs) ? self.spec.cidrs.join(",") : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ServiceCIDR = networkingv1.ServiceCIDR

// ServiceCIDRList is networking.k8s.io/v1 ServiceCIDRList.
type ServiceCIDRList = networkingv1.ServiceCIDRList
