package p1047

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
// +k8s:schema:selectableField:jsonPath=".spec.f28.f30",description="The f30 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f28.f31",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f28.f32",description="The f32 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f41"
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f28.f30`,priority=1
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f28.f31`
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f28.f39`,priority=1
// +kubebuilder:printcolumn:name="Col48",type="boolean",JSONPath=`.spec.f28.f40`
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.status.f43`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f44`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f6[*].f18`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f6[0].f18`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f21[?(@.f23=="fast")].f23`,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status42 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind54 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f58"
// +k8s:selectableField:jsonPath=".spec.f59",default="false"
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f56.app`
// +k8s:printerColumn:name="Cel61",type=string,expression=`has(self.spec) && has(self.spec.f59) ? string(self.spec.f59) : "none"`
// +kubebuilder:resource:path=kind54z,singular=kind54
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Kind62 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f59",default="false"
// +k8s:schema:selectableField:jsonPath=".status.f64",trigger=true
// +k8s:selectableField:jsonPath=".status.f74.f95",default="6"
// +k8s:selectableField:jsonPath=".status.f74.f100"
// +k8s:printerColumn:name="Col101",type=integer,jsonPath=`.spec.f58`
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.status.f65`
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.status.f74.f94`,priority=1
// +k8s:printerColumn:name="Col104",type=integer,jsonPath=`.status.f74.f95`,priority=1
// +k8s:printerColumn:name="Col105",type=number,jsonPath=`.status.f74.f97`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f74.f98`
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.status.f74.f99`
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.status.f74.f100`,priority=1
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.status.f74.f76[0].f82`
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f74.f76[?(@.f78==3)].f82`
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.status.f74.f85[*].f89`,priority=1
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind62 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
	Status Status63 `json:"status,omitempty"`
}

// Kind62List is a list of Kind62.
//
// +kubebuilder:object:root=true
type Kind62List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind62 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F6 List19 `json:"f6"`
	F20 resource.Quantity `json:"f20"`
	F21 List27 `json:"f21,omitempty"`
	F28 S29 `json:"f28,omitempty"`
	F41 types.UID `json:"f41,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 uint64 `json:"f5,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 Template9 `json:"f8"`
	F11 *uint16 `json:"f11,omitempty"`
	F12 *bool `json:"f12"`
	F13 metav1.Time `json:"f13"`
	F14 S15 `json:"f14"`
	F18 resource.Quantity `json:"f18"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 []int8 `json:"f10"`
}

// S15 is a random struct.
type S15 struct {
	F16 *string `json:"f16,omitzero"`
	F17 []int8 `json:"f17"`
}

// List19 is a declared list or map type.
type List19 []Item7

// Item22 is a random struct.
type Item22 struct {
	F23 Mode `json:"f23"`
	F24 Labels25 `json:"f24"`
	F26 *uint32 `json:"f26,omitempty"`
}

// Labels25 is a declared list or map type.
type Labels25 map[string]string

// List27 is a declared list or map type.
type List27 []Item22

// S29 is a random struct.
type S29 struct {
	F30 *string `json:"f30"`
	F31 types.UID `json:"f31"`
	F32 int32 `json:"f32,omitempty"`
	F33 []Item34 `json:"f33,omitempty"`
	F39 []byte `json:"f39,omitzero"`
	F40 bool `json:"f40"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 *float32 `json:"f35,omitempty"`
	F36 metav1.Time `json:"f36"`
	F37 uint32 `json:"f37"`
	F38 *Mode `json:"f38"`
}

// Status42 is a random struct.
type Status42 struct {
	F43 int8 `json:"f43"`
	// +k8s:selectableField
	F44 *int64 `json:"f44"`
}

// Spec55 is a random struct.
type Spec55 struct {
	F56 Labels57 `json:"f56"`
	F58 *int `json:"f58,omitempty"`
	F59 *bool `json:"f59"`
}

// Labels57 is a declared list or map type.
type Labels57 map[string]string

// Status63 is a random struct.
type Status63 struct {
	F64 *int `json:"f64,omitempty"`
	F65 Mode `json:"f65"`
	F66 List72 `json:"f66"`
	F73 []byte `json:"f73,omitempty"`
	F74 S75 `json:"f74"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 float64 `json:"f68"`
	F69 *intstr.IntOrString `json:"f69,omitempty"`
	F70 *uint8 `json:"f70,omitempty"`
	Skipped71 string `json:"-"`
}

// List72 is a declared list or map type.
type List72 []Item67

// S75 is a random struct.
type S75 struct {
	F76 []Item77 `json:"f76,omitempty"`
	F84 map[string]string `json:"f84,omitempty"`
	F85 List93 `json:"f85"`
	F94 []int8 `json:"f94,omitempty"`
	F95 uint16 `json:"f95,omitempty"`
	Inline96 `json:",inline"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 int `json:"f78"`
	F79 *int64 `json:"f79"`
	F80 *float32 `json:"f80,omitempty"`
	F81 metav1.MicroTime `json:"f81"`
	F82 string `json:"f82"`
	F83 *int16 `json:"f83,omitempty,omitzero"`
}

// Item86 is a random struct.
type Item86 struct {
	F87 *float32 `json:"f87,omitempty,omitzero"`
	F88 int32 `json:"f88"`
	F89 metav1.Duration `json:"f89"`
	F90 bool `json:"f90,omitempty"`
	F91 *[]int8 `json:"f91,omitempty"`
	F92 uint8 `json:"f92,omitempty"`
}

// List93 is a declared list or map type.
type List93 []Item86

// Inline96 is a random struct.
type Inline96 struct {
	F97 *float64 `json:"f97,omitempty"`
	F98 types.UID `json:"f98,omitempty"`
	F99 int64 `json:"f99"`
	F100 types.UID `json:"f100,omitempty"`
}

