// Package v1beta1 declares the field selectors of Gardener's
// core.gardener.cloud/v1beta1 kinds, whose module is used unchanged: what
// gardener-apiserver's registry (pkg/apiserver/registry/core/*/strategy.go)
// and its field label conversions (pkg/apis/core/v1beta1/conversions.go)
// write by hand, with the same labels, triggers and watch-cache indexes.
//
// +selectable-gen=package
package v1beta1
