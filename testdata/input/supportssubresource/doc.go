// Package supportssubresource declares subresources with validation-gen's
// +k8s:supportsSubresource, as k8s.io/api's types do: on its own kinds
// here, and on kinds of another package (upstream) that decl declares by
// alias.
//
// +selectable-gen=package
// +groupName=supports.example.com
package supportssubresource
