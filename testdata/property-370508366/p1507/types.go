package p1507

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
// +k8s:selectableField:jsonPath=".spec.f20",trigger=true
// +k8s:printerColumn:name="Col21",type=integer,jsonPath=`.spec.f20`
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
	F3 int32 `json:"f3"`
	F4 []Item5 `json:"f4,omitempty"`
	F20 *int `json:"f20,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate22 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 []Item7 `json:"f6,omitempty"`
	F12 int `json:"f12,omitempty"`
	F13 bool `json:"f13,omitempty"`
	F14 *Template15 `json:"f14,omitempty"`
	F17 Template18 `json:"f17"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *int64 `json:"f8,omitempty"`
	F9 Mode `json:"f9"`
	F10 *int64 `json:"f10,omitempty"`
	F11 *bool `json:"f11,omitempty"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 []byte `json:"f16,omitempty"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 uint8 `json:"f19,omitempty"`
}

// PodTemplate22 is a random struct.
type PodTemplate22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

