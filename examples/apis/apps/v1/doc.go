// Package v1 mirrors apps/v1 ReplicaSet of k8s.io/api, with its
// status.replicas field selector declared by a marker.
//
// +k8s:deepcopy-gen=package
// +groupName=apps
package v1
