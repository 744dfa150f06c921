// Package v1alpha1 declares the field selectors and printer columns of
// k8s.io/sample-apiserver's wardle.example.com/v1alpha1 kinds, whose
// module is used unchanged: v1alpha1 Flunder names its reference
// spec.reference, the flunder or the fischer reference of the internal
// object by spec.referenceType (docs/internal-versions.md).
//
// +selectable-gen=package
package v1alpha1
