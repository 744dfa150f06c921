package p1001

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
// +k8s:schema:selectableField:jsonPath=".status.f11.f22",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f11.f24",description="The f24 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f26",default="6"
// +k8s:schema:selectableField:jsonPath=".status.f27"
// +k8s:schema:selectableField:jsonPath=".status.f30.f32",default="3"
// +k8s:schema:selectableField:jsonPath=".status.f30.f33",description="The f33 of the kind."
// +k8s:printerColumn:name="Col43",type=boolean,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col44",type=integer,jsonPath=`.status.f11.f13`,format=int32
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.status.f11.f22`
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.status.f11.f24`,priority=1
// +k8s:printerColumn:name="Col47",type=integer,jsonPath=`.status.f26`
// +k8s:printerColumn:name="Col48",type=integer,jsonPath=`.status.f30.f32`,format=int32
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.status.f30.f35`,format=int32
// +k8s:printerColumn:name="Col50",type=number,jsonPath=`.status.f30.f36`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f37.f40`,priority=1,description="A column."
// +k8s:printerColumn:name="Col52",type=integer,jsonPath=`.status.f37.f41`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f11.f14.app`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.status.f11.f15[0].f17`
// +k8s:printerColumn:name="Cel55",type=string,expression=`has(self.spec) && has(self.spec.f7) ? string(self.spec.f7) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	F7 bool `json:"f7,omitempty"`
	F8 *float32 `json:"f8,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 int64 `json:"f5,omitempty"`
	F6 metav1.MicroTime `json:"f6,omitempty"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 []int8 `json:"f10,omitzero"`
	F11 S12 `json:"f11"`
	F26 uint16 `json:"f26,omitempty"`
	F27 metav1.MicroTime `json:"f27"`
	F28 map[string]string `json:"f28,omitempty"`
	Inline29 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S12 is a random struct.
type S12 struct {
	F13 uint16 `json:"f13,omitempty"`
	F14 map[string]string `json:"f14,omitempty"`
	F15 List20 `json:"f15"`
	Inline21 `json:",inline"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 Mode `json:"f17,omitzero"`
	F18 resource.Quantity `json:"f18,omitempty"`
	Skipped19 string `json:"-"`
}

// List20 is a declared list or map type.
type List20 []Item16

// Inline21 is a random struct.
type Inline21 struct {
	F22 *string `json:"f22"`
	F23 *uint8 `json:"f23,omitzero"`
	F24 []byte `json:"f24,omitempty"`
	F25 *float64 `json:"f25,omitempty,omitzero"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 S31 `json:"f30"`
	F37 S38 `json:"f37"`
	F42 int64 `json:"f42,omitempty"`
}

// S31 is a random struct.
type S31 struct {
	F32 int32 `json:"f32"`
	F33 uint8 `json:"f33"`
	F34 *uint32 `json:"f34,omitempty,omitzero"`
	F35 int32 `json:"f35"`
	F36 *float64 `json:"f36"`
}

// S38 is a random struct.
type S38 struct {
	F39 *int64 `json:"f39"`
	F40 types.UID `json:"f40,omitempty"`
	F41 int32 `json:"f41"`
}

