package p1115

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
// +kubebuilder:selectablefield:JSONPath=".spec.f29"
// +k8s:schema:index:field="spec.f29"
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f10[*].f12`
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
	F3 *[]int8 `json:"f3"`
	F4 S5 `json:"f4"`
	F9 int32 `json:"f9"`
	F10 []Item11 `json:"f10,omitempty"`
	F21 Template22 `json:"f21"`
	F29 uint8 `json:"f29,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 *uint8 `json:"f6"`
	F7 *metav1.Time `json:"f7"`
	F8 map[string]string `json:"f8,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 resource.Quantity `json:"f12,omitempty"`
	F13 metav1.Duration `json:"f13,omitempty"`
	F14 intstr.IntOrString `json:"f14,omitempty"`
	F15 resource.Quantity `json:"f15,omitempty,omitzero"`
	F16 List20 `json:"f16"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 *bool `json:"f18"`
	F19 []int8 `json:"f19,omitempty,omitzero"`
}

// List20 is a declared list or map type.
type List20 []Item17

// Item24 is a random struct.
type Item24 struct {
	F25 *[]int8 `json:"f25,omitempty"`
	F26 bool `json:"f26,omitempty,omitzero"`
	F27 types.UID `json:"f27"`
	F28 []byte `json:"f28,omitempty"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 []Item24 `json:"f23,omitempty"`
}

