package p1036

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f7.f14.f17",trigger=true
// +k8s:selectableField:jsonPath=".spec.f7.f14.f18",default="2"
// +k8s:schema:selectableField:jsonPath=".spec.f7.f14.f21",default="5"
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f7.f14.f18`,description="A column."
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f7.f14.f19`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f7.f14.f21`,format=int32
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f7.f24.app`
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f26.app`
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
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
// +k8s:printerColumn:name="Col83",type=boolean,jsonPath=`.spec.f46`
// +k8s:printerColumn:name="Col84",type=integer,jsonPath=`.spec.f57`,priority=1,format=int32
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Kind86 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f89"
// +k8s:printerColumn:name="Col120",type=integer,jsonPath=`.spec.f115`,description="A column."
// +k8s:printerColumn:name="Col121",type=string,jsonPath=`.spec.f90[0].f107`
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.spec.f110[*].f113`,description="A column."
// +k8s:printerColumn:name="Col123",type=string,jsonPath=`.spec.f110[0].f113`
type Kind86 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec87 `json:"spec,omitempty"`
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
	F3 uint32 `json:"f3,omitempty"`
	F4 intstr.IntOrString `json:"f4"`
	F5 []byte `json:"f5"`
	F6 []byte `json:"f6"`
	F7 *S8 `json:"f7,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 []Item10 `json:"f9,omitempty"`
	F14 S15 `json:"f14,omitempty"`
	F22 int32 `json:"f22,omitempty"`
	F23 metav1.MicroTime `json:"f23"`
	F24 map[string]string `json:"f24,omitempty"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *uint16 `json:"f11,omitempty"`
	F12 metav1.Time `json:"f12"`
	F13 *types.UID `json:"f13"`
}

// S15 is a random struct.
type S15 struct {
	// +k8s:selectableField
	F16 *bool `json:"f16"`
	F17 metav1.MicroTime `json:"f17,omitempty"`
	F18 int16 `json:"f18,omitempty"`
	F19 uint64 `json:"f19,omitempty,omitzero"`
	F20 *resource.Quantity `json:"f20,omitempty"`
	F21 uint8 `json:"f21"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 Labels27 `json:"f26,omitempty"`
	F28 List38 `json:"f28"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Item29 is a random struct.
type Item29 struct {
	F30 Template31 `json:"f30,omitempty"`
	F33 map[string]string `json:"f33,omitempty"`
	F34 *int `json:"f34,omitempty"`
	F35 float32 `json:"f35,omitempty"`
	F36 int `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 int8 `json:"f32,omitempty"`
}

// List38 is a declared list or map type.
type List38 []Item29

// Spec45 is a random struct.
type Spec45 struct {
	F46 bool `json:"f46"`
	F47 *Template48 `json:"f47"`
	F57 int32 `json:"f57"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate85 `json:"template"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 uint32 `json:"f51"`
	F52 *metav1.MicroTime `json:"f52,omitempty"`
	F53 float64 `json:"f53,omitzero"`
	F54 metav1.MicroTime `json:"f54"`
	F55 int64 `json:"f55,omitzero"`
}

// List56 is a declared list or map type.
type List56 []Item50

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 List56 `json:"f49,omitempty"`
}

// Status58 is a random struct.
type Status58 struct {
	F59 uint32 `json:"f59"`
	F60 *float32 `json:"f60,omitzero"`
	F61 types.UID `json:"f61"`
	F62 []Item63 `json:"f62,omitempty"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 *float64 `json:"f64,omitempty"`
	F65 List70 `json:"f65,omitempty"`
	F71 *uint16 `json:"f71,omitzero"`
	F72 map[string]string `json:"f72"`
	F73 S74 `json:"f73,omitempty"`
	F78 *S79 `json:"f78"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 metav1.Duration `json:"f67"`
	F68 bool `json:"f68"`
	Skipped69 string `json:"-"`
}

// List70 is a declared list or map type.
type List70 []Item66

// S74 is a random struct.
type S74 struct {
	F75 metav1.Duration `json:"f75,omitempty"`
	F76 *metav1.Time `json:"f76,omitempty,omitzero"`
	F77 uint32 `json:"f77"`
}

// S79 is a random struct.
type S79 struct {
	F80 int8 `json:"f80,omitempty"`
	F81 *metav1.MicroTime `json:"f81,omitempty,omitzero"`
	F82 float32 `json:"f82"`
}

// PodTemplate85 is a random struct.
type PodTemplate85 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec87 is a random struct.
type Spec87 struct {
	F88 map[string]string `json:"f88"`
	F89 *uint16 `json:"f89"`
	F90 List109 `json:"f90"`
	F110 []Item111 `json:"f110,omitempty"`
	F115 int32 `json:"f115,omitzero"`
	Skipped116 string `json:"-"`
	*Inline117 `json:",inline"`
}

// Item91 is a random struct.
type Item91 struct {
	F92 *metav1.Time `json:"f92"`
	F93 Template94 `json:"f93,omitempty"`
	F96 List105 `json:"f96"`
	F106 *int `json:"f106,omitempty,omitzero"`
	F107 resource.Quantity `json:"f107,omitempty"`
	Skipped108 string `json:"-"`
}

// Template94 is a random struct.
type Template94 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F95 *uint16 `json:"f95"`
}

// Item97 is a random struct.
type Item97 struct {
	F98 *metav1.Time `json:"f98,omitempty"`
	F99 *string `json:"f99,omitempty,omitzero"`
	F100 *Mode `json:"f100,omitzero"`
	F101 metav1.MicroTime `json:"f101,omitempty"`
	F102 *int `json:"f102,omitempty"`
	F103 resource.Quantity `json:"f103,omitempty"`
	Skipped104 string `json:"-"`
}

// List105 is a declared list or map type.
type List105 []Item97

// List109 is a declared list or map type.
type List109 []Item91

// Item111 is a random struct.
type Item111 struct {
	F112 uint16 `json:"f112,omitempty"`
	F113 intstr.IntOrString `json:"f113,omitempty"`
	F114 *float64 `json:"f114"`
}

// Inline117 is a random struct.
type Inline117 struct {
	F118 uint64 `json:"f118"`
	// +k8s:schema:selectableField:description="The f119 of the kind."
	F119 intstr.IntOrString `json:"f119"`
}

