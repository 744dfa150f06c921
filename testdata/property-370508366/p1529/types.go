package p1529

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
// +k8s:schema:selectableField:jsonPath=".spec.f8.f10",default="fast",description="The f10 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f8.f12",default="80"
// +k8s:printerColumn:name="Col18",type=string,jsonPath=`.spec.f8.f10`,description="A column."
// +k8s:printerColumn:name="Col19",type=string,jsonPath=`.spec.f15.app`
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

// Kind20 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f24.f32",description="The f32 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f24.f40"
// +k8s:schema:index:field="spec.f24.f40"
// +kubebuilder:selectablefield:JSONPath=".status.f46"
// +k8s:schema:index:field="status.f46"
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.spec.f22`,format=int32
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f24.f33`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f24.f40`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f24.f42`,priority=1
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.status.f46`
// +kubebuilder:printcolumn:name="Col60",type="date",JSONPath=`.status.f49`
// +kubebuilder:printcolumn:name="Col61",type="boolean",JSONPath=`.status.f50`,priority=1
// +kubebuilder:printcolumn:name="Col62",type="date",JSONPath=`.status.f52`
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.status.f54`,format=int32
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.spec.f24.f26[*].f30`
// +k8s:printerColumn:name="Cel65",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
type Kind20 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec21 `json:"spec,omitempty"`
	Status Status45 `json:"status,omitempty"`
}

// Kind20List is a list of Kind20.
//
// +kubebuilder:object:root=true
type Kind20List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind20 `json:"items"`
}

// Kind66 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f68"
// +k8s:schema:selectableField:jsonPath=".spec.f69",default="5",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f75"
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f70[*].f72`,priority=1
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f70[0].f72`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f76.app`
// +k8s:printerColumn:name="Cel86",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind66 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec67 `json:"spec,omitempty"`
	Status Status78 `json:"status,omitempty"`
}

// Kind66List is a list of Kind66.
//
// +kubebuilder:object:root=true
type Kind66List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind66 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F7 *uint16 `json:"f7,omitempty"`
	F8 S9 `json:"f8,omitempty"`
	F14 bool `json:"f14,omitempty"`
	F15 Labels16 `json:"f15"`
	F17 metav1.Time `json:"f17"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 Mode `json:"f10"`
	F11 []int8 `json:"f11"`
	F12 intstr.IntOrString `json:"f12,omitempty,omitzero"`
	// +k8s:selectableField
	F13 *uint8 `json:"f13"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// Spec21 is a random struct.
type Spec21 struct {
	// +k8s:schema:selectableField:description="The f22 of the kind."
	F22 int8 `json:"f22"`
	F23 *[]int8 `json:"f23,omitempty,omitzero"`
	F24 S25 `json:"f24"`
	F43 int `json:"f43,omitempty"`
	F44 *float64 `json:"f44,omitempty,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	F26 []Item27 `json:"f26,omitempty"`
	F32 metav1.Time `json:"f32,omitempty"`
	F33 *resource.Quantity `json:"f33,omitempty"`
	F34 uint64 `json:"f34,omitempty,omitzero"`
	F35 map[string]string `json:"f35,omitempty"`
	Inline36 `json:",inline"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 uint8 `json:"f28,omitempty,omitzero"`
	F29 *metav1.Time `json:"f29,omitempty"`
	F30 intstr.IntOrString `json:"f30,omitempty"`
	Skipped31 string `json:"-"`
}

// Inline36 is a random struct.
type Inline36 struct {
	F37 *int32 `json:"f37,omitempty"`
	F38 float64 `json:"f38,omitempty"`
	F39 resource.Quantity `json:"f39,omitempty"`
	F40 []byte `json:"f40,omitempty"`
	// +k8s:selectableField:description="The f41 of the kind."
	F41 metav1.Time `json:"f41,omitempty,omitzero"`
	F42 intstr.IntOrString `json:"f42,omitempty"`
}

// Status45 is a random struct.
type Status45 struct {
	F46 uint16 `json:"f46,omitempty"`
	F47 uint64 `json:"f47,omitempty"`
	Inline48 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline48 is a random struct.
type Inline48 struct {
	// +k8s:schema:selectableField:trigger=true
	F49 metav1.MicroTime `json:"f49,omitempty,omitzero"`
	F50 bool `json:"f50"`
	F51 int `json:"f51,omitempty"`
	F52 metav1.Time `json:"f52"`
	F53 float32 `json:"f53,omitempty"`
	F54 *uint16 `json:"f54,omitempty"`
}

// Spec67 is a random struct.
type Spec67 struct {
	F68 uint64 `json:"f68"`
	F69 uint8 `json:"f69,omitempty"`
	F70 List74 `json:"f70,omitempty"`
	F75 metav1.Duration `json:"f75,omitempty"`
	F76 map[string]string `json:"f76,omitempty"`
	F77 resource.Quantity `json:"f77,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item71 is a random struct.
type Item71 struct {
	F72 uint64 `json:"f72,omitzero"`
	F73 int16 `json:"f73,omitzero"`
}

// List74 is a declared list or map type.
type List74 []Item71

// Status78 is a random struct.
type Status78 struct {
	F79 int32 `json:"f79,omitempty"`
	F80 Template81 `json:"f80"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 *int16 `json:"f82"`
}

