package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumn:name="Spec",type=string,jsonPath=".spec"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Small []int8 `json:"small"`
}
