package p1102

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
// +k8s:selectableField:jsonPath=".status.f8.f15",default="5"
// +k8s:schema:selectableField:jsonPath=".status.f8.f17",description="The f17 of the kind."
// +kubebuilder:printcolumn:name="Col24",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col25",type="number",JSONPath=`.status.f8.f14`
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.status.f8.f15`,priority=1
// +k8s:printerColumn:name="Cel27",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind28 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f32.f41"
// +kubebuilder:selectablefield:JSONPath=".status.f43"
// +kubebuilder:printcolumn:name="Col46",type="date",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f30`,priority=1
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.status.f31`,format=int32
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f32.f42`,priority=1
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f32.f34[?(@.f36=="x")].f36`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.status.f45.app`
// +k8s:printerColumn:name="Cel52",type=string,expression=`has(self.status) && has(self.status.f44) ? string(self.status.f44) : "none"`
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind28
type Kind28 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind28List is a list of Kind28.
//
// +kubebuilder:object:root=true
type Kind28List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind28 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.Time `json:"f3"`
	F4 metav1.MicroTime `json:"f4,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	// +k8s:schema:selectableField
	F6 int16 `json:"f6"`
	F7 *metav1.Duration `json:"f7,omitempty,omitzero"`
	F8 S9 `json:"f8,omitempty"`
	F18 S19 `json:"f18"`
	F22 resource.Quantity `json:"f22,omitempty"`
	F23 *int16 `json:"f23"`
}

// S9 is a random struct.
type S9 struct {
	F10 []Item11 `json:"f10"`
	F14 *float32 `json:"f14"`
	F15 *uint8 `json:"f15"`
	F16 *uint16 `json:"f16,omitempty"`
	F17 uint64 `json:"f17"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 int16 `json:"f12,omitempty"`
	F13 int64 `json:"f13,omitempty"`
}

// S19 is a random struct.
type S19 struct {
	// +k8s:selectableField
	F20 uint16 `json:"f20"`
	F21 *int16 `json:"f21,omitempty"`
}

// Status29 is a random struct.
type Status29 struct {
	F30 *metav1.Duration `json:"f30,omitempty"`
	F31 *uint8 `json:"f31"`
	F32 *S33 `json:"f32,omitempty"`
	F43 metav1.Time `json:"f43"`
	F44 int64 `json:"f44"`
	F45 map[string]string `json:"f45"`
}

// S33 is a random struct.
type S33 struct {
	F34 List40 `json:"f34"`
	F41 uint32 `json:"f41"`
	F42 *metav1.Duration `json:"f42"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 string `json:"f36"`
	F37 *int32 `json:"f37,omitempty"`
	F38 int `json:"f38"`
	F39 *intstr.IntOrString `json:"f39"`
}

// List40 is a declared list or map type.
type List40 []Item35

