package p1487

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:schema:selectableField:jsonPath=".status.f8",description="The f8 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f9"
// +k8s:schema:index:field="status.f9"
// +k8s:schema:selectableField:jsonPath=".status.f17",default="-1",description="The f17 of the kind."
// +kubebuilder:printcolumn:name="Col18",type="integer",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.spec.f5`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind1-items
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
	F3 *bool `json:"f3,omitempty"`
	F4 int64 `json:"f4"`
	F5 uint64 `json:"f5"`
	Skipped6 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 uint8 `json:"f8,omitempty,omitzero"`
	F9 int16 `json:"f9,omitempty"`
	F10 []Item11 `json:"f10,omitempty"`
	F16 []int8 `json:"f16,omitempty"`
	F17 *int8 `json:"f17,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 bool `json:"f12"`
	F13 map[string]string `json:"f13"`
	F14 uint64 `json:"f14"`
	F15 []int8 `json:"f15,omitempty"`
}

