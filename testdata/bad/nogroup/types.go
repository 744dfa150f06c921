package nogroup

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:schema:selectableField:jsonPath=".spec.a"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              struct {
		A string `json:"a"`
	} `json:"spec"`
}
