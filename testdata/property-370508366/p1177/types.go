package p1177

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
// +k8s:schema:selectableField:jsonPath=".spec.f39.f42",default="5",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f39.f44"
// +k8s:schema:selectableField:jsonPath=".spec.f47",default="2",description="The f47 of the kind.",indexed=true
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.spec.f28.f30`
// +k8s:printerColumn:name="Col50",type=number,jsonPath=`.spec.f36`
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.spec.f39.f42`
// +k8s:printerColumn:name="Col52",type=boolean,jsonPath=`.spec.f39.f44`,description="A column."
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f45`,format=int32
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f5[*].f14`,description="A column."
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
	F3 resource.Quantity `json:"f3"`
	F4 []byte `json:"f4"`
	F5 List27 `json:"f5"`
	F28 S29 `json:"f28"`
	F35 float64 `json:"f35"`
	F36 float64 `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
	Inline38 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 Template8 `json:"f7"`
	F10 []Item11 `json:"f10"`
	F14 intstr.IntOrString `json:"f14"`
	F15 S16 `json:"f15,omitempty"`
	F23 Template24 `json:"f23,omitempty"`
	F26 metav1.Duration `json:"f26"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 metav1.MicroTime `json:"f9,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 *bool `json:"f12,omitempty"`
	F13 *uint16 `json:"f13,omitempty,omitzero"`
}

// S16 is a random struct.
type S16 struct {
	F17 []byte `json:"f17"`
	F18 []byte `json:"f18"`
	F19 uint64 `json:"f19"`
	F20 *float64 `json:"f20"`
	F21 *uint64 `json:"f21"`
	F22 *float64 `json:"f22"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 Mode `json:"f25"`
}

// List27 is a declared list or map type.
type List27 []Item6

// S29 is a random struct.
type S29 struct {
	F30 int `json:"f30"`
	F31 *types.UID `json:"f31"`
	F32 Template33 `json:"f32"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 metav1.Time `json:"f34,omitempty"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 S40 `json:"f39"`
	// +k8s:selectableField:description="The f45 of the kind."
	F45 uint16 `json:"f45,omitempty"`
	F46 uint32 `json:"f46"`
	F47 *int16 `json:"f47"`
	Skipped48 string `json:"-"`
}

// S40 is a random struct.
type S40 struct {
	F41 metav1.MicroTime `json:"f41,omitzero"`
	F42 uint8 `json:"f42"`
	// +k8s:schema:selectableField:default="4"
	F43 int64 `json:"f43,omitempty,omitzero"`
	F44 bool `json:"f44,omitzero"`
}

