package v1

import (
	appsv1 "k8s.io/api/apps/v1"
)

// ControllerRevision is apps/v1 ControllerRevision. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type ControllerRevision = appsv1.ControllerRevision

// ControllerRevisionList is apps/v1 ControllerRevisionList.
type ControllerRevisionList = appsv1.ControllerRevisionList

// DaemonSet is apps/v1 DaemonSet. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type DaemonSet = appsv1.DaemonSet

// DaemonSetList is apps/v1 DaemonSetList.
type DaemonSetList = appsv1.DaemonSetList

// Deployment is apps/v1 Deployment. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type Deployment = appsv1.Deployment

// DeploymentList is apps/v1 DeploymentList.
type DeploymentList = appsv1.DeploymentList

// ReplicaSet is apps/v1 ReplicaSet. The server computes status.replicas
// (pkg/registry/apps/replicaset/strategy.go) but registers no field label
// conversion for apps/v1 ReplicaSet, so it rejects it: only metadata.name
// and metadata.namespace are selectable.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:schema:selectableField:jsonPath=".status.replicas"
type ReplicaSet = appsv1.ReplicaSet

// ReplicaSetList is apps/v1 ReplicaSetList.
type ReplicaSetList = appsv1.ReplicaSetList

// StatefulSet is apps/v1 StatefulSet. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type StatefulSet = appsv1.StatefulSet

// StatefulSetList is apps/v1 StatefulSetList.
type StatefulSetList = appsv1.StatefulSetList
