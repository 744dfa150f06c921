package v1

import (
	apiregistrationv1 "k8s.io/kube-aggregator/pkg/apis/apiregistration/v1"
)

// APIService is apiregistration.k8s.io/v1 APIService. It is
// cluster-scoped, but its registry puts metadata.namespace in its field set
// all the same (k8s.io/kube-aggregator pkg/registry/apiservice strategy.go:
// generic.ObjectMetaFieldsSet(&obj.ObjectMeta, true)), where it is always
// empty; the server registers no field label conversion for it, so
// apimachinery's default one accepts metadata.name and metadata.namespace
// and rejects the rest with its own message. Its table keeps the column
// definitions when a request asks for none (kube-aggregator's table
// convertor ignores TableOptions.NoHeaders): +k8s:printerHeaders=Always
// follows it.
//
// +k8s:schema:scope=Cluster
// +k8s:printerHeaders=Always
// +k8s:schema:selectableField:jsonPath=".metadata.namespace",description="In the field set although the kind is cluster-scoped: always empty"
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Service",type=string,description="The reference to the service that hosts this API endpoint.",
// +k8s:printerColumn:expression=`has(self.spec.service) ? (has(self.spec.service.__namespace__) ? self.spec.service.__namespace__ : "") + "/" + (has(self.spec.service.name) ? self.spec.service.name : "") : "Local"`
// +k8s:printerColumn:name="Available",type=string,description="Whether this service is available.",
// +k8s:printerColumn:expression=`cel.bind(available, has(self.status.conditions) ? self.status.conditions.filter(c, c.type == "Available").map(c, c.status == "True" || !has(c.reason) || c.reason == "" ? c.status : c.status + " (" + c.reason + ")") : [], size(available) == 0 ? "Unknown" : available[0])`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type APIService = apiregistrationv1.APIService

// APIServiceList is apiregistration.k8s.io/v1 APIServiceList.
type APIServiceList = apiregistrationv1.APIServiceList
