package p1439

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f32",description="The f32 of the kind."
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f5.f11`,priority=1
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f5.f12.app`
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
	F3 []int8 `json:"f3,omitempty"`
	F4 []byte `json:"f4"`
	F5 S6 `json:"f5,omitempty"`
	F17 []Item18 `json:"f17"`
	F32 uint32 `json:"f32,omitempty"`
	F33 *resource.Quantity `json:"f33,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 int32 `json:"f7"`
	F8 Template9 `json:"f8,omitempty"`
	F11 uint64 `json:"f11"`
	F12 Labels13 `json:"f12,omitempty"`
	F14 *Template15 `json:"f14,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *int32 `json:"f10"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 uint32 `json:"f16"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 int8 `json:"f19"`
	F20 *bool `json:"f20"`
	F21 float64 `json:"f21"`
	F22 bool `json:"f22"`
	F23 List31 `json:"f23"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 intstr.IntOrString `json:"f25"`
	F26 intstr.IntOrString `json:"f26,omitempty,omitzero"`
	F27 *metav1.Time `json:"f27,omitzero"`
	F28 *int8 `json:"f28,omitzero"`
	F29 *metav1.Duration `json:"f29,omitempty"`
	F30 metav1.Time `json:"f30,omitempty"`
}

// List31 is a declared list or map type.
type List31 []Item24

