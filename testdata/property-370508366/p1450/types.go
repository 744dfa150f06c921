package p1450

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
// +k8s:schema:selectableField:jsonPath=".status.f15"
// +k8s:selectableField:jsonPath=".status.f31",description="The f31 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f34"
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.spec.f8`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.status.f13`
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.status.f14`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.status.f27`
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.status.f32`,priority=1,description="A column."
// +k8s:printerColumn:name="Col40",type=number,jsonPath=`.status.f33`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
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
	F3 *Template4 `json:"f3"`
	F8 *int32 `json:"f8,omitempty,omitzero"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 int32 `json:"f7,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Template6 `json:"f5"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 Template11 `json:"f10"`
	F13 []int8 `json:"f13,omitempty,omitzero"`
	F14 uint16 `json:"f14"`
	F15 metav1.MicroTime `json:"f15"`
	F16 List25 `json:"f16"`
	Inline26 `json:",inline"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *resource.Quantity `json:"f12"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 *uint32 `json:"f18,omitempty"`
	F19 *Template20 `json:"f19,omitempty"`
	F22 metav1.MicroTime `json:"f22,omitempty,omitzero"`
	F23 map[string]string `json:"f23"`
	F24 int16 `json:"f24"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *int16 `json:"f21,omitzero"`
}

// List25 is a declared list or map type.
type List25 []Item17

// Inline26 is a random struct.
type Inline26 struct {
	F27 resource.Quantity `json:"f27"`
	F28 Template29 `json:"f28"`
	F31 int64 `json:"f31"`
	F32 int8 `json:"f32"`
	F33 float32 `json:"f33"`
	F34 *string `json:"f34,omitempty"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 *types.UID `json:"f30,omitempty"`
}

