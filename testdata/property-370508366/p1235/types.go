package p1235

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
// +k8s:schema:selectableField:jsonPath=".spec.f27",trigger=true
// +k8s:printerColumn:name="Col31",type=integer,jsonPath=`.spec.f22`
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f27`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f29.app`,description="A column."
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
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 []byte `json:"f4"`
	F5 int `json:"f5,omitempty"`
	F6 S7 `json:"f6,omitempty"`
	Inline20 `json:",inline"`
}

// S7 is a random struct.
type S7 struct {
	F8 []byte `json:"f8,omitempty"`
	F9 float32 `json:"f9,omitempty,omitzero"`
	F10 List19 `json:"f10"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 *bool `json:"f12,omitempty"`
	F13 []int8 `json:"f13,omitempty"`
	F14 *string `json:"f14,omitempty,omitzero"`
	F15 *float64 `json:"f15,omitempty"`
	F16 resource.Quantity `json:"f16,omitempty"`
	F17 *int16 `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// List19 is a declared list or map type.
type List19 []Item11

// Inline20 is a random struct.
type Inline20 struct {
	F21 *int32 `json:"f21,omitempty"`
	// +k8s:schema:selectableField
	F22 *uint32 `json:"f22"`
	F23 []Item24 `json:"f23"`
	F27 *int32 `json:"f27"`
	F28 *uint64 `json:"f28,omitempty"`
	F29 map[string]string `json:"f29"`
	Skipped30 string `json:"-"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *uint8 `json:"f25"`
	F26 metav1.MicroTime `json:"f26,omitempty,omitzero"`
}

