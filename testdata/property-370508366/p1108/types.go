package p1108

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
// +kubebuilder:selectablefield:JSONPath=".status.f37.f42"
// +kubebuilder:printcolumn:name="Col78",type="date",JSONPath=`.spec.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col79",type="date",JSONPath=`.spec.f14`,description="A column."
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.status.f37.f43`
// +kubebuilder:printcolumn:name="Col81",type="number",JSONPath=`.status.f50.f53`
// +k8s:printerColumn:name="Cel82",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Kind83 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f126",description="The f126 of the kind."
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.status.f123`
// +k8s:printerColumn:name="Col129",type=string,jsonPath=`.status.f126`
// +k8s:printerColumn:name="Col130",type=string,jsonPath=`.spec.f86[0].f97`
// +k8s:printerColumn:name="Col131",type=string,jsonPath=`.status.f119.app`
// +k8s:printerColumn:name="Col132",type=string,jsonPath=`.status.f121.app`
// +k8s:printerColumn:name="Cel133",type=string,expression=`has(self.status) && has(self.status.f125) ? string(self.status.f125) : "none"`
// +k8s:subresource:status
type Kind83 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec84 `json:"spec,omitempty"`
	Status Status118 `json:"status,omitempty"`
}

// Kind83List is a list of Kind83.
//
// +kubebuilder:object:root=true
type Kind83List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind83 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	// +k8s:schema:selectableField:description="The f13 of the kind."
	F13 metav1.MicroTime `json:"f13"`
	// +k8s:schema:selectableField:description="The f14 of the kind.",indexed=true
	F14 *metav1.Time `json:"f14,omitempty"`
	F15 List31 `json:"f15,omitempty"`
	// +k8s:selectableField:description="The f32 of the kind."
	F32 int `json:"f32,omitempty"`
	F33 Mode `json:"f33"`
}

// S6 is a random struct.
type S6 struct {
	F7 []int8 `json:"f7,omitempty"`
	F8 int `json:"f8,omitempty"`
	F9 float32 `json:"f9,omitempty"`
	F10 int16 `json:"f10,omitempty"`
	F11 int64 `json:"f11,omitempty,omitzero"`
	F12 *metav1.Time `json:"f12"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 S6 `json:"f5"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 int64 `json:"f17,omitempty"`
	F18 Template19 `json:"f18,omitempty"`
	F21 Labels22 `json:"f21,omitempty"`
	F23 map[string]string `json:"f23,omitempty"`
	*Inline24 `json:",inline"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 []int8 `json:"f20,omitzero"`
}

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// Inline24 is a random struct.
type Inline24 struct {
	F25 *string `json:"f25"`
	F26 *uint32 `json:"f26,omitempty"`
	F27 int32 `json:"f27,omitempty"`
	F28 *resource.Quantity `json:"f28"`
	F29 *uint8 `json:"f29,omitzero"`
	F30 *metav1.Duration `json:"f30,omitempty"`
}

// List31 is a declared list or map type.
type List31 []Item16

// Status34 is a random struct.
type Status34 struct {
	F35 Labels36 `json:"f35,omitempty"`
	F37 S38 `json:"f37,omitempty"`
	F50 S51 `json:"f50"`
	F54 *[]int8 `json:"f54,omitempty"`
	F55 Template56 `json:"f55,omitempty"`
	F58 List76 `json:"f58"`
	Skipped77 string `json:"-"`
}

// Labels36 is a declared list or map type.
type Labels36 map[string]string

// S38 is a random struct.
type S38 struct {
	F39 *Template40 `json:"f39,omitempty"`
	F42 int32 `json:"f42,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F43 string `json:"f43,omitempty"`
	F44 []Item45 `json:"f44,omitempty"`
	F49 uint32 `json:"f49,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 *int `json:"f41"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 *float64 `json:"f46,omitempty"`
	F47 int64 `json:"f47,omitempty"`
	F48 *metav1.MicroTime `json:"f48,omitempty"`
}

// S51 is a random struct.
type S51 struct {
	F52 *float32 `json:"f52,omitempty"`
	F53 float32 `json:"f53,omitempty"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 int16 `json:"f57,omitempty,omitzero"`
}

// Item59 is a random struct.
type Item59 struct {
	F60 float32 `json:"f60,omitempty"`
	F61 S62 `json:"f61,omitempty"`
	F67 S68 `json:"f67"`
	F73 uint8 `json:"f73"`
	F74 int64 `json:"f74"`
	F75 types.UID `json:"f75,omitzero"`
}

// S62 is a random struct.
type S62 struct {
	F63 intstr.IntOrString `json:"f63,omitempty"`
	F64 uint16 `json:"f64"`
	F65 *metav1.MicroTime `json:"f65"`
	F66 uint16 `json:"f66"`
}

// S68 is a random struct.
type S68 struct {
	F69 *types.UID `json:"f69"`
	F70 intstr.IntOrString `json:"f70,omitempty,omitzero"`
	F71 bool `json:"f71,omitempty"`
	F72 types.UID `json:"f72"`
}

// List76 is a declared list or map type.
type List76 []Item59

// Spec84 is a random struct.
type Spec84 struct {
	F85 uint32 `json:"f85,omitzero"`
	F86 List117 `json:"f86"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 List96 `json:"f88,omitempty"`
	F97 uint64 `json:"f97,omitempty"`
	F98 *types.UID `json:"f98"`
	F99 []Item100 `json:"f99"`
	F106 List110 `json:"f106"`
	*Inline111 `json:",inline"`
}

// Item89 is a random struct.
type Item89 struct {
	F90 uint8 `json:"f90"`
	F91 *float32 `json:"f91,omitzero"`
	F92 metav1.Time `json:"f92,omitempty"`
	F93 intstr.IntOrString `json:"f93"`
	F94 *uint16 `json:"f94,omitempty,omitzero"`
	Skipped95 string `json:"-"`
}

// List96 is a declared list or map type.
type List96 []Item89

// Item100 is a random struct.
type Item100 struct {
	F101 float64 `json:"f101"`
	F102 *string `json:"f102,omitzero"`
	F103 bool `json:"f103,omitempty"`
	F104 resource.Quantity `json:"f104"`
	F105 intstr.IntOrString `json:"f105,omitempty"`
}

// Item107 is a random struct.
type Item107 struct {
	F108 resource.Quantity `json:"f108,omitempty"`
	F109 intstr.IntOrString `json:"f109,omitempty"`
}

// List110 is a declared list or map type.
type List110 []Item107

// Inline111 is a random struct.
type Inline111 struct {
	F112 float32 `json:"f112,omitempty,omitzero"`
	F113 int16 `json:"f113"`
	F114 metav1.MicroTime `json:"f114"`
	F115 *float64 `json:"f115"`
	F116 *int16 `json:"f116"`
}

// List117 is a declared list or map type.
type List117 []Item87

// Status118 is a random struct.
type Status118 struct {
	F119 Labels120 `json:"f119"`
	F121 map[string]string `json:"f121,omitempty"`
	F122 float64 `json:"f122"`
	F123 types.UID `json:"f123"`
	Inline124 `json:",inline"`
}

// Labels120 is a declared list or map type.
type Labels120 map[string]string

// Inline124 is a random struct.
type Inline124 struct {
	F125 *int `json:"f125,omitempty"`
	F126 *uint64 `json:"f126"`
	F127 int `json:"f127"`
}

