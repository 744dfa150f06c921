// Package v1beta1 is the older version of the group of package v1: the
// same kinds with other columns, selectable fields and subresources.
// controller-gen writes its deepcopy methods (a kubebuilder layout), which
// code-generator's tag lint wants said explicitly.
//
// +k8s:deepcopy-gen=false
// +groupName=multiversion.example.com
package v1beta1
