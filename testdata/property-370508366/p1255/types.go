package p1255

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
// +k8s:selectableField:jsonPath=".spec.f4.f17.f19",description="The f19 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4.f17.f22"
// +k8s:selectableField:jsonPath=".spec.f4.f17.f23"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f28"
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.spec.f4.f12`
// +k8s:printerColumn:name="Col40",type=boolean,jsonPath=`.spec.f4.f17.f19`,priority=1
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.spec.f4.f17.f20`,description="A column.",format=int32
// +k8s:printerColumn:name="Col42",type=integer,jsonPath=`.spec.f4.f17.f21`,priority=1
// +k8s:printerColumn:name="Col43",type=integer,jsonPath=`.spec.f4.f27`
// +k8s:printerColumn:name="Col44",type=boolean,jsonPath=`.spec.f4.f28`
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.spec.f4.f30`
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f35`,priority=1
// +k8s:printerColumn:name="Col47",type=date,jsonPath=`.status.f37`,description="A column."
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.spec.f4.f6[0].f9`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status36 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind49 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f82.f84",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f82.f85",default="2",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f82.f90"
// +k8s:schema:selectableField:jsonPath=".status.f91.f98.f102",default="80",description="The f102 of the kind."
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.status.f66.f79`
// +kubebuilder:printcolumn:name="Col118",type="date",JSONPath=`.status.f82.f84`,description="A column."
// +kubebuilder:printcolumn:name="Col119",type="number",JSONPath=`.status.f82.f86.f88`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col120",type="integer",JSONPath=`.status.f82.f90`,priority=1
// +kubebuilder:printcolumn:name="Col121",type="string",JSONPath=`.status.f91.f98.f103`,description="A column."
// +kubebuilder:printcolumn:name="Col122",type="string",JSONPath=`.status.f91.f107`
// +kubebuilder:printcolumn:name="Col123",type="string",JSONPath=`.spec.f53[0].f63`,priority=1
// +kubebuilder:printcolumn:name="Col124",type="string",JSONPath=`.status.f66.f70[0].f72`
// +kubebuilder:printcolumn:name="Col125",type="string",JSONPath=`.status.f66.f70[?(@.f73==true)].f72`
// +kubebuilder:printcolumn:name="Col126",type="string",JSONPath=`.status.f91.f93[0].f95`,priority=1
// +kubebuilder:printcolumn:name="Col127",type="string",JSONPath=`.status.f91.f93[?(@.f95=="x")].f95`,description="A column."
// +k8s:printerColumn:name="Cel128",type=string,expression=`has(self.status) && has(self.status.f91) && has(self.status.f91.f107) ? self.status.f91.f107 : "none"`
type Kind49 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec50 `json:"spec,omitempty"`
	Status Status65 `json:"status,omitempty"`
}

// Kind49List is a list of Kind49.
//
// +kubebuilder:object:root=true
type Kind49List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind49 `json:"items"`
}

// Kind129 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f142"
// +k8s:schema:selectableField:jsonPath=".status.f151.f153",default="80"
// +kubebuilder:printcolumn:name="Col157",type="date",JSONPath=`.spec.f138`,priority=1
// +kubebuilder:printcolumn:name="Col158",type="string",JSONPath=`.status.f145`
// +kubebuilder:printcolumn:name="Col159",type="string",JSONPath=`.status.f151.f153`
// +kubebuilder:printcolumn:name="Col160",type="string",JSONPath=`.status.f151.f154`,description="A column."
// +kubebuilder:printcolumn:name="Col161",type="boolean",JSONPath=`.status.f156`,priority=1
// +kubebuilder:printcolumn:name="Col162",type="string",JSONPath=`.spec.f135.app`
// +kubebuilder:printcolumn:name="Col163",type="string",JSONPath=`.status.f146.app`,description="A column."
// +kubebuilder:printcolumn:name="Col164",type="string",JSONPath=`.status.f155.app`
// +k8s:printerColumn:name="Cel165",type=string,expression=`has(self.status) && has(self.status.f142) ? self.status.f142 : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind129 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec130 `json:"spec,omitempty"`
	Status Status141 `json:"status,omitempty"`
}

// Kind129List is a list of Kind129.
//
// +kubebuilder:object:root=true
type Kind129List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind129 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *float64 `json:"f3,omitempty,omitzero"`
	F4 *S5 `json:"f4,omitempty"`
	F31 Template32 `json:"f31"`
	F34 *uint8 `json:"f34,omitempty"`
	F35 []byte `json:"f35,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 List11 `json:"f6"`
	F12 *int32 `json:"f12,omitzero"`
	F13 map[string]string `json:"f13"`
	F14 Template15 `json:"f14"`
	F17 S18 `json:"f17"`
	Inline24 `json:",inline"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *Mode `json:"f8,omitzero"`
	F9 resource.Quantity `json:"f9"`
	F10 []byte `json:"f10,omitempty"`
}

// List11 is a declared list or map type.
type List11 []Item7

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 *metav1.MicroTime `json:"f16,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 bool `json:"f19"`
	// +k8s:schema:selectableField
	F20 *int `json:"f20,omitempty"`
	// +k8s:selectableField
	F21 uint16 `json:"f21,omitempty"`
	F22 *int8 `json:"f22,omitempty,omitzero"`
	F23 int64 `json:"f23"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 resource.Quantity `json:"f25"`
	F26 *int32 `json:"f26,omitempty"`
	F27 *uint16 `json:"f27,omitempty"`
	F28 *bool `json:"f28"`
	F29 types.UID `json:"f29"`
	F30 int64 `json:"f30,omitempty"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 int8 `json:"f33,omitempty"`
}

// Status36 is a random struct.
type Status36 struct {
	F37 metav1.Time `json:"f37,omitzero"`
	F38 int16 `json:"f38"`
}

// Spec50 is a random struct.
type Spec50 struct {
	F51 *types.UID `json:"f51,omitempty"`
	F52 map[string]string `json:"f52,omitempty"`
	F53 []Item54 `json:"f53"`
	F64 metav1.Duration `json:"f64,omitempty"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 *types.UID `json:"f55,omitempty,omitzero"`
	F56 S57 `json:"f56,omitempty"`
	F61 *Mode `json:"f61"`
	F62 *int8 `json:"f62"`
	F63 string `json:"f63,omitempty"`
}

// S57 is a random struct.
type S57 struct {
	F58 int `json:"f58"`
	F59 *Mode `json:"f59,omitempty"`
	F60 intstr.IntOrString `json:"f60,omitempty"`
}

// Status65 is a random struct.
type Status65 struct {
	F66 *S67 `json:"f66"`
	F82 S83 `json:"f82"`
	F91 S92 `json:"f91"`
	F116 *types.UID `json:"f116,omitempty"`
}

// S67 is a random struct.
type S67 struct {
	// +k8s:schema:selectableField:description="The f68 of the kind."
	F68 int `json:"f68,omitempty"`
	F69 intstr.IntOrString `json:"f69,omitempty"`
	F70 List78 `json:"f70,omitempty"`
	// +k8s:selectableField:description="The f79 of the kind.",indexed=true
	F79 *intstr.IntOrString `json:"f79,omitempty,omitzero"`
	F80 *int16 `json:"f80,omitzero"`
	F81 float64 `json:"f81"`
}

// Item71 is a random struct.
type Item71 struct {
	F72 uint64 `json:"f72"`
	F73 bool `json:"f73,omitempty,omitzero"`
	F74 metav1.Duration `json:"f74"`
	F75 *intstr.IntOrString `json:"f75,omitempty"`
	F76 int16 `json:"f76,omitempty"`
	F77 uint16 `json:"f77"`
}

// List78 is a declared list or map type.
type List78 []Item71

// S83 is a random struct.
type S83 struct {
	F84 metav1.MicroTime `json:"f84"`
	F85 *int16 `json:"f85,omitempty"`
	F86 S87 `json:"f86"`
	F90 *uint32 `json:"f90"`
}

// S87 is a random struct.
type S87 struct {
	F88 float32 `json:"f88,omitempty"`
	F89 *float32 `json:"f89,omitempty"`
}

// S92 is a random struct.
type S92 struct {
	F93 []Item94 `json:"f93,omitempty"`
	F98 *S99 `json:"f98"`
	F107 string `json:"f107,omitzero"`
	F108 []byte `json:"f108"`
	F109 *types.UID `json:"f109,omitempty"`
	F110 []Item111 `json:"f110,omitempty"`
}

// Item94 is a random struct.
type Item94 struct {
	F95 string `json:"f95"`
	F96 uint8 `json:"f96"`
	F97 *int16 `json:"f97,omitzero"`
}

// S99 is a random struct.
type S99 struct {
	F100 intstr.IntOrString `json:"f100"`
	F101 *metav1.Time `json:"f101,omitempty"`
	F102 *intstr.IntOrString `json:"f102,omitzero"`
	F103 uint64 `json:"f103"`
	F104 *uint32 `json:"f104,omitempty"`
	F105 uint64 `json:"f105"`
	Skipped106 string `json:"-"`
}

// Item111 is a random struct.
type Item111 struct {
	F112 *metav1.MicroTime `json:"f112,omitempty"`
	F113 int32 `json:"f113"`
	F114 metav1.Time `json:"f114,omitempty"`
	F115 metav1.Time `json:"f115"`
}

// Spec130 is a random struct.
type Spec130 struct {
	F131 Template132 `json:"f131,omitempty"`
	F135 Labels136 `json:"f135"`
	Inline137 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate166 `json:"template"`
}

// Labels134 is a declared list or map type.
type Labels134 map[string]string

// Template132 is a random struct.
type Template132 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F133 Labels134 `json:"f133,omitempty"`
}

// Labels136 is a declared list or map type.
type Labels136 map[string]string

// Inline137 is a random struct.
type Inline137 struct {
	F138 metav1.Time `json:"f138"`
	F139 uint16 `json:"f139,omitzero"`
	F140 int16 `json:"f140,omitempty"`
}

// Status141 is a random struct.
type Status141 struct {
	F142 *Mode `json:"f142,omitempty"`
	F143 metav1.Duration `json:"f143"`
	F144 *int64 `json:"f144,omitempty"`
	F145 []byte `json:"f145"`
	F146 Labels147 `json:"f146"`
	F148 Labels149 `json:"f148"`
	*Inline150 `json:",inline"`
}

// Labels147 is a declared list or map type.
type Labels147 map[string]string

// Labels149 is a declared list or map type.
type Labels149 map[string]string

// Inline150 is a random struct.
type Inline150 struct {
	F151 *S152 `json:"f151"`
	F155 map[string]string `json:"f155"`
	// +k8s:selectableField
	F156 *bool `json:"f156,omitempty,omitzero"`
}

// S152 is a random struct.
type S152 struct {
	F153 intstr.IntOrString `json:"f153"`
	F154 string `json:"f154"`
}

// PodTemplate166 is a random struct.
type PodTemplate166 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

