// Package v1beta1 is the older Job version of the selector-generation
// design: its spec.autoSelector means the opposite of batch/v1's
// spec.manualSelector, and selectorGeneration makes the conversion pair.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.batch.v1beta1
// +groupName=batch
package v1beta1
