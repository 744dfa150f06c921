package p1008

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
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f9[?(@.f12=="x")].f12`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.status.f38.app`
// +k8s:printerColumn:name="Cel43",type=string,expression=`has(self.spec) && has(self.spec.f8) ? string(self.spec.f8) : "none"`
// +k8s:selectable-gen=true
// +k8s:resource:path=kind1-items
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f6",description="The f6 of the kind."
// +k8s:selectableField:jsonPath=".spec.f8",indexed=true
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f3.f5`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f3.f6`
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.f8`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f9[*].f12`,description="A column."
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f9[0].f12`
// +k8s:printerColumn:name="Cel50",type=string,expression=`has(self.spec) && has(self.spec.f8) ? string(self.spec.f8) : "none"`
// +k8s:schema:scope=Cluster
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Kind51 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f91.f94"
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.spec.f58`
// +k8s:printerColumn:name="Col112",type=integer,jsonPath=`.spec.f91.f94`,description="A column."
// +k8s:printerColumn:name="Col113",type=string,jsonPath=`.spec.f91.f95`,priority=1
// +k8s:printerColumn:name="Col114",type=integer,jsonPath=`.status.f98`,priority=1,format=int32
// +k8s:printerColumn:name="Col115",type=string,jsonPath=`.status.f109`
// +k8s:printerColumn:name="Col116",type=string,jsonPath=`.spec.f59[0].f68`,description="A column."
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.spec.f59[?(@.f68=="x")].f68`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.status.f100[0].f102`,description="A column."
// +k8s:printerColumn:name="Cel119",type=string,expression=`has(self.spec) && has(self.spec.f90) ? string(self.spec.f90) : "none"`
// +k8s:subresource:status
// +k8s:resource:path=kind51-items
// +k8s:printerColumn:name="Dup120",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup120",type=string,jsonPath=`.metadata.name`
type Kind51 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec52 `json:"spec,omitempty"`
	Status Status97 `json:"status,omitempty"`
}

// Kind51List is a list of Kind51.
//
// +kubebuilder:object:root=true
type Kind51List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind51 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F8 *int64 `json:"f8,omitempty"`
	F9 []Item10 `json:"f9"`
	F19 List26 `json:"f19"`
	F27 Template28 `json:"f27"`
	F30 Template31 `json:"f30,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 []int8 `json:"f5"`
	F6 types.UID `json:"f6,omitempty"`
	F7 []byte `json:"f7"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *uint8 `json:"f11,omitempty"`
	F12 string `json:"f12"`
	F13 uint16 `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
	Inline15 `json:",inline"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 []int8 `json:"f16"`
	F17 uint16 `json:"f17"`
	Skipped18 string `json:"-"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 uint8 `json:"f21"`
	F22 int32 `json:"f22,omitempty"`
	F23 metav1.Time `json:"f23"`
	F24 *int8 `json:"f24"`
	F25 int64 `json:"f25,omitempty"`
}

// List26 is a declared list or map type.
type List26 []Item20

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 intstr.IntOrString `json:"f29,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 intstr.IntOrString `json:"f32,omitzero"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 *Template35 `json:"f34,omitempty"`
	F37 string `json:"f37"`
	F38 Labels39 `json:"f38"`
	Skipped40 string `json:"-"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 int16 `json:"f36"`
}

// Labels39 is a declared list or map type.
type Labels39 map[string]string

// Spec52 is a random struct.
type Spec52 struct {
	F53 *Template54 `json:"f53,omitempty"`
	F58 *metav1.Duration `json:"f58"`
	F59 []Item60 `json:"f59"`
	F89 resource.Quantity `json:"f89"`
	F90 bool `json:"f90,omitzero"`
	F91 S92 `json:"f91,omitempty"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 *int8 `json:"f57,omitempty"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 *Template56 `json:"f55"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 *Template62 `json:"f61,omitempty"`
	F64 S65 `json:"f64"`
	F68 string `json:"f68"`
	F69 []Item70 `json:"f69,omitempty"`
	F76 S77 `json:"f76,omitempty"`
	F82 uint8 `json:"f82"`
	Inline83 `json:",inline"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 []int8 `json:"f63,omitempty"`
}

// S65 is a random struct.
type S65 struct {
	F66 metav1.MicroTime `json:"f66"`
	F67 *uint64 `json:"f67"`
}

// Item70 is a random struct.
type Item70 struct {
	F71 types.UID `json:"f71"`
	F72 *float64 `json:"f72,omitempty"`
	F73 *uint16 `json:"f73"`
	F74 *uint32 `json:"f74"`
	Skipped75 string `json:"-"`
}

// S77 is a random struct.
type S77 struct {
	F78 *string `json:"f78,omitempty"`
	F79 []byte `json:"f79,omitempty"`
	F80 *bool `json:"f80,omitzero"`
	F81 metav1.Time `json:"f81"`
}

// Inline83 is a random struct.
type Inline83 struct {
	F84 int8 `json:"f84,omitempty"`
	F85 *uint8 `json:"f85,omitzero"`
	F86 Mode `json:"f86,omitempty,omitzero"`
	F87 int `json:"f87,omitempty"`
	F88 uint8 `json:"f88"`
}

// S92 is a random struct.
type S92 struct {
	// +k8s:schema:selectableField:default="5",description="The f93 of the kind."
	F93 uint8 `json:"f93,omitempty"`
	F94 uint32 `json:"f94,omitempty"`
	F95 metav1.Duration `json:"f95,omitempty,omitzero"`
	Skipped96 string `json:"-"`
}

// Status97 is a random struct.
type Status97 struct {
	F98 uint8 `json:"f98,omitempty"`
	F99 uint8 `json:"f99"`
	F100 List107 `json:"f100,omitempty"`
	F108 int64 `json:"f108"`
	F109 resource.Quantity `json:"f109"`
	Skipped110 string `json:"-"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 []int8 `json:"f102"`
	F103 *int `json:"f103"`
	F104 uint64 `json:"f104,omitempty"`
	F105 string `json:"f105,omitempty"`
	F106 string `json:"f106"`
}

// List107 is a declared list or map type.
type List107 []Item101

