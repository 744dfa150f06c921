// Package v1 mirrors batch/v1 Job of k8s.io/api, with the legacy
// status.successful field selector declared by a marker.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.batch.v1
// +groupName=batch
package v1
