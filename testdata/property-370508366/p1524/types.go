package p1524

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
// +k8s:selectableField:jsonPath=".status.f18.f24",description="The f24 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f18.f26",description="The f26 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f18.f28",default="2"
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col59",type="boolean",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f6`,description="A column."
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f18.f24`
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f14.app`,priority=1
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f32[0].f38`
// +k8s:printerColumn:name="Cel64",type=string,expression=`has(self.spec) && has(self.spec.f5) ? self.spec.f5 : "none"`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind65 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f6`
// +kubebuilder:subresource:status
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind65 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind65List is a list of Kind65.
//
// +kubebuilder:object:root=true
type Kind65List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind65 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f78"
// +k8s:schema:selectableField:jsonPath=".spec.f82",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f84",description="The f84 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f95"
// +k8s:selectableField:jsonPath=".status.f102",default="2"
// +kubebuilder:printcolumn:name="Col111",type="string",JSONPath=`.spec.f78`
// +kubebuilder:printcolumn:name="Col112",type="integer",JSONPath=`.spec.f83`,format=int32
// +kubebuilder:printcolumn:name="Col113",type="number",JSONPath=`.spec.f97`
// +kubebuilder:printcolumn:name="Col114",type="integer",JSONPath=`.status.f102`
// +kubebuilder:printcolumn:name="Col115",type="string",JSONPath=`.spec.f85[*].f89`,priority=1
// +kubebuilder:printcolumn:name="Col116",type="string",JSONPath=`.spec.f85[0].f89`,priority=1
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.spec.f93.app`,priority=1
// +kubebuilder:printcolumn:name="Col118",type="string",JSONPath=`.status.f107.app`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec70 `json:"spec,omitempty"`
	Status Status101 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 resource.Quantity `json:"f3"`
	// +k8s:schema:selectableField
	F4 bool `json:"f4"`
	// +k8s:schema:selectableField
	F5 string `json:"f5"`
	F6 metav1.Duration `json:"f6"`
	F7 List13 `json:"f7,omitempty"`
	F14 Labels15 `json:"f14,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *Template10 `json:"f9,omitempty"`
	F12 map[string]string `json:"f12,omitempty"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 metav1.Time `json:"f11"`
}

// List13 is a declared list or map type.
type List13 []Item8

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Status16 is a random struct.
type Status16 struct {
	F17 map[string]string `json:"f17,omitempty"`
	F18 *S19 `json:"f18,omitempty"`
	F31 resource.Quantity `json:"f31"`
	F32 []Item33 `json:"f32"`
	F50 *S51 `json:"f50"`
	F57 []int8 `json:"f57"`
}

// S19 is a random struct.
type S19 struct {
	F20 *metav1.MicroTime `json:"f20"`
	F21 float64 `json:"f21,omitempty"`
	F22 Labels23 `json:"f22"`
	F24 *Mode `json:"f24,omitempty"`
	*Inline25 `json:",inline"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// Inline25 is a random struct.
type Inline25 struct {
	F26 *int `json:"f26,omitempty"`
	F27 *uint16 `json:"f27"`
	F28 *int16 `json:"f28"`
	// +k8s:selectableField
	F29 *metav1.MicroTime `json:"f29,omitempty"`
	Skipped30 string `json:"-"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *S35 `json:"f34,omitempty"`
	F38 []byte `json:"f38,omitempty"`
	F39 List46 `json:"f39,omitempty"`
	F47 resource.Quantity `json:"f47,omitempty"`
	F48 uint16 `json:"f48,omitempty"`
	Skipped49 string `json:"-"`
}

// S35 is a random struct.
type S35 struct {
	F36 *[]int8 `json:"f36,omitempty"`
	F37 string `json:"f37"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 *metav1.Duration `json:"f41"`
	F42 *int64 `json:"f42,omitempty"`
	F43 *int64 `json:"f43,omitempty"`
	F44 resource.Quantity `json:"f44,omitempty"`
	F45 *int16 `json:"f45"`
}

// List46 is a declared list or map type.
type List46 []Item40

// S51 is a random struct.
type S51 struct {
	F52 uint32 `json:"f52,omitempty"`
	F53 resource.Quantity `json:"f53,omitzero"`
	F54 Template55 `json:"f54,omitempty"`
}

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 Mode `json:"f56,omitempty"`
}

// Spec70 is a random struct.
type Spec70 struct {
	F71 intstr.IntOrString `json:"f71,omitempty,omitzero"`
	F72 List76 `json:"f72,omitempty"`
	F77 []byte `json:"f77,omitempty"`
	F78 string `json:"f78,omitzero"`
	F79 types.UID `json:"f79"`
	Skipped80 string `json:"-"`
	Inline81 `json:",inline"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 bool `json:"f74"`
	F75 *Mode `json:"f75"`
}

// List76 is a declared list or map type.
type List76 []Item73

// Inline81 is a random struct.
type Inline81 struct {
	F82 metav1.MicroTime `json:"f82,omitempty"`
	F83 int `json:"f83"`
	F84 uint64 `json:"f84,omitempty"`
	F85 List92 `json:"f85"`
	F93 Labels94 `json:"f93"`
	F95 uint32 `json:"f95,omitempty"`
	Inline96 `json:",inline"`
}

// Item86 is a random struct.
type Item86 struct {
	F87 float64 `json:"f87"`
	F88 *bool `json:"f88"`
	F89 uint64 `json:"f89,omitempty"`
	F90 intstr.IntOrString `json:"f90,omitempty,omitzero"`
	F91 *metav1.Duration `json:"f91"`
}

// List92 is a declared list or map type.
type List92 []Item86

// Labels94 is a declared list or map type.
type Labels94 map[string]string

// Inline96 is a random struct.
type Inline96 struct {
	F97 float64 `json:"f97"`
	F98 uint16 `json:"f98"`
	F99 intstr.IntOrString `json:"f99"`
	// +k8s:selectableField:description="The f100 of the kind."
	F100 *intstr.IntOrString `json:"f100,omitzero"`
}

// Status101 is a random struct.
type Status101 struct {
	F102 int16 `json:"f102"`
	F103 *int8 `json:"f103"`
	F104 *Template105 `json:"f104,omitempty"`
	F107 Labels108 `json:"f107,omitempty"`
	F109 *bool `json:"f109,omitempty"`
	Skipped110 string `json:"-"`
}

// Template105 is a random struct.
type Template105 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F106 intstr.IntOrString `json:"f106"`
}

// Labels108 is a declared list or map type.
type Labels108 map[string]string

