package p1195

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
// +kubebuilder:selectablefield:JSONPath=".spec.f35"
// +kubebuilder:printcolumn:name="Col38",type="date",JSONPath=`.spec.f35`
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f3[0].f6`,description="A column."
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f3[?(@.f5==1)].f6`,description="A column."
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
	F3 List21 `json:"f3"`
	F22 List33 `json:"f22,omitempty"`
	F34 *[]int8 `json:"f34"`
	F35 metav1.Time `json:"f35"`
	F36 Mode `json:"f36,omitempty"`
	F37 *int64 `json:"f37,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 int32 `json:"f5,omitempty"`
	F6 uint64 `json:"f6"`
	F7 resource.Quantity `json:"f7,omitempty"`
	F8 []Item9 `json:"f8,omitempty"`
	F12 []Item13 `json:"f12,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 float32 `json:"f10"`
	F11 []int8 `json:"f11"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 int8 `json:"f14"`
	F15 float64 `json:"f15"`
	F16 *intstr.IntOrString `json:"f16,omitempty"`
	F17 metav1.Time `json:"f17"`
	F18 *Mode `json:"f18"`
	F19 *types.UID `json:"f19,omitempty"`
	Skipped20 string `json:"-"`
}

// List21 is a declared list or map type.
type List21 []Item4

// Item23 is a random struct.
type Item23 struct {
	F24 *S25 `json:"f24,omitempty"`
	F28 *intstr.IntOrString `json:"f28"`
	Inline29 `json:",inline"`
}

// S25 is a random struct.
type S25 struct {
	F26 int32 `json:"f26"`
	F27 *string `json:"f27,omitzero"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 float32 `json:"f30,omitempty"`
	F31 *int16 `json:"f31,omitempty,omitzero"`
	F32 []byte `json:"f32,omitempty,omitzero"`
}

// List33 is a declared list or map type.
type List33 []Item23

