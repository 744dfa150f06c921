package p1130

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
// +k8s:selectableField:jsonPath=".status.f17",indexed=true
// +kubebuilder:printcolumn:name="Col20",type="boolean",JSONPath=`.spec.f4.f12`
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.spec.f4.f13`,priority=1
// +kubebuilder:printcolumn:name="Col22",type="integer",JSONPath=`.status.f17`,priority=1,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
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
	F3 string `json:"f3"`
	F4 S5 `json:"f4,omitempty"`
	F14 metav1.MicroTime `json:"f14"`
	F15 map[string]string `json:"f15"`
}

// S5 is a random struct.
type S5 struct {
	F6 *S7 `json:"f6,omitempty"`
	F12 bool `json:"f12"`
	F13 []int8 `json:"f13"`
}

// S7 is a random struct.
type S7 struct {
	F8 metav1.Time `json:"f8,omitempty"`
	F9 intstr.IntOrString `json:"f9,omitempty"`
	F10 Mode `json:"f10,omitempty"`
	F11 uint32 `json:"f11"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 int32 `json:"f17,omitempty"`
	F18 int8 `json:"f18,omitempty"`
	Skipped19 string `json:"-"`
}

