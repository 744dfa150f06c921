// Package v1beta1 is a served version of wardle.example.com with no
// markers of its own: decl/v1beta1 declares its Flunder.
//
// +k8s:deepcopy-gen=package
// +groupName=wardle.example.com
package v1beta1
