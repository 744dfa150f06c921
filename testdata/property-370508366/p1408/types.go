package p1408

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f6.f10"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f21",indexed=true
// +k8s:selectableField:jsonPath=".spec.f23",default="5"
// +k8s:schema:selectableField:jsonPath=".spec.f28",default="4"
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.spec.f4.f6.f9`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f4.f14`
// +k8s:printerColumn:name="Col52",type=date,jsonPath=`.spec.f4.f20`,priority=1
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.spec.f4.f21`,description="A column."
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f26`,priority=1,description="A column."
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.status.f39`
// +k8s:printerColumn:name="Col56",type=integer,jsonPath=`.status.f47`,format=int32
// +k8s:printerColumn:name="Col57",type=boolean,jsonPath=`.status.f48`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.status.f49`
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.spec.f29[*].f33`
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f29[?(@.f31==1)].f33`
// +k8s:printerColumn:name="Cel61",type=string,expression=`has(self.status) && has(self.status.f48) ? string(self.status.f48) : "none"`
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind63 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f110"
// +k8s:printerColumn:name="Col111",type=integer,jsonPath=`.spec.f65`,format=int32
// +k8s:printerColumn:name="Col112",type=integer,jsonPath=`.spec.f74`,description="A column."
// +k8s:printerColumn:name="Col113",type=string,jsonPath=`.spec.f97`,description="A column."
// +k8s:printerColumn:name="Col114",type=boolean,jsonPath=`.spec.f106`
// +k8s:printerColumn:name="Col115",type=string,jsonPath=`.status.f109`
// +k8s:printerColumn:name="Col116",type=string,jsonPath=`.spec.f76[*].f78`
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.spec.f76[0].f78`
// +k8s:printerColumn:name="Cel118",type=string,expression=`has(self.spec) && has(self.spec.f74) ? string(self.spec.f74) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Dup120",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup120",type=string,jsonPath=`.metadata.name`
type Kind63 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec64 `json:"spec,omitempty"`
	Status Status108 `json:"status,omitempty"`
}

// Kind63List is a list of Kind63.
//
// +kubebuilder:object:root=true
type Kind63List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind63 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3,omitzero"`
	F4 S5 `json:"f4,omitempty"`
	F22 map[string]string `json:"f22,omitempty"`
	F23 uint8 `json:"f23"`
	Inline24 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate62 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 *S7 `json:"f6,omitempty"`
	F11 Template12 `json:"f11,omitempty"`
	F14 intstr.IntOrString `json:"f14"`
	F15 []Item16 `json:"f15"`
	// +k8s:schema:selectableField:description="The f20 of the kind."
	F20 metav1.MicroTime `json:"f20,omitempty"`
	F21 types.UID `json:"f21,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 bool `json:"f8"`
	F9 int32 `json:"f9,omitempty,omitzero"`
	F10 int8 `json:"f10"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 types.UID `json:"f13,omitzero"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 *types.UID `json:"f17,omitempty"`
	F18 *uint32 `json:"f18"`
	F19 float64 `json:"f19,omitzero"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 map[string]string `json:"f25"`
	// +k8s:selectableField:trigger=true
	F26 uint64 `json:"f26,omitempty,omitzero"`
	F27 int8 `json:"f27,omitempty"`
	F28 int64 `json:"f28"`
	F29 List34 `json:"f29,omitempty"`
	F35 *Template36 `json:"f35,omitempty"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 int32 `json:"f31"`
	F32 float32 `json:"f32"`
	F33 []byte `json:"f33,omitempty"`
}

// List34 is a declared list or map type.
type List34 []Item30

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 float32 `json:"f37"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 *int8 `json:"f39"`
	F40 int8 `json:"f40,omitzero"`
	F41 metav1.MicroTime `json:"f41,omitempty"`
	F42 []byte `json:"f42"`
	F43 *Template44 `json:"f43"`
	*Inline46 `json:",inline"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 intstr.IntOrString `json:"f45"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 int32 `json:"f47,omitempty"`
	F48 bool `json:"f48,omitempty"`
	F49 []byte `json:"f49,omitempty,omitzero"`
}

// PodTemplate62 is a random struct.
type PodTemplate62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec64 is a random struct.
type Spec64 struct {
	// +k8s:selectableField:indexed=true
	F65 int16 `json:"f65,omitempty,omitzero"`
	F66 []Item67 `json:"f66,omitempty"`
	// +k8s:schema:selectableField
	F74 *int64 `json:"f74"`
	F75 int `json:"f75"`
	F76 List95 `json:"f76,omitempty"`
	Inline96 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate119 `json:"template"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 int64 `json:"f68"`
	F69 *int `json:"f69"`
	F70 uint16 `json:"f70,omitempty"`
	F71 Template72 `json:"f71,omitempty"`
}

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 metav1.MicroTime `json:"f73,omitempty"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 string `json:"f78,omitempty"`
	F79 S80 `json:"f79,omitempty"`
	F86 float64 `json:"f86"`
	F87 uint16 `json:"f87"`
	F88 Template89 `json:"f88,omitempty"`
	Inline91 `json:",inline"`
}

// S80 is a random struct.
type S80 struct {
	F81 []byte `json:"f81"`
	F82 uint8 `json:"f82"`
	F83 resource.Quantity `json:"f83"`
	F84 uint32 `json:"f84,omitempty"`
	F85 intstr.IntOrString `json:"f85,omitempty"`
}

// Template89 is a random struct.
type Template89 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F90 types.UID `json:"f90"`
}

// Inline91 is a random struct.
type Inline91 struct {
	F92 *int8 `json:"f92"`
	F93 int8 `json:"f93"`
	F94 float64 `json:"f94"`
}

// List95 is a declared list or map type.
type List95 []Item77

// Inline96 is a random struct.
type Inline96 struct {
	F97 string `json:"f97"`
	F98 List104 `json:"f98"`
	F105 *[]int8 `json:"f105"`
	F106 *bool `json:"f106,omitzero"`
	Skipped107 string `json:"-"`
}

// Item99 is a random struct.
type Item99 struct {
	F100 *int64 `json:"f100,omitempty"`
	F101 float32 `json:"f101"`
	F102 uint8 `json:"f102"`
	Skipped103 string `json:"-"`
}

// List104 is a declared list or map type.
type List104 []Item99

// Status108 is a random struct.
type Status108 struct {
	F109 *types.UID `json:"f109,omitempty,omitzero"`
	F110 int `json:"f110,omitempty"`
}

// PodTemplate119 is a random struct.
type PodTemplate119 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

