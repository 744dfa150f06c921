package v1

import (
	flowcontrolv1 "k8s.io/api/flowcontrol/v1"
)

// FlowSchema is flowcontrol.apiserver.k8s.io/v1 FlowSchema. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors (metadata.namespace compares
// as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="PriorityLevel",type=string,description="`name` is the name of the priority level configuration being referenced Required.",expression=`has(self.spec.priorityLevelConfiguration.name) ? self.spec.priorityLevelConfiguration.name : ""`
// +k8s:printerColumn:name="MatchingPrecedence",type=string,description="`matchingPrecedence` is used to choose among the FlowSchemas that match a given request. The chosen FlowSchema is among those with the numerically lowest (which we take to be logically highest) MatchingPrecedence.  Each MatchingPrecedence value must be ranged in [1,10000]. Note that if the precedence is not specified, it will be set to 1000 as default.",cellType=integer,expression="has(self.spec.matchingPrecedence) ? self.spec.matchingPrecedence : 0"
// +k8s:printerColumn:name="DistinguisherMethod",type=string,description="`distinguisherMethod` defines how to compute the flow distinguisher for requests that match this schema. `nil` specifies that the distinguisher is disabled and thus will always be the empty string.",expression=`has(self.spec.distinguisherMethod) ? (has(self.spec.distinguisherMethod.type) ? self.spec.distinguisherMethod.type : "") : "<none>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="MissingPL",type=string,description="references a broken or non-existent PriorityLevelConfiguration",expression=`has(self.status.conditions) && self.status.conditions.exists(c, has(c.type) && c.type == "Dangling") ? self.status.conditions.filter(c, has(c.type) && c.type == "Dangling").map(c, has(c.status) ? c.status : "")[0] : "?"`
type FlowSchema = flowcontrolv1.FlowSchema

// FlowSchemaList is flowcontrol.apiserver.k8s.io/v1 FlowSchemaList.
type FlowSchemaList = flowcontrolv1.FlowSchemaList

// PriorityLevelConfiguration is flowcontrol.apiserver.k8s.io/v1
// PriorityLevelConfiguration. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type PriorityLevelConfiguration = flowcontrolv1.PriorityLevelConfiguration

// PriorityLevelConfigurationList is flowcontrol.apiserver.k8s.io/v1 PriorityLevelConfigurationList.
type PriorityLevelConfigurationList = flowcontrolv1.PriorityLevelConfigurationList
