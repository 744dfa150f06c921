package p1313

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
// +k8s:selectableField:jsonPath=".spec.f4"
// +k8s:schema:selectableField:jsonPath=".status.f27"
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.spec.f4`,format=int32
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f27`,description="A column."
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.status.f32`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.status.f33`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.status.f34`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f7[*].f11`,priority=1
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f7[0].f11`
// +k8s:printerColumn:name="Cel42",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField
	F3 metav1.Time `json:"f3"`
	F4 int8 `json:"f4,omitempty,omitzero"`
	F5 Labels6 `json:"f5,omitempty"`
	F7 List24 `json:"f7,omitempty"`
	F25 *uint16 `json:"f25,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate43 `json:"template"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Item8 is a random struct.
type Item8 struct {
	F9 float32 `json:"f9,omitempty"`
	F10 metav1.MicroTime `json:"f10,omitempty"`
	F11 []byte `json:"f11,omitempty"`
	F12 string `json:"f12,omitempty"`
	F13 List18 `json:"f13,omitempty"`
	Inline19 `json:",inline"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 metav1.Time `json:"f15,omitempty,omitzero"`
	F16 *types.UID `json:"f16"`
	F17 int16 `json:"f17"`
}

// List18 is a declared list or map type.
type List18 []Item14

// Inline19 is a random struct.
type Inline19 struct {
	F20 uint16 `json:"f20"`
	F21 float64 `json:"f21,omitempty"`
	F22 int8 `json:"f22,omitempty"`
	Skipped23 string `json:"-"`
}

// List24 is a declared list or map type.
type List24 []Item8

// Status26 is a random struct.
type Status26 struct {
	F27 int `json:"f27"`
	F28 *Template29 `json:"f28,omitempty"`
	// +k8s:schema:selectableField:description="The f32 of the kind."
	F32 *int8 `json:"f32"`
	F33 []int8 `json:"f33"`
	F34 *resource.Quantity `json:"f34,omitempty,omitzero"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 Labels31 `json:"f30"`
}

// PodTemplate43 is a random struct.
type PodTemplate43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

