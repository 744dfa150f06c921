// Package v1alpha1 declares the field selectors of Gardener's
// seedmanagement.gardener.cloud/v1alpha1 ManagedSeed, whose module is
// used unchanged: what gardener-apiserver writes by hand
// (pkg/apiserver/registry/seedmanagement/managedseed/strategy.go,
// pkg/apis/seedmanagement/v1alpha1/conversions.go).
//
// +selectable-gen=package
package v1alpha1
