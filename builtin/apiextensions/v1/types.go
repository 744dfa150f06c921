package v1

import (
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// CustomResourceDefinition is apiextensions.k8s.io/v1
// CustomResourceDefinition. It is cluster-scoped, but its registry puts
// metadata.namespace in its field set all the same
// (k8s.io/apiextensions-apiserver pkg/registry/customresourcedefinition
// strategy.go: generic.ObjectMetaFieldsSet(&obj.ObjectMeta, true)), where
// it is always empty; the server registers no field label conversion for
// it, so apimachinery's default one accepts metadata.name and
// metadata.namespace and rejects the rest with its own message.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.namespace",description="In the field set although the kind is cluster-scoped: always empty"
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Scope",type=string,description="Cluster/Namespaced",expression=`has(self.spec.scope) ? self.spec.scope : ""`
// +k8s:printerColumn:name="Versions",type=string,description="Served versions",
// +k8s:printerColumn:expression=`has(self.spec.versions) ? self.spec.versions.filter(v, v.served).map(v, v.name + (v.storage ? "(storage)" : "")).sort().join(",") : ""`
// +k8s:printerColumn:name="Created At",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=string,jsonPath=".metadata.creationTimestamp",placeholder="0001-01-01T00:00:00Z"
// +k8s:printerColumn:name="Group",type=string,priority=1,description="API group",expression=`has(self.spec.group) ? self.spec.group : ""`
// +k8s:printerColumn:name="Kind",type=string,priority=1,description="CustomResource kind",expression=`has(self.spec.names.kind) ? self.spec.names.kind : ""`
// +k8s:printerColumn:name="ShortNames",type=string,priority=1,description="Short names",expression=`has(self.spec.names.shortNames) ? self.spec.names.shortNames.join(",") : ""`
// +k8s:printerColumn:name="Established",type=boolean,priority=1,description="Established status",
// +k8s:printerColumn:expression=`has(self.status.conditions) && self.status.conditions.exists(c, c.type == "Established" && c.status == "True")`
type CustomResourceDefinition = apiextensionsv1.CustomResourceDefinition

// CustomResourceDefinitionList is apiextensions.k8s.io/v1
// CustomResourceDefinitionList.
type CustomResourceDefinitionList = apiextensionsv1.CustomResourceDefinitionList
