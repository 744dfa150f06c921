package p1178

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
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f3`,priority=1
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.spec.f5`,format=int32
// +k8s:printerColumn:name="Col36",type=number,jsonPath=`.status.f33`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
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
	F3 *resource.Quantity `json:"f3,omitempty"`
	F4 map[string]string `json:"f4"`
	F5 uint32 `json:"f5,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate37 `json:"template"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 []Item8 `json:"f7,omitempty"`
	F26 *int16 `json:"f26,omitempty"`
	// +k8s:schema:selectableField
	F27 metav1.MicroTime `json:"f27,omitempty"`
	// +k8s:schema:selectableField:default="3"
	F28 int32 `json:"f28,omitempty"`
	F29 []Item30 `json:"f29"`
	F33 float32 `json:"f33,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 Labels10 `json:"f9,omitempty"`
	F11 S12 `json:"f11,omitempty"`
	Inline18 `json:",inline"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// S12 is a random struct.
type S12 struct {
	F13 *int64 `json:"f13"`
	F14 *uint32 `json:"f14,omitempty"`
	F15 metav1.MicroTime `json:"f15"`
	F16 *int64 `json:"f16,omitempty"`
	F17 metav1.Duration `json:"f17"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 *Mode `json:"f19"`
	F20 *metav1.MicroTime `json:"f20,omitzero"`
	F21 *uint64 `json:"f21"`
	F22 *uint8 `json:"f22"`
	F23 string `json:"f23,omitempty"`
	F24 *float64 `json:"f24"`
	Skipped25 string `json:"-"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 map[string]string `json:"f31"`
	F32 int `json:"f32"`
}

// PodTemplate37 is a random struct.
type PodTemplate37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

