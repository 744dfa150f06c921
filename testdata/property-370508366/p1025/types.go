package p1025

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f13",description="The f13 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f33.f35.f40",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f54"
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f3.f5`,description="A column."
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f33.f35.f38`
// +kubebuilder:printcolumn:name="Col73",type="integer",JSONPath=`.spec.f33.f35.f40`,priority=1
// +kubebuilder:printcolumn:name="Col74",type="number",JSONPath=`.spec.f33.f35.f41`,priority=1
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
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
	F14 []Item15 `json:"f14"`
	F19 *S20 `json:"f19,omitempty"`
	F33 S34 `json:"f33"`
	F47 Template48 `json:"f47"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate75 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 string `json:"f5,omitzero"`
	F6 Labels7 `json:"f6"`
	F8 *int16 `json:"f8"`
	F9 *Template10 `json:"f9,omitempty"`
	F12 []int8 `json:"f12,omitempty"`
	F13 []byte `json:"f13,omitempty"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 uint32 `json:"f11,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *types.UID `json:"f16"`
	F17 map[string]string `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// S20 is a random struct.
type S20 struct {
	F21 *float32 `json:"f21"`
	F22 []Item23 `json:"f22,omitempty"`
	F26 Template27 `json:"f26"`
	// +k8s:schema:selectableField:description="The f29 of the kind."
	F29 uint64 `json:"f29,omitempty"`
	F30 Labels31 `json:"f30"`
	Skipped32 string `json:"-"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 metav1.Duration `json:"f24"`
	F25 int64 `json:"f25"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 []byte `json:"f28,omitempty,omitzero"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// S34 is a random struct.
type S34 struct {
	F35 S36 `json:"f35,omitempty"`
	F42 []Item43 `json:"f42,omitempty"`
	F46 resource.Quantity `json:"f46,omitempty"`
}

// S36 is a random struct.
type S36 struct {
	F37 float32 `json:"f37"`
	F38 resource.Quantity `json:"f38,omitempty"`
	F39 int64 `json:"f39"`
	F40 int32 `json:"f40,omitempty"`
	F41 float32 `json:"f41,omitempty"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 *int `json:"f44,omitempty"`
	F45 Mode `json:"f45"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 *metav1.Time `json:"f49"`
}

// Status50 is a random struct.
type Status50 struct {
	F51 Template52 `json:"f51,omitempty"`
	F54 []byte `json:"f54,omitzero"`
	F55 []Item56 `json:"f55"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 resource.Quantity `json:"f53,omitempty"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 *resource.Quantity `json:"f57"`
	F58 int32 `json:"f58,omitempty,omitzero"`
	F59 int8 `json:"f59,omitempty"`
	F60 Template61 `json:"f60,omitempty"`
	F63 metav1.MicroTime `json:"f63,omitempty"`
	Inline64 `json:",inline"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 []int8 `json:"f62"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 resource.Quantity `json:"f65,omitempty"`
	F66 intstr.IntOrString `json:"f66"`
	F67 bool `json:"f67,omitempty"`
	F68 *int8 `json:"f68"`
	F69 types.UID `json:"f69,omitempty"`
	F70 types.UID `json:"f70,omitempty"`
}

// PodTemplate75 is a random struct.
type PodTemplate75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

