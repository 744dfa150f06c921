package p1004

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
// +k8s:schema:selectableField:jsonPath=".spec.f8",indexed=true
// +k8s:selectableField:jsonPath=".spec.f18",default="1h0m0s",description="The f18 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f23",default="8",description="The f23 of the kind."
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f9`
// +kubebuilder:printcolumn:name="Col28",type="integer",JSONPath=`.spec.f10`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col29",type="integer",JSONPath=`.spec.f11`,description="A column."
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f19`,description="A column."
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.status.f26.app`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind33 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f36",default="1h0m0s",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f38"
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f36`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f38`
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.spec) && has(self.spec.f38) ? self.spec.f38 : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec34 `json:"spec,omitempty"`
}

// Kind33List is a list of Kind33.
//
// +kubebuilder:object:root=true
type Kind33List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind33 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f55.f58.f61",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f65",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f109",indexed=true
// +k8s:printerColumn:name="Col122",type=boolean,jsonPath=`.spec.f55.f57`,priority=1,description="A column."
// +k8s:printerColumn:name="Col123",type=number,jsonPath=`.spec.f55.f58.f60`
// +k8s:printerColumn:name="Col124",type=integer,jsonPath=`.spec.f55.f58.f62`,format=int32
// +k8s:printerColumn:name="Col125",type=string,jsonPath=`.spec.f55.f58.f63`
// +k8s:printerColumn:name="Col126",type=integer,jsonPath=`.spec.f55.f64`
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.status.f104`
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.status.f110`
// +k8s:printerColumn:name="Col129",type=integer,jsonPath=`.status.f111.f113`
// +k8s:printerColumn:name="Col130",type=number,jsonPath=`.status.f111.f114`,description="A column."
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField
	F3 intstr.IntOrString `json:"f3,omitempty,omitzero"`
	F4 Template5 `json:"f4,omitempty"`
	*Inline7 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate32 `json:"template"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 int `json:"f6,omitempty"`
}

// Inline7 is a random struct.
type Inline7 struct {
	F8 []byte `json:"f8"`
	F9 *uint16 `json:"f9,omitempty,omitzero"`
	F10 *uint32 `json:"f10,omitempty,omitzero"`
	F11 uint8 `json:"f11"`
	F12 *Template13 `json:"f12,omitempty"`
	F15 []int8 `json:"f15"`
	Inline16 `json:",inline"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 types.UID `json:"f14"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 []int8 `json:"f17,omitempty"`
	F18 *metav1.Duration `json:"f18"`
	// +k8s:schema:selectableField:indexed=true
	F19 string `json:"f19,omitzero"`
}

// Status20 is a random struct.
type Status20 struct {
	// +k8s:schema:selectableField:description="The f21 of the kind.",indexed=true
	F21 *int64 `json:"f21,omitempty,omitzero"`
	F22 map[string]string `json:"f22"`
	F23 *uint64 `json:"f23,omitempty,omitzero"`
	F24 *metav1.Time `json:"f24,omitempty"`
	F25 *float64 `json:"f25"`
	F26 map[string]string `json:"f26,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// PodTemplate32 is a random struct.
type PodTemplate32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec34 is a random struct.
type Spec34 struct {
	F35 uint16 `json:"f35,omitempty,omitzero"`
	F36 metav1.Duration `json:"f36,omitempty"`
	F37 metav1.Duration `json:"f37"`
	F38 Mode `json:"f38"`
	F39 map[string]string `json:"f39"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate43 `json:"template"`
}

// PodTemplate43 is a random struct.
type PodTemplate43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 []Item47 `json:"f46"`
	F53 Labels54 `json:"f53,omitempty"`
	F55 *S56 `json:"f55"`
	F65 *types.UID `json:"f65"`
	// +k8s:selectableField
	F66 Mode `json:"f66,omitempty"`
	F67 *metav1.Time `json:"f67,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 *metav1.Duration `json:"f48,omitempty,omitzero"`
	F49 *[]int8 `json:"f49"`
	F50 uint16 `json:"f50,omitempty"`
	F51 Labels52 `json:"f51,omitempty"`
}

// Labels52 is a declared list or map type.
type Labels52 map[string]string

// Labels54 is a declared list or map type.
type Labels54 map[string]string

// S56 is a random struct.
type S56 struct {
	F57 bool `json:"f57"`
	F58 S59 `json:"f58"`
	// +k8s:selectableField:default="5",indexed=true
	F64 *uint8 `json:"f64"`
}

// S59 is a random struct.
type S59 struct {
	F60 *float32 `json:"f60"`
	F61 *int `json:"f61,omitempty"`
	F62 uint8 `json:"f62"`
	F63 *intstr.IntOrString `json:"f63,omitempty"`
}

// Status68 is a random struct.
type Status68 struct {
	F69 []int8 `json:"f69"`
	F70 float64 `json:"f70"`
	F71 List103 `json:"f71,omitempty"`
	F104 Mode `json:"f104,omitempty"`
	Inline105 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 []Item74 `json:"f73,omitempty"`
	F81 List88 `json:"f81,omitempty"`
	F89 *S90 `json:"f89,omitempty"`
	F95 map[string]string `json:"f95"`
	Inline96 `json:",inline"`
}

// Item74 is a random struct.
type Item74 struct {
	F75 uint8 `json:"f75"`
	F76 intstr.IntOrString `json:"f76,omitzero"`
	F77 *uint64 `json:"f77"`
	F78 *metav1.Duration `json:"f78"`
	F79 uint32 `json:"f79,omitempty"`
	F80 int64 `json:"f80,omitempty,omitzero"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 string `json:"f83"`
	F84 int32 `json:"f84"`
	F85 int64 `json:"f85,omitempty"`
	F86 resource.Quantity `json:"f86"`
	Skipped87 string `json:"-"`
}

// List88 is a declared list or map type.
type List88 []Item82

// S90 is a random struct.
type S90 struct {
	F91 *int64 `json:"f91,omitempty"`
	F92 []byte `json:"f92"`
	F93 int `json:"f93,omitempty"`
	F94 float32 `json:"f94,omitempty"`
}

// Inline96 is a random struct.
type Inline96 struct {
	F97 int32 `json:"f97"`
	F98 *uint8 `json:"f98"`
	F99 Mode `json:"f99,omitempty"`
	F100 resource.Quantity `json:"f100"`
	F101 []int8 `json:"f101,omitempty"`
	F102 metav1.Duration `json:"f102,omitempty"`
}

// List103 is a declared list or map type.
type List103 []Item72

// Inline105 is a random struct.
type Inline105 struct {
	F106 Template107 `json:"f106,omitempty"`
	F109 *metav1.MicroTime `json:"f109,omitempty"`
	// +k8s:schema:selectableField:description="The f110 of the kind."
	F110 intstr.IntOrString `json:"f110,omitempty"`
	F111 *S112 `json:"f111,omitempty"`
	F116 uint64 `json:"f116,omitempty"`
	Skipped117 string `json:"-"`
	Inline118 `json:",inline"`
}

// Template107 is a random struct.
type Template107 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F108 int64 `json:"f108"`
}

// S112 is a random struct.
type S112 struct {
	F113 *int16 `json:"f113,omitempty"`
	F114 float64 `json:"f114"`
	F115 uint8 `json:"f115"`
}

// Inline118 is a random struct.
type Inline118 struct {
	F119 int8 `json:"f119,omitempty"`
	F120 float64 `json:"f120,omitempty"`
	Skipped121 string `json:"-"`
}

