package p1233

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
// +k8s:schema:selectableField:jsonPath=".spec.f14",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f20.f32"
// +k8s:schema:selectableField:jsonPath=".status.f20.f33",description="The f33 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f20.f34"
// +kubebuilder:printcolumn:name="Col48",type="date",JSONPath=`.spec.f14`,priority=1
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f20.f34`,priority=1
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f20.f35`
// +kubebuilder:printcolumn:name="Col51",type="integer",JSONPath=`.status.f20.f36`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f20.f37`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f38`,description="A column."
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f39.f44`
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.status.f39.f46`,priority=1
// +kubebuilder:printcolumn:name="Col56",type="number",JSONPath=`.status.f39.f47`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.status.f20.f23[*].f26`,description="A column."
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.status.f20.f23[0].f26`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.status.f20.f23[?(@.f27==true)].f26`,priority=1
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
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
	F3 Template4 `json:"f3"`
	F13 metav1.Duration `json:"f13,omitempty"`
	F14 metav1.Time `json:"f14"`
	F15 Template16 `json:"f15"`
	Skipped18 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 *string `json:"f7,omitempty"`
	F8 uint8 `json:"f8"`
	F9 *float64 `json:"f9,omitempty"`
	F10 uint16 `json:"f10"`
	F11 uint16 `json:"f11"`
	F12 metav1.Duration `json:"f12"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 S6 `json:"f5,omitempty"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 []int8 `json:"f17"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 *S21 `json:"f20,omitempty"`
	F38 *[]int8 `json:"f38"`
	F39 S40 `json:"f39"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S21 is a random struct.
type S21 struct {
	// +k8s:selectableField
	F22 []byte `json:"f22"`
	F23 List30 `json:"f23,omitempty"`
	Inline31 `json:",inline"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *metav1.MicroTime `json:"f25"`
	F26 intstr.IntOrString `json:"f26"`
	F27 bool `json:"f27"`
	F28 types.UID `json:"f28"`
	Skipped29 string `json:"-"`
}

// List30 is a declared list or map type.
type List30 []Item24

// Inline31 is a random struct.
type Inline31 struct {
	F32 uint8 `json:"f32"`
	F33 []byte `json:"f33,omitempty"`
	F34 []byte `json:"f34"`
	// +k8s:schema:selectableField:default="4",indexed=true
	F35 int64 `json:"f35,omitempty"`
	F36 uint16 `json:"f36,omitempty"`
	F37 *resource.Quantity `json:"f37"`
}

// S40 is a random struct.
type S40 struct {
	F41 metav1.Time `json:"f41"`
	F42 *uint32 `json:"f42,omitzero"`
	Inline43 `json:",inline"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 types.UID `json:"f44"`
	F45 uint32 `json:"f45,omitempty"`
	F46 int `json:"f46"`
	F47 float64 `json:"f47,omitempty,omitzero"`
}

