package p1103

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
// +kubebuilder:selectablefield:JSONPath=".spec.f6"
// +k8s:schema:selectableField:jsonPath=".spec.f8.f10",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f8.f11.f15"
// +kubebuilder:printcolumn:name="Col35",type="date",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.spec.f4`,description="A column."
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f8.f10`
// +kubebuilder:printcolumn:name="Col40",type="date",JSONPath=`.spec.f8.f11.f14`,priority=1
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f8.f11.f15`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f27.f30`
// +k8s:printerColumn:name="Cel43",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f61",default="1"
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.spec.f61`
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.status.f70`,priority=1,format=int32
// +k8s:printerColumn:name="Cel73",type=string,expression=`has(self.spec) && has(self.spec.f61) ? string(self.spec.f61) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status67 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Kind75 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f86.f89",default="3"
// +k8s:selectableField:jsonPath=".status.f98",default="6",description="The f98 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f99.f101.f103",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f99.f101.f106",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f99.f111"
// +kubebuilder:printcolumn:name="Col132",type="integer",JSONPath=`.spec.f86.f89`,description="A column."
// +kubebuilder:printcolumn:name="Col133",type="integer",JSONPath=`.status.f114`
// +kubebuilder:printcolumn:name="Col134",type="string",JSONPath=`.status.f126`,priority=1
// +kubebuilder:printcolumn:name="Col135",type="boolean",JSONPath=`.status.f130`
// +kubebuilder:printcolumn:name="Col136",type="string",JSONPath=`.spec.f95.app`
// +kubebuilder:subresource:status
type Kind75 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec76 `json:"spec,omitempty"`
	Status Status97 `json:"status,omitempty"`
}

// Kind75List is a list of Kind75.
//
// +kubebuilder:object:root=true
type Kind75List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind75 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.Time `json:"f3,omitzero"`
	F4 *Mode `json:"f4"`
	F5 *Mode `json:"f5"`
	F6 metav1.Duration `json:"f6,omitempty"`
	// +k8s:schema:selectableField
	F7 string `json:"f7,omitempty,omitzero"`
	F8 S9 `json:"f8"`
	Inline18 `json:",inline"`
}

// S9 is a random struct.
type S9 struct {
	F10 uint16 `json:"f10"`
	F11 S12 `json:"f11"`
	F16 map[string]string `json:"f16,omitempty"`
	F17 uint16 `json:"f17,omitempty"`
}

// S12 is a random struct.
type S12 struct {
	F13 intstr.IntOrString `json:"f13,omitempty,omitzero"`
	F14 metav1.Time `json:"f14"`
	F15 []byte `json:"f15,omitempty"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 float32 `json:"f19,omitempty"`
	F20 []Item21 `json:"f20,omitempty"`
	F26 int64 `json:"f26"`
	F27 *S28 `json:"f27"`
	// +k8s:schema:selectableField:default="4"
	F34 int64 `json:"f34,omitempty"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 float64 `json:"f22,omitzero"`
	F23 int8 `json:"f23"`
	F24 uint16 `json:"f24,omitzero"`
	Skipped25 string `json:"-"`
}

// S28 is a random struct.
type S28 struct {
	F29 uint8 `json:"f29,omitempty"`
	F30 Mode `json:"f30,omitempty"`
	F31 []int8 `json:"f31"`
	F32 int `json:"f32,omitempty"`
	F33 int `json:"f33,omitzero"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 Template47 `json:"f46,omitempty"`
	F57 *Template58 `json:"f57,omitempty"`
	// +k8s:schema:selectableField:description="The f60 of the kind."
	F60 uint16 `json:"f60"`
	F61 int `json:"f61"`
	F62 string `json:"f62,omitempty"`
	F63 *Template64 `json:"f63"`
	Skipped66 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate74 `json:"template"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 *uint16 `json:"f50"`
	F51 types.UID `json:"f51"`
	F52 *float32 `json:"f52,omitempty"`
	F53 *metav1.Duration `json:"f53,omitempty"`
	F54 bool `json:"f54"`
	F55 bool `json:"f55,omitempty"`
}

// List56 is a declared list or map type.
type List56 []Item49

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 List56 `json:"f48"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 bool `json:"f59,omitzero"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 metav1.MicroTime `json:"f65,omitempty"`
}

// Status67 is a random struct.
type Status67 struct {
	F68 Labels69 `json:"f68,omitempty"`
	F70 int8 `json:"f70,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// PodTemplate74 is a random struct.
type PodTemplate74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec76 is a random struct.
type Spec76 struct {
	F77 []Item78 `json:"f77,omitempty"`
	F86 S87 `json:"f86,omitempty"`
	Inline94 `json:",inline"`
}

// Item78 is a random struct.
type Item78 struct {
	F79 S80 `json:"f79"`
	F84 *resource.Quantity `json:"f84,omitempty"`
	F85 uint16 `json:"f85"`
}

// S80 is a random struct.
type S80 struct {
	F81 *metav1.Duration `json:"f81,omitempty"`
	F82 metav1.MicroTime `json:"f82"`
	F83 *int16 `json:"f83,omitempty"`
}

// S87 is a random struct.
type S87 struct {
	F88 int64 `json:"f88,omitempty"`
	F89 int32 `json:"f89,omitzero"`
	F90 *Template91 `json:"f90,omitempty"`
	Skipped93 string `json:"-"`
}

// Template91 is a random struct.
type Template91 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F92 []byte `json:"f92,omitempty"`
}

// Inline94 is a random struct.
type Inline94 struct {
	F95 map[string]string `json:"f95"`
	F96 int `json:"f96"`
}

// Status97 is a random struct.
type Status97 struct {
	F98 *uint16 `json:"f98,omitempty"`
	F99 S100 `json:"f99"`
	F113 *resource.Quantity `json:"f113,omitempty"`
	F114 uint16 `json:"f114"`
	Skipped115 string `json:"-"`
	Inline116 `json:",inline"`
}

// S100 is a random struct.
type S100 struct {
	F101 *S102 `json:"f101,omitempty"`
	F109 *uint16 `json:"f109"`
	F110 *[]int8 `json:"f110"`
	F111 metav1.MicroTime `json:"f111"`
	F112 int64 `json:"f112"`
}

// S102 is a random struct.
type S102 struct {
	F103 int16 `json:"f103,omitempty"`
	F104 metav1.Duration `json:"f104"`
	// +k8s:selectableField:default="2024-01-02T15:04:05Z"
	F105 metav1.Time `json:"f105,omitempty"`
	F106 []byte `json:"f106,omitempty"`
	F107 *int8 `json:"f107,omitempty"`
	Skipped108 string `json:"-"`
}

// Inline116 is a random struct.
type Inline116 struct {
	F117 *metav1.Time `json:"f117,omitempty"`
	F118 []Item119 `json:"f118,omitempty"`
	F122 int8 `json:"f122"`
	F123 Template124 `json:"f123"`
	F126 Mode `json:"f126"`
	Skipped127 string `json:"-"`
	Inline128 `json:",inline"`
}

// Item119 is a random struct.
type Item119 struct {
	F120 *uint64 `json:"f120"`
	F121 *int8 `json:"f121,omitempty"`
}

// Template124 is a random struct.
type Template124 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F125 int64 `json:"f125,omitempty"`
}

// Inline128 is a random struct.
type Inline128 struct {
	F129 float64 `json:"f129"`
	F130 bool `json:"f130"`
	F131 *uint8 `json:"f131,omitzero"`
}

