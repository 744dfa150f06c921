package p1021

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
// +k8s:schema:selectableField:jsonPath=".spec.f11",description="The f11 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f47"
// +k8s:schema:index:field="status.f47"
// +k8s:schema:selectableField:jsonPath=".status.f48",default="1"
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col51",type="boolean",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.spec.f13`,priority=1,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col53",type="boolean",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.spec.f23`
// +kubebuilder:printcolumn:name="Col55",type="number",JSONPath=`.status.f49`,description="A column."
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f9.app`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f16.app`,priority=1
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f17.app`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Dup59",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup59",type="string",JSONPath=`.metadata.name`
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

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f62",description="The f62 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f65",description="The f65 of the kind."
// +kubebuilder:printcolumn:name="Col123",type="string",JSONPath=`.spec.f62`
// +kubebuilder:printcolumn:name="Col124",type="string",JSONPath=`.status.f68[0].f81`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec61 `json:"spec,omitempty"`
	Status Status66 `json:"status,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Kind125 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f142"
// +k8s:schema:selectableField:jsonPath=".status.f156",default="7",indexed=true
// +k8s:printerColumn:name="Col159",type=date,jsonPath=`.spec.f127`
// +k8s:printerColumn:name="Col160",type=integer,jsonPath=`.spec.f131`,format=int32
// +k8s:printerColumn:name="Col161",type=string,jsonPath=`.spec.f141`
// +k8s:printerColumn:name="Col162",type=string,jsonPath=`.spec.f133[?(@.f138=="x")].f137`
// +k8s:printerColumn:name="Col163",type=string,jsonPath=`.spec.f143[?(@.f148=="fast")].f145`,priority=1
// +k8s:selectorGeneration
type Kind125 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec126 `json:"spec,omitempty"`
	Status Status155 `json:"status,omitempty"`
}

// Kind125List is a list of Kind125.
//
// +kubebuilder:object:root=true
type Kind125List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind125 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 *Template5 `json:"f4,omitempty"`
	F9 Labels10 `json:"f9"`
	F11 *bool `json:"f11,omitempty,omitzero"`
	Inline12 `json:",inline"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 types.UID `json:"f8,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 Template7 `json:"f6,omitempty"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Inline12 is a random struct.
type Inline12 struct {
	// +k8s:selectableField
	F13 uint8 `json:"f13"`
	// +k8s:schema:selectableField:description="The f14 of the kind."
	F14 int8 `json:"f14,omitzero"`
	F15 *Mode `json:"f15"`
	F16 map[string]string `json:"f16"`
	F17 Labels18 `json:"f17"`
	Inline19 `json:",inline"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// Inline19 is a random struct.
type Inline19 struct {
	F20 bool `json:"f20"`
	F21 metav1.Duration `json:"f21,omitempty,omitzero"`
	// +k8s:selectableField:default="1"
	F22 *int `json:"f22"`
	F23 int64 `json:"f23,omitempty"`
	F24 float64 `json:"f24,omitempty"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 *Template27 `json:"f26,omitempty"`
	F29 map[string]string `json:"f29,omitempty"`
	F30 List45 `json:"f30"`
	Inline46 `json:",inline"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 string `json:"f28,omitempty"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 float32 `json:"f32"`
	F33 S34 `json:"f33,omitempty"`
	F37 Labels38 `json:"f37"`
	F39 map[string]string `json:"f39"`
	Inline40 `json:",inline"`
}

// S34 is a random struct.
type S34 struct {
	F35 uint32 `json:"f35,omitempty,omitzero"`
	F36 *float64 `json:"f36,omitempty"`
}

// Labels38 is a declared list or map type.
type Labels38 map[string]string

// Inline40 is a random struct.
type Inline40 struct {
	F41 []int8 `json:"f41,omitempty"`
	F42 int32 `json:"f42"`
	F43 types.UID `json:"f43"`
	Skipped44 string `json:"-"`
}

// List45 is a declared list or map type.
type List45 []Item31

// Inline46 is a random struct.
type Inline46 struct {
	F47 []byte `json:"f47,omitempty"`
	F48 int `json:"f48"`
	F49 float32 `json:"f49,omitempty"`
}

// Spec61 is a random struct.
type Spec61 struct {
	F62 intstr.IntOrString `json:"f62,omitempty"`
	// +k8s:schema:selectableField
	F63 metav1.Duration `json:"f63,omitzero"`
	F64 int `json:"f64,omitempty"`
	F65 *int8 `json:"f65,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status66 is a random struct.
type Status66 struct {
	// +k8s:schema:selectableField:description="The f67 of the kind."
	F67 types.UID `json:"f67,omitempty"`
	F68 List91 `json:"f68"`
	// +k8s:schema:selectableField:description="The f92 of the kind."
	F92 *int8 `json:"f92"`
	F93 map[string]string `json:"f93,omitempty"`
	F94 []Item95 `json:"f94"`
	F122 map[string]string `json:"f122,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 *Mode `json:"f70"`
	F71 uint8 `json:"f71,omitempty"`
	F72 S73 `json:"f72"`
	F77 S78 `json:"f77"`
	F81 []byte `json:"f81"`
	F82 []int8 `json:"f82,omitempty"`
	*Inline83 `json:",inline"`
}

// S73 is a random struct.
type S73 struct {
	F74 *metav1.Time `json:"f74,omitempty"`
	F75 bool `json:"f75,omitempty"`
	F76 metav1.MicroTime `json:"f76"`
}

// S78 is a random struct.
type S78 struct {
	F79 uint32 `json:"f79,omitempty"`
	F80 bool `json:"f80,omitempty"`
}

// Inline83 is a random struct.
type Inline83 struct {
	F84 uint16 `json:"f84"`
	F85 string `json:"f85"`
	F86 []byte `json:"f86"`
	F87 []int8 `json:"f87,omitempty"`
	F88 float64 `json:"f88,omitempty"`
	F89 int32 `json:"f89,omitzero"`
	Skipped90 string `json:"-"`
}

// List91 is a declared list or map type.
type List91 []Item69

// Item95 is a random struct.
type Item95 struct {
	F96 Template97 `json:"f96"`
	F99 *S100 `json:"f99"`
	F106 int16 `json:"f106,omitempty"`
	F107 *int64 `json:"f107,omitempty"`
	F108 S109 `json:"f108"`
	*Inline117 `json:",inline"`
}

// Template97 is a random struct.
type Template97 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F98 uint16 `json:"f98"`
}

// S100 is a random struct.
type S100 struct {
	F101 *metav1.MicroTime `json:"f101,omitzero"`
	F102 *metav1.Time `json:"f102"`
	F103 metav1.Duration `json:"f103"`
	F104 uint8 `json:"f104,omitempty"`
	F105 uint64 `json:"f105,omitzero"`
}

// S109 is a random struct.
type S109 struct {
	F110 *metav1.Time `json:"f110"`
	F111 *float32 `json:"f111,omitempty"`
	F112 intstr.IntOrString `json:"f112,omitempty"`
	F113 *int `json:"f113"`
	F114 intstr.IntOrString `json:"f114,omitempty"`
	F115 *metav1.Time `json:"f115,omitempty"`
	Skipped116 string `json:"-"`
}

// Inline117 is a random struct.
type Inline117 struct {
	F118 []byte `json:"f118"`
	F119 *int32 `json:"f119,omitempty,omitzero"`
	F120 *uint64 `json:"f120"`
	F121 uint8 `json:"f121"`
}

// Spec126 is a random struct.
type Spec126 struct {
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z",description="The f127 of the kind."
	F127 metav1.Time `json:"f127"`
	F128 Template129 `json:"f128"`
	F131 uint8 `json:"f131,omitempty"`
	Inline132 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate164 `json:"template"`
}

// Template129 is a random struct.
type Template129 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F130 []byte `json:"f130"`
}

// Inline132 is a random struct.
type Inline132 struct {
	F133 []Item134 `json:"f133"`
	// +k8s:selectableField:description="The f141 of the kind.",trigger=true
	F141 *Mode `json:"f141,omitempty"`
	F142 uint64 `json:"f142"`
	F143 []Item144 `json:"f143"`
	F150 int `json:"f150,omitempty"`
	Inline151 `json:",inline"`
}

// Item134 is a random struct.
type Item134 struct {
	F135 *uint16 `json:"f135,omitempty"`
	F136 int8 `json:"f136,omitempty"`
	F137 types.UID `json:"f137,omitempty,omitzero"`
	F138 string `json:"f138,omitempty"`
	F139 metav1.Time `json:"f139"`
	F140 *intstr.IntOrString `json:"f140"`
}

// Item144 is a random struct.
type Item144 struct {
	F145 []int8 `json:"f145,omitempty"`
	F146 *int64 `json:"f146"`
	F147 *int16 `json:"f147"`
	F148 Mode `json:"f148"`
	F149 *float64 `json:"f149"`
}

// Inline151 is a random struct.
type Inline151 struct {
	F152 metav1.Duration `json:"f152"`
	F153 uint32 `json:"f153"`
	Skipped154 string `json:"-"`
}

// Status155 is a random struct.
type Status155 struct {
	F156 uint32 `json:"f156"`
	F157 *metav1.Duration `json:"f157,omitempty"`
	F158 metav1.MicroTime `json:"f158,omitempty"`
}

// PodTemplate164 is a random struct.
type PodTemplate164 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

