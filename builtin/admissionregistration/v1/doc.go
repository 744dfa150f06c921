// Package v1 declares the field selectors of every admissionregistration.k8s.io/v1 kind that
// kube-apiserver 1.37 serves, for the k8s.io/api/admissionregistration/v1 types: the
// generated matchers, field values, indexes and field label conversions
// are exactly the server's (docs/builtin-field-selectors.md lists them).
//
// +selectable-gen=package
package v1
