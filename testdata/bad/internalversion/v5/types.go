// Package v5 is a valid served version of Flunder.
//
// +groupName=other.example.com
package v5

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// FlunderSpec is the spec.
type FlunderSpec struct {
	Reference string `json:"reference,omitempty"`
}

// Flunder in v5.
//
// +k8s:schema:selectableField:jsonPath=".spec.reference"
type Flunder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec FlunderSpec `json:"spec,omitempty"`
}
