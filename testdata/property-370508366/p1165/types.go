package p1165

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f6"
// +kubebuilder:selectablefield:JSONPath=".status.f23"
// +k8s:schema:selectableField:jsonPath=".status.f25",indexed=true
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f3.f9[*].f11`
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f3.f9[0].f11`,priority=1,description="A column."
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.spec.f3.f6`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f3.f7`,format=int32
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f16`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f3.f5.app`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f3.f9[*].f11`,priority=1
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f3.f9[0].f11`
// +kubebuilder:resource:scope=Cluster,shortName=xkind29
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Kind51 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f105"
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f59.f68.f70`
// +k8s:printerColumn:name="Col107",type=number,jsonPath=`.status.f59.f68.f72`
// +k8s:printerColumn:name="Col108",type=boolean,jsonPath=`.status.f105`
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.status.f59.f62[*].f64`
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f59.f62[0].f64`
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.status.f103.app`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind51z,singular=kind51
type Kind51 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec52 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind51List is a list of Kind51.
//
// +kubebuilder:object:root=true
type Kind51List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind51 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F16 intstr.IntOrString `json:"f16,omitempty"`
	F17 []Item18 `json:"f17"`
	Skipped21 string `json:"-"`
}

// S4 is a random struct.
type S4 struct {
	F5 map[string]string `json:"f5"`
	F6 uint8 `json:"f6,omitempty"`
	F7 *int8 `json:"f7"`
	F8 float64 `json:"f8"`
	F9 []Item10 `json:"f9"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 types.UID `json:"f11,omitempty"`
	F12 *resource.Quantity `json:"f12,omitempty"`
	F13 uint64 `json:"f13,omitempty"`
	F14 []byte `json:"f14,omitempty"`
	F15 []byte `json:"f15,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 uint32 `json:"f19,omitempty"`
	F20 uint32 `json:"f20"`
}

// Status22 is a random struct.
type Status22 struct {
	F23 intstr.IntOrString `json:"f23"`
	// +k8s:schema:selectableField:default="1",indexed=true
	F24 int `json:"f24,omitempty"`
	F25 Mode `json:"f25,omitempty"`
	// +k8s:selectableField:description="The f26 of the kind.",indexed=true
	F26 *metav1.Time `json:"f26,omitempty"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 Template32 `json:"f31"`
	F41 uint64 `json:"f41,omitempty"`
	F42 Template43 `json:"f42"`
}

// S34 is a random struct.
type S34 struct {
	F35 int8 `json:"f35"`
	F36 *resource.Quantity `json:"f36"`
	F37 int64 `json:"f37,omitempty"`
	F38 *int `json:"f38,omitzero"`
	F39 *intstr.IntOrString `json:"f39"`
	F40 metav1.Time `json:"f40"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 S34 `json:"f33,omitempty"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 *types.UID `json:"f44,omitempty"`
}

// Spec52 is a random struct.
type Spec52 struct {
	F53 Labels54 `json:"f53"`
	F55 float64 `json:"f55"`
	// +k8s:schema:selectableField:description="The f56 of the kind."
	F56 int `json:"f56"`
	Skipped57 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels54 is a declared list or map type.
type Labels54 map[string]string

// Status58 is a random struct.
type Status58 struct {
	F59 S60 `json:"f59"`
	F78 List101 `json:"f78"`
	F102 int16 `json:"f102,omitempty"`
	F103 Labels104 `json:"f103"`
	F105 *bool `json:"f105"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S60 is a random struct.
type S60 struct {
	F61 map[string]string `json:"f61"`
	F62 List67 `json:"f62,omitempty"`
	F68 *S69 `json:"f68"`
	Inline74 `json:",inline"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 string `json:"f64,omitzero"`
	F65 uint8 `json:"f65,omitzero"`
	F66 *metav1.Time `json:"f66,omitempty,omitzero"`
}

// List67 is a declared list or map type.
type List67 []Item63

// S69 is a random struct.
type S69 struct {
	// +k8s:schema:selectableField:description="The f70 of the kind.",indexed=true
	F70 metav1.Duration `json:"f70,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F71 *int `json:"f71,omitzero"`
	F72 *float64 `json:"f72"`
	F73 int `json:"f73"`
}

// Inline74 is a random struct.
type Inline74 struct {
	F75 resource.Quantity `json:"f75"`
	F76 *int8 `json:"f76"`
	// +k8s:schema:selectableField
	F77 int16 `json:"f77,omitempty"`
}

// Item79 is a random struct.
type Item79 struct {
	F80 *types.UID `json:"f80"`
	F81 S82 `json:"f81,omitempty"`
	F86 S87 `json:"f86,omitempty"`
	F91 int32 `json:"f91"`
	F92 int `json:"f92"`
	Inline93 `json:",inline"`
}

// S82 is a random struct.
type S82 struct {
	F83 uint8 `json:"f83,omitempty"`
	F84 bool `json:"f84,omitempty"`
	F85 *int32 `json:"f85,omitempty"`
}

// S87 is a random struct.
type S87 struct {
	F88 int8 `json:"f88,omitempty"`
	F89 int16 `json:"f89"`
	F90 *int32 `json:"f90,omitempty"`
}

// Inline93 is a random struct.
type Inline93 struct {
	F94 float64 `json:"f94"`
	F95 int16 `json:"f95,omitempty,omitzero"`
	F96 uint16 `json:"f96,omitzero"`
	F97 float64 `json:"f97"`
	F98 *int64 `json:"f98,omitempty"`
	F99 resource.Quantity `json:"f99,omitempty"`
	Skipped100 string `json:"-"`
}

// List101 is a declared list or map type.
type List101 []Item79

// Labels104 is a declared list or map type.
type Labels104 map[string]string

