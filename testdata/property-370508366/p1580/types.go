package p1580

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
// +k8s:schema:selectableField:jsonPath=".spec.f5.f7",indexed=true
// +kubebuilder:printcolumn:name="Col29",type="integer",JSONPath=`.spec.f5.f7`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col30",type="date",JSONPath=`.spec.f15`
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f18`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f20[*].f26`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f20[?(@.f27==true)].f26`
// +k8s:printerColumn:name="Cel34",type=string,expression=`has(self.spec) && has(self.spec.f19) ? self.spec.f19 : "none"`
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
	F3 *string `json:"f3,omitempty"`
	F4 map[string]string `json:"f4,omitempty"`
	F5 S6 `json:"f5"`
	// +k8s:selectableField:description="The f15 of the kind."
	F15 *metav1.MicroTime `json:"f15,omitempty"`
	Inline16 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate35 `json:"template"`
}

// S6 is a random struct.
type S6 struct {
	F7 *uint32 `json:"f7,omitempty,omitzero"`
	F8 *int32 `json:"f8,omitempty"`
	F9 float64 `json:"f9"`
	F10 Template11 `json:"f10,omitempty"`
	F13 metav1.MicroTime `json:"f13"`
	F14 *int32 `json:"f14"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 uint8 `json:"f12,omitzero"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 Mode `json:"f17,omitempty,omitzero"`
	F18 []int8 `json:"f18,omitempty"`
	F19 string `json:"f19"`
	F20 []Item21 `json:"f20,omitempty"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 metav1.Time `json:"f22,omitempty,omitzero"`
	F23 uint32 `json:"f23,omitempty"`
	F24 *int32 `json:"f24"`
	F25 *[]int8 `json:"f25"`
	F26 uint64 `json:"f26,omitzero"`
	F27 bool `json:"f27,omitempty"`
	Skipped28 string `json:"-"`
}

// PodTemplate35 is a random struct.
type PodTemplate35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

