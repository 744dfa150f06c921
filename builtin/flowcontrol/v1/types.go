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
// +k8s:printerColumn:name="MissingPL",type=string,description="references a broken or non-existent PriorityLevelConfiguration",
// +k8s:printerColumn:expression> cel.bind(dangling, has(self.status.conditions) ? self.status.conditions.filter(c, has(c.type) && c.type == "Dangling") : [],
// +k8s:printerColumn:expression>   size(dangling) == 0 ? "?" :
// +k8s:printerColumn:expression>   has(dangling[0].status) ? dangling[0].status :
// +k8s:printerColumn:expression>   "")
//
// kube-apiserver prints a list by matching precedence, then name
// (flowcontrol/util.FlowSchemaSequence):
//
// +k8s:printerRowOrder:expression="has(self.spec.matchingPrecedence) ? self.spec.matchingPrecedence : 0"
// +k8s:printerRowOrder:expression=`has(self.metadata.name) ? self.metadata.name : ""`
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
// +k8s:printerColumn:name="Type",type=string,description="`type` indicates whether this priority level is subject to limitation on request execution.  A value of `\"Exempt\"` means that requests of this priority level are not subject to a limit (and thus are never queued) and do not detract from the capacity made available to other priority levels.  A value of `\"Limited\"` means that (a) requests of this priority level _are_ subject to limits and (b) some of the server's limited capacity is made available exclusively to this priority level. Required.",
// +k8s:printerColumn:expression=`has(self.spec.type) ? self.spec.type : ""`
// +k8s:printerColumn:name="NominalConcurrencyShares",type=string,cellType=any,description="`nominalConcurrencyShares` (NCS) contributes to the computation of the NominalConcurrencyLimit (NominalCL) of this level. This is the number of execution seats available at this priority level. This is used both for requests dispatched from this priority level as well as requests dispatched from other priority levels borrowing seats from this level. The server's concurrency limit (ServerCL) is divided among the Limited priority levels in proportion to their NCS values:\n\nNominalCL(i)  = ceil( ServerCL * NCS(i) / sum_ncs ) sum_ncs = sum[priority level k] NCS(k)\n\nBigger numbers mean a larger nominal concurrency limit, at the expense of every other priority level.\n\nIf not specified, this field defaults to a value of 30.\n\nSetting this field to zero supports the construction of a \"jail\" for this priority level that is used to hold some request(s)",
// +k8s:printerColumn:expression=`has(self.spec.limited) ? dyn(has(self.spec.limited.nominalConcurrencyShares) ? self.spec.limited.nominalConcurrencyShares : 0) : "<none>"`
// +k8s:printerColumn:name="Queues",type=string,cellType=any,description="`queues` is the number of queues for this priority level. The queues exist independently at each apiserver. The value must be positive.  Setting it to 1 effectively precludes shufflesharding and thus makes the distinguisher method of associated flow schemas irrelevant.  This field has a default value of 64.",
// +k8s:printerColumn:expression=`has(self.spec.limited) && has(self.spec.limited.limitResponse.queuing) ? dyn(has(self.spec.limited.limitResponse.queuing.queues) ? self.spec.limited.limitResponse.queuing.queues : 0) : "<none>"`
// +k8s:printerColumn:name="HandSize",type=string,cellType=any,description="`handSize` is a small positive number that configures the shuffle sharding of requests into queues.  When enqueuing a request at this priority level the request's flow identifier (a string pair) is hashed and the hash value is used to shuffle the list of queues and deal a hand of the size specified here.  The request is put into one of the shortest queues in that hand. `handSize` must be no larger than `queues`, and should be significantly smaller (so that a few heavy flows do not saturate most of the queues).  See the user-facing documentation for more extensive guidance on setting this field.  This field has a default value of 8.",
// +k8s:printerColumn:expression=`has(self.spec.limited) && has(self.spec.limited.limitResponse.queuing) ? dyn(has(self.spec.limited.limitResponse.queuing.handSize) ? self.spec.limited.limitResponse.queuing.handSize : 0) : "<none>"`
// +k8s:printerColumn:name="QueueLengthLimit",type=string,cellType=any,description="`queueLengthLimit` is the maximum number of requests allowed to be waiting in a given queue of this priority level at a time; excess requests are rejected.  This value must be positive.  If not specified, it will be defaulted to 50.",
// +k8s:printerColumn:expression=`has(self.spec.limited) && has(self.spec.limited.limitResponse.queuing) ? dyn(has(self.spec.limited.limitResponse.queuing.queueLengthLimit) ? self.spec.limited.limitResponse.queuing.queueLengthLimit : 0) : "<none>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type PriorityLevelConfiguration = flowcontrolv1.PriorityLevelConfiguration

// PriorityLevelConfigurationList is flowcontrol.apiserver.k8s.io/v1 PriorityLevelConfigurationList.
type PriorityLevelConfigurationList = flowcontrolv1.PriorityLevelConfigurationList
