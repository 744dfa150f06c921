// Package v1 declares the field selectors of every core/v1 kind that
// kube-apiserver 1.37 serves, for the k8s.io/api/core/v1 types: the
// generated matchers, field values, indexes and field label conversions
// are exactly the server's (docs/builtin-field-selectors.md lists them).
// The sources are kubernetes/kubernetes pkg/registry/core/*/strategy.go
// (the field set) and pkg/apis/core/v1/conversion.go (the labels accepted).
//
// +selectable-gen=package
package v1
