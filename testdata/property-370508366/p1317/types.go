package p1317

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
// +k8s:schema:selectableField:jsonPath=".spec.f8",default="8"
// +k8s:selectableField:jsonPath=".status.f11",description="The f11 of the kind."
// +k8s:printerColumn:name="Col34",type=date,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col35",type=number,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f10`,priority=1
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f4.app`,priority=1
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
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
	F3 map[string]string `json:"f3,omitempty"`
	F4 Labels5 `json:"f4,omitempty"`
	F6 metav1.Time `json:"f6"`
	// +k8s:schema:selectableField
	F7 float32 `json:"f7"`
	F8 uint64 `json:"f8"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Status9 is a random struct.
type Status9 struct {
	F10 *int8 `json:"f10"`
	F11 int32 `json:"f11,omitempty"`
	F12 resource.Quantity `json:"f12,omitempty"`
	F13 List33 `json:"f13"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 *Template16 `json:"f15,omitempty"`
	F18 S19 `json:"f18,omitempty"`
	F23 uint16 `json:"f23,omitempty"`
	F24 *metav1.Time `json:"f24,omitempty"`
	F25 bool `json:"f25,omitempty"`
	F26 []Item27 `json:"f26"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 *uint16 `json:"f17"`
}

// S19 is a random struct.
type S19 struct {
	F20 []byte `json:"f20,omitempty"`
	F21 int16 `json:"f21,omitempty"`
	F22 *float32 `json:"f22"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 *uint32 `json:"f28,omitzero"`
	F29 int8 `json:"f29"`
	F30 metav1.Duration `json:"f30"`
	F31 int `json:"f31,omitempty,omitzero"`
	F32 int `json:"f32,omitempty"`
}

// List33 is a declared list or map type.
type List33 []Item14

