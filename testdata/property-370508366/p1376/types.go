package p1376

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
// +k8s:schema:selectableField:jsonPath=".status.f21",default="8",indexed=true
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f21`
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind54 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f57.f66"
// +k8s:selectableField:jsonPath=".spec.f57.f67"
// +k8s:schema:selectableField:jsonPath=".spec.f57.f69",default="2024-01-02T15:04:05Z",description="The f69 of the kind."
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f56`
// +k8s:printerColumn:name="Col73",type=number,jsonPath=`.spec.f57.f65`,description="A column."
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f57.f66`,description="A column."
// +k8s:printerColumn:name="Col75",type=date,jsonPath=`.spec.f57.f69`
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Kind76 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f78.f80.f82",default="1"
// +k8s:selectableField:jsonPath=".spec.f78.f80.f85",default="none",description="The f85 of the kind."
// +k8s:selectableField:jsonPath=".spec.f78.f80.f87",default="-1",indexed=true
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.spec.f78.f80.f85`
// +kubebuilder:printcolumn:name="Col109",type="string",JSONPath=`.spec.f78.f80.f86`
// +kubebuilder:printcolumn:name="Col110",type="string",JSONPath=`.spec.f78.f90`,priority=1
// +kubebuilder:printcolumn:name="Col111",type="integer",JSONPath=`.spec.f78.f91`
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.spec.f96.app`
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind76z,singular=kind76
// +kubebuilder:printcolumn:name="Dup113",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup113",type="string",JSONPath=`.metadata.name`
type Kind76 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec77 `json:"spec,omitempty"`
}

// Kind76List is a list of Kind76.
//
// +kubebuilder:object:root=true
type Kind76List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind76 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 metav1.Time `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	F10 Template11 `json:"f10"`
	F15 Labels16 `json:"f15"`
	F17 intstr.IntOrString `json:"f17,omitempty"`
	F18 Labels19 `json:"f18"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate53 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 *Template7 `json:"f6"`
	// +k8s:selectableField:default="8",description="The f9 of the kind."
	F9 uint64 `json:"f9"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 int `json:"f8,omitzero"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 uint64 `json:"f14,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *Template13 `json:"f12"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// Status20 is a random struct.
type Status20 struct {
	F21 uint64 `json:"f21"`
	F22 *[]int8 `json:"f22"`
	F23 Template24 `json:"f23"`
	F26 List51 `json:"f26"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 string `json:"f25,omitempty"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 S29 `json:"f28,omitempty"`
	F34 *Template35 `json:"f34,omitempty"`
	F37 intstr.IntOrString `json:"f37,omitempty,omitzero"`
	F38 S39 `json:"f38,omitempty"`
	Skipped46 string `json:"-"`
	Inline47 `json:",inline"`
}

// S29 is a random struct.
type S29 struct {
	F30 *uint32 `json:"f30,omitempty"`
	F31 metav1.Duration `json:"f31"`
	F32 []byte `json:"f32"`
	F33 *int64 `json:"f33,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 bool `json:"f36,omitempty"`
}

// S39 is a random struct.
type S39 struct {
	F40 float64 `json:"f40"`
	F41 []int8 `json:"f41,omitempty"`
	F42 float64 `json:"f42,omitempty"`
	F43 *[]int8 `json:"f43"`
	F44 int8 `json:"f44"`
	Skipped45 string `json:"-"`
}

// Inline47 is a random struct.
type Inline47 struct {
	F48 uint32 `json:"f48"`
	F49 *float64 `json:"f49"`
	F50 int64 `json:"f50"`
}

// List51 is a declared list or map type.
type List51 []Item27

// PodTemplate53 is a random struct.
type PodTemplate53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec55 is a random struct.
type Spec55 struct {
	// +k8s:selectableField
	F56 []byte `json:"f56,omitempty,omitzero"`
	F57 S58 `json:"f57,omitempty"`
	F71 intstr.IntOrString `json:"f71,omitempty"`
}

// S58 is a random struct.
type S58 struct {
	// +k8s:schema:selectableField:description="The f59 of the kind."
	F59 *metav1.MicroTime `json:"f59,omitempty"`
	F60 *Template61 `json:"f60"`
	Skipped63 string `json:"-"`
	Inline64 `json:",inline"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 uint64 `json:"f62"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 float64 `json:"f65"`
	F66 []byte `json:"f66,omitzero"`
	F67 metav1.Time `json:"f67,omitempty"`
	F68 *metav1.Duration `json:"f68,omitempty"`
	F69 metav1.Time `json:"f69"`
	Skipped70 string `json:"-"`
}

// Spec77 is a random struct.
type Spec77 struct {
	F78 S79 `json:"f78,omitempty"`
	F96 Labels97 `json:"f96,omitempty"`
	F98 Template99 `json:"f98"`
	F103 Template104 `json:"f103"`
	F106 map[string]string `json:"f106,omitempty"`
	F107 map[string]string `json:"f107,omitempty"`
}

// S79 is a random struct.
type S79 struct {
	F80 S81 `json:"f80,omitempty"`
	F89 map[string]string `json:"f89"`
	F90 []int8 `json:"f90"`
	F91 uint32 `json:"f91,omitempty"`
	F92 *Template93 `json:"f92"`
	Skipped95 string `json:"-"`
}

// S81 is a random struct.
type S81 struct {
	F82 int `json:"f82"`
	F83 metav1.MicroTime `json:"f83"`
	F84 resource.Quantity `json:"f84"`
	F85 string `json:"f85"`
	F86 intstr.IntOrString `json:"f86,omitempty"`
	F87 *int8 `json:"f87"`
	Skipped88 string `json:"-"`
}

// Template93 is a random struct.
type Template93 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F94 uint64 `json:"f94,omitempty"`
}

// Labels97 is a declared list or map type.
type Labels97 map[string]string

// Template101 is a random struct.
type Template101 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F102 int8 `json:"f102"`
}

// Template99 is a random struct.
type Template99 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F100 *Template101 `json:"f100,omitempty"`
}

// Template104 is a random struct.
type Template104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F105 uint8 `json:"f105,omitempty,omitzero"`
}

