package v1

import (
	schedulingv1 "k8s.io/api/scheduling/v1"
)

// PriorityClass is scheduling.k8s.io/v1 PriorityClass. The server registers
// no field label conversion for it: metadata.name and metadata.namespace
// are its field selectors (metadata.namespace compares as the empty
// string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Value",type=integer,description="value represents the integer value of this priority class. This is the actual priority that pods receive when they have the name of this class in their pod spec.",expression="has(self.value) ? self.value : 0"
// +k8s:printerColumn:name="Global-Default",type=boolean,description="globalDefault specifies whether this PriorityClass should be considered as the default priority for pods that do not have any priority class. Only one PriorityClass can be marked as `globalDefault`. However, if more than one PriorityClasses exists with their `globalDefault` field set to true, the smallest value of such global default PriorityClasses will be used as the default priority.",expression="has(self.globalDefault) ? self.globalDefault : false"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="PreemptionPolicy",type=string,description="preemptionPolicy is the Policy for preempting pods with lower priority. One of Never, PreemptLowerPriority. Defaults to PreemptLowerPriority if unset.",expression=`has(self.preemptionPolicy) ? self.preemptionPolicy : ""`
type PriorityClass = schedulingv1.PriorityClass

// PriorityClassList is scheduling.k8s.io/v1 PriorityClassList.
type PriorityClassList = schedulingv1.PriorityClassList
