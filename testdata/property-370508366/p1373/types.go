package p1373

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
// +k8s:schema:selectableField:jsonPath=".spec.f7.f12.f15",description="The f15 of the kind."
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f7.f10`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f7.f20`
// +kubebuilder:printcolumn:name="Col52",type="date",JSONPath=`.spec.f7.f22`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f7.f23`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f37`
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f3[*].f5`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f42[0].f45`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f42[?(@.f46==1)].f45`,description="A column."
// +k8s:printerColumn:name="Cel58",type=string,expression=`has(self.spec) && has(self.spec.f7) && has(self.spec.f7.f9) ? self.spec.f7.f9 : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
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

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f63.f65",default="8",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f63.f66",description="The f66 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f63.f76",default="3",trigger=true
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f63.f66`,description="A column."
// +k8s:printerColumn:name="Col86",type=integer,jsonPath=`.spec.f63.f74`,priority=1,description="A column."
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.spec.f63.f76`,format=int32
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f63.f77`
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f84`,description="A column."
// +k8s:subresource:status
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec61 `json:"spec,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Kind90 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f105",default="fast"
// +k8s:schema:selectableField:jsonPath=".spec.f108.f112",default="80",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f116.f118",default="8"
// +kubebuilder:printcolumn:name="Col148",type="string",JSONPath=`.spec.f92`,priority=1
// +kubebuilder:printcolumn:name="Col149",type="string",JSONPath=`.spec.f105`
// +kubebuilder:printcolumn:name="Col150",type="integer",JSONPath=`.spec.f106`,format=int32
// +kubebuilder:printcolumn:name="Col151",type="string",JSONPath=`.spec.f108.f111`
// +kubebuilder:printcolumn:name="Col152",type="integer",JSONPath=`.status.f122.f136`
// +kubebuilder:printcolumn:name="Col153",type="integer",JSONPath=`.status.f122.f138`
// +kubebuilder:printcolumn:name="Col154",type="string",JSONPath=`.status.f122.f127[*].f130`,priority=1
// +kubebuilder:printcolumn:name="Col155",type="string",JSONPath=`.status.f122.f134.app`
// +k8s:selectable-gen=true
type Kind90 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec91 `json:"spec,omitempty"`
	Status Status121 `json:"status,omitempty"`
}

// Kind90List is a list of Kind90.
//
// +kubebuilder:object:root=true
type Kind90List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind90 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	F7 S8 `json:"f7,omitempty"`
	// +k8s:selectableField:indexed=true
	F25 bool `json:"f25,omitempty"`
	F26 Template27 `json:"f26,omitempty"`
	F29 Template30 `json:"f29"`
	F32 *int `json:"f32,omitempty"`
	Inline33 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate59 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 uint64 `json:"f5,omitempty"`
	F6 float32 `json:"f6,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 Mode `json:"f9,omitempty,omitzero"`
	F10 []byte `json:"f10,omitempty,omitzero"`
	F11 *int32 `json:"f11"`
	F12 S13 `json:"f12"`
	*Inline19 `json:",inline"`
}

// S13 is a random struct.
type S13 struct {
	F14 *[]int8 `json:"f14,omitempty"`
	F15 int8 `json:"f15,omitempty"`
	F16 int8 `json:"f16,omitzero"`
	F17 float64 `json:"f17,omitempty,omitzero"`
	F18 intstr.IntOrString `json:"f18"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 []int8 `json:"f20"`
	F21 *[]int8 `json:"f21,omitempty"`
	// +k8s:schema:selectableField
	F22 metav1.MicroTime `json:"f22"`
	// +k8s:selectableField:trigger=true
	F23 *string `json:"f23,omitempty"`
	F24 float64 `json:"f24,omitempty"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 bool `json:"f28"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 *Mode `json:"f31"`
}

// Inline33 is a random struct.
type Inline33 struct {
	F34 Template35 `json:"f34,omitempty"`
	F37 intstr.IntOrString `json:"f37"`
	F38 *intstr.IntOrString `json:"f38,omitempty,omitzero"`
	F39 Template40 `json:"f39,omitempty"`
	F42 []Item43 `json:"f42"`
	F49 float64 `json:"f49"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 *types.UID `json:"f36,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 *metav1.Duration `json:"f41,omitempty"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 *string `json:"f44"`
	F45 types.UID `json:"f45,omitempty"`
	F46 int32 `json:"f46"`
	F47 *uint32 `json:"f47,omitempty"`
	F48 intstr.IntOrString `json:"f48,omitempty"`
}

// PodTemplate59 is a random struct.
type PodTemplate59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec61 is a random struct.
type Spec61 struct {
	F62 map[string]string `json:"f62,omitempty"`
	F63 *S64 `json:"f63,omitempty"`
	F80 types.UID `json:"f80"`
	F81 Template82 `json:"f81"`
	// +k8s:schema:selectableField:default="8"
	F84 *uint64 `json:"f84,omitempty"`
}

// S64 is a random struct.
type S64 struct {
	F65 *uint64 `json:"f65,omitempty,omitzero"`
	F66 types.UID `json:"f66"`
	F67 *metav1.Duration `json:"f67,omitempty"`
	F68 Labels69 `json:"f68"`
	F70 Template71 `json:"f70,omitempty"`
	Inline73 `json:",inline"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 int32 `json:"f72"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 int8 `json:"f74"`
	F75 *metav1.MicroTime `json:"f75"`
	F76 int32 `json:"f76,omitempty"`
	F77 *[]int8 `json:"f77,omitzero"`
	F78 metav1.MicroTime `json:"f78,omitempty"`
	F79 *int16 `json:"f79"`
}

// Template82 is a random struct.
type Template82 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F83 *float64 `json:"f83"`
}

// Spec91 is a random struct.
type Spec91 struct {
	F92 metav1.Duration `json:"f92"`
	// +k8s:selectableField:indexed=true
	F93 *int16 `json:"f93"`
	F94 Template95 `json:"f94,omitempty"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F104 metav1.Time `json:"f104,omitempty"`
	F105 Mode `json:"f105,omitempty"`
	F106 uint8 `json:"f106"`
	*Inline107 `json:",inline"`
}

// Item97 is a random struct.
type Item97 struct {
	F98 []int8 `json:"f98,omitempty"`
	F99 float64 `json:"f99,omitzero"`
	F100 int16 `json:"f100,omitempty"`
	F101 *intstr.IntOrString `json:"f101,omitempty,omitzero"`
	F102 uint8 `json:"f102"`
	F103 int `json:"f103"`
}

// Template95 is a random struct.
type Template95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F96 []Item97 `json:"f96,omitempty"`
}

// Inline107 is a random struct.
type Inline107 struct {
	F108 S109 `json:"f108"`
	F116 *S117 `json:"f116,omitempty"`
}

// S109 is a random struct.
type S109 struct {
	F110 bool `json:"f110"`
	F111 resource.Quantity `json:"f111,omitempty"`
	F112 intstr.IntOrString `json:"f112"`
	F113 *float64 `json:"f113,omitempty"`
	F114 int8 `json:"f114,omitempty"`
	F115 int32 `json:"f115"`
}

// S117 is a random struct.
type S117 struct {
	F118 *uint64 `json:"f118,omitempty"`
	// +k8s:schema:selectableField
	F119 int64 `json:"f119"`
	Skipped120 string `json:"-"`
}

// Status121 is a random struct.
type Status121 struct {
	F122 *S123 `json:"f122"`
	F139 uint64 `json:"f139"`
	F140 Template141 `json:"f140"`
	Skipped147 string `json:"-"`
}

// S123 is a random struct.
type S123 struct {
	F124 Template125 `json:"f124"`
	F127 []Item128 `json:"f127"`
	F131 Template132 `json:"f131"`
	F134 map[string]string `json:"f134,omitempty"`
	Inline135 `json:",inline"`
}

// Template125 is a random struct.
type Template125 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F126 *float64 `json:"f126"`
}

// Item128 is a random struct.
type Item128 struct {
	F129 *string `json:"f129,omitempty"`
	F130 uint64 `json:"f130,omitempty"`
}

// Template132 is a random struct.
type Template132 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F133 uint64 `json:"f133,omitempty,omitzero"`
}

// Inline135 is a random struct.
type Inline135 struct {
	F136 *uint16 `json:"f136"`
	F137 int16 `json:"f137,omitempty"`
	F138 int16 `json:"f138"`
}

// Item143 is a random struct.
type Item143 struct {
	F144 metav1.Time `json:"f144"`
	F145 uint8 `json:"f145,omitzero"`
}

// List146 is a declared list or map type.
type List146 []Item143

// Template141 is a random struct.
type Template141 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F142 List146 `json:"f142,omitempty"`
}

