package p1022

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
// +kubebuilder:selectablefield:JSONPath=".spec.f6"
// +k8s:schema:index:field="spec.f6"
// +k8s:schema:selectableField:jsonPath=".status.f9",trigger=true
// +kubebuilder:printcolumn:name="Col13",type="string",JSONPath=`.status.f8`,description="A column."
// +kubebuilder:printcolumn:name="Col14",type="integer",JSONPath=`.status.f11`,priority=1,format=int32
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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

// Kind15 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f26"
// +k8s:schema:selectableField:jsonPath=".status.f27",description="The f27 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f28",trigger=true
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col48",type=number,jsonPath=`.status.f17.f19`,description="A column."
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.status.f17.f22`,priority=1
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.status.f26`,description="A column."
// +k8s:printerColumn:name="Col51",type=date,jsonPath=`.status.f27`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f28`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f31[0].f34`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.status.f31[?(@.f34=="x")].f34`
// +k8s:subresource:status
// +genclient:nonNamespaced
type Kind15 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
}

// Kind15List is a list of Kind15.
//
// +kubebuilder:object:root=true
type Kind15List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind15 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f93",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f95"
// +k8s:schema:selectableField:jsonPath=".status.f122"
// +k8s:selectableField:jsonPath=".status.f123"
// +k8s:printerColumn:name="Col124",type=string,jsonPath=`.spec.f95`
// +k8s:printerColumn:name="Col125",type=integer,jsonPath=`.spec.f96.f99`,description="A column."
// +k8s:printerColumn:name="Col126",type=boolean,jsonPath=`.status.f123`,description="A column."
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.spec.f101[?(@.f103=="fast")].f103`,description="A column."
// +k8s:printerColumn:name="Cel128",type=string,expression=`has(self.spec) && has(self.spec.f57) ? string(self.spec.f57) : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec56 `json:"spec,omitempty"`
	Status Status115 `json:"status,omitempty"`
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
	F3 *int16 `json:"f3,omitempty"`
	F4 resource.Quantity `json:"f4,omitempty"`
	F5 int32 `json:"f5"`
	F6 []byte `json:"f6"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 *Mode `json:"f8,omitempty"`
	F9 intstr.IntOrString `json:"f9"`
	// +k8s:schema:selectableField
	F10 metav1.MicroTime `json:"f10,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="1",description="The f11 of the kind."
	F11 int `json:"f11"`
	Skipped12 string `json:"-"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 S18 `json:"f17"`
	F23 *Template24 `json:"f23"`
	F26 int `json:"f26"`
	F27 *metav1.MicroTime `json:"f27"`
	F28 []byte `json:"f28"`
	Skipped29 string `json:"-"`
	Inline30 `json:",inline"`
}

// S18 is a random struct.
type S18 struct {
	F19 float32 `json:"f19,omitzero"`
	F20 Labels21 `json:"f20"`
	F22 []byte `json:"f22"`
}

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 *intstr.IntOrString `json:"f25,omitempty"`
}

// Inline30 is a random struct.
type Inline30 struct {
	F31 []Item32 `json:"f31"`
	F39 *Template40 `json:"f39"`
	F42 map[string]string `json:"f42"`
	F43 *Template44 `json:"f43"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 uint32 `json:"f33"`
	F34 string `json:"f34,omitempty"`
	F35 types.UID `json:"f35,omitempty"`
	F36 *float32 `json:"f36"`
	F37 uint64 `json:"f37"`
	Skipped38 string `json:"-"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 float64 `json:"f41"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 int64 `json:"f45"`
}

// Spec56 is a random struct.
type Spec56 struct {
	F57 int `json:"f57,omitempty"`
	F58 List63 `json:"f58,omitempty"`
	F64 Template65 `json:"f64,omitempty"`
	F67 List91 `json:"f67"`
	Inline92 `json:",inline"`
}

// Item59 is a random struct.
type Item59 struct {
	F60 *resource.Quantity `json:"f60,omitempty,omitzero"`
	F61 map[string]string `json:"f61,omitempty"`
	F62 metav1.Time `json:"f62,omitempty"`
}

// List63 is a declared list or map type.
type List63 []Item59

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 string `json:"f66,omitzero"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 []Item70 `json:"f69"`
	F77 S78 `json:"f77,omitempty"`
	*Inline85 `json:",inline"`
}

// Item70 is a random struct.
type Item70 struct {
	F71 intstr.IntOrString `json:"f71,omitempty"`
	F72 uint16 `json:"f72,omitempty"`
	F73 *[]int8 `json:"f73"`
	F74 *string `json:"f74"`
	F75 int `json:"f75,omitempty"`
	F76 float32 `json:"f76,omitempty"`
}

// S78 is a random struct.
type S78 struct {
	F79 metav1.Duration `json:"f79"`
	F80 uint16 `json:"f80"`
	F81 bool `json:"f81,omitempty"`
	F82 float32 `json:"f82,omitempty"`
	F83 uint64 `json:"f83"`
	F84 float64 `json:"f84"`
}

// Inline85 is a random struct.
type Inline85 struct {
	F86 *int64 `json:"f86"`
	F87 Mode `json:"f87"`
	F88 float32 `json:"f88,omitempty"`
	F89 uint64 `json:"f89"`
	F90 string `json:"f90"`
}

// List91 is a declared list or map type.
type List91 []Item68

// Inline92 is a random struct.
type Inline92 struct {
	F93 string `json:"f93"`
	F94 map[string]string `json:"f94"`
	F95 []byte `json:"f95,omitempty"`
	F96 S97 `json:"f96,omitempty"`
	F101 List108 `json:"f101,omitempty"`
	F109 S110 `json:"f109"`
	Skipped114 string `json:"-"`
}

// S97 is a random struct.
type S97 struct {
	F98 *uint16 `json:"f98,omitzero"`
	F99 *uint32 `json:"f99,omitempty"`
	F100 int32 `json:"f100,omitzero"`
}

// Item102 is a random struct.
type Item102 struct {
	F103 Mode `json:"f103,omitempty"`
	F104 string `json:"f104,omitempty"`
	F105 metav1.Duration `json:"f105,omitempty"`
	F106 uint16 `json:"f106"`
	F107 resource.Quantity `json:"f107,omitempty"`
}

// List108 is a declared list or map type.
type List108 []Item102

// S110 is a random struct.
type S110 struct {
	// +k8s:schema:selectableField:description="The f111 of the kind."
	F111 types.UID `json:"f111,omitempty"`
	F112 *bool `json:"f112,omitempty"`
	Skipped113 string `json:"-"`
}

// Status115 is a random struct.
type Status115 struct {
	F116 Template117 `json:"f116"`
	// +k8s:schema:selectableField:description="The f119 of the kind.",indexed=true
	F119 []byte `json:"f119"`
	F120 uint8 `json:"f120"`
	F121 []byte `json:"f121,omitempty"`
	F122 []byte `json:"f122,omitempty"`
	F123 *bool `json:"f123"`
}

// Template117 is a random struct.
type Template117 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F118 string `json:"f118,omitempty,omitzero"`
}

