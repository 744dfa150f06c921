package p1512

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".status.f26",default="fast",indexed=true
// +kubebuilder:printcolumn:name="Col29",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col30",type="integer",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col31",type="date",JSONPath=`.status.f8.f13.f15`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.status.f8.f17[*].f22`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.status.f8.f17[0].f22`,priority=1,description="A column."
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
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
	F3 *metav1.MicroTime `json:"f3"`
	F4 *bool `json:"f4"`
	// +k8s:schema:selectableField
	F5 *[]int8 `json:"f5"`
	F6 int64 `json:"f6,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate34 `json:"template"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 S9 `json:"f8"`
	F25 bool `json:"f25,omitempty"`
	F26 Mode `json:"f26,omitzero"`
	F27 map[string]string `json:"f27"`
	F28 uint16 `json:"f28,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 Template11 `json:"f10,omitempty"`
	F13 *S14 `json:"f13"`
	F17 []Item18 `json:"f17,omitempty"`
	Skipped24 string `json:"-"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 uint32 `json:"f12,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	// +k8s:schema:selectableField:trigger=true
	F15 *metav1.MicroTime `json:"f15"`
	F16 bool `json:"f16,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 *int64 `json:"f19"`
	F20 *uint8 `json:"f20,omitempty"`
	F21 *bool `json:"f21,omitempty"`
	F22 resource.Quantity `json:"f22,omitempty"`
	F23 int32 `json:"f23"`
}

// PodTemplate34 is a random struct.
type PodTemplate34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

