package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// FlunderSpec has the internal version's two references.
type FlunderSpec struct {
	FlunderReference string `json:"flunderReference,omitempty"`
	FischerReference string `json:"fischerReference,omitempty"`
	ReferenceType    string `json:"referenceType,omitempty"`
}

// Flunder in v1beta1, the storage version.
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
