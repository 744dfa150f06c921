package p1538

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col25",type="integer",JSONPath=`.spec.f16.f19`
// +kubebuilder:printcolumn:name="Col26",type="date",JSONPath=`.spec.f16.f20`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel27",type=string,expression=`has(self.spec) && has(self.spec.f16) && has(self.spec.f16.f19) ? string(self.spec.f16.f19) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
// +kubebuilder:printcolumn:name="Dup29",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup29",type="string",JSONPath=`.metadata.name`
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
	F3 *bool `json:"f3"`
	F4 types.UID `json:"f4"`
	F5 List13 `json:"f5,omitempty"`
	F14 uint64 `json:"f14"`
	Inline15 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate28 `json:"template"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 bool `json:"f7"`
	F8 *S9 `json:"f8,omitempty"`
	Skipped12 string `json:"-"`
}

// S9 is a random struct.
type S9 struct {
	F10 types.UID `json:"f10,omitempty"`
	F11 float32 `json:"f11,omitempty"`
}

// List13 is a declared list or map type.
type List13 []Item6

// Inline15 is a random struct.
type Inline15 struct {
	F16 *S17 `json:"f16"`
	F21 Labels22 `json:"f21"`
	F23 metav1.MicroTime `json:"f23,omitempty,omitzero"`
}

// S17 is a random struct.
type S17 struct {
	F18 float64 `json:"f18"`
	F19 *int `json:"f19,omitempty"`
	F20 metav1.MicroTime `json:"f20"`
}

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// PodTemplate28 is a random struct.
type PodTemplate28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

