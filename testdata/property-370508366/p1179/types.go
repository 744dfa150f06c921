package p1179

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f8",default="none",indexed=true
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f3.f5.f9`,priority=1
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f10) ? string(self.spec.f3.f10) : "none"`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
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

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f29",description="The f29 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f32",description="The f32 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f36"
// +k8s:schema:selectableField:jsonPath=".status.f39",description="The f39 of the kind."
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f3.f5.f7`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f3.f5.f9`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.spec.f3.f10`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.status.f29`,priority=1
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.status.f35`
// +kubebuilder:printcolumn:name="Col46",type="date",JSONPath=`.status.f37`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f39`,priority=1,description="A column."
// +kubebuilder:subresource:status
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F11 List24 `json:"f11,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 *S6 `json:"f5,omitempty"`
	F10 int64 `json:"f10,omitzero"`
}

// S6 is a random struct.
type S6 struct {
	F7 uint64 `json:"f7,omitempty"`
	F8 string `json:"f8"`
	F9 []int8 `json:"f9"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 int32 `json:"f13"`
	F14 map[string]string `json:"f14"`
	F15 uint8 `json:"f15"`
	F16 *intstr.IntOrString `json:"f16"`
	F17 *S18 `json:"f17"`
	F23 *uint8 `json:"f23"`
}

// S18 is a random struct.
type S18 struct {
	F19 resource.Quantity `json:"f19,omitempty"`
	F20 *resource.Quantity `json:"f20,omitzero"`
	F21 *resource.Quantity `json:"f21,omitempty"`
	F22 []int8 `json:"f22,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item12

// Status28 is a random struct.
type Status28 struct {
	F29 Mode `json:"f29"`
	F30 []int8 `json:"f30,omitempty"`
	*Inline31 `json:",inline"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 *bool `json:"f32"`
	F33 Labels34 `json:"f33"`
	F35 []int8 `json:"f35,omitempty"`
	F36 *int16 `json:"f36,omitempty"`
	F37 metav1.MicroTime `json:"f37,omitempty"`
	Inline38 `json:",inline"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Inline38 is a random struct.
type Inline38 struct {
	F39 Mode `json:"f39"`
	F40 int8 `json:"f40,omitzero"`
}

