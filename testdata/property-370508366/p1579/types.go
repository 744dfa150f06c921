package p1579

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
// +k8s:schema:selectableField:jsonPath=".spec.f4"
// +k8s:schema:selectableField:jsonPath=".spec.f6.f18"
// +k8s:schema:selectableField:jsonPath=".spec.f21"
// +k8s:schema:selectableField:jsonPath=".status.f23",description="The f23 of the kind."
// +k8s:printerColumn:name="Col26",type=integer,jsonPath=`.spec.f4`,priority=1,format=int32
// +k8s:printerColumn:name="Col27",type=number,jsonPath=`.spec.f6.f8`
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f6.f9`,description="A column."
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.spec.f6.f15`,format=int32
// +k8s:printerColumn:name="Col30",type=number,jsonPath=`.spec.f6.f19`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.status.f23`,priority=1,description="A column."
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
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
	F4 *uint8 `json:"f4,omitempty"`
	F5 metav1.Duration `json:"f5,omitempty,omitzero"`
	F6 *S7 `json:"f6,omitempty"`
	F21 *uint32 `json:"f21"`
}

// S7 is a random struct.
type S7 struct {
	F8 float32 `json:"f8,omitzero"`
	F9 *intstr.IntOrString `json:"f9,omitempty"`
	F10 int `json:"f10,omitempty,omitzero"`
	// +k8s:schema:selectableField:indexed=true
	F11 *int64 `json:"f11"`
	F12 Template13 `json:"f12"`
	F15 uint32 `json:"f15,omitempty"`
	Inline16 `json:",inline"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 int8 `json:"f14"`
}

// Inline16 is a random struct.
type Inline16 struct {
	// +k8s:schema:selectableField:description="The f17 of the kind."
	F17 intstr.IntOrString `json:"f17"`
	F18 int64 `json:"f18"`
	F19 *float64 `json:"f19"`
	Skipped20 string `json:"-"`
}

// Status22 is a random struct.
type Status22 struct {
	F23 *types.UID `json:"f23,omitempty"`
	F24 *int32 `json:"f24,omitempty"`
	F25 *metav1.MicroTime `json:"f25,omitempty,omitzero"`
}

