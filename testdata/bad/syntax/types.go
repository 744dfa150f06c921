package syntax

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:schema:selectableFields:jsonPath=".spec.a"
type UnknownSuffix struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +k8s:schema:selectableField:jsonpath=".spec.a"
type UnknownArgument struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type Spec struct {
	// +k8s:schema:selectableField:default="a",
	// +k8s:schema:selectableField:default="b"
	Repeated string `json:"repeated"`
	// +k8s:schema:selectableField:description="no end
	Unterminated string `json:"unterminated"`
}

type WithSpec struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +kubebuilder:selectablefield:jsonPath=".spec.repeated"
type KubebuilderSpelling struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}
