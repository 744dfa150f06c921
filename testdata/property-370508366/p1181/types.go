package p1181

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f17",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f18",default="80",description="The f18 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f20",description="The f20 of the kind."
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f18`
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f19`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f27`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.status.f29`,description="A column."
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f41.f43`,description="A column."
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.status.f41.f44`
// +kubebuilder:printcolumn:name="Col63",type="number",JSONPath=`.status.f41.f45.f47`
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.status.f41.f45.f49`,description="A column."
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f41.f45.f50`
// +kubebuilder:printcolumn:name="Col66",type="date",JSONPath=`.status.f41.f45.f51`
// +kubebuilder:printcolumn:name="Col67",type="integer",JSONPath=`.status.f55`,format=int32
// +k8s:printerColumn:name="Cel68",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f107"
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.spec.f92`,priority=1
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f107`
// +k8s:printerColumn:name="Col111",type=number,jsonPath=`.status.f108`
// +k8s:printerColumn:name="Cel112",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup113",type=string,jsonPath=`.metadata.name`,priority=1,description="A column."
// +k8s:printerColumn:name="Dup113",type=string,jsonPath=`.metadata.name`,priority=1,description="A column."
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec70 `json:"spec,omitempty"`
	Status Status106 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Kind114 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f127",trigger=true
// +k8s:selectableField:jsonPath=".status.f131"
// +k8s:schema:selectableField:jsonPath=".status.f135",description="The f135 of the kind."
// +k8s:printerColumn:name="Col143",type=string,jsonPath=`.spec.f117`
// +k8s:printerColumn:name="Col144",type=string,jsonPath=`.spec.f124`
// +k8s:printerColumn:name="Col145",type=string,jsonPath=`.spec.f125`
// +k8s:printerColumn:name="Col146",type=string,jsonPath=`.spec.f127`,priority=1
// +k8s:printerColumn:name="Col147",type=integer,jsonPath=`.status.f135`,format=int32
// +k8s:printerColumn:name="Col148",type=string,jsonPath=`.status.f142`
// +k8s:printerColumn:name="Col149",type=string,jsonPath=`.status.f140.app`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind114 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec115 `json:"spec,omitempty"`
	Status Status130 `json:"status,omitempty"`
}

// Kind114List is a list of Kind114.
//
// +kubebuilder:object:root=true
type Kind114List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind114 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 string `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	// +k8s:schema:selectableField
	F15 uint8 `json:"f15,omitempty"`
	Inline16 `json:",inline"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 uint8 `json:"f8,omitempty"`
	F9 uint16 `json:"f9,omitempty"`
	F10 uint32 `json:"f10"`
	F11 uint64 `json:"f11,omitempty"`
	F12 *metav1.Time `json:"f12"`
	F13 uint64 `json:"f13"`
}

// List14 is a declared list or map type.
type List14 []Item7

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 List14 `json:"f6"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 uint8 `json:"f17"`
	F18 intstr.IntOrString `json:"f18,omitzero"`
	F19 int16 `json:"f19,omitempty"`
	F20 []byte `json:"f20,omitempty"`
	F21 []Item22 `json:"f21,omitempty"`
	F27 []byte `json:"f27"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 *uint64 `json:"f23"`
	F24 uint8 `json:"f24"`
	F25 uint8 `json:"f25,omitzero"`
	Skipped26 string `json:"-"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 Mode `json:"f29,omitempty"`
	F30 []Item31 `json:"f30"`
	F41 S42 `json:"f41,omitempty"`
	F54 uint16 `json:"f54,omitempty"`
	F55 int16 `json:"f55"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 map[string]string `json:"f32"`
	F33 S34 `json:"f33"`
	F39 *types.UID `json:"f39,omitempty,omitzero"`
	Skipped40 string `json:"-"`
}

// S34 is a random struct.
type S34 struct {
	F35 metav1.Duration `json:"f35"`
	F36 *int32 `json:"f36,omitempty"`
	F37 *metav1.Duration `json:"f37"`
	F38 intstr.IntOrString `json:"f38,omitempty"`
}

// S42 is a random struct.
type S42 struct {
	// +k8s:schema:selectableField
	F43 []byte `json:"f43"`
	F44 int64 `json:"f44,omitempty"`
	F45 *S46 `json:"f45,omitempty"`
	F53 intstr.IntOrString `json:"f53"`
}

// S46 is a random struct.
type S46 struct {
	F47 float32 `json:"f47,omitempty,omitzero"`
	F48 string `json:"f48,omitempty"`
	F49 int8 `json:"f49,omitempty"`
	F50 string `json:"f50,omitzero"`
	F51 *metav1.MicroTime `json:"f51,omitempty"`
	F52 *uint16 `json:"f52,omitempty"`
}

// Spec70 is a random struct.
type Spec70 struct {
	F71 []Item72 `json:"f71"`
	F89 *Template90 `json:"f89,omitempty"`
	F92 []int8 `json:"f92"`
	F93 []Item94 `json:"f93,omitempty"`
	Skipped105 string `json:"-"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 S74 `json:"f73,omitempty"`
	F81 *int8 `json:"f81,omitempty"`
	F82 uint8 `json:"f82"`
	F83 Labels84 `json:"f83"`
	Inline85 `json:",inline"`
}

// S74 is a random struct.
type S74 struct {
	F75 *types.UID `json:"f75,omitempty"`
	F76 *uint64 `json:"f76,omitempty,omitzero"`
	F77 float64 `json:"f77,omitempty,omitzero"`
	F78 *resource.Quantity `json:"f78,omitempty"`
	F79 *resource.Quantity `json:"f79,omitempty"`
	F80 *int `json:"f80"`
}

// Labels84 is a declared list or map type.
type Labels84 map[string]string

// Inline85 is a random struct.
type Inline85 struct {
	F86 metav1.Time `json:"f86"`
	F87 int `json:"f87,omitempty,omitzero"`
	F88 *resource.Quantity `json:"f88,omitempty"`
}

// Template90 is a random struct.
type Template90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F91 uint64 `json:"f91"`
}

// Item94 is a random struct.
type Item94 struct {
	F95 Template96 `json:"f95,omitempty"`
	F98 *intstr.IntOrString `json:"f98,omitempty"`
	F99 map[string]string `json:"f99,omitempty"`
	F100 *types.UID `json:"f100"`
	F101 Template102 `json:"f101"`
	F104 int `json:"f104"`
}

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 metav1.Time `json:"f97"`
}

// Template102 is a random struct.
type Template102 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F103 string `json:"f103,omitempty,omitzero"`
}

// Status106 is a random struct.
type Status106 struct {
	F107 string `json:"f107"`
	F108 float32 `json:"f108,omitempty"`
}

// Spec115 is a random struct.
type Spec115 struct {
	F116 uint8 `json:"f116"`
	F117 *resource.Quantity `json:"f117,omitempty"`
	F118 intstr.IntOrString `json:"f118,omitempty"`
	Inline119 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate150 `json:"template"`
}

// Inline119 is a random struct.
type Inline119 struct {
	F120 []Item121 `json:"f120"`
	F124 *intstr.IntOrString `json:"f124,omitempty"`
	F125 types.UID `json:"f125"`
	F126 uint8 `json:"f126,omitempty"`
	F127 uint64 `json:"f127,omitempty"`
	F128 Labels129 `json:"f128"`
}

// Item121 is a random struct.
type Item121 struct {
	F122 *float32 `json:"f122,omitempty"`
	F123 float64 `json:"f123,omitempty"`
}

// Labels129 is a declared list or map type.
type Labels129 map[string]string

// Status130 is a random struct.
type Status130 struct {
	F131 metav1.Time `json:"f131,omitempty"`
	F132 Template133 `json:"f132,omitempty"`
	F135 *uint32 `json:"f135,omitempty"`
	Skipped136 string `json:"-"`
	*Inline137 `json:",inline"`
}

// Template133 is a random struct.
type Template133 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F134 int32 `json:"f134,omitempty"`
}

// Inline137 is a random struct.
type Inline137 struct {
	F138 map[string]string `json:"f138,omitempty"`
	F139 *float64 `json:"f139,omitempty"`
	F140 Labels141 `json:"f140,omitempty"`
	F142 types.UID `json:"f142"`
}

// Labels141 is a declared list or map type.
type Labels141 map[string]string

// PodTemplate150 is a random struct.
type PodTemplate150 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

