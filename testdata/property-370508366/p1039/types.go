package p1039

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
	F3 *float32 `json:"f3,omitempty"`
	F4 []Item5 `json:"f4,omitempty"`
	F17 metav1.MicroTime `json:"f17,omitempty"`
	F18 List22 `json:"f18,omitempty"`
	// +k8s:selectableField:description="The f23 of the kind."
	F23 int64 `json:"f23,omitempty"`
	F24 []Item25 `json:"f24,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 *metav1.MicroTime `json:"f6"`
	F7 int64 `json:"f7"`
	F8 int16 `json:"f8"`
	F9 S10 `json:"f9,omitempty"`
	Skipped16 string `json:"-"`
}

// S10 is a random struct.
type S10 struct {
	F11 uint32 `json:"f11"`
	F12 string `json:"f12,omitempty"`
	F13 uint8 `json:"f13"`
	F14 *int64 `json:"f14,omitempty"`
	Skipped15 string `json:"-"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 *uint16 `json:"f20"`
	F21 int8 `json:"f21,omitempty"`
}

// List22 is a declared list or map type.
type List22 []Item19

// Item25 is a random struct.
type Item25 struct {
	F26 metav1.Duration `json:"f26"`
	F27 metav1.Time `json:"f27"`
	F28 Template29 `json:"f28,omitempty"`
	F31 *int32 `json:"f31"`
	Skipped32 string `json:"-"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 *resource.Quantity `json:"f30"`
}

