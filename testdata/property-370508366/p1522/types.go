package p1522

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
// +k8s:schema:selectableField:jsonPath=".status.f34.f36.f40",default="none"
// +k8s:printerColumn:name="Col45",type=boolean,jsonPath=`.spec.f23`,priority=1
// +k8s:printerColumn:name="Col46",type=integer,jsonPath=`.spec.f24`,format=int32
// +k8s:printerColumn:name="Col47",type=integer,jsonPath=`.status.f34.f36.f38`,format=int32
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.status.f34.f41`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f3.app`,priority=1
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.spec.f4[*].f6`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f4[0].f6`
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind52 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f54",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f55",description="The f55 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f56"
// +k8s:schema:selectableField:jsonPath=".spec.f58",default="3",description="The f58 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f72.f74",description="The f74 of the kind."
// +k8s:printerColumn:name="Col98",type=integer,jsonPath=`.spec.f55`
// +k8s:printerColumn:name="Col99",type=integer,jsonPath=`.status.f61`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.status.f72.f75`,description="A column."
// +k8s:printerColumn:name="Col101",type=number,jsonPath=`.status.f81.f95`,priority=1
// +k8s:printerColumn:name="Col102",type=integer,jsonPath=`.status.f81.f96`,priority=1
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.status.f72.f76.app`
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.status.f79.app`
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f81.f93.app`
// +k8s:selectable-gen=true
// +k8s:printerColumn:name="Dup106",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup106",type=string,jsonPath=`.metadata.name`
type Kind52 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec53 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind52List is a list of Kind52.
//
// +kubebuilder:object:root=true
type Kind52List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind52 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 List22 `json:"f4,omitempty"`
	// +k8s:schema:selectableField:description="The f23 of the kind."
	F23 bool `json:"f23,omitempty"`
	F24 *int16 `json:"f24"`
	F25 Template26 `json:"f25,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 uint64 `json:"f6"`
	F7 int16 `json:"f7,omitzero"`
	F8 Template9 `json:"f8,omitempty"`
	F11 List17 `json:"f11"`
	F18 Template19 `json:"f18,omitempty"`
	Skipped21 string `json:"-"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 resource.Quantity `json:"f10,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *resource.Quantity `json:"f13"`
	F14 float32 `json:"f14"`
	F15 resource.Quantity `json:"f15,omitempty,omitzero"`
	F16 int64 `json:"f16,omitempty"`
}

// List17 is a declared list or map type.
type List17 []Item12

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 uint32 `json:"f20,omitempty,omitzero"`
}

// List22 is a declared list or map type.
type List22 []Item5

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 metav1.Time `json:"f29,omitempty"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 Template28 `json:"f27,omitempty"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 *int `json:"f31"`
	F32 Labels33 `json:"f32,omitempty"`
	F34 S35 `json:"f34,omitempty"`
	Skipped44 string `json:"-"`
}

// Labels33 is a declared list or map type.
type Labels33 map[string]string

// S35 is a random struct.
type S35 struct {
	F36 S37 `json:"f36"`
	F41 []int8 `json:"f41"`
	F42 uint16 `json:"f42,omitempty"`
	Skipped43 string `json:"-"`
}

// S37 is a random struct.
type S37 struct {
	F38 *int `json:"f38,omitempty"`
	F39 *int `json:"f39"`
	F40 string `json:"f40"`
}

// Spec53 is a random struct.
type Spec53 struct {
	F54 int16 `json:"f54,omitempty"`
	F55 int64 `json:"f55"`
	F56 metav1.Duration `json:"f56,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="6",description="The f57 of the kind."
	F57 uint16 `json:"f57,omitempty"`
	F58 int32 `json:"f58"`
	Skipped59 string `json:"-"`
}

// Status60 is a random struct.
type Status60 struct {
	F61 int `json:"f61,omitempty"`
	F62 List71 `json:"f62"`
	F72 S73 `json:"f72"`
	F79 Labels80 `json:"f79,omitempty"`
	F81 S82 `json:"f81,omitempty"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 Template65 `json:"f64"`
	F67 *int `json:"f67"`
	F68 uint8 `json:"f68"`
	F69 float64 `json:"f69,omitempty"`
	F70 *int `json:"f70,omitempty"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 int32 `json:"f66,omitempty"`
}

// List71 is a declared list or map type.
type List71 []Item63

// S73 is a random struct.
type S73 struct {
	F74 Mode `json:"f74,omitempty"`
	F75 *metav1.Duration `json:"f75,omitempty"`
	F76 Labels77 `json:"f76,omitempty"`
	F78 *Mode `json:"f78"`
}

// Labels77 is a declared list or map type.
type Labels77 map[string]string

// Labels80 is a declared list or map type.
type Labels80 map[string]string

// S82 is a random struct.
type S82 struct {
	F83 int32 `json:"f83"`
	F84 int `json:"f84"`
	F85 []Item86 `json:"f85,omitempty"`
	F93 map[string]string `json:"f93"`
	Inline94 `json:",inline"`
}

// Item86 is a random struct.
type Item86 struct {
	F87 *float64 `json:"f87"`
	F88 *types.UID `json:"f88"`
	F89 uint8 `json:"f89,omitzero"`
	F90 []int8 `json:"f90,omitempty"`
	F91 *int8 `json:"f91"`
	F92 *uint64 `json:"f92"`
}

// Inline94 is a random struct.
type Inline94 struct {
	F95 float32 `json:"f95,omitzero"`
	F96 uint32 `json:"f96,omitempty"`
	Skipped97 string `json:"-"`
}

