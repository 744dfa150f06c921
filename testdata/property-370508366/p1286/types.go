package p1286

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
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f31`
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
	F3 List25 `json:"f3,omitempty"`
	F26 Template27 `json:"f26,omitempty"`
	F31 int8 `json:"f31"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 metav1.Duration `json:"f5"`
	F6 map[string]string `json:"f6"`
	F7 *metav1.MicroTime `json:"f7,omitempty"`
	F8 List16 `json:"f8,omitempty"`
	F17 float32 `json:"f17"`
	*Inline18 `json:",inline"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *string `json:"f10,omitempty"`
	F11 *[]int8 `json:"f11,omitempty"`
	F12 *bool `json:"f12,omitempty"`
	F13 int `json:"f13"`
	F14 int64 `json:"f14"`
	F15 *Mode `json:"f15"`
}

// List16 is a declared list or map type.
type List16 []Item9

// Inline18 is a random struct.
type Inline18 struct {
	F19 types.UID `json:"f19"`
	F20 *int32 `json:"f20"`
	F21 *int64 `json:"f21,omitempty,omitzero"`
	F22 *Mode `json:"f22"`
	F23 *uint16 `json:"f23"`
	F24 *int32 `json:"f24"`
}

// List25 is a declared list or map type.
type List25 []Item4

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 *int64 `json:"f30,omitempty,omitzero"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 *Template29 `json:"f28"`
}

