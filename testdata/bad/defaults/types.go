package defaults

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	// +k8s:schema:selectableField:default="yes"
	Flag *bool `json:"flag"`
	// +k8s:schema:selectableField:default="three"
	Count *int32 `json:"count"`
	// +k8s:schema:selectableField:default="-1"
	Size *uint32 `json:"size"`
	// +k8s:schema:selectableField:default="yesterday"
	When *metav1.Time `json:"when"`
	// +k8s:schema:selectableField:default="soon"
	Wait *metav1.Duration `json:"wait"`
}
