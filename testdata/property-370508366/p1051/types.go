package p1051

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
// +k8s:schema:selectableField:jsonPath=".spec.f18",default="false"
// +k8s:printerColumn:name="Col20",type=date,jsonPath=`.spec.f7`,priority=1
// +k8s:printerColumn:name="Col21",type=integer,jsonPath=`.spec.f17`
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f8.f10[*].f12`
// +k8s:printerColumn:name="Col23",type=string,jsonPath=`.spec.f8.f10[0].f12`,priority=1
// +k8s:printerColumn:name="Col24",type=string,jsonPath=`.spec.f8.f10[?(@.f14==1)].f12`
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F7 *metav1.MicroTime `json:"f7"`
	F8 *S9 `json:"f8,omitempty"`
	F17 uint16 `json:"f17"`
	F18 bool `json:"f18,omitempty"`
	Skipped19 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate25 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 metav1.Duration `json:"f5,omitempty"`
	F6 *metav1.MicroTime `json:"f6,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 []Item11 `json:"f10,omitempty"`
	F16 *resource.Quantity `json:"f16,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 metav1.Duration `json:"f12,omitempty"`
	F13 uint32 `json:"f13,omitzero"`
	F14 int32 `json:"f14,omitempty,omitzero"`
	F15 *resource.Quantity `json:"f15,omitempty"`
}

// PodTemplate25 is a random struct.
type PodTemplate25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

