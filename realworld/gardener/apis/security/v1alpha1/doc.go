// Package v1alpha1 declares the tables of Gardener's
// security.gardener.cloud/v1alpha1 kinds, whose module is used unchanged:
// what gardener-apiserver writes by hand
// (pkg/apiserver/registry/security/*/storage/tableconvertor.go). They have
// no field selectors of their own.
//
// +selectable-gen=package
package v1alpha1
