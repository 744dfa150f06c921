package p1011

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f22.f24"
// +k8s:printerColumn:name="Col56",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.status.f22.f24`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.status.f22.f28.f30`
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.status.f45`
// +k8s:printerColumn:name="Cel60",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind62 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col84",type=integer,jsonPath=`.spec.f73`,priority=1
// +k8s:printerColumn:name="Col85",type=number,jsonPath=`.status.f81`
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.status.f82.app`,priority=1
// +k8s:printerColumn:name="Cel87",type=string,expression=`has(self.spec) && has(self.spec.f64) ? self.spec.f64 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
type Kind62 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec63 `json:"spec,omitempty"`
	Status Status74 `json:"status,omitempty"`
}

// Kind62List is a list of Kind62.
//
// +kubebuilder:object:root=true
type Kind62List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind62 `json:"items"`
}

// Kind88 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f138.f145.f147"
// +k8s:schema:selectableField:jsonPath=".spec.f138.f145.f148",description="The f148 of the kind."
// +k8s:selectableField:jsonPath=".spec.f138.f145.f149",description="The f149 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f138.f145.f150"
// +k8s:printerColumn:name="Col175",type=string,jsonPath=`.spec.f115`,description="A column."
// +k8s:printerColumn:name="Col176",type=integer,jsonPath=`.spec.f138.f145.f147`,description="A column."
// +k8s:printerColumn:name="Col177",type=string,jsonPath=`.spec.f138.f145.f148`
// +k8s:printerColumn:name="Col178",type=integer,jsonPath=`.spec.f138.f145.f149`,format=int32
// +k8s:printerColumn:name="Col179",type=string,jsonPath=`.spec.f138.f145.f150`,priority=1
// +k8s:printerColumn:name="Col180",type=number,jsonPath=`.spec.f138.f145.f152`
// +k8s:printerColumn:name="Col181",type=integer,jsonPath=`.status.f156`
// +k8s:printerColumn:name="Col182",type=integer,jsonPath=`.status.f173`
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind88 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec89 `json:"spec,omitempty"`
	Status Status155 `json:"status,omitempty"`
}

// Kind88List is a list of Kind88.
//
// +kubebuilder:object:root=true
type Kind88List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind88 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int32 `json:"f3,omitempty"`
	// +k8s:selectableField:default="3"
	F4 *int32 `json:"f4,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate61 `json:"template"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 Template7 `json:"f6"`
	F9 []Item10 `json:"f9"`
	F22 S23 `json:"f22,omitempty"`
	F34 []Item35 `json:"f34,omitempty"`
	Inline43 `json:",inline"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *uint64 `json:"f8,omitempty"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 []Item12 `json:"f11,omitempty"`
	F15 int `json:"f15,omitempty"`
	F16 int16 `json:"f16"`
	F17 int `json:"f17,omitempty"`
	F18 uint16 `json:"f18"`
	F19 Template20 `json:"f19,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 int16 `json:"f13,omitempty"`
	F14 Mode `json:"f14,omitempty"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 uint32 `json:"f21,omitzero"`
}

// S23 is a random struct.
type S23 struct {
	F24 *string `json:"f24"`
	F25 Labels26 `json:"f25,omitempty"`
	// +k8s:schema:selectableField
	F27 int16 `json:"f27"`
	F28 *S29 `json:"f28,omitempty"`
	F33 float64 `json:"f33,omitzero"`
}

// Labels26 is a declared list or map type.
type Labels26 map[string]string

// S29 is a random struct.
type S29 struct {
	F30 []int8 `json:"f30"`
	F31 float32 `json:"f31,omitempty,omitzero"`
	F32 int32 `json:"f32"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 metav1.MicroTime `json:"f36"`
	F37 *Template38 `json:"f37,omitempty"`
	F40 int `json:"f40"`
	F41 *string `json:"f41,omitzero"`
	F42 *Mode `json:"f42"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 *types.UID `json:"f39,omitempty"`
}

// Inline43 is a random struct.
type Inline43 struct {
	// +k8s:schema:selectableField:indexed=true
	F44 *uint64 `json:"f44,omitempty"`
	F45 intstr.IntOrString `json:"f45,omitempty"`
	F46 []Item47 `json:"f46"`
	// +k8s:schema:selectableField
	F53 *int8 `json:"f53,omitempty"`
	F54 types.UID `json:"f54"`
	F55 []byte `json:"f55,omitzero"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 types.UID `json:"f48,omitempty"`
	F49 intstr.IntOrString `json:"f49"`
	F50 *types.UID `json:"f50,omitempty,omitzero"`
	F51 *string `json:"f51"`
	F52 *uint32 `json:"f52"`
}

// PodTemplate61 is a random struct.
type PodTemplate61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec63 is a random struct.
type Spec63 struct {
	// +k8s:schema:selectableField
	F64 *Mode `json:"f64,omitempty"`
	F65 []Item66 `json:"f65"`
	// +k8s:schema:selectableField:description="The f73 of the kind."
	F73 uint16 `json:"f73"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 []Item68 `json:"f67"`
	F72 *uint8 `json:"f72"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 string `json:"f69,omitempty"`
	F70 int16 `json:"f70,omitempty"`
	Skipped71 string `json:"-"`
}

// Status74 is a random struct.
type Status74 struct {
	F75 S76 `json:"f75,omitempty"`
	F81 *float32 `json:"f81,omitempty"`
	F82 Labels83 `json:"f82"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S76 is a random struct.
type S76 struct {
	F77 Labels78 `json:"f77"`
	F79 []int8 `json:"f79,omitempty"`
	Skipped80 string `json:"-"`
}

// Labels78 is a declared list or map type.
type Labels78 map[string]string

// Labels83 is a declared list or map type.
type Labels83 map[string]string

// Spec89 is a random struct.
type Spec89 struct {
	F90 []Item91 `json:"f90,omitempty"`
	F115 resource.Quantity `json:"f115,omitempty"`
	F116 []Item117 `json:"f116,omitempty"`
	F135 Template136 `json:"f135"`
	F138 S139 `json:"f138,omitempty"`
	Skipped154 string `json:"-"`
}

// Item91 is a random struct.
type Item91 struct {
	F92 Template93 `json:"f92"`
	F95 []Item96 `json:"f95,omitempty"`
	F101 []Item102 `json:"f101"`
	F106 int8 `json:"f106,omitempty"`
	F107 *Template108 `json:"f107,omitempty"`
	F110 *int16 `json:"f110,omitzero"`
	Inline111 `json:",inline"`
}

// Template93 is a random struct.
type Template93 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F94 *bool `json:"f94,omitzero"`
}

// Item96 is a random struct.
type Item96 struct {
	F97 *uint8 `json:"f97"`
	F98 bool `json:"f98,omitempty"`
	F99 uint64 `json:"f99,omitzero"`
	F100 metav1.MicroTime `json:"f100"`
}

// Item102 is a random struct.
type Item102 struct {
	F103 *Mode `json:"f103,omitempty"`
	F104 int `json:"f104,omitempty"`
	F105 int8 `json:"f105,omitempty"`
}

// Template108 is a random struct.
type Template108 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F109 uint32 `json:"f109,omitempty,omitzero"`
}

// Inline111 is a random struct.
type Inline111 struct {
	F112 uint8 `json:"f112"`
	F113 metav1.Duration `json:"f113,omitempty"`
	F114 int32 `json:"f114,omitempty"`
}

// Item117 is a random struct.
type Item117 struct {
	F118 *S119 `json:"f118"`
	F124 *S125 `json:"f124,omitempty"`
	F129 *Template130 `json:"f129"`
	F132 *Template133 `json:"f132,omitempty"`
}

// S119 is a random struct.
type S119 struct {
	F120 *metav1.Duration `json:"f120"`
	F121 *float64 `json:"f121"`
	F122 []byte `json:"f122"`
	F123 []byte `json:"f123"`
}

// S125 is a random struct.
type S125 struct {
	F126 types.UID `json:"f126"`
	F127 types.UID `json:"f127"`
	Skipped128 string `json:"-"`
}

// Template130 is a random struct.
type Template130 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F131 float64 `json:"f131,omitempty"`
}

// Template133 is a random struct.
type Template133 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F134 *uint32 `json:"f134"`
}

// Template136 is a random struct.
type Template136 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F137 uint32 `json:"f137,omitempty"`
}

// S139 is a random struct.
type S139 struct {
	F140 *int64 `json:"f140,omitempty"`
	// +k8s:schema:selectableField
	F141 int32 `json:"f141,omitempty"`
	F142 metav1.Duration `json:"f142,omitempty"`
	F143 int `json:"f143"`
	F144 *float64 `json:"f144,omitempty"`
	F145 S146 `json:"f145,omitempty"`
}

// S146 is a random struct.
type S146 struct {
	F147 uint32 `json:"f147,omitempty"`
	F148 types.UID `json:"f148"`
	F149 uint32 `json:"f149,omitempty"`
	F150 uint64 `json:"f150,omitzero"`
	// +k8s:schema:selectableField:description="The f151 of the kind."
	F151 int32 `json:"f151,omitempty"`
	F152 float32 `json:"f152"`
	Skipped153 string `json:"-"`
}

// Status155 is a random struct.
type Status155 struct {
	F156 int16 `json:"f156,omitempty,omitzero"`
	F157 []Item158 `json:"f157"`
	F170 Template171 `json:"f170"`
	F173 int16 `json:"f173"`
	Skipped174 string `json:"-"`
}

// Item158 is a random struct.
type Item158 struct {
	F159 int `json:"f159"`
	F160 []Item161 `json:"f160,omitempty"`
	F165 *S166 `json:"f165"`
	F169 float32 `json:"f169"`
}

// Item161 is a random struct.
type Item161 struct {
	F162 int16 `json:"f162"`
	F163 float32 `json:"f163"`
	Skipped164 string `json:"-"`
}

// S166 is a random struct.
type S166 struct {
	F167 *int16 `json:"f167,omitempty"`
	F168 int32 `json:"f168"`
}

// Template171 is a random struct.
type Template171 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F172 []int8 `json:"f172"`
}

