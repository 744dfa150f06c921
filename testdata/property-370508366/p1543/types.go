package p1543

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
// +k8s:schema:selectableField:jsonPath=".spec.f5.f13",description="The f13 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f14.f30",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f14.f32"
// +k8s:schema:index:field="spec.f14.f32"
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.spec.f14.f25`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f14.f30`
// +kubebuilder:printcolumn:name="Col35",type="number",JSONPath=`.spec.f14.f31`
// +kubebuilder:subresource:status
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

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f38.f40.f43",default="2"
// +k8s:schema:selectableField:jsonPath=".spec.f38.f44.f48",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f38.f51.f54",default="8"
// +k8s:printerColumn:name="Col74",type=integer,jsonPath=`.spec.f38.f40.f43`
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.spec.f38.f44.f46`
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.spec.f38.f44.f48`
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f38.f51.f54`
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.spec.f73`
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.spec.f38.f63[*].f68`
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.spec.f38.f71.app`,priority=1
// +k8s:subresource:status
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec37 `json:"spec,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Kind81 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f85.f90",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f85.f91"
// +kubebuilder:printcolumn:name="Col97",type="integer",JSONPath=`.spec.f85.f91`
// +kubebuilder:printcolumn:name="Col98",type="integer",JSONPath=`.spec.f85.f93`,priority=1
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.spec.f95`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.spec.f96`
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f85.f88.app`,priority=1
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.spec.f94.app`
// +k8s:schema:scope=Cluster
type Kind81 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec82 `json:"spec,omitempty"`
}

// Kind81List is a list of Kind81.
//
// +kubebuilder:object:root=true
type Kind81List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind81 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 *S6 `json:"f5,omitempty"`
	F14 S15 `json:"f14"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// S6 is a random struct.
type S6 struct {
	F7 List12 `json:"f7"`
	F13 metav1.Time `json:"f13,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *metav1.MicroTime `json:"f9,omitempty,omitzero"`
	F10 int `json:"f10,omitempty"`
	F11 float32 `json:"f11,omitempty"`
}

// List12 is a declared list or map type.
type List12 []Item8

// S15 is a random struct.
type S15 struct {
	F16 List24 `json:"f16"`
	F25 int16 `json:"f25"`
	F26 float32 `json:"f26,omitempty"`
	*Inline27 `json:",inline"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 uint16 `json:"f18"`
	F19 metav1.MicroTime `json:"f19,omitempty,omitzero"`
	F20 int8 `json:"f20"`
	F21 []int8 `json:"f21,omitempty,omitzero"`
	F22 float64 `json:"f22,omitempty"`
	F23 *[]int8 `json:"f23"`
}

// List24 is a declared list or map type.
type List24 []Item17

// Inline27 is a random struct.
type Inline27 struct {
	F28 resource.Quantity `json:"f28"`
	F29 float64 `json:"f29,omitzero"`
	F30 string `json:"f30"`
	F31 *float32 `json:"f31,omitempty"`
	F32 int `json:"f32,omitempty"`
}

// Spec37 is a random struct.
type Spec37 struct {
	F38 S39 `json:"f38,omitempty"`
	F72 int64 `json:"f72"`
	F73 *uint8 `json:"f73"`
}

// S39 is a random struct.
type S39 struct {
	F40 *S41 `json:"f40"`
	F44 S45 `json:"f44,omitempty"`
	F51 S52 `json:"f51,omitempty"`
	F59 []Item60 `json:"f59,omitempty"`
	F63 List70 `json:"f63,omitempty"`
	F71 map[string]string `json:"f71,omitempty"`
}

// S41 is a random struct.
type S41 struct {
	// +k8s:selectableField
	F42 *uint32 `json:"f42"`
	F43 *int16 `json:"f43,omitzero"`
}

// S45 is a random struct.
type S45 struct {
	F46 *int8 `json:"f46,omitempty"`
	// +k8s:selectableField
	F47 uint16 `json:"f47,omitempty"`
	F48 *int32 `json:"f48"`
	F49 *float64 `json:"f49"`
	F50 *float32 `json:"f50,omitempty,omitzero"`
}

// S52 is a random struct.
type S52 struct {
	// +k8s:schema:selectableField
	F53 Mode `json:"f53"`
	F54 uint64 `json:"f54"`
	F55 int16 `json:"f55,omitempty"`
	F56 uint8 `json:"f56"`
	F57 float32 `json:"f57,omitempty,omitzero"`
	F58 float32 `json:"f58"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 *int64 `json:"f61"`
	F62 *intstr.IntOrString `json:"f62,omitempty"`
}

// Item64 is a random struct.
type Item64 struct {
	F65 *bool `json:"f65,omitempty"`
	F66 *int `json:"f66"`
	F67 int8 `json:"f67,omitempty"`
	F68 metav1.Duration `json:"f68,omitempty"`
	F69 *types.UID `json:"f69"`
}

// List70 is a declared list or map type.
type List70 []Item64

// Spec82 is a random struct.
type Spec82 struct {
	F83 Labels84 `json:"f83,omitempty"`
	F85 *S86 `json:"f85,omitempty"`
	F94 map[string]string `json:"f94,omitempty"`
	F95 *types.UID `json:"f95"`
	F96 intstr.IntOrString `json:"f96"`
}

// Labels84 is a declared list or map type.
type Labels84 map[string]string

// S86 is a random struct.
type S86 struct {
	F87 int8 `json:"f87"`
	F88 Labels89 `json:"f88"`
	F90 Mode `json:"f90"`
	F91 *int64 `json:"f91,omitempty"`
	F92 uint16 `json:"f92"`
	F93 *int32 `json:"f93"`
}

// Labels89 is a declared list or map type.
type Labels89 map[string]string

