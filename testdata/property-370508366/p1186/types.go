package p1186

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
// +k8s:selectableField:jsonPath=".spec.f3",default="none",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="7",description="The f4 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f14"
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col18",type="integer",JSONPath=`.spec.f4`,format=int32
// +kubebuilder:printcolumn:name="Col19",type="integer",JSONPath=`.spec.f5.f10`,format=int32
// +kubebuilder:printcolumn:name="Col20",type="integer",JSONPath=`.spec.f11`,format=int32
// +kubebuilder:printcolumn:name="Col21",type="integer",JSONPath=`.status.f13`,priority=1
// +kubebuilder:printcolumn:name="Col22",type="integer",JSONPath=`.status.f16`
// +k8s:printerColumn:name="Cel23",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status12 `json:"status,omitempty"`
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
	F3 *string `json:"f3,omitempty"`
	F4 uint32 `json:"f4,omitempty"`
	F5 *S6 `json:"f5,omitempty"`
	F11 *uint8 `json:"f11"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 *int16 `json:"f7,omitempty"`
	F8 uint8 `json:"f8,omitempty"`
	F9 map[string]string `json:"f9,omitempty"`
	F10 int64 `json:"f10,omitempty,omitzero"`
}

// Status12 is a random struct.
type Status12 struct {
	// +k8s:schema:selectableField:trigger=true
	F13 int64 `json:"f13,omitempty"`
	F14 *bool `json:"f14"`
	F15 *resource.Quantity `json:"f15,omitempty,omitzero"`
	F16 int64 `json:"f16,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

