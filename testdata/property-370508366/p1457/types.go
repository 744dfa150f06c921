package p1457

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
// +k8s:selectableField:jsonPath=".spec.f9"
// +k8s:selectableField:jsonPath=".spec.f11"
// +k8s:selectableField:jsonPath=".status.f31.f33"
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f4.f6`,priority=1
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.spec.f4.f7`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.spec.f9`
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f10`,description="A column."
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.status.f14`,priority=1
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.status.f31.f33`,description="A column."
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.status.f31.f34`
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f38.app`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
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
	// +k8s:selectableField:default="6",description="The f3 of the kind."
	F3 *uint16 `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	F9 *types.UID `json:"f9,omitempty"`
	F10 *[]int8 `json:"f10,omitempty"`
	F11 int32 `json:"f11,omitzero"`
	// +k8s:schema:selectableField
	F12 int8 `json:"f12,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	// +k8s:schema:selectableField:default="none",trigger=true
	F6 string `json:"f6,omitempty,omitzero"`
	F7 *uint8 `json:"f7,omitempty"`
	F8 *float32 `json:"f8,omitempty"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 *resource.Quantity `json:"f14,omitempty"`
	F15 List30 `json:"f15"`
	F31 *S32 `json:"f31,omitempty"`
	F38 Labels39 `json:"f38"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 *uint64 `json:"f17,omitempty"`
	F18 S19 `json:"f18,omitempty"`
	F23 []Item24 `json:"f23"`
	F27 *metav1.MicroTime `json:"f27,omitempty"`
	F28 *uint16 `json:"f28"`
	F29 uint8 `json:"f29,omitempty"`
}

// S19 is a random struct.
type S19 struct {
	F20 float64 `json:"f20,omitempty"`
	F21 metav1.MicroTime `json:"f21"`
	F22 uint64 `json:"f22,omitempty"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 int `json:"f25"`
	F26 uint16 `json:"f26"`
}

// List30 is a declared list or map type.
type List30 []Item16

// S32 is a random struct.
type S32 struct {
	F33 *uint16 `json:"f33,omitempty"`
	F34 string `json:"f34,omitempty,omitzero"`
	F35 *uint32 `json:"f35,omitempty"`
	F36 *uint32 `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// Labels39 is a declared list or map type.
type Labels39 map[string]string

