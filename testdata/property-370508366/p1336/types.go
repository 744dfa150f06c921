package p1336

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="2",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f6"
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.spec.f4.app`
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.status.f8.f16[*].f19`,description="A column."
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.status.f8.f16[?(@.f18==true)].f19`,priority=1,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
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
	F3 int16 `json:"f3,omitempty"`
	F4 map[string]string `json:"f4"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 *metav1.MicroTime `json:"f6"`
	F7 *uint8 `json:"f7"`
	F8 S9 `json:"f8"`
	F25 Labels26 `json:"f25,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 *Template11 `json:"f10"`
	F13 Template14 `json:"f13"`
	F16 []Item17 `json:"f16,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F24 uint64 `json:"f24,omitempty,omitzero"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *float32 `json:"f12"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 *[]int8 `json:"f15"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 bool `json:"f18,omitempty"`
	F19 string `json:"f19,omitempty"`
	F20 metav1.Duration `json:"f20,omitempty"`
	F21 *int `json:"f21,omitzero"`
	F22 int `json:"f22,omitempty"`
	F23 *uint8 `json:"f23,omitempty"`
}

// Labels26 is a declared list or map type.
type Labels26 map[string]string

