package p1462

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
// +k8s:selectableField:jsonPath=".status.f8.f12",description="The f12 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f8.f13",description="The f13 of the kind."
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.status.f8.f11`,priority=1
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.status.f18`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f3.app`,priority=1
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.status.f8.f10.app`
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f57.f60.f65",description="The f65 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f57.f60.f67",default="80",description="The f67 of the kind."
// +k8s:printerColumn:name="Col69",type=integer,jsonPath=`.spec.f38`
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f44.f51`
// +k8s:printerColumn:name="Col71",type=number,jsonPath=`.status.f57.f59`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f57.f60.f63`,description="A column."
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.status.f57.f60.f67`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f42.app`
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec37 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Kind75 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f77",default="5",description="The f77 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f89"
// +kubebuilder:selectablefield:JSONPath=".status.f91.f93"
// +kubebuilder:printcolumn:name="Col101",type="integer",JSONPath=`.status.f80`,format=int32
// +kubebuilder:printcolumn:name="Col102",type="integer",JSONPath=`.status.f89`
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.status.f90`,priority=1
// +kubebuilder:printcolumn:name="Col104",type="date",JSONPath=`.status.f91.f98`
// +kubebuilder:printcolumn:name="Col105",type="integer",JSONPath=`.status.f99`
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.status.f85.app`
// +kubebuilder:printcolumn:name="Col107",type="string",JSONPath=`.status.f100.app`
type Kind75 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec76 `json:"spec,omitempty"`
	Status Status79 `json:"status,omitempty"`
}

// Kind75List is a list of Kind75.
//
// +kubebuilder:object:root=true
type Kind75List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind75 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 resource.Quantity `json:"f4,omitempty"`
	F5 intstr.IntOrString `json:"f5,omitempty"`
	// +k8s:selectableField
	F6 *Mode `json:"f6,omitempty"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 S9 `json:"f8,omitempty"`
	F18 intstr.IntOrString `json:"f18"`
	F19 int `json:"f19"`
	F20 []Item21 `json:"f20,omitempty"`
	Skipped30 string `json:"-"`
}

// S9 is a random struct.
type S9 struct {
	F10 map[string]string `json:"f10"`
	F11 Mode `json:"f11"`
	F12 int32 `json:"f12,omitempty,omitzero"`
	F13 uint32 `json:"f13,omitempty"`
	F14 Template15 `json:"f14,omitempty"`
	F17 resource.Quantity `json:"f17,omitempty"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 float32 `json:"f16,omitempty"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 types.UID `json:"f22,omitempty"`
	F23 *string `json:"f23"`
	F24 Labels25 `json:"f24,omitempty"`
	Inline26 `json:",inline"`
}

// Labels25 is a declared list or map type.
type Labels25 map[string]string

// Inline26 is a random struct.
type Inline26 struct {
	F27 int `json:"f27"`
	F28 uint16 `json:"f28,omitempty"`
	Skipped29 string `json:"-"`
}

// Spec37 is a random struct.
type Spec37 struct {
	F38 int8 `json:"f38"`
	// +k8s:schema:selectableField:default="2"
	F39 *int16 `json:"f39,omitzero"`
	F40 *int8 `json:"f40,omitempty"`
	F41 []int8 `json:"f41"`
	F42 map[string]string `json:"f42,omitempty"`
}

// Status43 is a random struct.
type Status43 struct {
	F44 S45 `json:"f44"`
	F57 S58 `json:"f57,omitempty"`
	Skipped68 string `json:"-"`
}

// S45 is a random struct.
type S45 struct {
	F46 []Item47 `json:"f46"`
	F51 *[]int8 `json:"f51,omitempty"`
	F52 bool `json:"f52"`
	F53 *Template54 `json:"f53,omitempty"`
	F56 resource.Quantity `json:"f56,omitempty"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 types.UID `json:"f48"`
	F49 []int8 `json:"f49"`
	F50 int64 `json:"f50"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 uint64 `json:"f55,omitempty"`
}

// S58 is a random struct.
type S58 struct {
	F59 float32 `json:"f59"`
	F60 *S61 `json:"f60"`
}

// S61 is a random struct.
type S61 struct {
	F62 types.UID `json:"f62,omitzero"`
	F63 *[]int8 `json:"f63"`
	F64 *int `json:"f64"`
	F65 bool `json:"f65,omitempty"`
	F66 metav1.MicroTime `json:"f66"`
	F67 intstr.IntOrString `json:"f67,omitempty"`
}

// Spec76 is a random struct.
type Spec76 struct {
	F77 uint8 `json:"f77,omitempty"`
	// +k8s:schema:selectableField
	F78 []byte `json:"f78"`
}

// Status79 is a random struct.
type Status79 struct {
	// +k8s:selectableField
	F80 int8 `json:"f80,omitempty"`
	F81 map[string]string `json:"f81"`
	// +k8s:schema:selectableField
	F82 metav1.Time `json:"f82,omitempty,omitzero"`
	F83 Labels84 `json:"f83,omitempty"`
	F85 map[string]string `json:"f85"`
	Inline86 `json:",inline"`
}

// Labels84 is a declared list or map type.
type Labels84 map[string]string

// Inline86 is a random struct.
type Inline86 struct {
	F87 Labels88 `json:"f87,omitempty"`
	F89 *int `json:"f89,omitempty"`
	F90 *[]int8 `json:"f90,omitempty"`
	F91 *S92 `json:"f91,omitempty"`
	F99 uint16 `json:"f99,omitempty"`
	F100 map[string]string `json:"f100,omitempty"`
}

// Labels88 is a declared list or map type.
type Labels88 map[string]string

// S92 is a random struct.
type S92 struct {
	F93 *metav1.MicroTime `json:"f93,omitempty"`
	F94 metav1.Time `json:"f94,omitempty"`
	F95 *int `json:"f95,omitzero"`
	F96 int64 `json:"f96"`
	F97 metav1.Duration `json:"f97,omitzero"`
	F98 *metav1.MicroTime `json:"f98,omitempty"`
}

