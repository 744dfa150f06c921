package p1219

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
// +kubebuilder:printcolumn:name="Col25",type="integer",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f23`
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f3.app`,description="A column."
// +k8s:schema:scope=Cluster
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
	F3 Labels4 `json:"f3"`
	F5 int16 `json:"f5,omitzero"`
	F6 List10 `json:"f6,omitempty"`
	F11 *resource.Quantity `json:"f11,omitempty"`
	F12 Template13 `json:"f12"`
	F23 types.UID `json:"f23"`
	Skipped24 string `json:"-"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Item7 is a random struct.
type Item7 struct {
	F8 *float32 `json:"f8,omitempty"`
	F9 uint32 `json:"f9"`
}

// List10 is a declared list or map type.
type List10 []Item7

// S15 is a random struct.
type S15 struct {
	F16 []byte `json:"f16"`
	F17 *int8 `json:"f17,omitzero"`
	F18 *int32 `json:"f18,omitempty,omitzero"`
	F19 intstr.IntOrString `json:"f19"`
	F20 string `json:"f20"`
	F21 *uint64 `json:"f21,omitempty,omitzero"`
	Skipped22 string `json:"-"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 S15 `json:"f14,omitempty"`
}

