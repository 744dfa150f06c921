package p1484

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
// +kubebuilder:selectablefield:JSONPath=".status.f7.f10.f12"
// +k8s:schema:index:field="status.f7.f10.f12"
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.spec.f3`,format=int32
// +kubebuilder:printcolumn:name="Col41",type="number",JSONPath=`.status.f7.f10.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.status.f17.f22`
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.status.f23.f26`,description="A column."
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.status.f23.f27`
// +kubebuilder:printcolumn:name="Col45",type="number",JSONPath=`.status.f23.f28`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.status.f32`
// +kubebuilder:printcolumn:name="Col47",type="number",JSONPath=`.status.f33`
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.status.f35.f37`
// +k8s:printerColumn:name="Cel49",type=string,expression=`has(self.status) && has(self.status.f7) && has(self.status.f7.f15) ? string(self.status.f7.f15) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
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
	// +k8s:selectableField:default="4",indexed=true
	F3 int64 `json:"f3,omitempty"`
	F4 *float32 `json:"f4,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	// +k8s:schema:selectableField:indexed=true
	F6 metav1.MicroTime `json:"f6,omitempty"`
	F7 *S8 `json:"f7,omitempty"`
	*Inline16 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	// +k8s:selectableField:description="The f9 of the kind."
	F9 *int16 `json:"f9,omitempty"`
	F10 *S11 `json:"f10,omitempty"`
	F15 int `json:"f15,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 *string `json:"f12,omitempty"`
	F13 float32 `json:"f13,omitempty"`
	F14 uint8 `json:"f14"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 S18 `json:"f17,omitempty"`
	F23 *S24 `json:"f23"`
	F32 resource.Quantity `json:"f32,omitempty"`
	F33 float64 `json:"f33,omitempty,omitzero"`
	F34 *metav1.MicroTime `json:"f34"`
	F35 S36 `json:"f35,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	// +k8s:schema:selectableField
	F19 types.UID `json:"f19,omitempty"`
	F20 metav1.Time `json:"f20"`
	F21 *Mode `json:"f21"`
	// +k8s:schema:selectableField:default="6"
	F22 *uint16 `json:"f22"`
}

// S24 is a random struct.
type S24 struct {
	F25 *int `json:"f25,omitempty,omitzero"`
	F26 int16 `json:"f26"`
	F27 int16 `json:"f27,omitempty"`
	F28 *float64 `json:"f28"`
	F29 []int8 `json:"f29"`
	F30 resource.Quantity `json:"f30,omitempty"`
	Skipped31 string `json:"-"`
}

// S36 is a random struct.
type S36 struct {
	F37 int32 `json:"f37,omitzero"`
	F38 *[]int8 `json:"f38,omitempty,omitzero"`
	F39 metav1.Time `json:"f39,omitempty"`
}

