package p1148

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
// +k8s:schema:selectableField:jsonPath=".spec.f15",default="8",description="The f15 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f17"
// +k8s:schema:index:field="status.f17"
// +k8s:selectableField:jsonPath=".status.f20",trigger=true
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.status.f17`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.status.f18`
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f4[?(@.f8=="x")].f8`,priority=1
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f21[0].f33`,description="A column."
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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

// Kind50 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f53.f59"
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f53.f57`
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.spec.f53.f59`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f53.f63`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.spec.f53.f55.app`,description="A column."
// +k8s:printerColumn:name="Cel85",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
type Kind50 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec51 `json:"spec,omitempty"`
}

// Kind50List is a list of Kind50.
//
// +kubebuilder:object:root=true
type Kind50List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind50 `json:"items"`
}

// Kind86 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f99",default="fast"
// +k8s:selectableField:jsonPath=".spec.f100",default="1h0m0s"
// +k8s:schema:selectableField:jsonPath=".status.f126"
// +k8s:schema:selectableField:jsonPath=".status.f130",trigger=true
// +k8s:printerColumn:name="Col135",type=number,jsonPath=`.spec.f113.f115`
// +k8s:printerColumn:name="Col136",type=integer,jsonPath=`.status.f124`,format=int32
// +k8s:printerColumn:name="Col137",type=string,jsonPath=`.status.f125`
// +k8s:printerColumn:name="Col138",type=string,jsonPath=`.status.f131`
// +k8s:printerColumn:name="Col139",type=string,jsonPath=`.spec.f113.f116.app`
// +k8s:printerColumn:name="Col140",type=string,jsonPath=`.status.f132.app`,description="A column."
// +k8s:printerColumn:name="Cel141",type=string,expression=`has(self.status) && has(self.status.f131) ? self.status.f131 : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind86 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec87 `json:"spec,omitempty"`
	Status Status123 `json:"status,omitempty"`
}

// Kind86List is a list of Kind86.
//
// +kubebuilder:object:root=true
type Kind86List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind86 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint64 `json:"f3,omitempty"`
	F4 []Item5 `json:"f4,omitempty"`
	F15 uint64 `json:"f15,omitzero"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 int16 `json:"f6,omitempty"`
	F7 int8 `json:"f7"`
	F8 string `json:"f8,omitempty,omitzero"`
	F9 []Item10 `json:"f9,omitempty"`
	F14 int `json:"f14"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 types.UID `json:"f11,omitempty"`
	F12 *bool `json:"f12,omitempty"`
	F13 metav1.Time `json:"f13"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 uint8 `json:"f17,omitempty"`
	F18 int64 `json:"f18,omitempty"`
	// +k8s:schema:selectableField
	F19 []byte `json:"f19,omitempty"`
	F20 uint16 `json:"f20,omitempty"`
	F21 []Item22 `json:"f21,omitempty"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 List31 `json:"f23"`
	F32 uint32 `json:"f32"`
	F33 uint64 `json:"f33"`
	F34 Template35 `json:"f34,omitempty"`
	*Inline37 `json:",inline"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *string `json:"f25,omitempty"`
	F26 int32 `json:"f26,omitempty"`
	F27 int32 `json:"f27,omitempty,omitzero"`
	F28 []int8 `json:"f28"`
	F29 *int16 `json:"f29"`
	Skipped30 string `json:"-"`
}

// List31 is a declared list or map type.
type List31 []Item24

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 []int8 `json:"f36"`
}

// Inline37 is a random struct.
type Inline37 struct {
	F38 *intstr.IntOrString `json:"f38,omitempty"`
	F39 Mode `json:"f39"`
	F40 float32 `json:"f40"`
	F41 *metav1.Duration `json:"f41"`
	F42 bool `json:"f42,omitzero"`
	F43 int8 `json:"f43"`
}

// Spec51 is a random struct.
type Spec51 struct {
	F52 float64 `json:"f52,omitempty"`
	F53 *S54 `json:"f53,omitempty"`
	F65 metav1.Duration `json:"f65,omitempty"`
	F66 *Template67 `json:"f66,omitempty"`
	F75 *Template76 `json:"f75,omitempty"`
}

// S54 is a random struct.
type S54 struct {
	F55 Labels56 `json:"f55"`
	F57 intstr.IntOrString `json:"f57"`
	F58 intstr.IntOrString `json:"f58"`
	F59 uint64 `json:"f59"`
	F60 Template61 `json:"f60"`
	F63 *[]int8 `json:"f63,omitempty"`
	Skipped64 string `json:"-"`
}

// Labels56 is a declared list or map type.
type Labels56 map[string]string

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 metav1.Duration `json:"f62,omitempty"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 metav1.MicroTime `json:"f70"`
	F71 *metav1.MicroTime `json:"f71,omitempty"`
	F72 *int32 `json:"f72"`
	F73 *metav1.Time `json:"f73,omitempty"`
}

// List74 is a declared list or map type.
type List74 []Item69

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 List74 `json:"f68,omitempty"`
}

// S78 is a random struct.
type S78 struct {
	F79 *metav1.Time `json:"f79,omitempty"`
	F80 float64 `json:"f80,omitempty"`
}

// Template76 is a random struct.
type Template76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F77 *S78 `json:"f77"`
}

// Spec87 is a random struct.
type Spec87 struct {
	F88 []Item89 `json:"f88,omitempty"`
	F99 *Mode `json:"f99"`
	F100 metav1.Duration `json:"f100,omitempty"`
	F101 []Item102 `json:"f101,omitempty"`
	F113 *S114 `json:"f113"`
	F122 []int8 `json:"f122"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item89 is a random struct.
type Item89 struct {
	F90 int8 `json:"f90"`
	F91 *float64 `json:"f91"`
	F92 int16 `json:"f92"`
	F93 Labels94 `json:"f93,omitempty"`
	F95 uint64 `json:"f95,omitempty"`
	F96 *Template97 `json:"f96,omitempty"`
}

// Labels94 is a declared list or map type.
type Labels94 map[string]string

// Template97 is a random struct.
type Template97 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F98 metav1.Time `json:"f98"`
}

// Item102 is a random struct.
type Item102 struct {
	F103 S104 `json:"f103,omitempty"`
	F108 Template109 `json:"f108"`
	F111 int64 `json:"f111,omitempty,omitzero"`
	F112 *bool `json:"f112,omitempty"`
}

// S104 is a random struct.
type S104 struct {
	F105 *float32 `json:"f105,omitempty,omitzero"`
	F106 []int8 `json:"f106"`
	Skipped107 string `json:"-"`
}

// Template109 is a random struct.
type Template109 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F110 int16 `json:"f110,omitempty"`
}

// S114 is a random struct.
type S114 struct {
	F115 *float64 `json:"f115"`
	F116 Labels117 `json:"f116,omitempty"`
	F118 *Template119 `json:"f118,omitempty"`
	Skipped121 string `json:"-"`
}

// Labels117 is a declared list or map type.
type Labels117 map[string]string

// Template119 is a random struct.
type Template119 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F120 float64 `json:"f120,omitempty"`
}

// Status123 is a random struct.
type Status123 struct {
	F124 *uint16 `json:"f124"`
	F125 resource.Quantity `json:"f125"`
	F126 uint16 `json:"f126,omitempty"`
	F127 *uint8 `json:"f127"`
	F128 *int32 `json:"f128,omitempty"`
	Inline129 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline129 is a random struct.
type Inline129 struct {
	F130 types.UID `json:"f130,omitempty"`
	F131 Mode `json:"f131"`
	F132 Labels133 `json:"f132,omitempty"`
	F134 *bool `json:"f134"`
}

// Labels133 is a declared list or map type.
type Labels133 map[string]string

