package p1189

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f6.f9",description="The f9 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f4.f17",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f20.f30.f32",default="2",description="The f32 of the kind."
// +kubebuilder:printcolumn:name="Col61",type="date",JSONPath=`.spec.f4.f6.f9`
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.spec.f4.f12`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col63",type="date",JSONPath=`.spec.f4.f17`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.spec.f19`,priority=1
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f20.f28`
// +kubebuilder:printcolumn:name="Col66",type="integer",JSONPath=`.spec.f20.f30.f32`,format=int32
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f20.f39`,priority=1
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f20.f40`
// +kubebuilder:printcolumn:name="Col69",type="integer",JSONPath=`.spec.f20.f41`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.spec.f42`
// +kubebuilder:printcolumn:name="Col71",type="integer",JSONPath=`.status.f44`
// +kubebuilder:printcolumn:name="Col72",type="boolean",JSONPath=`.status.f60`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f20.f22[*].f25`
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.status.f48.app`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.status.f54.app`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind76 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f116",default="4"
// +k8s:selectableField:jsonPath=".spec.f117.f119",default="5",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f126",description="The f126 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f131"
// +k8s:selectableField:jsonPath=".status.f138",indexed=true
// +k8s:printerColumn:name="Col143",type=integer,jsonPath=`.spec.f116`
// +k8s:printerColumn:name="Col144",type=string,jsonPath=`.spec.f117.f121`
// +k8s:printerColumn:name="Col145",type=string,jsonPath=`.spec.f117.f124`
// +k8s:printerColumn:name="Col146",type=string,jsonPath=`.status.f135`,priority=1
// +k8s:printerColumn:name="Col147",type=number,jsonPath=`.status.f136`
// +k8s:printerColumn:name="Col148",type=date,jsonPath=`.status.f138`,priority=1
// +k8s:printerColumn:name="Col149",type=integer,jsonPath=`.status.f141`,description="A column."
// +k8s:printerColumn:name="Col150",type=string,jsonPath=`.spec.f88[0].f92`
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Dup152",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Dup152",type=string,jsonPath=`.metadata.name`,description="A column."
type Kind76 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec77 `json:"spec,omitempty"`
	Status Status130 `json:"status,omitempty"`
}

// Kind76List is a list of Kind76.
//
// +kubebuilder:object:root=true
type Kind76List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind76 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int16 `json:"f3,omitempty"`
	F4 *S5 `json:"f4"`
	// +k8s:selectableField:default="1"
	F18 int `json:"f18"`
	// +k8s:schema:selectableField
	F19 *metav1.Duration `json:"f19,omitzero"`
	F20 *S21 `json:"f20,omitempty"`
	F42 []byte `json:"f42,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 *S7 `json:"f6"`
	F11 resource.Quantity `json:"f11"`
	// +k8s:schema:selectableField:description="The f12 of the kind."
	F12 int64 `json:"f12,omitzero"`
	F13 map[string]string `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
	Inline15 `json:",inline"`
}

// S7 is a random struct.
type S7 struct {
	F8 *[]int8 `json:"f8"`
	F9 metav1.Time `json:"f9"`
	Skipped10 string `json:"-"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 []byte `json:"f16,omitempty"`
	F17 *metav1.Time `json:"f17"`
}

// S21 is a random struct.
type S21 struct {
	F22 List27 `json:"f22"`
	F28 Mode `json:"f28"`
	F29 map[string]string `json:"f29"`
	F30 S31 `json:"f30"`
	Inline36 `json:",inline"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 *uint64 `json:"f24"`
	F25 resource.Quantity `json:"f25,omitempty"`
	F26 []int8 `json:"f26,omitempty"`
}

// List27 is a declared list or map type.
type List27 []Item23

// S31 is a random struct.
type S31 struct {
	F32 *int16 `json:"f32,omitempty"`
	F33 *uint32 `json:"f33,omitempty"`
	F34 int64 `json:"f34,omitzero"`
	Skipped35 string `json:"-"`
}

// Inline36 is a random struct.
type Inline36 struct {
	F37 metav1.MicroTime `json:"f37,omitzero"`
	F38 uint16 `json:"f38"`
	F39 *metav1.Duration `json:"f39,omitempty,omitzero"`
	F40 intstr.IntOrString `json:"f40,omitempty"`
	F41 uint16 `json:"f41,omitzero"`
}

// Status43 is a random struct.
type Status43 struct {
	F44 *int64 `json:"f44,omitempty"`
	F45 map[string]string `json:"f45"`
	F46 intstr.IntOrString `json:"f46,omitempty"`
	F47 uint8 `json:"f47,omitempty"`
	F48 Labels49 `json:"f48"`
	*Inline50 `json:",inline"`
}

// Labels49 is a declared list or map type.
type Labels49 map[string]string

// Inline50 is a random struct.
type Inline50 struct {
	F51 *metav1.Duration `json:"f51,omitempty"`
	F52 Labels53 `json:"f52,omitempty"`
	F54 map[string]string `json:"f54,omitempty"`
	F55 metav1.Time `json:"f55,omitempty"`
	F56 *S57 `json:"f56,omitempty"`
	F60 *bool `json:"f60,omitempty"`
}

// Labels53 is a declared list or map type.
type Labels53 map[string]string

// S57 is a random struct.
type S57 struct {
	F58 *metav1.Time `json:"f58,omitempty"`
	F59 uint32 `json:"f59,omitempty"`
}

// Spec77 is a random struct.
type Spec77 struct {
	F78 List87 `json:"f78,omitempty"`
	F88 []Item89 `json:"f88,omitempty"`
	F104 metav1.MicroTime `json:"f104"`
	F105 Template106 `json:"f105"`
	Inline115 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate151 `json:"template"`
}

// Item79 is a random struct.
type Item79 struct {
	F80 *uint32 `json:"f80,omitempty"`
	F81 []Item82 `json:"f81"`
	F85 *uint16 `json:"f85"`
	F86 []byte `json:"f86,omitempty"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 metav1.MicroTime `json:"f83,omitempty"`
	F84 *metav1.MicroTime `json:"f84"`
}

// List87 is a declared list or map type.
type List87 []Item79

// Item89 is a random struct.
type Item89 struct {
	F90 *int64 `json:"f90"`
	F91 *metav1.MicroTime `json:"f91,omitempty"`
	F92 []int8 `json:"f92,omitempty"`
	F93 *Template94 `json:"f93,omitempty"`
	F96 S97 `json:"f96,omitempty"`
	F100 map[string]string `json:"f100,omitempty"`
	*Inline101 `json:",inline"`
}

// Template94 is a random struct.
type Template94 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F95 *bool `json:"f95"`
}

// S97 is a random struct.
type S97 struct {
	F98 metav1.Duration `json:"f98"`
	F99 *Mode `json:"f99"`
}

// Inline101 is a random struct.
type Inline101 struct {
	F102 *int16 `json:"f102,omitempty"`
	F103 *intstr.IntOrString `json:"f103"`
}

// S108 is a random struct.
type S108 struct {
	F109 *metav1.MicroTime `json:"f109"`
	F110 *uint64 `json:"f110"`
	F111 resource.Quantity `json:"f111"`
	F112 int32 `json:"f112"`
	F113 []byte `json:"f113"`
	F114 float32 `json:"f114,omitzero"`
}

// Template106 is a random struct.
type Template106 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F107 *S108 `json:"f107"`
}

// Inline115 is a random struct.
type Inline115 struct {
	F116 int64 `json:"f116"`
	F117 *S118 `json:"f117,omitempty"`
	F125 *uint16 `json:"f125"`
	F126 *metav1.Duration `json:"f126"`
	F127 *Template128 `json:"f127"`
}

// S118 is a random struct.
type S118 struct {
	F119 uint8 `json:"f119"`
	F120 float32 `json:"f120"`
	F121 metav1.Duration `json:"f121,omitempty"`
	F122 *int8 `json:"f122,omitzero"`
	F123 uint8 `json:"f123,omitzero"`
	// +k8s:selectableField
	F124 []byte `json:"f124"`
}

// Template128 is a random struct.
type Template128 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F129 *int `json:"f129,omitempty"`
}

// Status130 is a random struct.
type Status130 struct {
	F131 *int `json:"f131"`
	F132 Template133 `json:"f132"`
	F135 resource.Quantity `json:"f135,omitempty,omitzero"`
	F136 *float64 `json:"f136,omitempty"`
	Inline137 `json:",inline"`
}

// Template133 is a random struct.
type Template133 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F134 *Mode `json:"f134"`
}

// Inline137 is a random struct.
type Inline137 struct {
	F138 metav1.MicroTime `json:"f138,omitempty"`
	F139 *metav1.Duration `json:"f139,omitempty,omitzero"`
	F140 *resource.Quantity `json:"f140"`
	F141 int16 `json:"f141,omitempty"`
	Skipped142 string `json:"-"`
}

// PodTemplate151 is a random struct.
type PodTemplate151 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

