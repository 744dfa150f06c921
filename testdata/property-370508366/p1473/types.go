package p1473

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
// +kubebuilder:selectablefield:JSONPath=".status.f17"
// +k8s:schema:index:field="status.f17"
// +k8s:schema:selectableField:jsonPath=".status.f18.f29",default="4",trigger=true
// +k8s:selectableField:jsonPath=".status.f18.f33",description="The f33 of the kind."
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f3.f10`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.status.f18.f30`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.status.f18.f33`,format=int32
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f3.f9.app`
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f18.f21[0].f23`,priority=1
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.status.f18.f21[?(@.f25==true)].f23`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
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
	F12 metav1.Duration `json:"f12"`
	F13 Template14 `json:"f13,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate45 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 Template6 `json:"f5"`
	F8 []int8 `json:"f8"`
	F9 map[string]string `json:"f9"`
	F10 int `json:"f10,omitempty,omitzero"`
	F11 types.UID `json:"f11,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *intstr.IntOrString `json:"f7,omitempty,omitzero"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 *float32 `json:"f15,omitempty"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 int32 `json:"f17"`
	F18 S19 `json:"f18"`
	Skipped38 string `json:"-"`
}

// S19 is a random struct.
type S19 struct {
	F20 metav1.MicroTime `json:"f20"`
	F21 []Item22 `json:"f21"`
	F29 *int64 `json:"f29,omitempty"`
	F30 Mode `json:"f30"`
	Skipped31 string `json:"-"`
	Inline32 `json:",inline"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 types.UID `json:"f23,omitempty"`
	F24 int64 `json:"f24,omitempty"`
	F25 bool `json:"f25"`
	F26 uint8 `json:"f26,omitempty,omitzero"`
	F27 string `json:"f27,omitempty"`
	F28 uint16 `json:"f28"`
}

// Inline32 is a random struct.
type Inline32 struct {
	F33 uint16 `json:"f33"`
	F34 *uint16 `json:"f34"`
	F35 metav1.Duration `json:"f35,omitempty"`
	F36 *metav1.Duration `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// PodTemplate45 is a random struct.
type PodTemplate45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

