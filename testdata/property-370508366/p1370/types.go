package p1370

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
// +k8s:selectableField:jsonPath=".status.f32"
// +k8s:schema:selectableField:jsonPath=".status.f33.f44"
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.status.f6.f8`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f6.f9[*].f11`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f6.f9[0].f11`,description="A column."
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.status.f6.f16[*].f23`
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.status.f6.f28.app`
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
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
	F3 int32 `json:"f3"`
	F4 *intstr.IntOrString `json:"f4,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 *S7 `json:"f6,omitempty"`
	F30 *uint64 `json:"f30,omitempty"`
	// +k8s:schema:selectableField:default="2",trigger=true
	F31 int16 `json:"f31,omitempty"`
	F32 *int64 `json:"f32,omitempty"`
	F33 S34 `json:"f33,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 *uint8 `json:"f8,omitempty"`
	F9 []Item10 `json:"f9,omitempty"`
	F16 []Item17 `json:"f16"`
	F24 int `json:"f24"`
	F25 Template26 `json:"f25"`
	F28 map[string]string `json:"f28"`
	Skipped29 string `json:"-"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 []int8 `json:"f11,omitempty,omitzero"`
	F12 string `json:"f12,omitempty"`
	F13 *bool `json:"f13"`
	F14 metav1.Duration `json:"f14,omitempty"`
	Skipped15 string `json:"-"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 int16 `json:"f18"`
	F19 *int16 `json:"f19,omitempty"`
	F20 *int32 `json:"f20,omitempty"`
	F21 *metav1.MicroTime `json:"f21,omitempty"`
	F22 *int `json:"f22,omitempty"`
	F23 types.UID `json:"f23"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 *int32 `json:"f27,omitempty,omitzero"`
}

// S34 is a random struct.
type S34 struct {
	F35 Labels36 `json:"f35,omitempty"`
	F37 map[string]string `json:"f37"`
	F38 Template39 `json:"f38"`
	F41 *Template42 `json:"f41"`
	F44 string `json:"f44,omitempty"`
	F45 []Item46 `json:"f45,omitempty"`
}

// Labels36 is a declared list or map type.
type Labels36 map[string]string

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 int32 `json:"f40,omitempty,omitzero"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 metav1.Duration `json:"f43,omitempty"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 *string `json:"f47"`
	F48 *[]int8 `json:"f48"`
	F49 metav1.MicroTime `json:"f49"`
}

