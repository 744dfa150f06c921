package p1014

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
// +k8s:printerColumn:name="Col38",type=boolean,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f29`
// +k8s:printerColumn:name="Col40",type=integer,jsonPath=`.status.f32.f35`
// +k8s:printerColumn:name="Cel41",type=string,expression=`has(self.status) && has(self.status.f32) && has(self.status.f32.f35) ? string(self.status.f32.f35) : "none"`
// +k8s:subresource:status
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind42 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f47"
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.status.f55`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f45.app`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind42 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec43 `json:"spec,omitempty"`
	Status Status48 `json:"status,omitempty"`
}

// Kind42List is a list of Kind42.
//
// +kubebuilder:object:root=true
type Kind42List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind42 `json:"items"`
}

// Kind59 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f81.f87",default="-1",description="The f87 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f90.f92",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f90.f93.f95"
// +k8s:selectableField:jsonPath=".status.f90.f103",default="5",indexed=true
// +kubebuilder:printcolumn:name="Col132",type="string",JSONPath=`.spec.f81.f83`
// +kubebuilder:printcolumn:name="Col133",type="integer",JSONPath=`.status.f90.f92`,priority=1
// +kubebuilder:printcolumn:name="Col134",type="string",JSONPath=`.status.f90.f93.f96`,priority=1
// +kubebuilder:printcolumn:name="Col135",type="integer",JSONPath=`.status.f90.f103`,format=int32
// +kubebuilder:printcolumn:name="Col136",type="integer",JSONPath=`.status.f90.f104`
// +kubebuilder:printcolumn:name="Col137",type="string",JSONPath=`.status.f114`
// +kubebuilder:printcolumn:name="Col138",type="integer",JSONPath=`.status.f118.f120`,format=int32
// +kubebuilder:printcolumn:name="Col139",type="integer",JSONPath=`.status.f122`
// +kubebuilder:printcolumn:name="Col140",type="string",JSONPath=`.status.f123.f126`,priority=1
// +kubebuilder:printcolumn:name="Col141",type="string",JSONPath=`.status.f123.f130`
// +k8s:printerColumn:name="Cel142",type=string,expression=`has(self.status) && has(self.status.f90) && has(self.status.f90.f104) ? string(self.status.f90.f104) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
// +kubebuilder:printcolumn:name="Dup143",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup143",type="string",JSONPath=`.metadata.name`
type Kind59 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec60 `json:"spec,omitempty"`
	Status Status89 `json:"status,omitempty"`
}

// Kind59List is a list of Kind59.
//
// +kubebuilder:object:root=true
type Kind59List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind59 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *bool `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	F9 []Item10 `json:"f9,omitempty"`
	F29 []int8 `json:"f29,omitempty"`
	F30 float32 `json:"f30,omitempty,omitzero"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 metav1.Duration `json:"f8"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *Template7 `json:"f6,omitempty"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 uint32 `json:"f11"`
	F12 *S13 `json:"f12"`
	F17 *Template18 `json:"f17"`
	F20 *S21 `json:"f20"`
	F26 *uint32 `json:"f26"`
	F27 Labels28 `json:"f27"`
}

// S13 is a random struct.
type S13 struct {
	F14 *[]int8 `json:"f14,omitempty,omitzero"`
	F15 int8 `json:"f15"`
	F16 *int8 `json:"f16,omitzero"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 float64 `json:"f19,omitempty,omitzero"`
}

// S21 is a random struct.
type S21 struct {
	F22 int32 `json:"f22,omitempty"`
	F23 *resource.Quantity `json:"f23"`
	F24 *types.UID `json:"f24"`
	F25 *uint32 `json:"f25"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Status31 is a random struct.
type Status31 struct {
	F32 *S33 `json:"f32"`
	F36 *uint32 `json:"f36"`
	F37 map[string]string `json:"f37,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	F34 []int8 `json:"f34"`
	F35 int64 `json:"f35"`
}

// Spec43 is a random struct.
type Spec43 struct {
	F44 []int8 `json:"f44"`
	F45 Labels46 `json:"f45,omitempty"`
	F47 *string `json:"f47,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate58 `json:"template"`
}

// Labels46 is a declared list or map type.
type Labels46 map[string]string

// Status48 is a random struct.
type Status48 struct {
	F49 Template50 `json:"f49"`
	F52 Template53 `json:"f52"`
	F55 Mode `json:"f55"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 bool `json:"f51"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 Mode `json:"f54,omitempty"`
}

// PodTemplate58 is a random struct.
type PodTemplate58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec60 is a random struct.
type Spec60 struct {
	// +k8s:selectableField:description="The f61 of the kind."
	F61 *uint8 `json:"f61,omitempty"`
	F62 Template63 `json:"f62"`
	F72 S73 `json:"f72,omitempty"`
	F81 *S82 `json:"f81"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 string `json:"f66"`
	F67 *uint32 `json:"f67,omitempty"`
	F68 int32 `json:"f68,omitempty"`
	F69 types.UID `json:"f69,omitempty"`
	F70 *metav1.Duration `json:"f70,omitempty,omitzero"`
	F71 uint8 `json:"f71"`
}

// Template63 is a random struct.
type Template63 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F64 []Item65 `json:"f64"`
}

// S73 is a random struct.
type S73 struct {
	F74 Template75 `json:"f74"`
	F77 Mode `json:"f77"`
	F78 *uint8 `json:"f78"`
	F79 int8 `json:"f79"`
	Skipped80 string `json:"-"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 int8 `json:"f76"`
}

// S82 is a random struct.
type S82 struct {
	// +k8s:schema:selectableField
	F83 Mode `json:"f83,omitempty"`
	F84 Template85 `json:"f84,omitempty"`
	F87 *int8 `json:"f87,omitempty,omitzero"`
	Skipped88 string `json:"-"`
}

// Template85 is a random struct.
type Template85 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F86 uint8 `json:"f86,omitempty"`
}

// Status89 is a random struct.
type Status89 struct {
	F90 *S91 `json:"f90"`
	F109 []Item110 `json:"f109,omitempty"`
	F114 resource.Quantity `json:"f114"`
	F115 *uint32 `json:"f115"`
	Skipped116 string `json:"-"`
	*Inline117 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S91 is a random struct.
type S91 struct {
	F92 uint32 `json:"f92,omitempty"`
	F93 *S94 `json:"f93,omitempty"`
	Skipped101 string `json:"-"`
	Inline102 `json:",inline"`
}

// S94 is a random struct.
type S94 struct {
	F95 uint32 `json:"f95,omitempty"`
	F96 *metav1.Duration `json:"f96"`
	F97 *float32 `json:"f97"`
	F98 float32 `json:"f98"`
	F99 uint8 `json:"f99,omitempty,omitzero"`
	Skipped100 string `json:"-"`
}

// Inline102 is a random struct.
type Inline102 struct {
	F103 uint8 `json:"f103,omitempty"`
	F104 int64 `json:"f104,omitempty"`
	F105 float64 `json:"f105,omitempty,omitzero"`
	F106 int8 `json:"f106,omitempty"`
	F107 *intstr.IntOrString `json:"f107"`
	F108 int32 `json:"f108"`
}

// Item110 is a random struct.
type Item110 struct {
	F111 int8 `json:"f111,omitempty"`
	F112 *string `json:"f112,omitempty"`
	Skipped113 string `json:"-"`
}

// Inline117 is a random struct.
type Inline117 struct {
	F118 S119 `json:"f118,omitempty"`
	F122 *int16 `json:"f122"`
	F123 S124 `json:"f123"`
	F131 bool `json:"f131"`
}

// S119 is a random struct.
type S119 struct {
	F120 int64 `json:"f120,omitempty,omitzero"`
	F121 *types.UID `json:"f121"`
}

// S124 is a random struct.
type S124 struct {
	F125 *uint64 `json:"f125,omitzero"`
	F126 *types.UID `json:"f126,omitempty"`
	F127 *int16 `json:"f127,omitzero"`
	F128 metav1.Duration `json:"f128,omitempty"`
	F129 *bool `json:"f129,omitempty"`
	F130 *Mode `json:"f130,omitempty"`
}

