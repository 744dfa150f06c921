// Package v1 is an example API with /status and /scale subresources, in
// both dialects.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.workloads.v1
// +groupName=workloads.example.com
package v1
