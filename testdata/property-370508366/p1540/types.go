package p1540

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
// +kubebuilder:selectablefield:JSONPath=".spec.f32"
// +k8s:schema:index:field="spec.f32"
// +kubebuilder:selectablefield:JSONPath=".status.f35"
// +kubebuilder:selectablefield:JSONPath=".status.f37.f43"
// +k8s:schema:index:field="status.f37.f43"
// +k8s:schema:selectableField:jsonPath=".status.f37.f45",default="2",description="The f45 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.spec.f32`,priority=1
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f37.f43`
// +kubebuilder:printcolumn:name="Col56",type="boolean",JSONPath=`.status.f37.f44`,priority=1
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.status.f37.f45`,format=int32
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.status.f47`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f3[0].f23`
// +k8s:printerColumn:name="Cel60",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind61 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f94"
// +k8s:printerColumn:name="Col95",type=string,jsonPath=`.spec.f64`,priority=1
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.status.f71[*].f76`
// +k8s:selectorGeneration
type Kind61 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec62 `json:"spec,omitempty"`
	Status Status69 `json:"status,omitempty"`
}

// Kind61List is a list of Kind61.
//
// +kubebuilder:object:root=true
type Kind61List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind61 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	F31 *bool `json:"f31"`
	F32 uint16 `json:"f32,omitempty"`
	F33 *uint64 `json:"f33,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Labels6 `json:"f5"`
	F7 bool `json:"f7,omitempty,omitzero"`
	F8 *Template9 `json:"f8"`
	F11 List16 `json:"f11,omitempty"`
	F17 []Item18 `json:"f17"`
	F23 resource.Quantity `json:"f23"`
	*Inline24 `json:",inline"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *types.UID `json:"f10"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 []byte `json:"f13,omitempty"`
	F14 uint16 `json:"f14"`
	F15 *bool `json:"f15"`
}

// List16 is a declared list or map type.
type List16 []Item12

// Item18 is a random struct.
type Item18 struct {
	F19 int64 `json:"f19,omitempty"`
	F20 int64 `json:"f20"`
	F21 uint16 `json:"f21,omitzero"`
	F22 float64 `json:"f22,omitempty"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 string `json:"f25,omitempty"`
	F26 metav1.MicroTime `json:"f26,omitzero"`
	F27 uint8 `json:"f27"`
	F28 *intstr.IntOrString `json:"f28,omitempty"`
	F29 int16 `json:"f29,omitempty"`
	F30 uint16 `json:"f30"`
}

// Status34 is a random struct.
type Status34 struct {
	F35 []byte `json:"f35,omitempty"`
	// +k8s:schema:selectableField
	F36 int `json:"f36,omitempty,omitzero"`
	F37 *S38 `json:"f37,omitempty"`
	F47 Mode `json:"f47"`
	*Inline48 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S38 is a random struct.
type S38 struct {
	F39 Template40 `json:"f39,omitempty"`
	F42 Mode `json:"f42,omitempty"`
	F43 string `json:"f43,omitempty"`
	F44 bool `json:"f44"`
	F45 int16 `json:"f45"`
	Skipped46 string `json:"-"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 uint32 `json:"f41,omitempty"`
}

// Inline48 is a random struct.
type Inline48 struct {
	F49 Template50 `json:"f49"`
	F52 []int8 `json:"f52,omitempty"`
	Skipped53 string `json:"-"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 *resource.Quantity `json:"f51"`
}

// Spec62 is a random struct.
type Spec62 struct {
	F63 map[string]string `json:"f63"`
	F64 *string `json:"f64,omitzero"`
	F65 Template66 `json:"f65,omitempty"`
	Skipped68 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate97 `json:"template"`
}

// Template66 is a random struct.
type Template66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F67 *uint64 `json:"f67,omitempty,omitzero"`
}

// Status69 is a random struct.
type Status69 struct {
	F70 float64 `json:"f70"`
	F71 List93 `json:"f71,omitempty"`
	F94 *metav1.Duration `json:"f94"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 float64 `json:"f73"`
	F74 Labels75 `json:"f74,omitempty"`
	F76 string `json:"f76"`
	F77 Labels78 `json:"f77,omitempty"`
	F79 List86 `json:"f79,omitempty"`
	F87 S88 `json:"f87,omitempty"`
}

// Labels75 is a declared list or map type.
type Labels75 map[string]string

// Labels78 is a declared list or map type.
type Labels78 map[string]string

// Item80 is a random struct.
type Item80 struct {
	F81 *[]int8 `json:"f81"`
	F82 *int `json:"f82,omitempty"`
	F83 metav1.MicroTime `json:"f83"`
	F84 uint16 `json:"f84"`
	F85 int64 `json:"f85"`
}

// List86 is a declared list or map type.
type List86 []Item80

// S88 is a random struct.
type S88 struct {
	F89 *string `json:"f89,omitempty,omitzero"`
	F90 *[]int8 `json:"f90"`
	F91 types.UID `json:"f91"`
	F92 resource.Quantity `json:"f92"`
}

// List93 is a declared list or map type.
type List93 []Item72

// PodTemplate97 is a random struct.
type PodTemplate97 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

