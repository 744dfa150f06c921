package p1518

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
// +k8s:selectableField:jsonPath=".spec.f3",default="2",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4.f6.f8",description="The f8 of the kind."
// +k8s:selectableField:jsonPath=".spec.f4.f6.f9",default="7",description="The f9 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4.f21",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f27"
// +k8s:selectableField:jsonPath=".spec.f4.f30",indexed=true
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f4.f10.f13`,priority=1
// +kubebuilder:printcolumn:name="Col80",type="date",JSONPath=`.spec.f4.f10.f14`
// +kubebuilder:printcolumn:name="Col81",type="integer",JSONPath=`.spec.f4.f10.f15`,priority=1
// +kubebuilder:printcolumn:name="Col82",type="integer",JSONPath=`.spec.f4.f21`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f4.f31`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f33`
// +kubebuilder:printcolumn:name="Col85",type="integer",JSONPath=`.spec.f34`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col86",type="date",JSONPath=`.spec.f35`
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.spec.f37`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f45`,priority=1
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f4.f22.app`
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f46[*].f48`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status52 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind92 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f122.f126"
// +k8s:schema:index:field="spec.f122.f126"
// +kubebuilder:printcolumn:name="Col144",type="string",JSONPath=`.spec.f94`,description="A column."
// +kubebuilder:printcolumn:name="Col145",type="integer",JSONPath=`.spec.f122.f126`
// +kubebuilder:printcolumn:name="Col146",type="string",JSONPath=`.spec.f95[*].f104`
// +kubebuilder:printcolumn:name="Col147",type="string",JSONPath=`.spec.f95[0].f104`
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind92 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec93 `json:"spec,omitempty"`
}

// Kind92List is a list of Kind92.
//
// +kubebuilder:object:root=true
type Kind92List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind92 `json:"items"`
}

// Kind148 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f122.f125"
// +k8s:schema:selectableField:jsonPath=".status.f152",default="80",description="The f152 of the kind."
// +kubebuilder:printcolumn:name="Col153",type="integer",JSONPath=`.spec.f135.f142`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col154",type="string",JSONPath=`.spec.f95[*].f104`
// +kubebuilder:printcolumn:name="Col155",type="string",JSONPath=`.spec.f95[0].f104`
// +kubebuilder:printcolumn:name="Col156",type="string",JSONPath=`.spec.f121.app`,priority=1
// +kubebuilder:printcolumn:name="Col157",type="string",JSONPath=`.spec.f135.f137[*].f139`
// +kubebuilder:printcolumn:name="Col158",type="string",JSONPath=`.spec.f135.f137[0].f139`
// +k8s:printerColumn:name="Cel159",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +k8s:resource:path=kind148-items
type Kind148 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec93 `json:"spec,omitempty"`
	Status Status149 `json:"status,omitempty"`
}

// Kind148List is a list of Kind148.
//
// +kubebuilder:object:root=true
type Kind148List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind148 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int16 `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	F33 string `json:"f33"`
	F34 uint8 `json:"f34,omitempty"`
	F35 *metav1.Time `json:"f35"`
	Inline36 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate91 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 S7 `json:"f6,omitempty"`
	F10 S11 `json:"f10,omitempty"`
	F17 []Item18 `json:"f17,omitempty"`
	F21 int16 `json:"f21,omitempty"`
	F22 Labels23 `json:"f22"`
	Skipped24 string `json:"-"`
	Inline25 `json:",inline"`
}

// S7 is a random struct.
type S7 struct {
	F8 types.UID `json:"f8"`
	F9 uint32 `json:"f9,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 float64 `json:"f12,omitempty"`
	F13 *intstr.IntOrString `json:"f13,omitempty"`
	F14 metav1.MicroTime `json:"f14,omitempty,omitzero"`
	F15 *uint32 `json:"f15,omitempty,omitzero"`
	Skipped16 string `json:"-"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 int `json:"f19"`
	F20 *uint32 `json:"f20"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// Inline25 is a random struct.
type Inline25 struct {
	F26 int8 `json:"f26"`
	F27 metav1.Time `json:"f27,omitempty"`
	F28 uint16 `json:"f28,omitempty"`
	F29 int64 `json:"f29,omitzero"`
	F30 uint16 `json:"f30,omitempty,omitzero"`
	F31 *Mode `json:"f31"`
	Skipped32 string `json:"-"`
}

// Inline36 is a random struct.
type Inline36 struct {
	F37 []byte `json:"f37,omitempty"`
	F38 List44 `json:"f38"`
	F45 resource.Quantity `json:"f45"`
	F46 []Item47 `json:"f46,omitempty"`
	F51 *uint16 `json:"f51"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 metav1.MicroTime `json:"f40,omitempty"`
	F41 metav1.MicroTime `json:"f41,omitempty"`
	F42 int32 `json:"f42,omitempty"`
	Skipped43 string `json:"-"`
}

// List44 is a declared list or map type.
type List44 []Item39

// Item47 is a random struct.
type Item47 struct {
	F48 []int8 `json:"f48"`
	F49 float64 `json:"f49,omitzero"`
	F50 int32 `json:"f50"`
}

// Status52 is a random struct.
type Status52 struct {
	F53 Template54 `json:"f53,omitempty"`
	F58 *Template59 `json:"f58,omitempty"`
	F62 Labels63 `json:"f62"`
	F64 []Item65 `json:"f64"`
	F78 *float64 `json:"f78"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 []byte `json:"f57"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 *Template56 `json:"f55"`
}

// Labels61 is a declared list or map type.
type Labels61 map[string]string

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 Labels61 `json:"f60,omitempty"`
}

// Labels63 is a declared list or map type.
type Labels63 map[string]string

// Item65 is a random struct.
type Item65 struct {
	F66 *intstr.IntOrString `json:"f66"`
	F67 *Mode `json:"f67"`
	F68 *int `json:"f68,omitempty"`
	Skipped69 string `json:"-"`
	Inline70 `json:",inline"`
}

// Inline70 is a random struct.
type Inline70 struct {
	F71 string `json:"f71,omitempty"`
	F72 string `json:"f72"`
	F73 *metav1.MicroTime `json:"f73,omitempty"`
	F74 uint32 `json:"f74,omitempty"`
	F75 int32 `json:"f75,omitempty"`
	F76 []int8 `json:"f76,omitzero"`
	Skipped77 string `json:"-"`
}

// PodTemplate91 is a random struct.
type PodTemplate91 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec93 is a random struct.
type Spec93 struct {
	F94 types.UID `json:"f94,omitempty"`
	F95 List120 `json:"f95,omitempty"`
	F121 map[string]string `json:"f121"`
	F122 S123 `json:"f122,omitempty"`
	F135 S136 `json:"f135"`
	Skipped143 string `json:"-"`
}

// Item96 is a random struct.
type Item96 struct {
	F97 List103 `json:"f97,omitempty"`
	F104 metav1.Duration `json:"f104,omitempty"`
	F105 Template106 `json:"f105,omitempty"`
	F108 intstr.IntOrString `json:"f108"`
	F109 []Item110 `json:"f109,omitempty"`
	F113 List119 `json:"f113,omitempty"`
}

// Item98 is a random struct.
type Item98 struct {
	F99 metav1.Duration `json:"f99,omitempty"`
	F100 *uint32 `json:"f100"`
	F101 resource.Quantity `json:"f101,omitempty"`
	F102 resource.Quantity `json:"f102,omitempty"`
}

// List103 is a declared list or map type.
type List103 []Item98

// Template106 is a random struct.
type Template106 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F107 uint32 `json:"f107,omitempty"`
}

// Item110 is a random struct.
type Item110 struct {
	F111 []byte `json:"f111,omitempty"`
	F112 *int32 `json:"f112"`
}

// Item114 is a random struct.
type Item114 struct {
	F115 bool `json:"f115,omitempty"`
	F116 uint8 `json:"f116"`
	F117 *[]int8 `json:"f117"`
	F118 *intstr.IntOrString `json:"f118"`
}

// List119 is a declared list or map type.
type List119 []Item114

// List120 is a declared list or map type.
type List120 []Item96

// S123 is a random struct.
type S123 struct {
	F124 float32 `json:"f124,omitzero"`
	F125 uint8 `json:"f125,omitempty"`
	F126 *int64 `json:"f126"`
	F127 []Item128 `json:"f127"`
}

// Item128 is a random struct.
type Item128 struct {
	F129 []byte `json:"f129,omitempty"`
	F130 types.UID `json:"f130,omitempty"`
	F131 *types.UID `json:"f131"`
	F132 *resource.Quantity `json:"f132,omitempty,omitzero"`
	F133 resource.Quantity `json:"f133"`
	F134 float64 `json:"f134,omitempty"`
}

// S136 is a random struct.
type S136 struct {
	F137 List141 `json:"f137"`
	// +k8s:schema:selectableField:default="3",description="The f142 of the kind.",indexed=true
	F142 int32 `json:"f142"`
}

// Item138 is a random struct.
type Item138 struct {
	F139 types.UID `json:"f139"`
	F140 int8 `json:"f140,omitempty"`
}

// List141 is a declared list or map type.
type List141 []Item138

// Status149 is a random struct.
type Status149 struct {
	F150 int16 `json:"f150,omitzero"`
	F151 []byte `json:"f151,omitempty"`
	F152 intstr.IntOrString `json:"f152"`
}

