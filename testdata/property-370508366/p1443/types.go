package p1443

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f7"
// +kubebuilder:selectablefield:JSONPath=".spec.f9"
// +k8s:schema:selectableField:jsonPath=".spec.f10.f13",default="-1"
// +k8s:schema:selectableField:jsonPath=".spec.f10.f16",description="The f16 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f10.f17",description="The f17 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f4.f6`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f4.f7`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f4.f8`
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.spec.f10.f12`,format=int32
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.spec.f10.f13`
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.spec.f10.f14`,description="A column."
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f31`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.spec.f3.app`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f39[*].f43`,description="A column."
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f39[0].f43`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind1-items
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind67 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f84.f87.f90",description="The f90 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f84.f87.f91"
// +k8s:printerColumn:name="Col117",type=integer,jsonPath=`.spec.f84.f87.f90`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.spec.f84.f87.f92`
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.spec.f100`,priority=1
// +k8s:printerColumn:name="Cel120",type=string,expression=`has(self.spec) && has(self.spec.f84) && has(self.spec.f84.f87) && has(self.spec.f84.f87.f91) ? self.spec.f84.f87.f91 : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec68 `json:"spec,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Kind122 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f125",default="80",description="The f125 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f157",default="3"
// +kubebuilder:printcolumn:name="Col158",type="string",JSONPath=`.spec.f124`
// +kubebuilder:printcolumn:name="Col159",type="string",JSONPath=`.spec.f125`
// +kubebuilder:printcolumn:name="Col160",type="string",JSONPath=`.status.f154`
// +kubebuilder:printcolumn:name="Col161",type="string",JSONPath=`.status.f155`
// +kubebuilder:printcolumn:name="Col162",type="string",JSONPath=`.spec.f140[0].f142`
// +kubebuilder:printcolumn:name="Col163",type="string",JSONPath=`.spec.f140[?(@.f149=="fast")].f142`
// +kubebuilder:resource:scope=Cluster,shortName=xkind122
type Kind122 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec123 `json:"spec,omitempty"`
	Status Status153 `json:"status,omitempty"`
}

// Kind122List is a list of Kind122.
//
// +kubebuilder:object:root=true
type Kind122List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind122 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	F9 metav1.Duration `json:"f9,omitempty"`
	F10 S11 `json:"f10,omitempty"`
	F18 float64 `json:"f18"`
	Skipped19 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 *metav1.Duration `json:"f6"`
	F7 *int `json:"f7"`
	F8 []byte `json:"f8,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 *int64 `json:"f12"`
	F13 int8 `json:"f13,omitempty"`
	// +k8s:schema:selectableField:default="6"
	F14 uint16 `json:"f14,omitempty"`
	F15 resource.Quantity `json:"f15"`
	F16 uint64 `json:"f16,omitempty"`
	F17 int `json:"f17,omitempty,omitzero"`
}

// Status20 is a random struct.
type Status20 struct {
	F21 []Item22 `json:"f21"`
	F31 []byte `json:"f31"`
	F32 *S33 `json:"f32"`
	F38 uint32 `json:"f38"`
	F39 []Item40 `json:"f39,omitempty"`
	F56 metav1.MicroTime `json:"f56"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 Labels24 `json:"f23"`
	F25 int64 `json:"f25,omitzero"`
	F26 metav1.Time `json:"f26,omitempty"`
	*Inline27 `json:",inline"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// Inline27 is a random struct.
type Inline27 struct {
	F28 int16 `json:"f28"`
	F29 *float64 `json:"f29,omitempty"`
	F30 *intstr.IntOrString `json:"f30"`
}

// S33 is a random struct.
type S33 struct {
	F34 Template35 `json:"f34"`
	F37 map[string]string `json:"f37"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 string `json:"f36"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 *int8 `json:"f41,omitempty"`
	F42 *intstr.IntOrString `json:"f42"`
	F43 []byte `json:"f43"`
	F44 []Item45 `json:"f44,omitempty"`
	F53 Labels54 `json:"f53,omitempty"`
	F55 *uint32 `json:"f55"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 *int64 `json:"f46"`
	F47 *[]int8 `json:"f47,omitempty"`
	F48 []int8 `json:"f48"`
	F49 *uint8 `json:"f49"`
	F50 *int `json:"f50,omitempty"`
	F51 uint64 `json:"f51,omitempty"`
	Skipped52 string `json:"-"`
}

// Labels54 is a declared list or map type.
type Labels54 map[string]string

// Spec68 is a random struct.
type Spec68 struct {
	F69 List83 `json:"f69"`
	F84 S85 `json:"f84"`
	F100 []int8 `json:"f100,omitzero"`
	F101 *Template102 `json:"f101,omitempty"`
	F108 *Template109 `json:"f108"`
	F116 map[string]string `json:"f116"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate121 `json:"template"`
}

// Item70 is a random struct.
type Item70 struct {
	F71 S72 `json:"f71"`
	F76 uint64 `json:"f76,omitempty"`
	F77 []int8 `json:"f77,omitempty"`
	F78 int16 `json:"f78"`
	F79 Template80 `json:"f79,omitempty"`
	F82 metav1.Time `json:"f82,omitzero"`
}

// S72 is a random struct.
type S72 struct {
	F73 *uint32 `json:"f73,omitempty,omitzero"`
	F74 int64 `json:"f74,omitempty,omitzero"`
	F75 resource.Quantity `json:"f75,omitempty"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 uint32 `json:"f81,omitzero"`
}

// List83 is a declared list or map type.
type List83 []Item70

// S85 is a random struct.
type S85 struct {
	F86 uint16 `json:"f86"`
	F87 *S88 `json:"f87"`
	F93 Labels94 `json:"f93,omitempty"`
	// +k8s:selectableField:description="The f95 of the kind."
	F95 *int8 `json:"f95"`
	F96 Template97 `json:"f96"`
	Skipped99 string `json:"-"`
}

// S88 is a random struct.
type S88 struct {
	F89 uint8 `json:"f89"`
	F90 *int64 `json:"f90,omitempty"`
	F91 string `json:"f91"`
	F92 *[]int8 `json:"f92,omitempty"`
}

// Labels94 is a declared list or map type.
type Labels94 map[string]string

// Template97 is a random struct.
type Template97 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F98 Mode `json:"f98,omitempty"`
}

// Item104 is a random struct.
type Item104 struct {
	F105 []int8 `json:"f105,omitempty"`
	F106 Mode `json:"f106"`
	F107 string `json:"f107"`
}

// Template102 is a random struct.
type Template102 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F103 []Item104 `json:"f103"`
}

// S111 is a random struct.
type S111 struct {
	F112 bool `json:"f112,omitzero"`
	F113 *string `json:"f113"`
	F114 float64 `json:"f114,omitempty"`
	F115 *intstr.IntOrString `json:"f115,omitempty"`
}

// Template109 is a random struct.
type Template109 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F110 *S111 `json:"f110"`
}

// PodTemplate121 is a random struct.
type PodTemplate121 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec123 is a random struct.
type Spec123 struct {
	F124 *uint64 `json:"f124,omitempty"`
	F125 intstr.IntOrString `json:"f125,omitempty"`
	F126 Template127 `json:"f126"`
	F129 Template130 `json:"f129"`
	F140 List151 `json:"f140,omitempty"`
	Skipped152 string `json:"-"`
}

// Template127 is a random struct.
type Template127 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F128 uint8 `json:"f128"`
}

// Item132 is a random struct.
type Item132 struct {
	F133 *uint8 `json:"f133"`
	F134 *float64 `json:"f134"`
	F135 []byte `json:"f135"`
	F136 uint32 `json:"f136"`
	F137 *metav1.Time `json:"f137,omitempty"`
	F138 float32 `json:"f138,omitempty"`
	Skipped139 string `json:"-"`
}

// Template130 is a random struct.
type Template130 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F131 []Item132 `json:"f131,omitempty"`
}

// Item141 is a random struct.
type Item141 struct {
	F142 intstr.IntOrString `json:"f142,omitempty"`
	F143 []byte `json:"f143,omitempty"`
	F144 intstr.IntOrString `json:"f144,omitempty"`
	F145 []int8 `json:"f145"`
	F146 Template147 `json:"f146,omitempty"`
	F149 Mode `json:"f149,omitempty"`
	Skipped150 string `json:"-"`
}

// Template147 is a random struct.
type Template147 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F148 types.UID `json:"f148"`
}

// List151 is a declared list or map type.
type List151 []Item141

// Status153 is a random struct.
type Status153 struct {
	F154 Mode `json:"f154,omitempty"`
	// +k8s:schema:selectableField:description="The f155 of the kind."
	F155 uint64 `json:"f155,omitempty"`
	F156 int `json:"f156,omitempty"`
	F157 int32 `json:"f157,omitempty"`
}

