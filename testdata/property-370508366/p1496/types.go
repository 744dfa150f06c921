package p1496

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
// +k8s:selectableField:jsonPath=".spec.f3.f14",indexed=true
// +k8s:selectableField:jsonPath=".status.f39"
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.spec.f3.f14`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.spec.f36`
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f3.f6[*].f8`,priority=1,description="A column."
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f3.f6[0].f8`
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.spec.f3.f6[?(@.f8=="fast")].f8`
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f15[*].f33`
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.spec.f15[0].f33`
// +k8s:printerColumn:name="Cel48",type=string,expression=`has(self.status) && has(self.status.f39) ? string(self.status.f39) : "none"`
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
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
	F3 S4 `json:"f3"`
	F15 List35 `json:"f15"`
	F36 types.UID `json:"f36,omitempty"`
	F37 metav1.Duration `json:"f37"`
}

// S4 is a random struct.
type S4 struct {
	F5 int16 `json:"f5,omitempty"`
	F6 List13 `json:"f6"`
	F14 uint32 `json:"f14,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 Mode `json:"f8,omitzero"`
	F9 int `json:"f9,omitempty"`
	F10 Mode `json:"f10"`
	F11 types.UID `json:"f11"`
	F12 intstr.IntOrString `json:"f12,omitempty"`
}

// List13 is a declared list or map type.
type List13 []Item7

// Item16 is a random struct.
type Item16 struct {
	F17 List24 `json:"f17,omitempty"`
	F25 *S26 `json:"f25"`
	F33 uint64 `json:"f33,omitempty"`
	F34 resource.Quantity `json:"f34,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 metav1.MicroTime `json:"f19,omitempty"`
	F20 int16 `json:"f20"`
	F21 uint16 `json:"f21"`
	F22 int32 `json:"f22,omitempty"`
	F23 int `json:"f23,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item18

// S26 is a random struct.
type S26 struct {
	F27 *uint16 `json:"f27,omitempty"`
	F28 *float64 `json:"f28"`
	F29 *float64 `json:"f29,omitempty"`
	F30 int16 `json:"f30,omitempty"`
	F31 uint32 `json:"f31,omitempty,omitzero"`
	F32 *bool `json:"f32,omitempty"`
}

// List35 is a declared list or map type.
type List35 []Item16

// Status38 is a random struct.
type Status38 struct {
	F39 *bool `json:"f39,omitempty"`
	F40 uint64 `json:"f40"`
}

