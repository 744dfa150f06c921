// Package v1 is the KEP-4595 example API: a Release kind whose printer
// columns are the KEP's CEL user stories, next to the JSONPath columns a
// CRD could use today.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.stories.v1
// +groupName=stories.example.com
package v1
