package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// FlunderSpec has one reference, of the type ReferenceType says.
type FlunderSpec struct {
	Reference     string `json:"reference,omitempty"`
	ReferenceType string `json:"referenceType,omitempty"`
}

// Flunder in v1alpha1.
//
// +k8s:schema:selectableField:jsonPath=".spec.reference",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.referenceType"
// +k8s:printerColumn:name="Reference",type=string,jsonPath=".spec.reference"
type Flunder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec FlunderSpec `json:"spec,omitempty"`
}

// FlunderList is a list of Flunders.
type FlunderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Flunder `json:"items"`
}

// Fischer in v1alpha1, its only served version.
//
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Disallowed",type=string,jsonPath=".disallowedFlunders"
type Fischer struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	DisallowedFlunders []string `json:"disallowedFlunders,omitempty"`
}

// FischerList is a list of Fischers.
type FischerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Fischer `json:"items"`
}
