package p1241

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
// +k8s:schema:selectableField:jsonPath=".spec.f10.f14",description="The f14 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f10.f27.f29",description="The f29 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f10.f37"
// +k8s:schema:selectableField:jsonPath=".status.f44",default="false"
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.spec.f10.f14`
// +k8s:printerColumn:name="Col46",type=date,jsonPath=`.spec.f10.f21.f24`
// +k8s:printerColumn:name="Col47",type=date,jsonPath=`.spec.f10.f21.f25`,description="A column."
// +k8s:printerColumn:name="Col48",type=number,jsonPath=`.spec.f10.f21.f26`
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.spec.f10.f27.f31`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind50 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f73"
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f71`
// +kubebuilder:printcolumn:name="Col85",type="integer",JSONPath=`.spec.f72`
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f73`
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.spec.f53[0].f69`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind50 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec51 `json:"spec,omitempty"`
}

// Kind50List is a list of Kind50.
//
// +kubebuilder:object:root=true
type Kind50List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind50 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField:description="The f3 of the kind."
	F3 uint16 `json:"f3,omitzero"`
	F4 int8 `json:"f4,omitzero"`
	F5 Labels6 `json:"f5,omitempty"`
	F7 Template8 `json:"f7,omitempty"`
	F10 *S11 `json:"f10"`
	Skipped39 string `json:"-"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 Mode `json:"f9,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 Labels13 `json:"f12,omitempty"`
	F14 *uint16 `json:"f14"`
	F15 []Item16 `json:"f15"`
	F21 S22 `json:"f21,omitempty"`
	F27 S28 `json:"f27"`
	F34 float32 `json:"f34"`
	*Inline35 `json:",inline"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Item16 is a random struct.
type Item16 struct {
	F17 *float32 `json:"f17"`
	F18 *int32 `json:"f18,omitzero"`
	F19 *string `json:"f19,omitempty,omitzero"`
	F20 int64 `json:"f20"`
}

// S22 is a random struct.
type S22 struct {
	F23 *metav1.MicroTime `json:"f23,omitzero"`
	F24 metav1.MicroTime `json:"f24"`
	F25 metav1.Time `json:"f25,omitempty"`
	F26 float32 `json:"f26,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 *uint8 `json:"f29"`
	F30 resource.Quantity `json:"f30"`
	F31 *int16 `json:"f31,omitempty"`
	F32 int16 `json:"f32,omitempty"`
	Skipped33 string `json:"-"`
}

// Inline35 is a random struct.
type Inline35 struct {
	// +k8s:schema:selectableField:indexed=true
	F36 uint16 `json:"f36"`
	F37 int64 `json:"f37,omitzero"`
	F38 *float32 `json:"f38,omitempty"`
}

// Status40 is a random struct.
type Status40 struct {
	F41 []int8 `json:"f41,omitempty"`
	F42 resource.Quantity `json:"f42"`
	F43 *metav1.MicroTime `json:"f43,omitempty"`
	F44 bool `json:"f44,omitempty,omitzero"`
}

// Spec51 is a random struct.
type Spec51 struct {
	F52 map[string]string `json:"f52"`
	F53 List70 `json:"f53,omitempty"`
	F71 []int8 `json:"f71,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="6",trigger=true
	F72 uint16 `json:"f72,omitempty"`
	F73 intstr.IntOrString `json:"f73,omitempty"`
	F74 Template75 `json:"f74,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate88 `json:"template"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 List61 `json:"f55,omitempty"`
	F62 float64 `json:"f62,omitempty,omitzero"`
	F63 List68 `json:"f63"`
	F69 string `json:"f69"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 metav1.Duration `json:"f57,omitempty"`
	F58 uint8 `json:"f58"`
	F59 metav1.MicroTime `json:"f59"`
	Skipped60 string `json:"-"`
}

// List61 is a declared list or map type.
type List61 []Item56

// Item64 is a random struct.
type Item64 struct {
	F65 int8 `json:"f65"`
	F66 metav1.Time `json:"f66"`
	F67 uint32 `json:"f67,omitempty"`
}

// List68 is a declared list or map type.
type List68 []Item64

// List70 is a declared list or map type.
type List70 []Item54

// S77 is a random struct.
type S77 struct {
	F78 *types.UID `json:"f78,omitempty"`
	F79 *metav1.Duration `json:"f79,omitempty"`
	F80 metav1.Time `json:"f80,omitzero"`
	F81 float32 `json:"f81"`
	F82 float64 `json:"f82,omitempty"`
	F83 float64 `json:"f83,omitempty"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 S77 `json:"f76,omitempty"`
}

// PodTemplate88 is a random struct.
type PodTemplate88 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

