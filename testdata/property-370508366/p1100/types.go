package p1100

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
// +kubebuilder:selectablefield:JSONPath=".status.f12.f14"
// +k8s:schema:index:field="status.f12.f14"
// +kubebuilder:printcolumn:name="Col18",type="string",JSONPath=`.status.f6`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.status.f16`
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.status.f7.app`,priority=1
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
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
	F3 intstr.IntOrString `json:"f3"`
	F4 []int8 `json:"f4"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 Mode `json:"f6,omitzero"`
	F7 Labels8 `json:"f7"`
	F9 Template10 `json:"f9"`
	F12 *S13 `json:"f12,omitempty"`
	F16 *uint64 `json:"f16,omitempty,omitzero"`
	Skipped17 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 int64 `json:"f11,omitempty"`
}

// S13 is a random struct.
type S13 struct {
	F14 uint8 `json:"f14,omitempty"`
	F15 map[string]string `json:"f15"`
}

