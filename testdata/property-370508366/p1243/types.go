package p1243

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
// +k8s:schema:selectableField:jsonPath=".spec.f17",default="2"
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.f16`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f8[0].f10`,priority=1
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f20[*].f27`,description="A column."
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f20[0].f27`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.status.f30.app`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f31[*].f45`,priority=1
// +k8s:printerColumn:name="Cel53",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f57",default="-1",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f59"
// +kubebuilder:selectablefield:JSONPath=".status.f60"
// +kubebuilder:selectablefield:JSONPath=".status.f61.f68.f71"
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.status.f60`
// +kubebuilder:printcolumn:name="Col78",type="boolean",JSONPath=`.status.f61.f68.f70`,priority=1
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.status.f61.f63.app`
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Kind80 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f105",default="fast",indexed=true
// +k8s:printerColumn:name="Col123",type=string,jsonPath=`.spec.f82[*].f84`,description="A column."
// +k8s:printerColumn:name="Col124",type=string,jsonPath=`.spec.f82[0].f84`
// +k8s:printerColumn:name="Col125",type=string,jsonPath=`.spec.f95[*].f100`
// +k8s:printerColumn:name="Col126",type=string,jsonPath=`.spec.f95[0].f100`
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.spec.f95[?(@.f100=="x")].f100`
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.status.f106.app`,description="A column."
// +k8s:printerColumn:name="Col129",type=string,jsonPath=`.status.f108[0].f111`
// +k8s:printerColumn:name="Cel130",type=string,expression=`has(self.status) && has(self.status.f105) ? self.status.f105 : "none"`
// +k8s:subresource:status
// +genclient:nonNamespaced
type Kind80 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec81 `json:"spec,omitempty"`
	Status Status104 `json:"status,omitempty"`
}

// Kind80List is a list of Kind80.
//
// +kubebuilder:object:root=true
type Kind80List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind80 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 Template5 `json:"f4,omitempty"`
	*Inline7 `json:",inline"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *resource.Quantity `json:"f6,omitempty"`
}

// Inline7 is a random struct.
type Inline7 struct {
	F8 []Item9 `json:"f8"`
	F16 *uint32 `json:"f16,omitempty"`
	F17 int16 `json:"f17"`
	F18 uint32 `json:"f18,omitzero"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 metav1.Duration `json:"f10"`
	F11 []int8 `json:"f11,omitempty"`
	F12 metav1.MicroTime `json:"f12"`
	F13 types.UID `json:"f13"`
	F14 resource.Quantity `json:"f14,omitzero"`
	F15 *int8 `json:"f15"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 List29 `json:"f20"`
	F30 map[string]string `json:"f30,omitempty"`
	F31 List46 `json:"f31,omitempty"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 List26 `json:"f22"`
	F27 []int8 `json:"f27,omitempty"`
	F28 float64 `json:"f28,omitempty"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 []byte `json:"f24,omitempty"`
	F25 *float64 `json:"f25"`
}

// List26 is a declared list or map type.
type List26 []Item23

// List29 is a declared list or map type.
type List29 []Item21

// Item32 is a random struct.
type Item32 struct {
	F33 Template34 `json:"f33,omitempty"`
	F36 List41 `json:"f36"`
	F42 *Template43 `json:"f42"`
	F45 []int8 `json:"f45"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 float64 `json:"f35"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 metav1.Time `json:"f38"`
	F39 *uint64 `json:"f39"`
	F40 *float32 `json:"f40"`
}

// List41 is a declared list or map type.
type List41 []Item37

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 *Mode `json:"f44,omitzero"`
}

// List46 is a declared list or map type.
type List46 []Item32

// Spec55 is a random struct.
type Spec55 struct {
	F56 *float64 `json:"f56"`
	F57 int8 `json:"f57,omitempty"`
}

// Status58 is a random struct.
type Status58 struct {
	F59 bool `json:"f59,omitempty"`
	F60 types.UID `json:"f60,omitempty,omitzero"`
	F61 S62 `json:"f61"`
	F73 *int32 `json:"f73,omitempty"`
	F74 *Template75 `json:"f74"`
}

// S62 is a random struct.
type S62 struct {
	F63 Labels64 `json:"f63,omitempty"`
	F65 *Template66 `json:"f65"`
	F68 *S69 `json:"f68,omitempty"`
}

// Labels64 is a declared list or map type.
type Labels64 map[string]string

// Template66 is a random struct.
type Template66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F67 float64 `json:"f67"`
}

// S69 is a random struct.
type S69 struct {
	F70 bool `json:"f70"`
	F71 int16 `json:"f71,omitempty"`
	F72 string `json:"f72"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 int64 `json:"f76"`
}

// Spec81 is a random struct.
type Spec81 struct {
	F82 List89 `json:"f82,omitempty"`
	F90 Template91 `json:"f90,omitempty"`
	F93 Labels94 `json:"f93"`
	F95 List103 `json:"f95,omitempty"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 intstr.IntOrString `json:"f84,omitempty"`
	F85 metav1.MicroTime `json:"f85,omitempty"`
	F86 *Template87 `json:"f86,omitempty"`
}

// Template87 is a random struct.
type Template87 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F88 bool `json:"f88,omitempty"`
}

// List89 is a declared list or map type.
type List89 []Item83

// Template91 is a random struct.
type Template91 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F92 *int32 `json:"f92,omitempty"`
}

// Labels94 is a declared list or map type.
type Labels94 map[string]string

// Item96 is a random struct.
type Item96 struct {
	F97 Template98 `json:"f97"`
	F100 string `json:"f100,omitempty,omitzero"`
	F101 types.UID `json:"f101,omitempty"`
	Skipped102 string `json:"-"`
}

// Template98 is a random struct.
type Template98 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F99 *int16 `json:"f99,omitempty"`
}

// List103 is a declared list or map type.
type List103 []Item96

// Status104 is a random struct.
type Status104 struct {
	F105 Mode `json:"f105,omitzero"`
	F106 Labels107 `json:"f106"`
	F108 List122 `json:"f108,omitempty"`
}

// Labels107 is a declared list or map type.
type Labels107 map[string]string

// Item109 is a random struct.
type Item109 struct {
	F110 float64 `json:"f110"`
	F111 string `json:"f111,omitempty"`
	F112 *int32 `json:"f112,omitempty"`
	F113 *int16 `json:"f113"`
	F114 *S115 `json:"f114,omitempty"`
	F121 int32 `json:"f121"`
}

// S115 is a random struct.
type S115 struct {
	F116 bool `json:"f116"`
	F117 resource.Quantity `json:"f117"`
	F118 int64 `json:"f118"`
	F119 *int32 `json:"f119,omitempty"`
	Skipped120 string `json:"-"`
}

// List122 is a declared list or map type.
type List122 []Item109

