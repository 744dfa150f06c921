// Package v1alpha1 is a served version of wardle.example.com whose kinds
// carry their markers themselves: Flunder's two references are one,
// spec.reference, here.
//
// +k8s:deepcopy-gen=package
// +groupName=wardle.example.com
package v1alpha1
