package p1087

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
// +k8s:schema:selectableField:jsonPath=".spec.f20",default="80"
// +k8s:schema:selectableField:jsonPath=".status.f25"
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.status.f27`,priority=1
// +k8s:subresource:status
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f38",default="1h0m0s"
// +k8s:selectableField:jsonPath=".spec.f39.f41",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f39.f43",description="The f43 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f39.f44"
// +k8s:schema:selectableField:jsonPath=".spec.f39.f52",default="1h0m0s",description="The f52 of the kind."
// +k8s:selectableField:jsonPath=".spec.f67",default="4"
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f38`,description="A column."
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.spec.f39.f41`
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.spec.f39.f43`,priority=1,format=int32
// +k8s:printerColumn:name="Col88",type=integer,jsonPath=`.spec.f39.f51`,priority=1,format=int32
// +k8s:printerColumn:name="Col89",type=integer,jsonPath=`.spec.f63`,priority=1,format=int32
// +k8s:printerColumn:name="Col90",type=number,jsonPath=`.spec.f70`,description="A column."
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.spec.f72`,description="A column.",format=int32
// +k8s:printerColumn:name="Col92",type=integer,jsonPath=`.status.f77`,priority=1,format=int32
// +k8s:printerColumn:name="Col93",type=date,jsonPath=`.status.f82`
// +k8s:printerColumn:name="Col94",type=integer,jsonPath=`.status.f83`
// +k8s:printerColumn:name="Col95",type=string,jsonPath=`.status.f84`
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f32[*].f35`,description="A column."
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.spec.f32[0].f35`
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f32[?(@.f36==1)].f35`
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.spec.f39.f42.app`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.spec.f55[*].f59`,description="A column."
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.spec.f55[0].f59`,description="A column."
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.status.f81.app`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind29
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec30 `json:"spec,omitempty"`
	Status Status75 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Kind103 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f106",default="false",indexed=true
// +kubebuilder:printcolumn:name="Col130",type="number",JSONPath=`.spec.f105`,priority=1
// +kubebuilder:printcolumn:name="Col131",type="string",JSONPath=`.spec.f120`
// +kubebuilder:printcolumn:name="Col132",type="string",JSONPath=`.status.f122`,priority=1
// +kubebuilder:printcolumn:name="Col133",type="string",JSONPath=`.status.f124[*].f127`,priority=1
// +k8s:selectorGeneration
type Kind103 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec104 `json:"spec,omitempty"`
	Status Status121 `json:"status,omitempty"`
}

// Kind103List is a list of Kind103.
//
// +kubebuilder:object:root=true
type Kind103List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind103 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField
	F3 int32 `json:"f3"`
	F4 List18 `json:"f4"`
	F19 *bool `json:"f19,omitzero"`
	F20 intstr.IntOrString `json:"f20"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 uint8 `json:"f6"`
	F7 List12 `json:"f7"`
	F13 []int8 `json:"f13"`
	F14 int16 `json:"f14,omitzero"`
	F15 *[]int8 `json:"f15,omitempty"`
	F16 Labels17 `json:"f16,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *int `json:"f9"`
	F10 resource.Quantity `json:"f10,omitempty"`
	F11 metav1.Time `json:"f11,omitempty"`
}

// List12 is a declared list or map type.
type List12 []Item8

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// List18 is a declared list or map type.
type List18 []Item5

// Status21 is a random struct.
type Status21 struct {
	F22 *Template23 `json:"f22,omitempty"`
	F25 uint16 `json:"f25"`
	F26 *float32 `json:"f26"`
	F27 *metav1.Duration `json:"f27"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 *int32 `json:"f24,omitempty"`
}

// Spec30 is a random struct.
type Spec30 struct {
	F31 int `json:"f31,omitempty"`
	F32 []Item33 `json:"f32,omitempty"`
	F38 *metav1.Duration `json:"f38"`
	F39 S40 `json:"f39,omitempty"`
	*Inline54 `json:",inline"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 map[string]string `json:"f34"`
	F35 metav1.Duration `json:"f35,omitempty"`
	F36 int32 `json:"f36,omitempty"`
	F37 int32 `json:"f37,omitempty"`
}

// S40 is a random struct.
type S40 struct {
	F41 types.UID `json:"f41"`
	F42 map[string]string `json:"f42,omitempty"`
	F43 int8 `json:"f43"`
	F44 int64 `json:"f44"`
	Skipped45 string `json:"-"`
	*Inline46 `json:",inline"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 *int32 `json:"f47,omitempty"`
	F48 resource.Quantity `json:"f48"`
	F49 string `json:"f49"`
	F50 *[]int8 `json:"f50"`
	F51 *int `json:"f51"`
	F52 *metav1.Duration `json:"f52,omitzero"`
	Skipped53 string `json:"-"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 []Item56 `json:"f55"`
	F63 uint8 `json:"f63"`
	F64 *Template65 `json:"f64,omitempty"`
	F67 int64 `json:"f67,omitempty"`
	F68 types.UID `json:"f68,omitempty"`
	*Inline69 `json:",inline"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 uint16 `json:"f57"`
	F58 *resource.Quantity `json:"f58"`
	F59 uint64 `json:"f59,omitempty"`
	F60 *metav1.MicroTime `json:"f60,omitempty"`
	F61 *bool `json:"f61"`
	F62 *float64 `json:"f62,omitempty"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 float32 `json:"f66"`
}

// Inline69 is a random struct.
type Inline69 struct {
	F70 float32 `json:"f70,omitempty"`
	F71 *int8 `json:"f71,omitempty"`
	F72 *int `json:"f72"`
	F73 types.UID `json:"f73,omitempty"`
	F74 *resource.Quantity `json:"f74"`
}

// Status75 is a random struct.
type Status75 struct {
	F76 *int16 `json:"f76,omitempty"`
	F77 int16 `json:"f77,omitempty"`
	Skipped78 string `json:"-"`
	Inline79 `json:",inline"`
}

// Inline79 is a random struct.
type Inline79 struct {
	F80 *int64 `json:"f80,omitzero"`
	F81 map[string]string `json:"f81,omitempty"`
	F82 metav1.Time `json:"f82,omitzero"`
	F83 *uint16 `json:"f83,omitzero"`
	F84 *resource.Quantity `json:"f84,omitempty"`
}

// Spec104 is a random struct.
type Spec104 struct {
	F105 float32 `json:"f105,omitempty"`
	F106 bool `json:"f106"`
	F107 List119 `json:"f107,omitempty"`
	// +k8s:selectableField:description="The f120 of the kind.",indexed=true
	F120 uint64 `json:"f120,omitzero"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate134 `json:"template"`
}

// Item108 is a random struct.
type Item108 struct {
	F109 *string `json:"f109,omitempty"`
	F110 []Item111 `json:"f110"`
	F118 int8 `json:"f118,omitzero"`
}

// Item111 is a random struct.
type Item111 struct {
	F112 int16 `json:"f112"`
	F113 int64 `json:"f113,omitempty"`
	F114 int8 `json:"f114,omitempty"`
	F115 resource.Quantity `json:"f115,omitempty"`
	F116 uint64 `json:"f116"`
	Skipped117 string `json:"-"`
}

// List119 is a declared list or map type.
type List119 []Item108

// Status121 is a random struct.
type Status121 struct {
	F122 resource.Quantity `json:"f122"`
	F123 float64 `json:"f123,omitempty,omitzero"`
	F124 List129 `json:"f124,omitempty"`
}

// Item125 is a random struct.
type Item125 struct {
	F126 uint32 `json:"f126"`
	F127 []byte `json:"f127,omitempty,omitzero"`
	F128 *string `json:"f128"`
}

// List129 is a declared list or map type.
type List129 []Item125

// PodTemplate134 is a random struct.
type PodTemplate134 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

