// Package v1beta1 declares the field selectors and printer columns of
// k8s.io/sample-apiserver's wardle.example.com/v1beta1 Flunder, whose
// module is used unchanged: v1beta1 has the internal object's two
// references (docs/internal-versions.md).
//
// +selectable-gen=package
package v1beta1
