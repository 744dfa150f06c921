package p1204

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
// +k8s:selectableField:jsonPath=".spec.f7",description="The f7 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f10"
// +k8s:schema:selectableField:jsonPath=".status.f11",default="false"
// +kubebuilder:printcolumn:name="Col13",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col14",type="integer",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col15",type="boolean",JSONPath=`.status.f11`,description="A column."
// +kubebuilder:printcolumn:name="Col16",type="string",JSONPath=`.spec.f4.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
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
	// +k8s:schema:selectableField:default="-1",description="The f3 of the kind."
	F3 *int8 `json:"f3,omitempty"`
	F4 map[string]string `json:"f4,omitempty"`
	F5 int64 `json:"f5,omitempty"`
	F6 intstr.IntOrString `json:"f6,omitempty"`
	F7 int64 `json:"f7,omitempty"`
	F8 types.UID `json:"f8,omitempty,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 int8 `json:"f10"`
	F11 bool `json:"f11"`
	F12 *Mode `json:"f12,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

