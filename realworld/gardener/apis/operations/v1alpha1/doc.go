// Package v1alpha1 declares the field selectors of Gardener's
// operations.gardener.cloud/v1alpha1 Bastion, whose module is used
// unchanged: what gardener-apiserver writes by hand
// (pkg/apiserver/registry/operations/bastion/strategy.go,
// pkg/apis/operations/v1alpha1/conversions.go).
//
// +selectable-gen=package
package v1alpha1
