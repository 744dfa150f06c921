package p1351

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",indexed=true
// +k8s:printerColumn:name="Col25",type=integer,jsonPath=`.spec.f5`,description="A column."
// +k8s:printerColumn:name="Col26",type=date,jsonPath=`.spec.f21`
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.status.f24`
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f6[0].f11`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
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
	F3 *uint8 `json:"f3,omitempty,omitzero"`
	F4 metav1.MicroTime `json:"f4,omitempty"`
	F5 int32 `json:"f5"`
	F6 List20 `json:"f6"`
	F21 *metav1.Time `json:"f21,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *metav1.Time `json:"f8"`
	F9 *int64 `json:"f9"`
	F10 uint32 `json:"f10,omitempty"`
	F11 []byte `json:"f11,omitempty"`
	F12 *metav1.Time `json:"f12,omitempty"`
	F13 uint8 `json:"f13"`
	Inline14 `json:",inline"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 intstr.IntOrString `json:"f15"`
	F16 *int8 `json:"f16,omitempty"`
	F17 int32 `json:"f17,omitempty"`
	F18 int16 `json:"f18,omitzero"`
	F19 *metav1.Time `json:"f19,omitempty"`
}

// List20 is a declared list or map type.
type List20 []Item7

// Status22 is a random struct.
type Status22 struct {
	F23 Mode `json:"f23,omitempty,omitzero"`
	F24 resource.Quantity `json:"f24,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

