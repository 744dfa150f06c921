package p1433

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",description="The f5 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f14.f16"
// +kubebuilder:selectablefield:JSONPath=".status.f14.f22"
// +kubebuilder:selectablefield:JSONPath=".status.f37"
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.status.f11`,description="A column."
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.status.f32`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.status.f38`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.status.f14.f18[*].f20`
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.status.f14.f18[0].f20`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind47 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f50",description="The f50 of the kind."
// +k8s:printerColumn:name="Col100",type=boolean,jsonPath=`.spec.f58`
// +k8s:printerColumn:name="Col101",type=number,jsonPath=`.spec.f60`
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.status.f91`,description="A column."
// +k8s:printerColumn:name="Col103",type=integer,jsonPath=`.status.f95.f98`,priority=1
// +k8s:printerColumn:name="Col104",type=boolean,jsonPath=`.status.f95.f99`,description="A column."
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.spec.f53.app`,description="A column."
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f84[*].f87`
// +k8s:printerColumn:name="Cel107",type=string,expression=`has(self.status) && has(self.status.f89) ? string(self.status.f89) : "none"`
// +k8s:subresource:status
type Kind47 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec48 `json:"spec,omitempty"`
	Status Status62 `json:"status,omitempty"`
}

// Kind47List is a list of Kind47.
//
// +kubebuilder:object:root=true
type Kind47List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind47 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3,omitempty"`
	F4 *uint64 `json:"f4,omitempty,omitzero"`
	F5 *uint32 `json:"f5,omitempty,omitzero"`
	F6 map[string]string `json:"f6"`
	F7 Labels8 `json:"f7"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Status9 is a random struct.
type Status9 struct {
	F10 *float32 `json:"f10,omitempty,omitzero"`
	F11 resource.Quantity `json:"f11,omitzero"`
	F12 int32 `json:"f12,omitempty"`
	F13 int8 `json:"f13"`
	F14 *S15 `json:"f14,omitempty"`
	*Inline31 `json:",inline"`
}

// S15 is a random struct.
type S15 struct {
	F16 uint16 `json:"f16,omitempty"`
	// +k8s:schema:selectableField
	F17 *int `json:"f17"`
	F18 []Item19 `json:"f18"`
	F22 metav1.Time `json:"f22,omitempty"`
	F23 []Item24 `json:"f23"`
	F28 *Template29 `json:"f28,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 Mode `json:"f20,omitzero"`
	F21 *int16 `json:"f21,omitzero"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *bool `json:"f25"`
	F26 *metav1.MicroTime `json:"f26,omitempty"`
	F27 int64 `json:"f27"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 resource.Quantity `json:"f30,omitempty"`
}

// Inline31 is a random struct.
type Inline31 struct {
	// +k8s:selectableField:description="The f32 of the kind."
	F32 uint8 `json:"f32,omitzero"`
	F33 []Item34 `json:"f33"`
	F37 uint8 `json:"f37,omitempty"`
	F38 string `json:"f38,omitempty"`
	Skipped39 string `json:"-"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 *resource.Quantity `json:"f35,omitempty,omitzero"`
	F36 intstr.IntOrString `json:"f36,omitzero"`
}

// Spec48 is a random struct.
type Spec48 struct {
	F49 float64 `json:"f49,omitempty"`
	F50 *uint8 `json:"f50"`
	F51 metav1.Time `json:"f51"`
	*Inline52 `json:",inline"`
}

// Inline52 is a random struct.
type Inline52 struct {
	F53 Labels54 `json:"f53"`
	F55 int16 `json:"f55,omitempty,omitzero"`
	Skipped56 string `json:"-"`
	Inline57 `json:",inline"`
}

// Labels54 is a declared list or map type.
type Labels54 map[string]string

// Inline57 is a random struct.
type Inline57 struct {
	F58 *bool `json:"f58"`
	F59 float64 `json:"f59,omitempty"`
	F60 float64 `json:"f60"`
	Skipped61 string `json:"-"`
}

// Status62 is a random struct.
type Status62 struct {
	F63 []Item64 `json:"f63,omitempty"`
	F84 List88 `json:"f84"`
	F89 int `json:"f89"`
	F90 *uint16 `json:"f90,omitempty"`
	F91 []int8 `json:"f91,omitzero"`
	Inline92 `json:",inline"`
}

// Item64 is a random struct.
type Item64 struct {
	F65 *[]int8 `json:"f65"`
	F66 uint8 `json:"f66,omitempty"`
	F67 uint64 `json:"f67,omitzero"`
	F68 Template69 `json:"f68,omitempty"`
	F71 List77 `json:"f71"`
	*Inline78 `json:",inline"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 string `json:"f70,omitempty"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 *int8 `json:"f73"`
	F74 float64 `json:"f74"`
	F75 uint16 `json:"f75,omitzero"`
	F76 uint8 `json:"f76"`
}

// List77 is a declared list or map type.
type List77 []Item72

// Inline78 is a random struct.
type Inline78 struct {
	F79 uint16 `json:"f79,omitempty"`
	F80 int8 `json:"f80,omitempty"`
	F81 metav1.Duration `json:"f81,omitzero"`
	F82 *uint64 `json:"f82,omitempty"`
	F83 metav1.Duration `json:"f83,omitempty"`
}

// Item85 is a random struct.
type Item85 struct {
	F86 float64 `json:"f86,omitempty,omitzero"`
	F87 string `json:"f87"`
}

// List88 is a declared list or map type.
type List88 []Item85

// Inline92 is a random struct.
type Inline92 struct {
	// +k8s:schema:selectableField:trigger=true
	F93 Mode `json:"f93,omitempty"`
	F94 *bool `json:"f94,omitempty"`
	F95 *S96 `json:"f95"`
}

// S96 is a random struct.
type S96 struct {
	F97 uint8 `json:"f97,omitempty,omitzero"`
	F98 *int8 `json:"f98"`
	F99 *bool `json:"f99"`
}

