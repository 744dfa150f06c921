package p1513

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
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f19`,priority=1
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f20.app`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:resource:path=kind1-items
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
	F3 []Item4 `json:"f3,omitempty"`
	F19 *resource.Quantity `json:"f19"`
	F20 Labels21 `json:"f20"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate27 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *uint32 `json:"f5,omitempty"`
	F6 S7 `json:"f6,omitempty"`
	F13 bool `json:"f13,omitzero"`
	Inline14 `json:",inline"`
}

// S7 is a random struct.
type S7 struct {
	F8 *uint16 `json:"f8"`
	F9 bool `json:"f9"`
	F10 int16 `json:"f10,omitempty"`
	F11 *Mode `json:"f11"`
	F12 int64 `json:"f12,omitzero"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 float32 `json:"f15"`
	F16 uint16 `json:"f16,omitempty"`
	F17 []int8 `json:"f17,omitempty"`
	F18 []int8 `json:"f18"`
}

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// Status22 is a random struct.
type Status22 struct {
	F23 resource.Quantity `json:"f23,omitempty"`
	F24 resource.Quantity `json:"f24,omitempty"`
}

// PodTemplate27 is a random struct.
type PodTemplate27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

