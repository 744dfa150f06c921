package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:printerColumn:name="Data",type=string,jsonPath=".spec.data"
// +k8s:printerColumn:name="Items",type=string,jsonPath=".spec.items[*].data"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Data  *[]byte `json:"data"`
	Items []Item  `json:"items"`
}

type Item struct {
	Data *[]byte `json:"data"`
}
