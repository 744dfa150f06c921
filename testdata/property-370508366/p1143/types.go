package p1143

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
// +k8s:schema:selectableField:jsonPath=".status.f6",indexed=true
// +k8s:printerColumn:name="Col19",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:schema:selectableField:jsonPath="spec.noDot"
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
	// +k8s:schema:selectableField:indexed=true
	F3 metav1.Time `json:"f3,omitempty"`
	F4 []byte `json:"f4"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate20 `json:"template"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 int64 `json:"f6"`
	F7 *resource.Quantity `json:"f7"`
	F8 Template9 `json:"f8,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 bool `json:"f12,omitempty"`
	F13 int32 `json:"f13,omitempty,omitzero"`
	F14 []int8 `json:"f14,omitempty"`
	F15 uint8 `json:"f15,omitempty"`
	F16 uint16 `json:"f16"`
	F17 int8 `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 S11 `json:"f10"`
}

// PodTemplate20 is a random struct.
type PodTemplate20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

