// Package v1 mirrors the core/v1 kinds of k8s.io/api that have field
// selectors beyond metadata (the KEP-4358 table of built-in field
// selectors): Pod, Event, Namespace, Node, Secret and ReplicationController.
// The types keep k8s.io/api's json names and Go types but only the fields
// the examples need; their field selectors are declared with markers
// instead of hand-written GetAttrs functions.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.core.v1
// +groupName=
package v1
