package p1280

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
// +k8s:schema:selectableField:jsonPath=".spec.f9",default="8",description="The f9 of the kind."
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.spec.f3.f6`
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.spec.f10`,description="A column."
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.spec.f11`,priority=1
// +k8s:printerColumn:name="Cel22",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f6) ? self.spec.f3.f6 : "none"`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:printcolumn:name="Dup23",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup23",type="string",JSONPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind24 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f7",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f12",default="3"
// +kubebuilder:selectablefield:JSONPath=".status.f26.f28"
// +kubebuilder:selectablefield:JSONPath=".status.f33"
// +k8s:selectableField:jsonPath=".status.f37.f40",default="3"
// +kubebuilder:selectablefield:JSONPath=".status.f37.f41"
// +k8s:schema:index:field="status.f37.f41"
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f9`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f10`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f11`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="integer",JSONPath=`.spec.f15`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f26.f28`
// +kubebuilder:printcolumn:name="Col53",type="date",JSONPath=`.status.f26.f29`,description="A column."
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.status.f33`,format=int32
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f37.f39`
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.status.f37.f40`,description="A column."
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.status.f37.f42`,description="A column."
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f37.f43`,description="A column."
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.status.f30.app`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind24 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
}

// Kind24List is a list of Kind24.
//
// +kubebuilder:object:root=true
type Kind24List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind24 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	F9 *uint64 `json:"f9,omitempty"`
	F10 []byte `json:"f10"`
	F11 *[]int8 `json:"f11,omitempty"`
	F12 *int32 `json:"f12"`
	Skipped13 string `json:"-"`
	Inline14 `json:",inline"`
}

// S4 is a random struct.
type S4 struct {
	F5 map[string]string `json:"f5,omitempty"`
	F6 Mode `json:"f6"`
	F7 uint64 `json:"f7"`
	Skipped8 string `json:"-"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 int8 `json:"f15"`
	F16 Template17 `json:"f16"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 float64 `json:"f18"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 S27 `json:"f26"`
	F30 Labels31 `json:"f30"`
	F32 int `json:"f32,omitempty"`
	F33 *uint32 `json:"f33"`
	F34 uint16 `json:"f34"`
	Skipped35 string `json:"-"`
	Inline36 `json:",inline"`
}

// S27 is a random struct.
type S27 struct {
	F28 types.UID `json:"f28,omitzero"`
	F29 metav1.Time `json:"f29"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Inline36 is a random struct.
type Inline36 struct {
	F37 S38 `json:"f37"`
	F45 *Template46 `json:"f45"`
}

// S38 is a random struct.
type S38 struct {
	F39 *resource.Quantity `json:"f39"`
	F40 int32 `json:"f40,omitempty"`
	F41 string `json:"f41,omitempty"`
	F42 intstr.IntOrString `json:"f42"`
	F43 int16 `json:"f43"`
	F44 *float64 `json:"f44,omitempty"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 Mode `json:"f47"`
}

