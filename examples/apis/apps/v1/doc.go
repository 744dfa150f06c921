// Package v1 mirrors apps/v1 ReplicaSet of k8s.io/api, with its
// status.replicas field selector declared by a marker.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.apps.v1
// +groupName=apps
package v1
