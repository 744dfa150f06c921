package p1365

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
// +kubebuilder:selectablefield:JSONPath=".spec.f5"
// +k8s:schema:index:field="spec.f5"
// +kubebuilder:selectablefield:JSONPath=".status.f10.f14"
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.spec.f5`,priority=1
// +kubebuilder:printcolumn:name="Col23",type="integer",JSONPath=`.status.f10.f12`,description="A column."
// +kubebuilder:printcolumn:name="Col24",type="date",JSONPath=`.status.f10.f14`
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.status.f15[*].f19`
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.status) && has(self.status.f10) && has(self.status.f10.f13) ? self.status.f10.f13 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f30"
// +k8s:schema:selectableField:jsonPath=".spec.f41",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f44"
// +k8s:schema:index:field="spec.f44"
// +k8s:selectableField:jsonPath=".status.f48",default="fast",description="The f48 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f59"
// +kubebuilder:printcolumn:name="Col71",type="number",JSONPath=`.spec.f29`
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f30`,priority=1
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f41`
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.status.f59`,priority=1
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f32[*].f36`,priority=1
// +k8s:printerColumn:name="Cel76",type=string,expression=`has(self.status) && has(self.status.f48) ? self.status.f48 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec28 `json:"spec,omitempty"`
	Status Status47 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Kind77 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f86"
// +k8s:schema:index:field="spec.f86"
// +kubebuilder:selectablefield:JSONPath=".status.f89.f92"
// +k8s:schema:index:field="status.f89.f92"
// +k8s:selectableField:jsonPath=".status.f89.f94.f97",description="The f97 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col104",type="integer",JSONPath=`.spec.f79`
// +kubebuilder:printcolumn:name="Col105",type="integer",JSONPath=`.spec.f80`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col106",type="integer",JSONPath=`.spec.f84`,format=int32
// +kubebuilder:printcolumn:name="Col107",type="boolean",JSONPath=`.spec.f86`
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.status.f89.f91`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col109",type="string",JSONPath=`.status.f89.f93`
// +kubebuilder:printcolumn:name="Col110",type="number",JSONPath=`.status.f89.f94.f96`,priority=1
// +kubebuilder:printcolumn:name="Col111",type="boolean",JSONPath=`.status.f103`
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.spec.f81.app`
// +k8s:printerColumn:name="Cel113",type=string,expression=`has(self.spec) && has(self.spec.f86) ? string(self.spec.f86) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind77 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec78 `json:"spec,omitempty"`
	Status Status88 `json:"status,omitempty"`
}

// Kind77List is a list of Kind77.
//
// +kubebuilder:object:root=true
type Kind77List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind77 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 []byte `json:"f5,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Status6 is a random struct.
type Status6 struct {
	F7 int8 `json:"f7"`
	// +k8s:selectableField:default="-1"
	F8 *int8 `json:"f8,omitempty"`
	F9 resource.Quantity `json:"f9,omitempty"`
	F10 *S11 `json:"f10"`
	F15 List21 `json:"f15,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	// +k8s:selectableField:description="The f12 of the kind.",indexed=true
	F12 int8 `json:"f12"`
	F13 *Mode `json:"f13,omitempty"`
	F14 metav1.MicroTime `json:"f14,omitempty"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 *uint16 `json:"f17,omitempty"`
	F18 *int8 `json:"f18,omitempty"`
	F19 string `json:"f19"`
	F20 *int16 `json:"f20,omitzero"`
}

// List21 is a declared list or map type.
type List21 []Item16

// Spec28 is a random struct.
type Spec28 struct {
	F29 float32 `json:"f29,omitempty"`
	F30 string `json:"f30,omitempty"`
	Inline31 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 []Item33 `json:"f32,omitempty"`
	F41 metav1.Duration `json:"f41"`
	F42 *metav1.MicroTime `json:"f42"`
	F43 *metav1.Time `json:"f43,omitempty"`
	F44 *int `json:"f44,omitzero"`
	// +k8s:schema:selectableField:default="6"
	F45 uint16 `json:"f45"`
	Skipped46 string `json:"-"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *int64 `json:"f34,omitempty,omitzero"`
	F35 uint32 `json:"f35,omitempty"`
	F36 metav1.Duration `json:"f36,omitempty"`
	F37 int16 `json:"f37"`
	F38 metav1.Time `json:"f38,omitempty"`
	F39 *float32 `json:"f39,omitempty,omitzero"`
	Skipped40 string `json:"-"`
}

// Status47 is a random struct.
type Status47 struct {
	F48 Mode `json:"f48,omitzero"`
	F49 Template50 `json:"f49"`
	F58 *uint32 `json:"f58,omitempty"`
	F59 []byte `json:"f59,omitempty"`
	F60 *uint16 `json:"f60"`
	F61 Template62 `json:"f61"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 *types.UID `json:"f53"`
	F54 int16 `json:"f54,omitempty"`
	F55 *uint64 `json:"f55,omitempty"`
	F56 *int64 `json:"f56"`
	F57 intstr.IntOrString `json:"f57,omitempty"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 []Item52 `json:"f51"`
}

// S64 is a random struct.
type S64 struct {
	F65 string `json:"f65"`
	F66 string `json:"f66,omitzero"`
	F67 int32 `json:"f67"`
	F68 float32 `json:"f68"`
	F69 []byte `json:"f69,omitempty,omitzero"`
	F70 int64 `json:"f70"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 *S64 `json:"f63,omitempty"`
}

// Spec78 is a random struct.
type Spec78 struct {
	// +k8s:schema:selectableField:indexed=true
	F79 *int `json:"f79"`
	F80 uint16 `json:"f80,omitzero"`
	F81 map[string]string `json:"f81"`
	Skipped82 string `json:"-"`
	Inline83 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate114 `json:"template"`
}

// Inline83 is a random struct.
type Inline83 struct {
	F84 *int `json:"f84,omitempty"`
	F85 uint64 `json:"f85,omitempty"`
	F86 *bool `json:"f86"`
	Skipped87 string `json:"-"`
}

// Status88 is a random struct.
type Status88 struct {
	F89 S90 `json:"f89,omitempty"`
	// +k8s:selectableField
	F102 *bool `json:"f102,omitempty"`
	F103 bool `json:"f103,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S90 is a random struct.
type S90 struct {
	F91 []int8 `json:"f91,omitempty"`
	F92 uint64 `json:"f92,omitempty,omitzero"`
	F93 []int8 `json:"f93,omitempty"`
	F94 S95 `json:"f94,omitempty"`
	Skipped101 string `json:"-"`
}

// S95 is a random struct.
type S95 struct {
	F96 float32 `json:"f96"`
	F97 uint32 `json:"f97"`
	F98 float64 `json:"f98"`
	F99 *float64 `json:"f99"`
	F100 int32 `json:"f100"`
}

// PodTemplate114 is a random struct.
type PodTemplate114 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

