package omitabsent

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:schema:selectableField:jsonPath=".spec.items[*].name",omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.other",valueFunc=kindName,description="Computed",omitAbsent=true
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	// +k8s:schema:selectableField:default="none",omitAbsent=true
	Ref *string `json:"ref,omitempty"`
	// +k8s:schema:selectableField:omitAbsent=true
	Name string `json:"name"`
	// +k8s:schema:selectableField:omitAbsent=true
	When  *metav1.Time `json:"when,omitempty"`
	Other string       `json:"other"`
	Items []Item       `json:"items"`
}

type Item struct {
	Name *string `json:"name,omitempty"`
}

func kindName(obj *Kind) string { return obj.Spec.Name }
