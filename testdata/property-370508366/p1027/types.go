package p1027

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
// +k8s:selectableField:jsonPath=".spec.f3.f6",trigger=true
// +k8s:selectableField:jsonPath=".spec.f3.f13",description="The f13 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f3.f14"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f16",description="The f16 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f3.f17",default="2",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f19"
// +k8s:printerColumn:name="Col99",type=boolean,jsonPath=`.spec.f3.f6`,priority=1,description="A column."
// +k8s:printerColumn:name="Col100",type=integer,jsonPath=`.status.f35`,priority=1
// +k8s:printerColumn:name="Col101",type=date,jsonPath=`.status.f36.f38`,priority=1
// +k8s:printerColumn:name="Col102",type=integer,jsonPath=`.status.f36.f39`
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.status.f36.f40.f42`
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.status.f36.f40.f43`
// +k8s:printerColumn:name="Col105",type=integer,jsonPath=`.status.f57.f67`,priority=1
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f57.f68`
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.status.f80.f82`
// +k8s:printerColumn:name="Col108",type=integer,jsonPath=`.status.f88`,format=int32
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.status.f57.f61[*].f65`,description="A column."
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f71[*].f74`
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.status.f71[?(@.f74=="fast")].f74`
// +k8s:subresource:status
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

// Kind112 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f3.f5"
// +k8s:selectableField:jsonPath=".spec.f3.f13",default="none",description="The f13 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f3.f16",description="The f16 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f17"
// +k8s:printerColumn:name="Col113",type=integer,jsonPath=`.spec.f3.f5`
// +k8s:printerColumn:name="Col114",type=boolean,jsonPath=`.spec.f3.f6`,description="A column."
// +k8s:printerColumn:name="Col115",type=integer,jsonPath=`.spec.f19`
// +k8s:printerColumn:name="Col116",type=string,jsonPath=`.spec.f3.f7[0].f10`,description="A column."
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.spec.f3.f12.app`
type Kind112 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind112List is a list of Kind112.
//
// +kubebuilder:object:root=true
type Kind112List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind112 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F18 metav1.MicroTime `json:"f18"`
	F19 int `json:"f19"`
	F20 uint8 `json:"f20"`
	F21 Template22 `json:"f21"`
	F32 Labels33 `json:"f32,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 int8 `json:"f5,omitempty"`
	F6 *bool `json:"f6,omitempty"`
	F7 []Item8 `json:"f7"`
	F12 map[string]string `json:"f12"`
	F13 string `json:"f13"`
	F14 Mode `json:"f14"`
	Inline15 `json:",inline"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 int64 `json:"f9,omitempty"`
	F10 intstr.IntOrString `json:"f10"`
	Skipped11 string `json:"-"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 uint64 `json:"f16"`
	F17 *int16 `json:"f17"`
}

// S24 is a random struct.
type S24 struct {
	F25 types.UID `json:"f25"`
	F26 *uint8 `json:"f26"`
	F27 resource.Quantity `json:"f27"`
	F28 int16 `json:"f28"`
	F29 *uint64 `json:"f29"`
	F30 *uint32 `json:"f30,omitempty"`
	Skipped31 string `json:"-"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 *S24 `json:"f23,omitempty"`
}

// Labels33 is a declared list or map type.
type Labels33 map[string]string

// Status34 is a random struct.
type Status34 struct {
	F35 int8 `json:"f35"`
	F36 S37 `json:"f36"`
	F44 []Item45 `json:"f44,omitempty"`
	F56 int `json:"f56"`
	F57 S58 `json:"f57,omitempty"`
	Skipped69 string `json:"-"`
	Inline70 `json:",inline"`
}

// S37 is a random struct.
type S37 struct {
	F38 metav1.Time `json:"f38,omitempty"`
	F39 int16 `json:"f39,omitzero"`
	F40 S41 `json:"f40"`
}

// S41 is a random struct.
type S41 struct {
	F42 *Mode `json:"f42"`
	F43 intstr.IntOrString `json:"f43,omitzero"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 map[string]string `json:"f46,omitempty"`
	F47 *int16 `json:"f47"`
	F48 Template49 `json:"f48,omitempty"`
	F51 Template52 `json:"f51,omitempty"`
	F54 map[string]string `json:"f54,omitempty"`
	F55 *int8 `json:"f55,omitempty,omitzero"`
}

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 *int32 `json:"f50"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 intstr.IntOrString `json:"f53"`
}

// S58 is a random struct.
type S58 struct {
	F59 string `json:"f59,omitempty"`
	F60 *int `json:"f60,omitempty"`
	F61 []Item62 `json:"f61,omitempty"`
	F66 *uint32 `json:"f66"`
	F67 int `json:"f67,omitempty"`
	F68 *metav1.Duration `json:"f68,omitempty"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 int8 `json:"f63,omitempty,omitzero"`
	F64 int64 `json:"f64,omitempty"`
	F65 []byte `json:"f65,omitzero"`
}

// Inline70 is a random struct.
type Inline70 struct {
	F71 List79 `json:"f71,omitempty"`
	F80 S81 `json:"f80,omitempty"`
	F87 *float64 `json:"f87"`
	F88 *int32 `json:"f88"`
	F89 Template90 `json:"f89"`
	F92 Mode `json:"f92,omitempty"`
	Skipped93 string `json:"-"`
	Inline94 `json:",inline"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 *bool `json:"f73,omitzero"`
	F74 Mode `json:"f74,omitempty"`
	F75 *int32 `json:"f75,omitzero"`
	F76 *int8 `json:"f76"`
	F77 []int8 `json:"f77,omitempty"`
	F78 int32 `json:"f78"`
}

// List79 is a declared list or map type.
type List79 []Item72

// S81 is a random struct.
type S81 struct {
	F82 int32 `json:"f82"`
	F83 *resource.Quantity `json:"f83"`
	F84 *bool `json:"f84,omitempty"`
	F85 []byte `json:"f85,omitempty"`
	Skipped86 string `json:"-"`
}

// Template90 is a random struct.
type Template90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F91 *metav1.Time `json:"f91,omitzero"`
}

// Inline94 is a random struct.
type Inline94 struct {
	F95 *int32 `json:"f95,omitempty"`
	F96 *int `json:"f96,omitempty"`
	F97 uint64 `json:"f97,omitempty"`
	Skipped98 string `json:"-"`
}

