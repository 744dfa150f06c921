package p1244

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
// +k8s:schema:index:field="spec.f4"
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.spec.f4`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
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
	F3 resource.Quantity `json:"f3"`
	F4 *types.UID `json:"f4,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate25 `json:"template"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 []Item7 `json:"f6,omitempty"`
	F15 Template16 `json:"f15"`
	Skipped23 string `json:"-"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 uint8 `json:"f8,omitempty"`
	F9 int `json:"f9"`
	F10 bool `json:"f10,omitempty,omitzero"`
	F11 *int32 `json:"f11,omitempty"`
	F12 *Template13 `json:"f12,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 *uint32 `json:"f14"`
}

// S18 is a random struct.
type S18 struct {
	F19 float32 `json:"f19,omitzero"`
	F20 bool `json:"f20,omitempty"`
	F21 *bool `json:"f21,omitempty"`
	F22 *float64 `json:"f22,omitempty"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 *S18 `json:"f17,omitempty"`
}

// PodTemplate25 is a random struct.
type PodTemplate25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

