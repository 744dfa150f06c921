package p1153

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
// +kubebuilder:selectablefield:JSONPath=".spec.f29"
// +k8s:schema:index:field="spec.f29"
// +k8s:schema:selectableField:jsonPath=".spec.f30",description="The f30 of the kind."
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f28`,priority=1
// +kubebuilder:printcolumn:name="Col35",type="integer",JSONPath=`.spec.f29`,priority=1
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.spec.f30`
// +kubebuilder:printcolumn:name="Col37",type="integer",JSONPath=`.status.f33`,priority=1
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
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
	F3 *int16 `json:"f3,omitempty"`
	F4 *metav1.Time `json:"f4"`
	F5 List27 `json:"f5,omitempty"`
	F28 *[]int8 `json:"f28,omitempty,omitzero"`
	F29 int16 `json:"f29,omitempty"`
	F30 []byte `json:"f30,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 float64 `json:"f7,omitzero"`
	F8 *uint64 `json:"f8,omitzero"`
	F9 Template10 `json:"f9,omitempty"`
	F12 *float64 `json:"f12,omitempty,omitzero"`
	F13 []Item14 `json:"f13"`
	F17 S18 `json:"f17,omitempty"`
	Skipped26 string `json:"-"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 intstr.IntOrString `json:"f11,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 uint32 `json:"f15"`
	F16 int8 `json:"f16,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 uint64 `json:"f19,omitempty"`
	F20 bool `json:"f20,omitzero"`
	F21 *int `json:"f21,omitempty"`
	F22 types.UID `json:"f22,omitzero"`
	F23 *intstr.IntOrString `json:"f23,omitempty,omitzero"`
	F24 intstr.IntOrString `json:"f24,omitempty"`
	Skipped25 string `json:"-"`
}

// List27 is a declared list or map type.
type List27 []Item6

// Status31 is a random struct.
type Status31 struct {
	// +k8s:schema:selectableField:description="The f32 of the kind.",indexed=true
	F32 types.UID `json:"f32,omitempty"`
	F33 int32 `json:"f33"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

