package p1019

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="2"
// +k8s:printerColumn:name="Col5",type=integer,jsonPath=`.spec.f4`,format=int32
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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
	F3 int16 `json:"f3,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F4 int8 `json:"f4"`
}

