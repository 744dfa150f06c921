package p1448

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
// +kubebuilder:printcolumn:name="Col13",type="number",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col14",type="string",JSONPath=`.status.f11.app`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
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
	F3 float64 `json:"f3,omitempty,omitzero"`
	F4 types.UID `json:"f4,omitempty"`
	// +k8s:schema:selectableField:description="The f5 of the kind.",trigger=true
	F5 []byte `json:"f5,omitempty,omitzero"`
	// +k8s:selectableField
	F6 string `json:"f6,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 Template9 `json:"f8"`
	F11 Labels12 `json:"f11"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 uint16 `json:"f10,omitempty"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

