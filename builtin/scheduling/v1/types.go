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
type PriorityClass = schedulingv1.PriorityClass

// PriorityClassList is scheduling.k8s.io/v1 PriorityClassList.
type PriorityClassList = schedulingv1.PriorityClassList
