// Package v1 is the KEP-4358 example API: the Selector kind of the
// stable.example.com group, served by the example API server.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.stable.v1
// +groupName=stable.example.com
package v1
