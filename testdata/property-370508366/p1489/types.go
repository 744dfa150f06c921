package p1489

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
// +k8s:schema:selectableField:jsonPath=".spec.f36",description="The f36 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f40"
// +kubebuilder:selectablefield:JSONPath=".status.f50"
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col53",type="date",JSONPath=`.spec.f35`
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.status.f50`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f60.f65"
// +k8s:schema:selectableField:jsonPath=".status.f60.f66.f69",indexed=true
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.spec.f57`,priority=1,description="A column."
// +k8s:printerColumn:name="Col101",type=integer,jsonPath=`.spec.f58`,priority=1,description="A column."
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.status.f60.f62`
// +k8s:printerColumn:name="Col103",type=boolean,jsonPath=`.status.f60.f63`
// +k8s:printerColumn:name="Col104",type=integer,jsonPath=`.status.f60.f65`,priority=1
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f60.f66.f68`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f60.f72`
// +k8s:printerColumn:name="Col107",type=boolean,jsonPath=`.status.f60.f74`
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.status.f60.f75`
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.status.f77`,description="A column."
// +k8s:printerColumn:name="Col110",type=integer,jsonPath=`.status.f83.f96`,priority=1
// +k8s:printerColumn:name="Cel111",type=string,expression=`has(self.status) && has(self.status.f60) && has(self.status.f60.f63) ? string(self.status.f60.f63) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +k8s:resource:path=kind55-items
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec56 `json:"spec,omitempty"`
	Status Status59 `json:"status,omitempty"`
}

// Kind55List is a list of Kind55.
//
// +kubebuilder:object:root=true
type Kind55List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind55 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 types.UID `json:"f3,omitempty"`
	// +k8s:schema:selectableField:default="2",trigger=true
	F4 *int16 `json:"f4,omitempty,omitzero"`
	F5 List34 `json:"f5,omitempty"`
	// +k8s:selectableField
	F35 metav1.MicroTime `json:"f35,omitempty"`
	F36 metav1.Time `json:"f36,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 S8 `json:"f7"`
	F14 *bool `json:"f14"`
	F15 S16 `json:"f15"`
	F24 List31 `json:"f24"`
	F32 int `json:"f32"`
	F33 bool `json:"f33,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 int `json:"f9"`
	F10 []int8 `json:"f10"`
	F11 string `json:"f11,omitempty"`
	F12 intstr.IntOrString `json:"f12,omitempty"`
	Skipped13 string `json:"-"`
}

// S16 is a random struct.
type S16 struct {
	F17 int64 `json:"f17"`
	F18 intstr.IntOrString `json:"f18"`
	F19 int32 `json:"f19,omitempty,omitzero"`
	F20 types.UID `json:"f20"`
	F21 float64 `json:"f21"`
	F22 uint16 `json:"f22"`
	Skipped23 string `json:"-"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 *string `json:"f26"`
	F27 []byte `json:"f27,omitempty"`
	F28 metav1.MicroTime `json:"f28"`
	F29 []byte `json:"f29"`
	F30 int32 `json:"f30"`
}

// List31 is a declared list or map type.
type List31 []Item25

// List34 is a declared list or map type.
type List34 []Item6

// Status37 is a random struct.
type Status37 struct {
	F38 *float32 `json:"f38"`
	// +k8s:selectableField:description="The f39 of the kind."
	F39 int64 `json:"f39,omitempty"`
	F40 uint32 `json:"f40,omitempty,omitzero"`
	F41 Template42 `json:"f41,omitempty"`
	*Inline49 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S44 is a random struct.
type S44 struct {
	F45 metav1.Time `json:"f45"`
	F46 int16 `json:"f46"`
	F47 *metav1.Duration `json:"f47,omitempty"`
	Skipped48 string `json:"-"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 *S44 `json:"f43,omitempty"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 *int32 `json:"f50"`
	F51 *float32 `json:"f51"`
}

// Spec56 is a random struct.
type Spec56 struct {
	F57 resource.Quantity `json:"f57,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F58 int64 `json:"f58"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status59 is a random struct.
type Status59 struct {
	F60 *S61 `json:"f60,omitempty"`
	F76 []byte `json:"f76"`
	F77 []byte `json:"f77,omitempty"`
	F78 List82 `json:"f78,omitempty"`
	F83 S84 `json:"f83"`
	F98 Labels99 `json:"f98"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S61 is a random struct.
type S61 struct {
	// +k8s:schema:selectableField:description="The f62 of the kind."
	F62 intstr.IntOrString `json:"f62"`
	// +k8s:schema:selectableField:default="false",trigger=true
	F63 bool `json:"f63"`
	// +k8s:schema:selectableField:description="The f64 of the kind."
	F64 int32 `json:"f64,omitempty"`
	F65 *int32 `json:"f65,omitempty"`
	F66 *S67 `json:"f66,omitempty"`
	Skipped70 string `json:"-"`
	Inline71 `json:",inline"`
}

// S67 is a random struct.
type S67 struct {
	F68 types.UID `json:"f68"`
	F69 *intstr.IntOrString `json:"f69,omitempty"`
}

// Inline71 is a random struct.
type Inline71 struct {
	F72 *uint64 `json:"f72,omitempty,omitzero"`
	F73 *metav1.Duration `json:"f73"`
	F74 bool `json:"f74,omitempty"`
	F75 *[]int8 `json:"f75,omitempty"`
}

// Item79 is a random struct.
type Item79 struct {
	F80 uint32 `json:"f80,omitempty,omitzero"`
	F81 []int8 `json:"f81,omitempty"`
}

// List82 is a declared list or map type.
type List82 []Item79

// S84 is a random struct.
type S84 struct {
	F85 S86 `json:"f85,omitempty"`
	F90 S91 `json:"f90"`
	F96 uint32 `json:"f96,omitempty"`
	Skipped97 string `json:"-"`
}

// S86 is a random struct.
type S86 struct {
	F87 *uint16 `json:"f87,omitempty"`
	F88 *float32 `json:"f88"`
	F89 *string `json:"f89,omitempty"`
}

// S91 is a random struct.
type S91 struct {
	F92 float64 `json:"f92,omitempty"`
	F93 types.UID `json:"f93,omitempty"`
	F94 *[]int8 `json:"f94,omitzero"`
	Skipped95 string `json:"-"`
}

// Labels99 is a declared list or map type.
type Labels99 map[string]string

