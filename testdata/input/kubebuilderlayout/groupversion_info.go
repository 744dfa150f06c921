// Package v1 is laid out as kubebuilder scaffolds it: no doc.go, the
// package markers in groupversion_info.go.
// +kubebuilder:object:generate=true
// +groupName=layout.example.com
package v1
