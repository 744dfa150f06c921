package paths

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:schema:selectableField:jsonPath="spec.color"
// +k8s:schema:selectableField:jsonPath=".spec.items[0].name"
// +k8s:schema:selectableField:jsonPath=".spec.colour"
// +k8s:schema:selectableField:jsonPath=".spec.items.name"
// +k8s:schema:selectableField:jsonPath=".spec..color"
// +k8s:schema:selectableField:jsonPath=".spec.color.x"
type Paths struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	Color string `json:"color"`
	Items []Item `json:"items"`
}

type Item struct {
	Name string `json:"name"`
}
