// Package v1 is the storage version of a group whose kinds are served in
// two versions (v1 and v1beta1), each with its own columns, selectable
// fields and subresources: one CRD per kind, one version per package.
// controller-gen writes its deepcopy methods (a kubebuilder layout), which
// code-generator's tag lint wants said explicitly.
//
// +k8s:deepcopy-gen=false
// +groupName=multiversion.example.com
package v1
