// Package v1 is a valid served version of Flunder.
//
// +groupName=wardle.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// FlunderSpec is the spec.
type FlunderSpec struct {
	Reference string `json:"reference,omitempty"`
}

// Flunder in v1.
//
// +k8s:schema:selectableField:jsonPath=".spec.reference"
type Flunder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec FlunderSpec `json:"spec,omitempty"`
}
