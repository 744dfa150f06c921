package p1535

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
// +kubebuilder:printcolumn:name="Col38",type="number",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f4`,description="A column."
// +kubebuilder:printcolumn:name="Col40",type="number",JSONPath=`.spec.f11`
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
	F3 float64 `json:"f3,omitzero"`
	F4 intstr.IntOrString `json:"f4"`
	// +k8s:schema:selectableField:description="The f5 of the kind."
	F5 uint16 `json:"f5,omitzero"`
	F6 *Template7 `json:"f6,omitempty"`
	F11 float64 `json:"f11,omitempty,omitzero"`
	F12 []Item13 `json:"f12,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *Mode `json:"f10"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *Template9 `json:"f8"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 *S15 `json:"f14,omitempty"`
	F21 metav1.MicroTime `json:"f21"`
	F22 *uint16 `json:"f22"`
	F23 Template24 `json:"f23"`
	F26 Template27 `json:"f26,omitempty"`
	F29 *types.UID `json:"f29"`
	Skipped30 string `json:"-"`
	Inline31 `json:",inline"`
}

// S15 is a random struct.
type S15 struct {
	F16 uint8 `json:"f16,omitempty"`
	F17 uint8 `json:"f17,omitzero"`
	F18 string `json:"f18,omitempty"`
	F19 int8 `json:"f19"`
	F20 []int8 `json:"f20"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 *types.UID `json:"f25,omitempty"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 []byte `json:"f28"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 *uint32 `json:"f32,omitempty"`
	F33 string `json:"f33"`
	F34 *int32 `json:"f34,omitempty"`
	F35 int `json:"f35"`
	F36 types.UID `json:"f36"`
	F37 uint64 `json:"f37,omitempty"`
}

