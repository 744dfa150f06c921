package p1168

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
// +k8s:selectableField:jsonPath=".spec.f4",default="8"
// +kubebuilder:printcolumn:name="Col5",type="string",JSONPath=`.spec.f4`
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

// Kind6 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f17.f19.f22",default="none"
// +k8s:selectableField:jsonPath=".spec.f17.f19.f23",default="-1",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f17.f28",default="80",description="The f28 of the kind."
// +k8s:selectableField:jsonPath=".spec.f17.f30"
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f17.f19.f21`
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.spec.f17.f19.f23`,priority=1,format=int32
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f17.f19.f24`
// +k8s:printerColumn:name="Col36",type=number,jsonPath=`.spec.f17.f19.f26`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f17.f27`
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.spec.f17.f29`,format=int32
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f17.f30`,priority=1
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f9[*].f12`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f9[0].f12`
// +k8s:subresource:status
type Kind6 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec7 `json:"spec,omitempty"`
}

// Kind6List is a list of Kind6.
//
// +kubebuilder:object:root=true
type Kind6List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind6 `json:"items"`
}

// Kind42 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f57.f69",default="2"
// +k8s:schema:selectableField:jsonPath=".spec.f57.f77",description="The f77 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f57.f80"
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.spec.f57.f59.f62`
// +kubebuilder:printcolumn:name="Col100",type="integer",JSONPath=`.spec.f57.f69`,priority=1
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f57.f76`
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.spec.f57.f78`
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.spec.f57.f80`
// +kubebuilder:printcolumn:name="Col104",type="integer",JSONPath=`.status.f82`
// +kubebuilder:printcolumn:name="Col105",type="date",JSONPath=`.status.f83`
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.status.f85.f87`
// +kubebuilder:printcolumn:name="Col107",type="string",JSONPath=`.status.f85.f88[*].f95`
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.status.f85.f88[0].f95`
// +kubebuilder:resource:scope=Cluster,shortName=xkind42
type Kind42 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec43 `json:"spec,omitempty"`
	Status Status81 `json:"status,omitempty"`
}

// Kind42List is a list of Kind42.
//
// +kubebuilder:object:root=true
type Kind42List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind42 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int `json:"f3,omitempty,omitzero"`
	F4 uint64 `json:"f4"`
}

// Spec7 is a random struct.
type Spec7 struct {
	// +k8s:schema:selectableField
	F8 *types.UID `json:"f8,omitempty"`
	F9 List13 `json:"f9"`
	F14 *Template15 `json:"f14,omitempty"`
	F17 *S18 `json:"f17"`
	// +k8s:selectableField:description="The f31 of the kind.",indexed=true
	F31 *string `json:"f31,omitempty"`
	Skipped32 string `json:"-"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *Mode `json:"f11,omitempty"`
	F12 resource.Quantity `json:"f12,omitempty"`
}

// List13 is a declared list or map type.
type List13 []Item10

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 resource.Quantity `json:"f16,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 *S20 `json:"f19"`
	F27 uint64 `json:"f27,omitempty"`
	F28 *intstr.IntOrString `json:"f28"`
	F29 int8 `json:"f29,omitempty"`
	F30 string `json:"f30"`
}

// S20 is a random struct.
type S20 struct {
	F21 intstr.IntOrString `json:"f21"`
	F22 string `json:"f22,omitempty"`
	F23 int8 `json:"f23,omitempty"`
	F24 Mode `json:"f24"`
	F25 uint32 `json:"f25,omitzero"`
	F26 float64 `json:"f26,omitempty"`
}

// Spec43 is a random struct.
type Spec43 struct {
	F44 uint8 `json:"f44,omitempty"`
	F45 List56 `json:"f45"`
	F57 S58 `json:"f57"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 metav1.MicroTime `json:"f47"`
	F48 Template49 `json:"f48"`
	F51 *metav1.Duration `json:"f51,omitzero"`
	F52 int8 `json:"f52"`
	F53 Template54 `json:"f53,omitempty"`
}

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 *int8 `json:"f50"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 *int `json:"f55"`
}

// List56 is a declared list or map type.
type List56 []Item46

// S58 is a random struct.
type S58 struct {
	F59 *S60 `json:"f59,omitempty"`
	F64 []Item65 `json:"f64,omitempty"`
	F68 float64 `json:"f68,omitempty"`
	F69 *int16 `json:"f69,omitempty"`
	F70 types.UID `json:"f70,omitempty"`
	F71 []Item72 `json:"f71"`
	*Inline75 `json:",inline"`
}

// S60 is a random struct.
type S60 struct {
	F61 []byte `json:"f61,omitzero"`
	F62 *[]int8 `json:"f62,omitempty"`
	F63 float64 `json:"f63,omitempty"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 Mode `json:"f66,omitempty"`
	F67 bool `json:"f67"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 uint32 `json:"f73"`
	F74 *int64 `json:"f74"`
}

// Inline75 is a random struct.
type Inline75 struct {
	// +k8s:selectableField:default="1h0m0s",description="The f76 of the kind."
	F76 metav1.Duration `json:"f76,omitempty,omitzero"`
	F77 metav1.Duration `json:"f77,omitempty"`
	F78 []byte `json:"f78"`
	F79 *float64 `json:"f79"`
	F80 *types.UID `json:"f80"`
}

// Status81 is a random struct.
type Status81 struct {
	// +k8s:schema:selectableField:description="The f82 of the kind."
	F82 int16 `json:"f82"`
	F83 *metav1.MicroTime `json:"f83"`
	F84 float32 `json:"f84"`
	F85 S86 `json:"f85"`
	F98 *uint16 `json:"f98,omitempty"`
}

// S86 is a random struct.
type S86 struct {
	F87 types.UID `json:"f87,omitempty"`
	F88 List96 `json:"f88"`
	Skipped97 string `json:"-"`
}

// Item89 is a random struct.
type Item89 struct {
	F90 *uint32 `json:"f90,omitempty,omitzero"`
	F91 *intstr.IntOrString `json:"f91,omitzero"`
	F92 *bool `json:"f92,omitempty"`
	F93 uint16 `json:"f93"`
	F94 *metav1.MicroTime `json:"f94,omitzero"`
	F95 uint64 `json:"f95,omitempty"`
}

// List96 is a declared list or map type.
type List96 []Item89

