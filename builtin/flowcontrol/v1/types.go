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
