package p1505

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
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f11.f13"
// +k8s:schema:index:field="spec.f7.f11.f13"
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f11.f14"
// +k8s:selectableField:jsonPath=".spec.f7.f20.f22",description="The f22 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f7.f20.f23",trigger=true
// +kubebuilder:printcolumn:name="Col58",type="number",JSONPath=`.spec.f7.f9`,priority=1
// +kubebuilder:printcolumn:name="Col59",type="boolean",JSONPath=`.spec.f7.f11.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col60",type="boolean",JSONPath=`.spec.f7.f11.f16`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.spec.f7.f19`
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.spec.f7.f20.f23`,format=int32
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.spec.f7.f20.f27`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.spec.f7.f28`,format=int32
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.spec.f7.f30`
// +kubebuilder:printcolumn:name="Col66",type="boolean",JSONPath=`.spec.f7.f31`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f35`,priority=1
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f40`
// +kubebuilder:printcolumn:name="Col69",type="number",JSONPath=`.spec.f42`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.spec.f43`,description="A column."
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f37.app`,description="A column."
// +k8s:printerColumn:name="Cel72",type=string,expression=`has(self.spec) && has(self.spec.f7) && has(self.spec.f7.f11) && has(self.spec.f7.f11.f14) ? string(self.spec.f7.f11.f14) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status44 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind74 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f90"
// +kubebuilder:selectablefield:JSONPath=".spec.f92"
// +k8s:schema:index:field="spec.f92"
// +k8s:schema:selectableField:jsonPath=".spec.f93",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f116.f125.f130",default="1h0m0s",description="The f130 of the kind."
// +kubebuilder:printcolumn:name="Col136",type="date",JSONPath=`.spec.f92`,description="A column."
// +kubebuilder:printcolumn:name="Col137",type="string",JSONPath=`.status.f115`
// +kubebuilder:printcolumn:name="Col138",type="integer",JSONPath=`.status.f116.f125.f127`,priority=1
// +kubebuilder:printcolumn:name="Col139",type="string",JSONPath=`.status.f116.f125.f130`,priority=1
// +kubebuilder:printcolumn:name="Col140",type="boolean",JSONPath=`.status.f116.f125.f131`,priority=1
// +kubebuilder:printcolumn:name="Col141",type="string",JSONPath=`.status.f116.f132`
// +kubebuilder:printcolumn:name="Col142",type="string",JSONPath=`.spec.f76[0].f81`
// +kubebuilder:printcolumn:name="Col143",type="string",JSONPath=`.spec.f94[0].f96`,priority=1
// +kubebuilder:printcolumn:name="Col144",type="string",JSONPath=`.status.f116.f118.app`
// +kubebuilder:printcolumn:name="Col145",type="string",JSONPath=`.status.f116.f119[*].f123`
// +kubebuilder:printcolumn:name="Col146",type="string",JSONPath=`.status.f116.f119[0].f123`
// +kubebuilder:printcolumn:name="Col147",type="string",JSONPath=`.status.f116.f119[?(@.f122==true)].f123`
// +k8s:printerColumn:name="Cel148",type=string,expression=`has(self.spec) && has(self.spec.f90) ? string(self.spec.f90) : "none"`
// +kubebuilder:printcolumn:name="Dup149",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup149",type="string",JSONPath=`.metadata.name`
type Kind74 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec75 `json:"spec,omitempty"`
	Status Status108 `json:"status,omitempty"`
}

// Kind74List is a list of Kind74.
//
// +kubebuilder:object:root=true
type Kind74List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind74 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F6 *types.UID `json:"f6,omitempty"`
	F7 *S8 `json:"f7"`
	F35 []int8 `json:"f35,omitempty"`
	Inline36 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate73 `json:"template"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *[]int8 `json:"f5"`
}

// S8 is a random struct.
type S8 struct {
	F9 float64 `json:"f9,omitempty"`
	F10 int8 `json:"f10"`
	F11 S12 `json:"f11,omitempty"`
	F19 []int8 `json:"f19"`
	F20 S21 `json:"f20,omitempty"`
	F28 int8 `json:"f28,omitempty,omitzero"`
	Inline29 `json:",inline"`
}

// S12 is a random struct.
type S12 struct {
	F13 bool `json:"f13"`
	F14 int32 `json:"f14"`
	// +k8s:schema:selectableField:description="The f15 of the kind."
	F15 int32 `json:"f15,omitempty,omitzero"`
	F16 *bool `json:"f16"`
	F17 []byte `json:"f17"`
	F18 *intstr.IntOrString `json:"f18,omitzero"`
}

// S21 is a random struct.
type S21 struct {
	F22 *metav1.Time `json:"f22,omitzero"`
	F23 int `json:"f23,omitempty,omitzero"`
	F24 float32 `json:"f24,omitempty"`
	F25 int `json:"f25,omitempty"`
	F26 resource.Quantity `json:"f26"`
	F27 int16 `json:"f27,omitempty"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 uint8 `json:"f30"`
	F31 bool `json:"f31,omitzero"`
	F32 float64 `json:"f32,omitempty,omitzero"`
	F33 *int64 `json:"f33"`
	Skipped34 string `json:"-"`
}

// Inline36 is a random struct.
type Inline36 struct {
	F37 map[string]string `json:"f37"`
	F38 *Mode `json:"f38,omitempty"`
	Inline39 `json:",inline"`
}

// Inline39 is a random struct.
type Inline39 struct {
	F40 Mode `json:"f40,omitempty"`
	F41 metav1.Time `json:"f41"`
	F42 float64 `json:"f42"`
	F43 *resource.Quantity `json:"f43,omitempty"`
}

// Status44 is a random struct.
type Status44 struct {
	F45 *Template46 `json:"f45"`
	F48 *Template49 `json:"f48,omitempty"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 float32 `json:"f47,omitempty"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 uint8 `json:"f52"`
	F53 int `json:"f53,omitzero"`
	F54 *float32 `json:"f54"`
	F55 *intstr.IntOrString `json:"f55"`
	F56 metav1.MicroTime `json:"f56"`
}

// List57 is a declared list or map type.
type List57 []Item51

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 List57 `json:"f50,omitempty"`
}

// PodTemplate73 is a random struct.
type PodTemplate73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec75 is a random struct.
type Spec75 struct {
	F76 List89 `json:"f76"`
	F90 int64 `json:"f90"`
	F91 *float32 `json:"f91,omitempty"`
	F92 metav1.MicroTime `json:"f92,omitzero"`
	F93 types.UID `json:"f93,omitempty"`
	F94 []Item95 `json:"f94"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 *Template79 `json:"f78,omitempty"`
	F81 types.UID `json:"f81,omitempty"`
	F82 Template83 `json:"f82,omitempty"`
	F85 *int64 `json:"f85,omitempty"`
	F86 int `json:"f86,omitempty"`
	F87 Labels88 `json:"f87,omitempty"`
}

// Template79 is a random struct.
type Template79 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F80 resource.Quantity `json:"f80,omitempty"`
}

// Template83 is a random struct.
type Template83 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F84 int `json:"f84"`
}

// Labels88 is a declared list or map type.
type Labels88 map[string]string

// List89 is a declared list or map type.
type List89 []Item77

// Item95 is a random struct.
type Item95 struct {
	F96 []int8 `json:"f96,omitempty"`
	F97 resource.Quantity `json:"f97,omitempty"`
	F98 uint32 `json:"f98"`
	F99 S100 `json:"f99,omitempty"`
	F104 map[string]string `json:"f104"`
	F105 Template106 `json:"f105"`
}

// S100 is a random struct.
type S100 struct {
	F101 uint8 `json:"f101,omitzero"`
	F102 float32 `json:"f102"`
	F103 *metav1.Duration `json:"f103"`
}

// Template106 is a random struct.
type Template106 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F107 *int8 `json:"f107,omitempty"`
}

// Status108 is a random struct.
type Status108 struct {
	F109 Template110 `json:"f109,omitempty"`
	F112 *Template113 `json:"f112,omitempty"`
	F115 resource.Quantity `json:"f115"`
	F116 S117 `json:"f116"`
	F133 *Template134 `json:"f133,omitempty"`
}

// Template110 is a random struct.
type Template110 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F111 map[string]string `json:"f111,omitempty"`
}

// Template113 is a random struct.
type Template113 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F114 resource.Quantity `json:"f114,omitempty"`
}

// S117 is a random struct.
type S117 struct {
	F118 map[string]string `json:"f118,omitempty"`
	F119 []Item120 `json:"f119,omitempty"`
	F125 *S126 `json:"f125,omitempty"`
	F132 metav1.Duration `json:"f132"`
}

// Item120 is a random struct.
type Item120 struct {
	F121 int64 `json:"f121,omitempty"`
	F122 bool `json:"f122,omitempty"`
	F123 []byte `json:"f123,omitzero"`
	Skipped124 string `json:"-"`
}

// S126 is a random struct.
type S126 struct {
	F127 *uint32 `json:"f127"`
	// +k8s:schema:selectableField:indexed=true
	F128 *string `json:"f128,omitempty"`
	// +k8s:selectableField:description="The f129 of the kind."
	F129 *types.UID `json:"f129"`
	F130 *metav1.Duration `json:"f130,omitempty"`
	F131 *bool `json:"f131,omitempty,omitzero"`
}

// Template134 is a random struct.
type Template134 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F135 map[string]string `json:"f135"`
}

