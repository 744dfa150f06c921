package p1229

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
// +k8s:schema:selectableField:jsonPath=".status.f14"
// +k8s:printerColumn:name="Col17",type=date,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col18",type=date,jsonPath=`.spec.f12`
// +k8s:printerColumn:name="Col19",type=string,jsonPath=`.status.f15`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
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
	F3 *metav1.MicroTime `json:"f3,omitzero"`
	F4 Template5 `json:"f4"`
	F7 *S8 `json:"f7"`
	F11 []int8 `json:"f11"`
	F12 metav1.Time `json:"f12,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 intstr.IntOrString `json:"f6,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 []byte `json:"f9"`
	F10 bool `json:"f10"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 []byte `json:"f14,omitempty,omitzero"`
	F15 uint64 `json:"f15,omitzero"`
	F16 uint32 `json:"f16"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

