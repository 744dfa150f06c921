package p1525

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
// +k8s:schema:selectableField:jsonPath=".status.f25"
// +k8s:selectableField:jsonPath=".status.f30",indexed=true
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f9`
// +k8s:printerColumn:name="Col32",type=date,jsonPath=`.spec.f13`,priority=1
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f3[*].f5`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f14.app`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f16[0].f19`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.status.f26.app`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f27.app`,priority=1
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
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
	F3 List7 `json:"f3"`
	F8 uint32 `json:"f8,omitempty"`
	F9 *string `json:"f9,omitempty"`
	F10 *metav1.Duration `json:"f10,omitempty"`
	F11 *float32 `json:"f11,omitempty"`
	*Inline12 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 resource.Quantity `json:"f5,omitempty"`
	F6 *metav1.MicroTime `json:"f6"`
}

// List7 is a declared list or map type.
type List7 []Item4

// Inline12 is a random struct.
type Inline12 struct {
	F13 metav1.Time `json:"f13,omitempty"`
	F14 Labels15 `json:"f14"`
	F16 []Item17 `json:"f16,omitempty"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Item17 is a random struct.
type Item17 struct {
	F18 *metav1.Time `json:"f18"`
	F19 []int8 `json:"f19"`
	F20 metav1.MicroTime `json:"f20,omitempty,omitzero"`
	F21 string `json:"f21,omitempty,omitzero"`
	F22 Mode `json:"f22,omitempty"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 uint32 `json:"f24,omitempty"`
	F25 metav1.Time `json:"f25,omitempty"`
	F26 map[string]string `json:"f26,omitempty"`
	F27 Labels28 `json:"f27,omitempty"`
	F29 metav1.Time `json:"f29,omitempty"`
	F30 uint8 `json:"f30"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

