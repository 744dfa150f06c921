package p1514

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="false"
// +kubebuilder:printcolumn:name="Col25",type="number",JSONPath=`.spec.f4.f13`,priority=1
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f4.f14.f19`
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f4.f21`,priority=1
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f4.f7[?(@.f9=="fast")].f9`
// +k8s:printerColumn:name="Cel29",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
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

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f6",description="The f6 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4.f21",description="The f21 of the kind."
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f4.f6`
// +k8s:printerColumn:name="Col64",type=number,jsonPath=`.spec.f4.f13`
// +k8s:printerColumn:name="Col65",type=integer,jsonPath=`.spec.f4.f14.f16`,format=int32
// +k8s:printerColumn:name="Col66",type=number,jsonPath=`.spec.f4.f14.f17`
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.spec.f4.f14.f18`,description="A column."
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.spec.f4.f14.f19`,priority=1,description="A column."
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f24`
// +k8s:printerColumn:name="Col70",type=boolean,jsonPath=`.status.f53.f55`
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.status.f53.f56`,priority=1
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f4.f7[0].f9`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f4.f7[?(@.f9=="fast")].f9`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.status.f60.app`,priority=1
// +k8s:printerColumn:name="Cel75",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f20) ? string(self.spec.f4.f20) : "none"`
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Kind76 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f90"
// +kubebuilder:printcolumn:name="Col112",type="date",JSONPath=`.spec.f88`
// +kubebuilder:printcolumn:name="Col113",type="integer",JSONPath=`.status.f91`,format=int32
// +kubebuilder:printcolumn:name="Col114",type="string",JSONPath=`.status.f92`
// +kubebuilder:printcolumn:name="Col115",type="integer",JSONPath=`.status.f101.f105`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col116",type="integer",JSONPath=`.status.f101.f106`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.status.f110`
// +kubebuilder:printcolumn:name="Col118",type="string",JSONPath=`.status.f95[*].f97`
// +kubebuilder:printcolumn:name="Col119",type="string",JSONPath=`.status.f95[0].f97`
// +k8s:printerColumn:name="Cel120",type=string,expression=`has(self.status) && has(self.status.f111) ? string(self.status.f111) : "none"`
// +kubebuilder:subresource:status
// +k8s:resource:path=kind76-items
type Kind76 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec77 `json:"spec,omitempty"`
	Status Status89 `json:"status,omitempty"`
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
	F3 bool `json:"f3"`
	F4 S5 `json:"f4"`
	Inline22 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	F6 *metav1.Duration `json:"f6"`
	F7 List12 `json:"f7"`
	F13 float64 `json:"f13"`
	F14 S15 `json:"f14"`
	F20 bool `json:"f20"`
	F21 *uint16 `json:"f21,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 Mode `json:"f9"`
	F10 metav1.MicroTime `json:"f10"`
	F11 *int32 `json:"f11,omitempty"`
}

// List12 is a declared list or map type.
type List12 []Item8

// S15 is a random struct.
type S15 struct {
	F16 *int8 `json:"f16,omitempty"`
	F17 *float64 `json:"f17,omitempty"`
	F18 uint64 `json:"f18"`
	// +k8s:schema:selectableField:default="5",description="The f19 of the kind.",indexed=true
	F19 *uint8 `json:"f19,omitempty,omitzero"`
}

// Inline22 is a random struct.
type Inline22 struct {
	F23 map[string]string `json:"f23,omitempty"`
	F24 []int8 `json:"f24"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 List52 `json:"f32"`
	F53 S54 `json:"f53"`
	F60 Labels61 `json:"f60"`
	F62 []int8 `json:"f62"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *[]int8 `json:"f34"`
	F35 Template36 `json:"f35"`
	F38 []Item39 `json:"f38"`
	F42 S43 `json:"f42"`
	F50 uint8 `json:"f50,omitempty,omitzero"`
	Skipped51 string `json:"-"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 int64 `json:"f37,omitempty"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 *float32 `json:"f40"`
	F41 bool `json:"f41,omitempty,omitzero"`
}

// S43 is a random struct.
type S43 struct {
	F44 []byte `json:"f44,omitempty"`
	F45 uint8 `json:"f45"`
	F46 *types.UID `json:"f46,omitempty,omitzero"`
	F47 int64 `json:"f47,omitempty"`
	F48 []byte `json:"f48"`
	F49 int `json:"f49"`
}

// List52 is a declared list or map type.
type List52 []Item33

// S54 is a random struct.
type S54 struct {
	F55 *bool `json:"f55,omitempty"`
	F56 uint32 `json:"f56,omitempty"`
	F57 Template58 `json:"f57"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 *int8 `json:"f59,omitempty"`
}

// Labels61 is a declared list or map type.
type Labels61 map[string]string

// Spec77 is a random struct.
type Spec77 struct {
	F78 []Item79 `json:"f78,omitempty"`
	F88 *metav1.MicroTime `json:"f88,omitempty"`
}

// Item79 is a random struct.
type Item79 struct {
	F80 metav1.Time `json:"f80"`
	F81 map[string]string `json:"f81,omitempty"`
	Skipped82 string `json:"-"`
	*Inline83 `json:",inline"`
}

// Inline83 is a random struct.
type Inline83 struct {
	F84 *float32 `json:"f84"`
	F85 uint8 `json:"f85,omitzero"`
	F86 float64 `json:"f86,omitempty"`
	F87 uint8 `json:"f87,omitempty"`
}

// Status89 is a random struct.
type Status89 struct {
	F90 []byte `json:"f90,omitempty"`
	F91 *uint16 `json:"f91,omitempty"`
	F92 *string `json:"f92,omitempty,omitzero"`
	Inline93 `json:",inline"`
}

// Inline93 is a random struct.
type Inline93 struct {
	// +k8s:selectableField:default="4"
	F94 int64 `json:"f94,omitempty"`
	F95 []Item96 `json:"f95,omitempty"`
	F101 S102 `json:"f101,omitempty"`
	Skipped107 string `json:"-"`
	Inline108 `json:",inline"`
}

// Item96 is a random struct.
type Item96 struct {
	F97 uint64 `json:"f97"`
	F98 *intstr.IntOrString `json:"f98,omitempty"`
	F99 *uint16 `json:"f99"`
	F100 metav1.Time `json:"f100"`
}

// S102 is a random struct.
type S102 struct {
	F103 *float64 `json:"f103"`
	// +k8s:selectableField
	F104 int8 `json:"f104,omitempty"`
	F105 uint8 `json:"f105"`
	F106 *uint32 `json:"f106,omitempty"`
}

// Inline108 is a random struct.
type Inline108 struct {
	F109 int `json:"f109,omitzero"`
	F110 *[]int8 `json:"f110,omitempty,omitzero"`
	F111 int `json:"f111,omitempty"`
}

