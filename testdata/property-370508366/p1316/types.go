package p1316

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
)

var (
	_ = resource.Quantity{}
	_ = intstr.IntOrString{}
	_ types.UID
)

// Mode is an enum.
type Mode string

// Kind1 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="1h0m0s"
// +k8s:printerColumn:name="Col11",type=string,jsonPath=`.spec.f4`,priority=1
// +k8s:printerColumn:name="Col12",type=string,jsonPath=`.spec.f5.app`,priority=1,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3"`
	F4 metav1.Duration `json:"f4,omitempty"`
	F5 Labels6 `json:"f5"`
	F7 Labels8 `json:"f7,omitempty"`
	// +k8s:schema:selectableField
	F9 *intstr.IntOrString `json:"f9"`
	F10 []int8 `json:"f10"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Labels8 is a declared list or map type.
type Labels8 map[string]string

