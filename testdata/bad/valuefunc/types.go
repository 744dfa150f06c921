package valuefunc

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:schema:selectableField:jsonPath=".spec.a",valueFunc=missing,description="computed"
// +k8s:schema:selectableField:jsonPath=".spec.b",valueFunc=wrongSignature,description="computed"
// +k8s:schema:selectableField:jsonPath=".spec.c",valueFunc=good
// +k8s:schema:selectableField:jsonPath=".spec.d",valueFunc=good,description="computed",default="x"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	A string   `json:"a"`
	B string   `json:"b"`
	C []string `json:"c"`
	D string   `json:"d"`
}

func wrongSignature(k Kind) string { return k.Spec.B }

func good(k *Kind) string { return k.Spec.A }
