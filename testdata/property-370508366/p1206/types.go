package p1206

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f5.f7"
// +kubebuilder:selectablefield:JSONPath=".status.f15"
// +k8s:schema:index:field="status.f15"
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f3.f5.f8`,format=int32
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col28",type="integer",JSONPath=`.status.f15`,priority=1
// +kubebuilder:printcolumn:name="Col29",type="date",JSONPath=`.status.f16`
// +k8s:printerColumn:name="Cel30",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
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
	F3 *S4 `json:"f3"`
	// +k8s:schema:selectableField
	F11 resource.Quantity `json:"f11"`
	Skipped12 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 S6 `json:"f5"`
	// +k8s:selectableField:default="5",trigger=true
	F9 uint8 `json:"f9,omitempty"`
	F10 resource.Quantity `json:"f10,omitempty,omitzero"`
}

// S6 is a random struct.
type S6 struct {
	F7 uint16 `json:"f7,omitzero"`
	F8 uint16 `json:"f8,omitempty"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 float64 `json:"f14,omitempty"`
	F15 uint32 `json:"f15,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F16 metav1.MicroTime `json:"f16,omitempty"`
	F17 Template18 `json:"f17"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S20 is a random struct.
type S20 struct {
	F21 intstr.IntOrString `json:"f21,omitempty"`
	F22 intstr.IntOrString `json:"f22,omitempty"`
	F23 *int `json:"f23"`
	F24 types.UID `json:"f24,omitzero"`
	F25 *uint32 `json:"f25,omitempty"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 S20 `json:"f19,omitempty"`
}

