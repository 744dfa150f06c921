package p1256

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f11"
// +k8s:printerColumn:name="Col13",type=integer,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col14",type=integer,jsonPath=`.spec.f4`,priority=1,format=int32
// +k8s:printerColumn:name="Col15",type=integer,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col16",type=string,jsonPath=`.status.f12`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
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
	F3 uint16 `json:"f3"`
	// +k8s:schema:selectableField:default="7",trigger=true
	F4 uint32 `json:"f4,omitempty,omitzero"`
	F5 *int16 `json:"f5,omitzero"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status6 is a random struct.
type Status6 struct {
	// +k8s:schema:selectableField:indexed=true
	F7 *uint32 `json:"f7"`
	F8 Template9 `json:"f8"`
	F11 int16 `json:"f11,omitempty"`
	// +k8s:schema:selectableField
	F12 *string `json:"f12,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 Mode `json:"f10"`
}

