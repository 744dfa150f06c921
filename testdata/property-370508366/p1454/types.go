package p1454

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5",description="The f5 of the kind."
// +k8s:selectableField:jsonPath=".spec.f3.f9"
// +k8s:printerColumn:name="Col23",type=date,jsonPath=`.spec.f3.f5`
// +k8s:printerColumn:name="Col24",type=string,jsonPath=`.spec.f3.f9`,priority=1,description="A column."
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f3.f7.app`
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f12[*].f21`,priority=1
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.spec.f12[?(@.f21=="x")].f21`
// +k8s:printerColumn:name="Cel28",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f9) ? self.spec.f3.f9 : "none"`
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

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f31",description="The f31 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f36",description="The f36 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f39"
// +k8s:schema:index:field="status.f39"
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.spec.f36`,priority=1
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f33.app`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f37.app`,description="A column."
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f44[*].f46`,description="A column."
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f44[0].f46`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec30 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col95",type="number",JSONPath=`.status.f80`
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.status.f81`
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.status.f82.app`,description="A column."
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f83[*].f91`
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec56 `json:"spec,omitempty"`
	Status Status75 `json:"status,omitempty"`
}

// Kind55List is a list of Kind55.
//
// +kubebuilder:object:root=true
type Kind55List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind55 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F12 []Item13 `json:"f12"`
}

// S4 is a random struct.
type S4 struct {
	F5 metav1.Time `json:"f5,omitempty"`
	F6 *intstr.IntOrString `json:"f6,omitzero"`
	F7 Labels8 `json:"f7"`
	F9 Mode `json:"f9"`
	// +k8s:schema:selectableField
	F10 *uint64 `json:"f10"`
	F11 uint16 `json:"f11,omitzero"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Item13 is a random struct.
type Item13 struct {
	F14 S15 `json:"f14,omitempty"`
	F21 string `json:"f21,omitempty"`
	F22 types.UID `json:"f22,omitzero"`
}

// S15 is a random struct.
type S15 struct {
	F16 *metav1.MicroTime `json:"f16,omitempty,omitzero"`
	F17 *Mode `json:"f17,omitempty,omitzero"`
	F18 Mode `json:"f18,omitzero"`
	F19 Mode `json:"f19"`
	Skipped20 string `json:"-"`
}

// Spec30 is a random struct.
type Spec30 struct {
	F31 *int16 `json:"f31,omitempty"`
	F32 int16 `json:"f32,omitempty"`
	F33 Labels34 `json:"f33,omitempty"`
	Inline35 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Inline35 is a random struct.
type Inline35 struct {
	F36 *uint8 `json:"f36,omitempty"`
	F37 map[string]string `json:"f37"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 bool `json:"f39,omitzero"`
	F40 float32 `json:"f40"`
	F41 Template42 `json:"f41"`
	F44 List48 `json:"f44"`
	// +k8s:schema:selectableField:description="The f49 of the kind.",indexed=true
	F49 types.UID `json:"f49"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 *int16 `json:"f43,omitempty,omitzero"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 []int8 `json:"f46,omitempty"`
	F47 *metav1.MicroTime `json:"f47"`
}

// List48 is a declared list or map type.
type List48 []Item45

// Spec56 is a random struct.
type Spec56 struct {
	F57 string `json:"f57"`
	F58 Template59 `json:"f58,omitempty"`
	F64 []Item65 `json:"f64"`
	Skipped74 string `json:"-"`
}

// S61 is a random struct.
type S61 struct {
	F62 metav1.MicroTime `json:"f62,omitempty"`
	F63 intstr.IntOrString `json:"f63,omitempty"`
}

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 S61 `json:"f60"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 metav1.Time `json:"f66,omitempty"`
	F67 float64 `json:"f67,omitempty"`
	Skipped68 string `json:"-"`
	Inline69 `json:",inline"`
}

// Inline69 is a random struct.
type Inline69 struct {
	F70 int16 `json:"f70,omitzero"`
	F71 int8 `json:"f71,omitempty,omitzero"`
	F72 *uint64 `json:"f72,omitempty"`
	F73 *float32 `json:"f73,omitzero"`
}

// Status75 is a random struct.
type Status75 struct {
	F76 Template77 `json:"f76"`
	F79 *uint64 `json:"f79,omitempty"`
	F80 float32 `json:"f80"`
	// +k8s:schema:selectableField:default="7"
	F81 *uint32 `json:"f81,omitempty,omitzero"`
	F82 map[string]string `json:"f82,omitempty"`
	F83 List94 `json:"f83,omitempty"`
}

// Template77 is a random struct.
type Template77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F78 intstr.IntOrString `json:"f78"`
}

// Item84 is a random struct.
type Item84 struct {
	F85 float64 `json:"f85,omitempty"`
	F86 []Item87 `json:"f86,omitempty"`
	F90 int8 `json:"f90,omitempty"`
	F91 Mode `json:"f91"`
	F92 []byte `json:"f92"`
	Skipped93 string `json:"-"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 bool `json:"f88,omitempty,omitzero"`
	F89 *metav1.Duration `json:"f89,omitempty"`
}

// List94 is a declared list or map type.
type List94 []Item84

