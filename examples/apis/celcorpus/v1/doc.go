// Package v1 exercises every CEL construct selectable-gen compiles to Go,
// and some it leaves to cel-go, on fields with and without omitempty,
// pointers and lists: the differential test compares each compiled column
// with cel-go on random objects, errors included.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.celcorpus.v1
// +groupName=celcorpus.example.com
package v1
