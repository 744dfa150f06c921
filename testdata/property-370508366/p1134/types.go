package p1134

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
// +k8s:selectableField:jsonPath=".spec.f4.f7",default="fast",description="The f7 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f79",description="The f79 of the kind."
// +k8s:printerColumn:name="Col80",type=integer,jsonPath=`.spec.f16`,priority=1
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f17`
// +k8s:printerColumn:name="Col82",type=number,jsonPath=`.status.f58`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.status.f59`
// +k8s:printerColumn:name="Col84",type=boolean,jsonPath=`.status.f76`,description="A column."
// +k8s:printerColumn:name="Col85",type=integer,jsonPath=`.status.f78`,format=int32
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.spec.f4.f8.app`
// +k8s:printerColumn:name="Col87",type=string,jsonPath=`.spec.f4.f10[*].f12`
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f18[0].f22`
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f35[0].f39`,priority=1
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.spec.f35[?(@.f37==1)].f39`
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.spec.f51[0].f53`,description="A column."
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.spec.f51[?(@.f53=="x")].f53`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind93 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f97.f100"
// +k8s:schema:index:field="spec.f97.f100"
// +k8s:schema:selectableField:jsonPath=".spec.f97.f102",description="The f102 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f97.f105",description="The f105 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f97.f107"
// +k8s:schema:index:field="spec.f97.f107"
// +kubebuilder:printcolumn:name="Col158",type="integer",JSONPath=`.spec.f97.f99`
// +kubebuilder:printcolumn:name="Col159",type="string",JSONPath=`.spec.f97.f100`
// +kubebuilder:printcolumn:name="Col160",type="string",JSONPath=`.spec.f97.f102`,description="A column."
// +kubebuilder:printcolumn:name="Col161",type="integer",JSONPath=`.spec.f97.f103`,description="A column."
// +kubebuilder:printcolumn:name="Col162",type="integer",JSONPath=`.spec.f97.f104`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col163",type="integer",JSONPath=`.spec.f97.f106`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col164",type="integer",JSONPath=`.spec.f109.f113`,format=int32
// +kubebuilder:printcolumn:name="Col165",type="date",JSONPath=`.status.f156`
// +kubebuilder:printcolumn:name="Col166",type="string",JSONPath=`.status.f133[*].f142`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind93-items
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind93 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec94 `json:"spec,omitempty"`
	Status Status131 `json:"status,omitempty"`
}

// Kind93List is a list of Kind93.
//
// +kubebuilder:object:root=true
type Kind93List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind93 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 bool `json:"f3,omitempty"`
	F4 *S5 `json:"f4"`
	F16 int64 `json:"f16,omitzero"`
	F17 *string `json:"f17,omitempty"`
	F18 List33 `json:"f18,omitempty"`
	Inline34 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	// +k8s:schema:selectableField:default="4"
	F6 *int64 `json:"f6,omitzero"`
	F7 Mode `json:"f7,omitempty"`
	F8 Labels9 `json:"f8,omitempty"`
	F10 List15 `json:"f10,omitempty"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Item11 is a random struct.
type Item11 struct {
	F12 resource.Quantity `json:"f12"`
	F13 int64 `json:"f13,omitempty"`
	F14 metav1.Duration `json:"f14"`
}

// List15 is a declared list or map type.
type List15 []Item11

// Item19 is a random struct.
type Item19 struct {
	F20 float32 `json:"f20,omitzero"`
	F21 int32 `json:"f21"`
	F22 []byte `json:"f22,omitempty"`
	F23 string `json:"f23,omitempty"`
	F24 S25 `json:"f24"`
	*Inline30 `json:",inline"`
}

// S25 is a random struct.
type S25 struct {
	F26 uint64 `json:"f26"`
	F27 *uint8 `json:"f27"`
	F28 metav1.MicroTime `json:"f28,omitempty"`
	F29 uint8 `json:"f29,omitempty"`
}

// Inline30 is a random struct.
type Inline30 struct {
	F31 int8 `json:"f31,omitempty"`
	F32 []byte `json:"f32"`
}

// List33 is a declared list or map type.
type List33 []Item19

// Inline34 is a random struct.
type Inline34 struct {
	F35 List41 `json:"f35"`
	F42 []Item43 `json:"f42"`
	F51 []Item52 `json:"f51"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 int32 `json:"f37"`
	F38 *Mode `json:"f38,omitempty"`
	F39 Mode `json:"f39,omitzero"`
	F40 int `json:"f40"`
}

// List41 is a declared list or map type.
type List41 []Item36

// Item43 is a random struct.
type Item43 struct {
	F44 int16 `json:"f44"`
	F45 int64 `json:"f45,omitzero"`
	F46 metav1.Time `json:"f46,omitempty"`
	F47 uint32 `json:"f47"`
	F48 []byte `json:"f48,omitempty"`
	F49 *uint16 `json:"f49"`
	Skipped50 string `json:"-"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 string `json:"f53,omitempty"`
	F54 *bool `json:"f54,omitzero"`
	F55 types.UID `json:"f55"`
	Skipped56 string `json:"-"`
}

// Status57 is a random struct.
type Status57 struct {
	F58 *float32 `json:"f58,omitempty,omitzero"`
	F59 []byte `json:"f59,omitempty"`
	// +k8s:selectableField
	F60 uint32 `json:"f60,omitempty"`
	F61 uint16 `json:"f61"`
	F62 List71 `json:"f62,omitempty"`
	Inline72 `json:",inline"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 resource.Quantity `json:"f64,omitzero"`
	F65 []byte `json:"f65,omitempty"`
	F66 *int16 `json:"f66"`
	F67 []Item68 `json:"f67"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 uint8 `json:"f69"`
	F70 *intstr.IntOrString `json:"f70,omitzero"`
}

// List71 is a declared list or map type.
type List71 []Item63

// Inline72 is a random struct.
type Inline72 struct {
	F73 *Template74 `json:"f73"`
	F76 bool `json:"f76"`
	F77 *string `json:"f77"`
	// +k8s:schema:selectableField:trigger=true
	F78 uint8 `json:"f78,omitempty,omitzero"`
	F79 *bool `json:"f79,omitempty"`
}

// Template74 is a random struct.
type Template74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F75 metav1.Time `json:"f75,omitempty"`
}

// Spec94 is a random struct.
type Spec94 struct {
	F95 *string `json:"f95,omitempty"`
	F96 *types.UID `json:"f96,omitempty,omitzero"`
	F97 S98 `json:"f97,omitempty"`
	F108 *[]int8 `json:"f108"`
	F109 S110 `json:"f109,omitempty"`
	F130 *string `json:"f130,omitempty,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S98 is a random struct.
type S98 struct {
	F99 *int8 `json:"f99,omitzero"`
	F100 types.UID `json:"f100"`
	Inline101 `json:",inline"`
}

// Inline101 is a random struct.
type Inline101 struct {
	F102 []byte `json:"f102"`
	// +k8s:selectableField:default="6",indexed=true
	F103 *uint16 `json:"f103,omitempty"`
	F104 int64 `json:"f104"`
	F105 uint16 `json:"f105,omitempty,omitzero"`
	// +k8s:schema:selectableField:description="The f106 of the kind.",trigger=true
	F106 uint8 `json:"f106,omitempty"`
	F107 string `json:"f107"`
}

// S110 is a random struct.
type S110 struct {
	F111 Labels112 `json:"f111"`
	F113 int16 `json:"f113"`
	F114 uint32 `json:"f114"`
	F115 *resource.Quantity `json:"f115,omitempty,omitzero"`
	F116 []Item117 `json:"f116"`
	F125 S126 `json:"f125"`
}

// Labels112 is a declared list or map type.
type Labels112 map[string]string

// Item117 is a random struct.
type Item117 struct {
	F118 *[]int8 `json:"f118,omitzero"`
	F119 *int16 `json:"f119,omitempty"`
	F120 metav1.MicroTime `json:"f120"`
	F121 *resource.Quantity `json:"f121,omitempty"`
	F122 uint16 `json:"f122"`
	F123 *metav1.MicroTime `json:"f123,omitempty"`
	Skipped124 string `json:"-"`
}

// S126 is a random struct.
type S126 struct {
	F127 *float32 `json:"f127,omitempty"`
	F128 metav1.Duration `json:"f128,omitempty"`
	F129 *uint32 `json:"f129"`
}

// Status131 is a random struct.
type Status131 struct {
	F132 uint16 `json:"f132"`
	F133 []Item134 `json:"f133"`
	F150 Template151 `json:"f150,omitempty"`
	Skipped153 string `json:"-"`
	Inline154 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item134 is a random struct.
type Item134 struct {
	F135 []Item136 `json:"f135,omitempty"`
	F141 bool `json:"f141,omitempty"`
	F142 uint64 `json:"f142"`
	F143 []Item144 `json:"f143"`
	F149 uint32 `json:"f149"`
}

// Item136 is a random struct.
type Item136 struct {
	F137 intstr.IntOrString `json:"f137,omitempty"`
	F138 int16 `json:"f138"`
	F139 intstr.IntOrString `json:"f139,omitempty"`
	F140 Mode `json:"f140,omitempty"`
}

// Item144 is a random struct.
type Item144 struct {
	F145 *uint64 `json:"f145"`
	F146 metav1.Time `json:"f146,omitempty"`
	F147 *float64 `json:"f147"`
	F148 float64 `json:"f148"`
}

// Template151 is a random struct.
type Template151 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F152 *Mode `json:"f152,omitempty,omitzero"`
}

// Inline154 is a random struct.
type Inline154 struct {
	F155 bool `json:"f155,omitempty"`
	F156 *metav1.MicroTime `json:"f156"`
	F157 *uint16 `json:"f157,omitempty"`
}

