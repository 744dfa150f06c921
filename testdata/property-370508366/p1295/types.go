package p1295

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:selectableField:jsonPath=".status.f11",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f12",description="The f12 of the kind."
// +kubebuilder:printcolumn:name="Col16",type="integer",JSONPath=`.spec.f3`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col18",type="string",JSONPath=`.status.f11`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.status.f13`
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.status.f9.app`
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.status.f14.app`
// +k8s:printerColumn:name="Cel22",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind24 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f30.f33.f37",default="2"
// +k8s:schema:selectableField:jsonPath=".spec.f30.f33.f39",default="1"
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f30.f32`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f30.f33.f35`
// +kubebuilder:printcolumn:name="Col67",type="integer",JSONPath=`.spec.f30.f33.f36`,priority=1
// +kubebuilder:printcolumn:name="Col68",type="integer",JSONPath=`.spec.f30.f33.f37`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col69",type="integer",JSONPath=`.spec.f30.f33.f38`
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.spec.f30.f33.f39`,format=int32
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f45`
// +kubebuilder:printcolumn:name="Col72",type="integer",JSONPath=`.status.f57`,format=int32
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f30.f41.app`,description="A column."
// +k8s:printerColumn:name="Cel74",type=string,expression=`has(self.spec) && has(self.spec.f30) && has(self.spec.f30.f40) ? string(self.spec.f30.f40) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind24 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec25 `json:"spec,omitempty"`
	Status Status47 `json:"status,omitempty"`
}

// Kind24List is a list of Kind24.
//
// +kubebuilder:object:root=true
type Kind24List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind24 `json:"items"`
}

// Kind76 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f79.f81"
// +k8s:schema:index:field="spec.f79.f81"
// +k8s:selectableField:jsonPath=".spec.f96.f99",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f96.f101",description="The f101 of the kind."
// +kubebuilder:printcolumn:name="Col121",type="string",JSONPath=`.spec.f78`
// +kubebuilder:printcolumn:name="Col122",type="integer",JSONPath=`.spec.f79.f81`,format=int32
// +kubebuilder:printcolumn:name="Col123",type="integer",JSONPath=`.spec.f94`
// +kubebuilder:printcolumn:name="Col124",type="number",JSONPath=`.spec.f95`
// +kubebuilder:printcolumn:name="Col125",type="string",JSONPath=`.spec.f96.f98`
// +kubebuilder:printcolumn:name="Col126",type="integer",JSONPath=`.spec.f96.f99`
// +kubebuilder:printcolumn:name="Col127",type="string",JSONPath=`.status.f104`
// +kubebuilder:printcolumn:name="Col128",type="string",JSONPath=`.status.f108.f115`,priority=1
// +kubebuilder:printcolumn:name="Col129",type="string",JSONPath=`.spec.f79.f82[*].f85`
// +kubebuilder:printcolumn:name="Col130",type="string",JSONPath=`.spec.f79.f82[0].f85`,priority=1
// +kubebuilder:printcolumn:name="Col131",type="string",JSONPath=`.spec.f79.f82[?(@.f84==1)].f85`,priority=1
// +kubebuilder:printcolumn:name="Col132",type="string",JSONPath=`.spec.f79.f86[*].f88`,priority=1
// +kubebuilder:printcolumn:name="Col133",type="string",JSONPath=`.spec.f79.f92.app`
// +k8s:printerColumn:name="Cel134",type=string,expression=`has(self.spec) && has(self.spec.f96) && has(self.spec.f96.f99) ? string(self.spec.f96.f99) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
type Kind76 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec77 `json:"spec,omitempty"`
	Status Status102 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField
	F3 int8 `json:"f3"`
	F4 metav1.MicroTime `json:"f4,omitempty"`
	F5 []int8 `json:"f5,omitempty"`
	F6 uint32 `json:"f6"`
	F7 intstr.IntOrString `json:"f7"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate23 `json:"template"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 Labels10 `json:"f9,omitempty"`
	F11 uint64 `json:"f11,omitempty"`
	F12 metav1.Time `json:"f12,omitempty"`
	F13 []byte `json:"f13"`
	F14 Labels15 `json:"f14,omitempty"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// PodTemplate23 is a random struct.
type PodTemplate23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec25 is a random struct.
type Spec25 struct {
	// +k8s:schema:selectableField:description="The f26 of the kind."
	F26 bool `json:"f26"`
	F27 *Template28 `json:"f27"`
	F30 S31 `json:"f30,omitempty"`
	F45 types.UID `json:"f45,omitempty"`
	F46 *uint64 `json:"f46,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate75 `json:"template"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *uint64 `json:"f29,omitempty"`
}

// S31 is a random struct.
type S31 struct {
	F32 *string `json:"f32"`
	F33 S34 `json:"f33"`
	F40 int64 `json:"f40,omitempty"`
	F41 map[string]string `json:"f41,omitempty"`
	F42 Template43 `json:"f42"`
}

// S34 is a random struct.
type S34 struct {
	// +k8s:schema:selectableField:default="none"
	F35 string `json:"f35,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F36 int `json:"f36,omitempty"`
	F37 *int16 `json:"f37,omitempty"`
	F38 *int `json:"f38,omitempty,omitzero"`
	F39 int `json:"f39"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 uint32 `json:"f44"`
}

// Status47 is a random struct.
type Status47 struct {
	F48 []Item49 `json:"f48"`
	F57 *int8 `json:"f57,omitempty"`
	F58 Template59 `json:"f58,omitempty"`
	F61 []int8 `json:"f61,omitempty"`
	F62 *Template63 `json:"f62"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 metav1.Time `json:"f50,omitempty"`
	F51 *int `json:"f51,omitempty"`
	F52 resource.Quantity `json:"f52"`
	F53 Template54 `json:"f53"`
	F56 []byte `json:"f56,omitempty"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 *[]int8 `json:"f55,omitempty,omitzero"`
}

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 float64 `json:"f60,omitempty"`
}

// Template63 is a random struct.
type Template63 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F64 *intstr.IntOrString `json:"f64,omitempty"`
}

// PodTemplate75 is a random struct.
type PodTemplate75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec77 is a random struct.
type Spec77 struct {
	F78 *types.UID `json:"f78"`
	F79 S80 `json:"f79"`
	// +k8s:schema:selectableField:indexed=true
	F94 uint16 `json:"f94"`
	F95 *float64 `json:"f95,omitempty,omitzero"`
	F96 S97 `json:"f96"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate135 `json:"template"`
}

// S80 is a random struct.
type S80 struct {
	F81 *int `json:"f81"`
	F82 []Item83 `json:"f82,omitempty"`
	F86 List90 `json:"f86,omitempty"`
	// +k8s:schema:selectableField
	F91 []byte `json:"f91"`
	F92 Labels93 `json:"f92"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 int32 `json:"f84"`
	F85 metav1.Duration `json:"f85"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 []int8 `json:"f88"`
	F89 *uint64 `json:"f89,omitzero"`
}

// List90 is a declared list or map type.
type List90 []Item87

// Labels93 is a declared list or map type.
type Labels93 map[string]string

// S97 is a random struct.
type S97 struct {
	F98 *string `json:"f98,omitempty"`
	F99 *int32 `json:"f99"`
	// +k8s:schema:selectableField:default="-1",trigger=true
	F100 int8 `json:"f100"`
	F101 metav1.Duration `json:"f101,omitempty,omitzero"`
}

// Status102 is a random struct.
type Status102 struct {
	F103 map[string]string `json:"f103"`
	F104 *intstr.IntOrString `json:"f104"`
	F105 metav1.Time `json:"f105"`
	F106 metav1.MicroTime `json:"f106,omitzero"`
	F107 *uint8 `json:"f107,omitempty"`
	F108 *S109 `json:"f108"`
	Skipped120 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S109 is a random struct.
type S109 struct {
	F110 List114 `json:"f110,omitempty"`
	F115 uint64 `json:"f115,omitempty"`
	F116 Template117 `json:"f116"`
	F119 metav1.Time `json:"f119,omitempty"`
}

// Item111 is a random struct.
type Item111 struct {
	F112 *resource.Quantity `json:"f112,omitempty"`
	F113 float64 `json:"f113,omitempty"`
}

// List114 is a declared list or map type.
type List114 []Item111

// Template117 is a random struct.
type Template117 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F118 Mode `json:"f118"`
}

// PodTemplate135 is a random struct.
type PodTemplate135 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

