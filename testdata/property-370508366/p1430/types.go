package p1430

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f10.f13",description="The f13 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f57",default="1h0m0s",description="The f57 of the kind."
// +kubebuilder:printcolumn:name="Col58",type="boolean",JSONPath=`.spec.f3.f5`
// +kubebuilder:printcolumn:name="Col59",type="number",JSONPath=`.spec.f15`
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.status.f17.f19`
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.status.f23.f25`,format=int32
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f3.f9.app`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f28[*].f31`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f28[0].f31`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f48.f50.app`
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.status) && has(self.status.f23) && has(self.status.f23.f25) ? string(self.status.f23.f25) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
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
// +k8s:selectableField:jsonPath=".spec.f69.f73",default="-1",indexed=true
// +k8s:selectableField:jsonPath=".spec.f69.f74"
// +k8s:schema:selectableField:jsonPath=".status.f112",description="The f112 of the kind.",trigger=true
// +k8s:printerColumn:name="Col146",type=integer,jsonPath=`.spec.f69.f71`
// +k8s:printerColumn:name="Col147",type=string,jsonPath=`.spec.f69.f72`
// +k8s:printerColumn:name="Col148",type=integer,jsonPath=`.spec.f69.f73`,priority=1,format=int32
// +k8s:printerColumn:name="Col149",type=string,jsonPath=`.spec.f96`
// +k8s:printerColumn:name="Col150",type=integer,jsonPath=`.spec.f97`
// +k8s:printerColumn:name="Col151",type=integer,jsonPath=`.status.f112`,description="A column."
// +k8s:printerColumn:name="Col152",type=string,jsonPath=`.status.f145`
// +k8s:printerColumn:name="Col153",type=string,jsonPath=`.spec.f77[0].f79`
// +k8s:printerColumn:name="Col154",type=string,jsonPath=`.spec.f77[?(@.f86==3)].f79`,description="A column."
// +k8s:printerColumn:name="Col155",type=string,jsonPath=`.spec.f102[0].f104`,priority=1
// +k8s:subresource:status
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec68 `json:"spec,omitempty"`
	Status Status110 `json:"status,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Kind156 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f69.f71",description="The f71 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f96"
// +k8s:selectableField:jsonPath=".status.f158",description="The f158 of the kind."
// +kubebuilder:printcolumn:name="Col164",type="string",JSONPath=`.spec.f69.f72`,priority=1
// +kubebuilder:printcolumn:name="Col165",type="string",JSONPath=`.spec.f69.f74`,description="A column."
// +kubebuilder:printcolumn:name="Col166",type="string",JSONPath=`.spec.f96`
// +kubebuilder:printcolumn:name="Col167",type="integer",JSONPath=`.status.f159`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col168",type="integer",JSONPath=`.status.f163`
// +kubebuilder:printcolumn:name="Col169",type="string",JSONPath=`.spec.f75.app`
// +kubebuilder:printcolumn:name="Col170",type="string",JSONPath=`.spec.f77[*].f79`,description="A column."
// +kubebuilder:printcolumn:name="Col171",type="string",JSONPath=`.spec.f77[0].f79`
// +kubebuilder:printcolumn:name="Col172",type="string",JSONPath=`.spec.f98[*].f100`
// +kubebuilder:printcolumn:name="Col173",type="string",JSONPath=`.spec.f98[?(@.f101=="fast")].f100`,description="A column."
// +kubebuilder:printcolumn:name="Col174",type="string",JSONPath=`.spec.f102[0].f104`
// +k8s:printerColumn:name="Cel175",type=string,expression=`has(self.status) && has(self.status.f159) ? string(self.status.f159) : "none"`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
type Kind156 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec68 `json:"spec,omitempty"`
	Status Status157 `json:"status,omitempty"`
}

// Kind156List is a list of Kind156.
//
// +kubebuilder:object:root=true
type Kind156List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind156 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F14 *uint16 `json:"f14,omitempty"`
	F15 float64 `json:"f15"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 bool `json:"f5"`
	F6 uint64 `json:"f6"`
	F7 Labels8 `json:"f7"`
	F9 map[string]string `json:"f9,omitempty"`
	F10 S11 `json:"f10"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// S11 is a random struct.
type S11 struct {
	F12 float32 `json:"f12"`
	F13 int32 `json:"f13,omitzero"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 S18 `json:"f17,omitempty"`
	F23 S24 `json:"f23,omitempty"`
	F28 []Item29 `json:"f28"`
	F48 *S49 `json:"f48,omitempty"`
	F57 metav1.Duration `json:"f57"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 *uint32 `json:"f19"`
	F20 uint64 `json:"f20,omitempty"`
	F21 metav1.Time `json:"f21"`
	F22 []int8 `json:"f22,omitempty"`
}

// S24 is a random struct.
type S24 struct {
	// +k8s:schema:selectableField
	F25 int64 `json:"f25"`
	// +k8s:schema:selectableField:description="The f26 of the kind.",trigger=true
	F26 *uint16 `json:"f26,omitempty"`
	F27 metav1.MicroTime `json:"f27,omitempty"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 uint16 `json:"f30"`
	F31 Mode `json:"f31"`
	F32 []Item33 `json:"f32"`
	F38 List46 `json:"f38"`
	F47 *uint8 `json:"f47"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *float64 `json:"f34,omitempty"`
	F35 *int16 `json:"f35,omitempty"`
	F36 []int8 `json:"f36"`
	Skipped37 string `json:"-"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 intstr.IntOrString `json:"f40"`
	F41 *int32 `json:"f41,omitempty"`
	F42 *Mode `json:"f42,omitempty"`
	F43 metav1.MicroTime `json:"f43"`
	F44 uint16 `json:"f44,omitempty"`
	Skipped45 string `json:"-"`
}

// List46 is a declared list or map type.
type List46 []Item39

// S49 is a random struct.
type S49 struct {
	F50 map[string]string `json:"f50,omitempty"`
	F51 int16 `json:"f51,omitempty"`
	Inline52 `json:",inline"`
}

// Inline52 is a random struct.
type Inline52 struct {
	// +k8s:schema:selectableField
	F53 int8 `json:"f53"`
	F54 intstr.IntOrString `json:"f54,omitempty"`
	F55 []int8 `json:"f55"`
	F56 Mode `json:"f56"`
}

// Spec68 is a random struct.
type Spec68 struct {
	F69 S70 `json:"f69,omitempty"`
	F75 Labels76 `json:"f75,omitempty"`
	F77 []Item78 `json:"f77,omitempty"`
	Skipped94 string `json:"-"`
	*Inline95 `json:",inline"`
}

// S70 is a random struct.
type S70 struct {
	F71 int8 `json:"f71,omitzero"`
	F72 *uint64 `json:"f72,omitempty"`
	F73 *int8 `json:"f73"`
	F74 intstr.IntOrString `json:"f74,omitempty"`
}

// Labels76 is a declared list or map type.
type Labels76 map[string]string

// Item78 is a random struct.
type Item78 struct {
	F79 []int8 `json:"f79"`
	F80 *uint64 `json:"f80"`
	F81 List85 `json:"f81,omitempty"`
	F86 int `json:"f86"`
	Skipped87 string `json:"-"`
	*Inline88 `json:",inline"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 int16 `json:"f83"`
	F84 int64 `json:"f84"`
}

// List85 is a declared list or map type.
type List85 []Item82

// Inline88 is a random struct.
type Inline88 struct {
	F89 uint32 `json:"f89,omitempty"`
	F90 intstr.IntOrString `json:"f90,omitempty"`
	F91 types.UID `json:"f91"`
	F92 uint8 `json:"f92,omitempty"`
	F93 uint32 `json:"f93,omitzero"`
}

// Inline95 is a random struct.
type Inline95 struct {
	F96 intstr.IntOrString `json:"f96"`
	F97 uint8 `json:"f97"`
	F98 []Item99 `json:"f98"`
	F102 List109 `json:"f102"`
}

// Item99 is a random struct.
type Item99 struct {
	F100 types.UID `json:"f100,omitempty,omitzero"`
	F101 Mode `json:"f101"`
}

// Item103 is a random struct.
type Item103 struct {
	F104 types.UID `json:"f104"`
	F105 *bool `json:"f105"`
	F106 float32 `json:"f106"`
	F107 *uint32 `json:"f107"`
	F108 uint16 `json:"f108"`
}

// List109 is a declared list or map type.
type List109 []Item103

// Status110 is a random struct.
type Status110 struct {
	F111 int32 `json:"f111,omitzero"`
	F112 int32 `json:"f112,omitempty"`
	F113 map[string]string `json:"f113"`
	F114 List144 `json:"f114"`
	F145 *[]int8 `json:"f145,omitempty,omitzero"`
}

// Item115 is a random struct.
type Item115 struct {
	F116 S117 `json:"f116"`
	F121 []Item122 `json:"f121,omitempty"`
	F125 *S126 `json:"f125,omitempty"`
	F131 *S132 `json:"f131"`
	F138 resource.Quantity `json:"f138,omitempty"`
	F139 int8 `json:"f139"`
	Skipped140 string `json:"-"`
	*Inline141 `json:",inline"`
}

// S117 is a random struct.
type S117 struct {
	F118 types.UID `json:"f118"`
	F119 uint32 `json:"f119,omitempty"`
	F120 *Mode `json:"f120,omitempty,omitzero"`
}

// Item122 is a random struct.
type Item122 struct {
	F123 *bool `json:"f123,omitempty"`
	F124 int32 `json:"f124"`
}

// S126 is a random struct.
type S126 struct {
	F127 types.UID `json:"f127"`
	F128 *float64 `json:"f128,omitempty"`
	F129 uint64 `json:"f129"`
	Skipped130 string `json:"-"`
}

// S132 is a random struct.
type S132 struct {
	F133 *resource.Quantity `json:"f133,omitzero"`
	F134 *uint16 `json:"f134"`
	F135 int8 `json:"f135,omitempty"`
	F136 uint16 `json:"f136,omitempty"`
	F137 int16 `json:"f137,omitempty"`
}

// Inline141 is a random struct.
type Inline141 struct {
	F142 uint64 `json:"f142"`
	F143 []byte `json:"f143,omitempty"`
}

// List144 is a declared list or map type.
type List144 []Item115

// Status157 is a random struct.
type Status157 struct {
	F158 *metav1.Duration `json:"f158"`
	F159 int64 `json:"f159,omitempty"`
	F160 resource.Quantity `json:"f160"`
	F161 Labels162 `json:"f161"`
	F163 int16 `json:"f163"`
}

// Labels162 is a declared list or map type.
type Labels162 map[string]string

