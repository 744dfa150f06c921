package p1236

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +k8s:selectableField:jsonPath=".status.f28.f30",description="The f30 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f35",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f36"
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f28.f32`
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.status.f28.f33`,description="A column."
// +kubebuilder:printcolumn:name="Col45",type="date",JSONPath=`.status.f41`
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f4.app`
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f7[0].f18`
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
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
	F3 uint16 `json:"f3"`
	F4 map[string]string `json:"f4"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate48 `json:"template"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 resource.Quantity `json:"f6,omitempty"`
	F7 List23 `json:"f7,omitempty"`
	Inline24 `json:",inline"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *float64 `json:"f9,omitempty"`
	F10 List16 `json:"f10"`
	F17 uint32 `json:"f17,omitempty"`
	F18 uint64 `json:"f18"`
	F19 *Mode `json:"f19"`
	F20 Template21 `json:"f20,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 Mode `json:"f12"`
	F13 Mode `json:"f13"`
	F14 *int8 `json:"f14"`
	Skipped15 string `json:"-"`
}

// List16 is a declared list or map type.
type List16 []Item11

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 *Mode `json:"f22,omitempty,omitzero"`
}

// List23 is a declared list or map type.
type List23 []Item8

// Inline24 is a random struct.
type Inline24 struct {
	F25 Template26 `json:"f25,omitempty"`
	F28 *S29 `json:"f28"`
	F35 []byte `json:"f35"`
	F36 uint64 `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
	Inline38 `json:",inline"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 *int8 `json:"f27,omitzero"`
}

// S29 is a random struct.
type S29 struct {
	F30 int16 `json:"f30,omitempty"`
	F31 []byte `json:"f31,omitempty"`
	F32 *string `json:"f32,omitempty"`
	F33 uint32 `json:"f33"`
	Skipped34 string `json:"-"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 *string `json:"f39,omitempty"`
	F40 resource.Quantity `json:"f40,omitempty"`
	// +k8s:selectableField:indexed=true
	F41 metav1.MicroTime `json:"f41"`
	F42 []byte `json:"f42,omitempty"`
}

// PodTemplate48 is a random struct.
type PodTemplate48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

