package p1200

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
// +kubebuilder:selectablefield:JSONPath=".spec.f31"
// +kubebuilder:selectablefield:JSONPath=".spec.f49"
// +kubebuilder:selectablefield:JSONPath=".status.f52"
// +k8s:selectableField:jsonPath=".status.f53",default="false",description="The f53 of the kind."
// +kubebuilder:printcolumn:name="Col81",type="date",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col82",type="integer",JSONPath=`.spec.f33`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f49`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.status.f54`
// +k8s:printerColumn:name="Cel85",type=string,expression=`has(self.status) && has(self.status.f54) ? self.status.f54 : "none"`
// +kubebuilder:subresource:status
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind86 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f96.f103",description="The f103 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f111"
// +k8s:schema:selectableField:jsonPath=".status.f112"
// +k8s:printerColumn:name="Col131",type=string,jsonPath=`.spec.f92`,priority=1
// +k8s:printerColumn:name="Col132",type=string,jsonPath=`.status.f96.f100`,description="A column."
// +k8s:printerColumn:name="Col133",type=string,jsonPath=`.status.f96.f101`
// +k8s:printerColumn:name="Col134",type=string,jsonPath=`.status.f96.f106`,priority=1,description="A column."
// +k8s:printerColumn:name="Col135",type=integer,jsonPath=`.status.f108`,format=int32
// +k8s:printerColumn:name="Col136",type=date,jsonPath=`.status.f109`
// +k8s:printerColumn:name="Col137",type=number,jsonPath=`.status.f113`,description="A column."
// +k8s:printerColumn:name="Col138",type=string,jsonPath=`.status.f114`
// +k8s:printerColumn:name="Col139",type=string,jsonPath=`.status.f125`,priority=1
// +k8s:printerColumn:name="Col140",type=integer,jsonPath=`.status.f126`
// +k8s:printerColumn:name="Col141",type=string,jsonPath=`.status.f128`,description="A column."
// +k8s:printerColumn:name="Col142",type=string,jsonPath=`.status.f130`
// +k8s:printerColumn:name="Col143",type=string,jsonPath=`.status.f115[*].f117`
// +k8s:printerColumn:name="Col144",type=string,jsonPath=`.status.f115[0].f117`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
type Kind86 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec87 `json:"spec,omitempty"`
	Status Status93 `json:"status,omitempty"`
}

// Kind86List is a list of Kind86.
//
// +kubebuilder:object:root=true
type Kind86List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind86 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 metav1.Time `json:"f6,omitzero"`
	F7 []Item8 `json:"f7"`
	F31 *types.UID `json:"f31,omitempty"`
	Inline32 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 int8 `json:"f5,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 Template10 `json:"f9"`
	F12 *[]int8 `json:"f12"`
	F13 uint16 `json:"f13,omitempty"`
	F14 []Item15 `json:"f14,omitempty"`
	F20 S21 `json:"f20,omitempty"`
	F26 S27 `json:"f26"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 int64 `json:"f11"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *uint16 `json:"f16"`
	F17 *int8 `json:"f17,omitempty"`
	F18 resource.Quantity `json:"f18"`
	Skipped19 string `json:"-"`
}

// S21 is a random struct.
type S21 struct {
	F22 uint32 `json:"f22,omitempty"`
	F23 *int32 `json:"f23,omitempty"`
	F24 metav1.MicroTime `json:"f24,omitempty"`
	F25 uint64 `json:"f25"`
}

// S27 is a random struct.
type S27 struct {
	F28 *int8 `json:"f28,omitzero"`
	F29 uint32 `json:"f29,omitzero"`
	F30 *metav1.Duration `json:"f30,omitempty"`
}

// Inline32 is a random struct.
type Inline32 struct {
	// +k8s:selectableField:description="The f33 of the kind."
	F33 *uint32 `json:"f33"`
	F34 *uint16 `json:"f34,omitempty"`
	F35 List39 `json:"f35"`
	F40 *uint64 `json:"f40,omitempty"`
	F41 List48 `json:"f41"`
	F49 types.UID `json:"f49,omitempty"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 *int64 `json:"f37"`
	F38 int64 `json:"f38"`
}

// List39 is a declared list or map type.
type List39 []Item36

// Item42 is a random struct.
type Item42 struct {
	F43 *resource.Quantity `json:"f43,omitempty"`
	F44 bool `json:"f44,omitempty"`
	F45 *int `json:"f45,omitempty,omitzero"`
	F46 *intstr.IntOrString `json:"f46"`
	F47 uint8 `json:"f47,omitempty"`
}

// List48 is a declared list or map type.
type List48 []Item42

// Status50 is a random struct.
type Status50 struct {
	F51 metav1.MicroTime `json:"f51"`
	F52 *Mode `json:"f52"`
	F53 bool `json:"f53"`
	// +k8s:selectableField
	F54 string `json:"f54,omitempty,omitzero"`
	F55 []Item56 `json:"f55"`
	F62 []Item63 `json:"f62,omitempty"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 *Mode `json:"f57,omitempty,omitzero"`
	F58 int `json:"f58"`
	F59 map[string]string `json:"f59,omitempty"`
	F60 Mode `json:"f60"`
	F61 map[string]string `json:"f61"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 S65 `json:"f64"`
	F69 int `json:"f69,omitempty"`
	F70 *S71 `json:"f70,omitempty"`
	F77 uint8 `json:"f77,omitempty"`
	F78 Template79 `json:"f78"`
}

// S65 is a random struct.
type S65 struct {
	F66 int64 `json:"f66,omitempty"`
	F67 *resource.Quantity `json:"f67"`
	F68 metav1.Duration `json:"f68"`
}

// S71 is a random struct.
type S71 struct {
	F72 uint32 `json:"f72"`
	F73 int `json:"f73"`
	F74 metav1.Time `json:"f74,omitempty"`
	F75 float64 `json:"f75,omitempty"`
	F76 metav1.MicroTime `json:"f76,omitempty"`
}

// Template79 is a random struct.
type Template79 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F80 int64 `json:"f80,omitempty,omitzero"`
}

// Spec87 is a random struct.
type Spec87 struct {
	F88 Template89 `json:"f88,omitempty"`
	F91 *float64 `json:"f91"`
	F92 metav1.Duration `json:"f92,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template89 is a random struct.
type Template89 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F90 *float32 `json:"f90,omitempty"`
}

// Status93 is a random struct.
type Status93 struct {
	F94 map[string]string `json:"f94"`
	F95 float64 `json:"f95,omitempty"`
	F96 *S97 `json:"f96,omitempty"`
	F108 int64 `json:"f108,omitempty"`
	F109 metav1.MicroTime `json:"f109,omitempty"`
	Inline110 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S97 is a random struct.
type S97 struct {
	F98 Labels99 `json:"f98"`
	// +k8s:schema:selectableField:description="The f100 of the kind.",indexed=true
	F100 *string `json:"f100"`
	// +k8s:schema:selectableField:default="80"
	F101 *intstr.IntOrString `json:"f101,omitempty"`
	// +k8s:schema:selectableField:default="1"
	F102 int `json:"f102,omitempty,omitzero"`
	F103 metav1.MicroTime `json:"f103"`
	Inline104 `json:",inline"`
}

// Labels99 is a declared list or map type.
type Labels99 map[string]string

// Inline104 is a random struct.
type Inline104 struct {
	F105 Mode `json:"f105"`
	F106 []int8 `json:"f106"`
	Skipped107 string `json:"-"`
}

// Inline110 is a random struct.
type Inline110 struct {
	F111 int16 `json:"f111,omitempty"`
	F112 uint64 `json:"f112,omitempty"`
	F113 float32 `json:"f113,omitempty,omitzero"`
	F114 *uint64 `json:"f114,omitempty"`
	F115 List123 `json:"f115"`
	Inline124 `json:",inline"`
}

// Item116 is a random struct.
type Item116 struct {
	F117 string `json:"f117"`
	F118 metav1.Duration `json:"f118"`
	F119 *int16 `json:"f119"`
	F120 []int8 `json:"f120,omitempty"`
	F121 *int64 `json:"f121,omitempty"`
	F122 uint32 `json:"f122,omitempty"`
}

// List123 is a declared list or map type.
type List123 []Item116

// Inline124 is a random struct.
type Inline124 struct {
	F125 *[]int8 `json:"f125,omitempty"`
	F126 uint16 `json:"f126,omitempty"`
	F127 []byte `json:"f127"`
	F128 Mode `json:"f128"`
	F129 *float32 `json:"f129,omitempty"`
	F130 []int8 `json:"f130"`
}

