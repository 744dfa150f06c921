// Package scopes has a kind for each way of saying "cluster-scoped".
//
// +selectable-gen=package
// +groupName=scopes.example.com
package scopes
