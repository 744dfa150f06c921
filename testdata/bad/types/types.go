package types

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// A kind-level path to a struct.
//
// +k8s:schema:selectableField:jsonPath=".spec"
type ToStruct struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	// +k8s:schema:selectableField
	Tags []string `json:"tags"`
	// +k8s:schema:selectableField
	Labels map[string]string `json:"labels"`
	// +k8s:schema:selectableField
	Ratio float64 `json:"ratio"`
	// +k8s:schema:selectableField
	Nested Nested `json:"nested"`
	// +k8s:schema:selectableField
	Twice **string `json:"twice"`
	// +k8s:schema:selectableField
	Any interface{} `json:"any"`
	// +k8s:schema:selectableField
	Quantity resource.Quantity `json:"quantity"`
	// +k8s:schema:selectableField
	Raw json.RawMessage `json:"raw,omitempty"`
}

type Nested struct {
	X string `json:"x"`
}
