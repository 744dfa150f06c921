package p1284

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="4"
// +k8s:selectableField:jsonPath=".spec.f5.f10",description="The f10 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f32"
// +kubebuilder:selectablefield:JSONPath=".status.f34"
// +k8s:schema:index:field="status.f34"
// +kubebuilder:selectablefield:JSONPath=".status.f35"
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f3`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f5.f10`,priority=1
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f31`
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.spec.f32`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f5.f11[0].f17`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f20.f24[*].f28`
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f20.f24[?(@.f28=="x")].f28`
// +k8s:printerColumn:name="Cel47",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
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
	F3 *int64 `json:"f3,omitempty"`
	F4 metav1.Duration `json:"f4"`
	F5 S6 `json:"f5,omitempty"`
	F20 S21 `json:"f20,omitempty"`
	// +k8s:schema:selectableField:default="6"
	F31 uint16 `json:"f31"`
	F32 []byte `json:"f32"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate48 `json:"template"`
}

// S6 is a random struct.
type S6 struct {
	F7 *Template8 `json:"f7"`
	F10 *string `json:"f10,omitempty"`
	F11 []Item12 `json:"f11"`
	Skipped19 string `json:"-"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 string `json:"f9,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	// +k8s:schema:selectableField
	F13 float32 `json:"f13"`
	F14 *Mode `json:"f14,omitzero"`
	F15 int64 `json:"f15"`
	F16 *uint16 `json:"f16,omitempty,omitzero"`
	F17 resource.Quantity `json:"f17,omitempty"`
	F18 types.UID `json:"f18"`
}

// S21 is a random struct.
type S21 struct {
	F22 Labels23 `json:"f22"`
	F24 List30 `json:"f24,omitempty"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// Item25 is a random struct.
type Item25 struct {
	F26 *int `json:"f26"`
	F27 *int8 `json:"f27,omitempty"`
	F28 string `json:"f28"`
	F29 uint32 `json:"f29,omitempty"`
}

// List30 is a declared list or map type.
type List30 []Item25

// Status33 is a random struct.
type Status33 struct {
	F34 int8 `json:"f34,omitempty,omitzero"`
	F35 []byte `json:"f35"`
	F36 []int8 `json:"f36,omitempty"`
	F37 metav1.MicroTime `json:"f37"`
	Skipped38 string `json:"-"`
}

// PodTemplate48 is a random struct.
type PodTemplate48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

