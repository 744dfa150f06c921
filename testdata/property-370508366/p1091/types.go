package p1091

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
// +k8s:selectableField:jsonPath=".spec.f10.f13",trigger=true
// +k8s:printerColumn:name="Col52",type=integer,jsonPath=`.spec.f14`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f76.f78"
// +k8s:schema:selectableField:jsonPath=".status.f84.f88.f90"
// +k8s:printerColumn:name="Col102",type=integer,jsonPath=`.spec.f76.f78`
// +k8s:printerColumn:name="Col103",type=integer,jsonPath=`.status.f84.f88.f90`,priority=1,format=int32
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.status.f84.f88.f91`
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f84.f96`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f100`
// +k8s:printerColumn:name="Col107",type=string,jsonPath=`.spec.f64[*].f74`
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.spec.f64[0].f74`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind53z,singular=kind53
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec54 `json:"spec,omitempty"`
	Status Status83 `json:"status,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Kind109 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f112.f131.f133",default="3",indexed=true
// +k8s:selectableField:jsonPath=".spec.f112.f137",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f141"
// +k8s:printerColumn:name="Col142",type=boolean,jsonPath=`.spec.f111`
// +k8s:printerColumn:name="Col143",type=integer,jsonPath=`.spec.f112.f123.f128`,description="A column.",format=int32
// +k8s:printerColumn:name="Col144",type=number,jsonPath=`.spec.f112.f123.f130`
// +k8s:printerColumn:name="Col145",type=integer,jsonPath=`.spec.f112.f131.f133`,description="A column.",format=int32
// +k8s:printerColumn:name="Col146",type=integer,jsonPath=`.spec.f112.f137`
// +k8s:printerColumn:name="Col147",type=string,jsonPath=`.spec.f112.f138`,description="A column."
// +k8s:printerColumn:name="Col148",type=integer,jsonPath=`.spec.f141`,priority=1
// +k8s:printerColumn:name="Col149",type=string,jsonPath=`.spec.f112.f114[?(@.f119==1)].f117`
// +k8s:printerColumn:name="Cel150",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
type Kind109 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec110 `json:"spec,omitempty"`
}

// Kind109List is a list of Kind109.
//
// +kubebuilder:object:root=true
type Kind109List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind109 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	F10 S11 `json:"f10"`
	// +k8s:selectableField
	F14 *int16 `json:"f14"`
	F15 *Template16 `json:"f15"`
	F18 []Item19 `json:"f18,omitempty"`
	Skipped51 string `json:"-"`
}

// S5 is a random struct.
type S5 struct {
	F6 map[string]string `json:"f6"`
	F7 *Template8 `json:"f7"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 *int64 `json:"f9,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	// +k8s:selectableField
	F12 []byte `json:"f12,omitempty"`
	F13 *int `json:"f13,omitzero"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 uint16 `json:"f17,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 List28 `json:"f20"`
	F29 Template30 `json:"f29"`
	F32 int `json:"f32"`
	F33 []Item34 `json:"f33"`
	F41 *metav1.Time `json:"f41"`
	F42 List50 `json:"f42"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 metav1.Time `json:"f22,omitempty"`
	F23 int `json:"f23,omitempty"`
	F24 int8 `json:"f24,omitempty"`
	F25 Mode `json:"f25,omitempty"`
	F26 string `json:"f26,omitempty"`
	F27 float32 `json:"f27,omitempty"`
}

// List28 is a declared list or map type.
type List28 []Item21

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 *int32 `json:"f31,omitempty"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 *uint64 `json:"f35,omitzero"`
	F36 *Mode `json:"f36"`
	F37 []byte `json:"f37"`
	F38 []int8 `json:"f38,omitzero"`
	F39 float32 `json:"f39,omitempty,omitzero"`
	F40 []int8 `json:"f40"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 int8 `json:"f44,omitempty"`
	F45 types.UID `json:"f45"`
	F46 int16 `json:"f46,omitempty,omitzero"`
	F47 []int8 `json:"f47,omitzero"`
	F48 *bool `json:"f48"`
	Skipped49 string `json:"-"`
}

// List50 is a declared list or map type.
type List50 []Item43

// Spec54 is a random struct.
type Spec54 struct {
	F55 map[string]string `json:"f55"`
	F56 []Item57 `json:"f56"`
	F64 []Item65 `json:"f64,omitempty"`
	F76 S77 `json:"f76,omitempty"`
	F82 string `json:"f82"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 *int64 `json:"f58,omitempty"`
	F59 *intstr.IntOrString `json:"f59"`
	Inline60 `json:",inline"`
}

// Inline60 is a random struct.
type Inline60 struct {
	F61 int `json:"f61"`
	F62 uint64 `json:"f62"`
	F63 []int8 `json:"f63"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 int8 `json:"f66"`
	F67 S68 `json:"f67"`
	F74 intstr.IntOrString `json:"f74"`
	F75 metav1.Time `json:"f75,omitempty"`
}

// S68 is a random struct.
type S68 struct {
	F69 intstr.IntOrString `json:"f69"`
	F70 int `json:"f70"`
	F71 resource.Quantity `json:"f71,omitempty"`
	F72 int32 `json:"f72"`
	Skipped73 string `json:"-"`
}

// S77 is a random struct.
type S77 struct {
	F78 int64 `json:"f78"`
	F79 Template80 `json:"f79"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 int8 `json:"f81,omitempty"`
}

// Status83 is a random struct.
type Status83 struct {
	F84 S85 `json:"f84,omitempty"`
	F100 Mode `json:"f100,omitempty"`
	Skipped101 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S85 is a random struct.
type S85 struct {
	F86 float32 `json:"f86"`
	// +k8s:schema:selectableField
	F87 *int `json:"f87,omitempty,omitzero"`
	F88 *S89 `json:"f88"`
	F92 *metav1.Duration `json:"f92,omitempty"`
	Inline93 `json:",inline"`
}

// S89 is a random struct.
type S89 struct {
	F90 int8 `json:"f90"`
	// +k8s:selectableField
	F91 string `json:"f91,omitempty,omitzero"`
}

// Inline93 is a random struct.
type Inline93 struct {
	F94 *int32 `json:"f94,omitempty"`
	F95 *uint64 `json:"f95"`
	F96 metav1.Duration `json:"f96,omitzero"`
	F97 uint64 `json:"f97,omitempty"`
	F98 uint64 `json:"f98,omitempty"`
	F99 *types.UID `json:"f99,omitempty"`
}

// Spec110 is a random struct.
type Spec110 struct {
	F111 bool `json:"f111"`
	F112 S113 `json:"f112"`
	F139 *resource.Quantity `json:"f139"`
	F140 uint32 `json:"f140"`
	F141 uint8 `json:"f141,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate151 `json:"template"`
}

// S113 is a random struct.
type S113 struct {
	F114 List122 `json:"f114"`
	F123 S124 `json:"f123,omitempty"`
	F131 *S132 `json:"f131,omitempty"`
	F137 int64 `json:"f137,omitempty"`
	F138 []int8 `json:"f138"`
}

// Item115 is a random struct.
type Item115 struct {
	F116 uint32 `json:"f116"`
	F117 types.UID `json:"f117,omitempty"`
	F118 []byte `json:"f118"`
	F119 int32 `json:"f119,omitempty"`
	F120 float64 `json:"f120"`
	F121 bool `json:"f121,omitempty"`
}

// List122 is a declared list or map type.
type List122 []Item115

// S124 is a random struct.
type S124 struct {
	F125 uint64 `json:"f125,omitempty"`
	F126 float64 `json:"f126,omitempty"`
	F127 uint32 `json:"f127,omitempty"`
	// +k8s:schema:selectableField:default="1",description="The f128 of the kind.",indexed=true
	F128 int `json:"f128,omitempty"`
	F129 int64 `json:"f129"`
	F130 float64 `json:"f130,omitempty"`
}

// S132 is a random struct.
type S132 struct {
	F133 int32 `json:"f133,omitempty"`
	F134 int `json:"f134,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F135 int32 `json:"f135,omitempty"`
	Skipped136 string `json:"-"`
}

// PodTemplate151 is a random struct.
type PodTemplate151 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

