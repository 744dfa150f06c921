package p1037

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
// +k8s:schema:selectableField:jsonPath=".spec.f7",description="The f7 of the kind."
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind12 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f14",default="2"
// +k8s:schema:selectableField:jsonPath=".spec.f15.f25",default="fast",description="The f25 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f15.f27",description="The f27 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f51",default="2",description="The f51 of the kind."
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f15.f25`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f15.f17[*].f21`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.spec.f15.f17[0].f21`
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f15.f17[?(@.f21=="fast")].f21`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.spec.f15.f28[*].f32`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.spec.f36.app`,description="A column."
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f38.app`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f54.app`
// +k8s:printerColumn:name="Cel67",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
type Kind12 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec13 `json:"spec,omitempty"`
	Status Status53 `json:"status,omitempty"`
}

// Kind12List is a list of Kind12.
//
// +kubebuilder:object:root=true
type Kind12List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind12 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f76",default="2",description="The f76 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f78"
// +k8s:schema:selectableField:jsonPath=".spec.f86.f88",description="The f88 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f91",default="false"
// +kubebuilder:selectablefield:JSONPath=".status.f93.f100"
// +kubebuilder:printcolumn:name="Col114",type="integer",JSONPath=`.spec.f76`
// +kubebuilder:printcolumn:name="Col115",type="number",JSONPath=`.spec.f86.f89`,description="A column."
// +kubebuilder:printcolumn:name="Col116",type="integer",JSONPath=`.status.f93.f98`
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.status.f102.f104`
// +kubebuilder:printcolumn:name="Col118",type="string",JSONPath=`.status.f102.f105`,priority=1
// +kubebuilder:printcolumn:name="Col119",type="integer",JSONPath=`.status.f102.f106.f108`
// +kubebuilder:printcolumn:name="Col120",type="integer",JSONPath=`.status.f113`,description="A column."
// +k8s:printerColumn:name="Cel121",type=string,expression=`has(self.status) && has(self.status.f102) && has(self.status.f102.f106) && has(self.status.f102.f106.f109) ? string(self.status.f102.f106.f109) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec70 `json:"spec,omitempty"`
	Status Status90 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F7 *int64 `json:"f7,omitempty,omitzero"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 string `json:"f9"`
	F10 Labels11 `json:"f10"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// Spec13 is a random struct.
type Spec13 struct {
	F14 int16 `json:"f14"`
	F15 *S16 `json:"f15,omitempty"`
	F36 Labels37 `json:"f36"`
	F38 map[string]string `json:"f38,omitempty"`
	F39 uint16 `json:"f39"`
	F40 Template41 `json:"f40,omitempty"`
	*Inline47 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate68 `json:"template"`
}

// S16 is a random struct.
type S16 struct {
	F17 List24 `json:"f17"`
	F25 Mode `json:"f25"`
	// +k8s:schema:selectableField
	F26 uint8 `json:"f26"`
	F27 int8 `json:"f27"`
	F28 []Item29 `json:"f28,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 int64 `json:"f19"`
	F20 *bool `json:"f20"`
	F21 Mode `json:"f21,omitempty"`
	F22 []int8 `json:"f22"`
	F23 string `json:"f23"`
}

// List24 is a declared list or map type.
type List24 []Item18

// Item29 is a random struct.
type Item29 struct {
	F30 *bool `json:"f30,omitempty"`
	F31 *bool `json:"f31,omitempty"`
	F32 resource.Quantity `json:"f32,omitempty"`
	F33 metav1.MicroTime `json:"f33"`
	F34 []byte `json:"f34,omitempty,omitzero"`
	F35 uint32 `json:"f35"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// S43 is a random struct.
type S43 struct {
	F44 *float64 `json:"f44,omitempty"`
	F45 *resource.Quantity `json:"f45"`
	F46 int `json:"f46,omitempty"`
}

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 S43 `json:"f42"`
}

// Inline47 is a random struct.
type Inline47 struct {
	F48 Template49 `json:"f48,omitempty"`
	F51 *int16 `json:"f51,omitzero"`
	// +k8s:schema:selectableField:default="7",description="The f52 of the kind.",trigger=true
	F52 *uint32 `json:"f52,omitempty,omitzero"`
}

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 metav1.Time `json:"f50,omitempty"`
}

// Status53 is a random struct.
type Status53 struct {
	F54 map[string]string `json:"f54,omitempty"`
	F55 string `json:"f55"`
	F56 *resource.Quantity `json:"f56,omitempty"`
	F57 uint8 `json:"f57,omitempty,omitzero"`
	Skipped58 string `json:"-"`
}

// PodTemplate68 is a random struct.
type PodTemplate68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec70 is a random struct.
type Spec70 struct {
	F71 List75 `json:"f71"`
	F76 int16 `json:"f76"`
	F77 resource.Quantity `json:"f77"`
	F78 *int32 `json:"f78"`
	// +k8s:selectableField
	F79 metav1.Duration `json:"f79,omitempty"`
	Skipped80 string `json:"-"`
	*Inline81 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 metav1.MicroTime `json:"f73"`
	F74 float32 `json:"f74,omitempty"`
}

// List75 is a declared list or map type.
type List75 []Item72

// Inline81 is a random struct.
type Inline81 struct {
	F82 Template83 `json:"f82"`
	F85 uint8 `json:"f85,omitempty"`
	F86 *S87 `json:"f86"`
}

// Template83 is a random struct.
type Template83 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F84 types.UID `json:"f84"`
}

// S87 is a random struct.
type S87 struct {
	F88 int16 `json:"f88"`
	F89 *float32 `json:"f89"`
}

// Status90 is a random struct.
type Status90 struct {
	F91 *bool `json:"f91,omitempty,omitzero"`
	F92 *int16 `json:"f92,omitempty"`
	F93 S94 `json:"f93,omitempty"`
	F101 int `json:"f101,omitempty,omitzero"`
	F102 S103 `json:"f102"`
	F113 int8 `json:"f113"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S94 is a random struct.
type S94 struct {
	F95 Template96 `json:"f95,omitempty"`
	F98 int `json:"f98,omitempty"`
	F99 uint8 `json:"f99,omitzero"`
	F100 *metav1.MicroTime `json:"f100,omitempty"`
}

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 uint8 `json:"f97,omitempty,omitzero"`
}

// S103 is a random struct.
type S103 struct {
	F104 resource.Quantity `json:"f104"`
	F105 uint64 `json:"f105,omitempty"`
	F106 *S107 `json:"f106,omitempty"`
	F112 *metav1.MicroTime `json:"f112,omitempty"`
}

// S107 is a random struct.
type S107 struct {
	F108 *uint32 `json:"f108"`
	F109 int `json:"f109,omitempty"`
	F110 uint64 `json:"f110,omitempty"`
	F111 uint16 `json:"f111,omitempty"`
}

