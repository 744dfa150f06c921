package limits

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Nine fields, one more than the default limit.
type TooMany struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	// +k8s:schema:selectableField
	A string `json:"a"`
	// +k8s:schema:selectableField
	B string `json:"b"`
	// +k8s:schema:selectableField
	C string `json:"c"`
	// +k8s:schema:selectableField
	D string `json:"d"`
	// +k8s:schema:selectableField
	E string `json:"e"`
	// +k8s:schema:selectableField
	F string `json:"f"`
	// +k8s:schema:selectableField
	G string `json:"g"`
	// +k8s:schema:selectableField
	H string `json:"h"`
	// +k8s:schema:selectableField
	I string `json:"i"`
}
