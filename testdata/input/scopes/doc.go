// Package scopes has a kind for each way of saying "cluster-scoped".
//
// +k8s:selectable-gen=package
// +groupName=scopes.example.com
package scopes
