package p1311

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
// +k8s:printerColumn:name="Col31",type=number,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f25.f27`,description="A column."
// +k8s:printerColumn:name="Col33",type=number,jsonPath=`.spec.f25.f29`,description="A column."
// +k8s:printerColumn:name="Cel34",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
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
	F3 float32 `json:"f3"`
	F4 []Item5 `json:"f4,omitempty"`
	F21 map[string]string `json:"f21,omitempty"`
	F22 Template23 `json:"f22,omitempty"`
	F25 S26 `json:"f25"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate35 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 *types.UID `json:"f6"`
	F7 Labels8 `json:"f7,omitempty"`
	F9 List16 `json:"f9,omitempty"`
	F17 []Item18 `json:"f17,omitempty"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Item10 is a random struct.
type Item10 struct {
	F11 *Mode `json:"f11,omitempty"`
	F12 metav1.MicroTime `json:"f12"`
	F13 *uint16 `json:"f13,omitempty"`
	F14 resource.Quantity `json:"f14,omitempty"`
	F15 types.UID `json:"f15,omitempty"`
}

// List16 is a declared list or map type.
type List16 []Item10

// Item18 is a random struct.
type Item18 struct {
	F19 *Mode `json:"f19,omitempty"`
	F20 uint16 `json:"f20"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 int `json:"f24,omitempty,omitzero"`
}

// S26 is a random struct.
type S26 struct {
	// +k8s:schema:selectableField:description="The f27 of the kind.",trigger=true
	F27 []byte `json:"f27,omitempty,omitzero"`
	F28 string `json:"f28,omitempty"`
	F29 *float64 `json:"f29"`
	Skipped30 string `json:"-"`
}

// PodTemplate35 is a random struct.
type PodTemplate35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

