package p1342

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
// +k8s:schema:selectableField:jsonPath=".status.f45.f47"
// +k8s:schema:selectableField:jsonPath=".status.f45.f49.f52"
// +k8s:schema:selectableField:jsonPath=".status.f45.f49.f53",description="The f53 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f45.f57",description="The f57 of the kind."
// +k8s:printerColumn:name="Col63",type=number,jsonPath=`.status.f13.f15`
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.status.f13.f16`,format=int32
// +k8s:printerColumn:name="Col65",type=date,jsonPath=`.status.f45.f47`,priority=1
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.status.f45.f49.f53`
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.status.f45.f55`
// +k8s:printerColumn:name="Col68",type=number,jsonPath=`.status.f45.f62`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.status.f17[0].f29`
// +k8s:printerColumn:name="Cel70",type=string,expression=`has(self.status) && has(self.status.f45) && has(self.status.f45.f58) ? self.status.f45.f58 : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status12 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind71 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f75",description="The f75 of the kind.",trigger=true
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f73`
// +k8s:printerColumn:name="Col82",type=date,jsonPath=`.spec.f75`
// +k8s:printerColumn:name="Col83",type=number,jsonPath=`.status.f77`,description="A column."
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f78.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel85",type=string,expression=`has(self.spec) && has(self.spec.f74) ? string(self.spec.f74) : "none"`
// +k8s:subresource:status
// +genclient:nonNamespaced
type Kind71 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec72 `json:"spec,omitempty"`
	Status Status76 `json:"status,omitempty"`
}

// Kind71List is a list of Kind71.
//
// +kubebuilder:object:root=true
type Kind71List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind71 `json:"items"`
}

// Kind86 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f88"
// +k8s:schema:index:field="spec.f88"
// +k8s:selectableField:jsonPath=".status.f129.f135",default="80",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f129.f136"
// +kubebuilder:printcolumn:name="Col137",type="string",JSONPath=`.spec.f88`,priority=1
// +kubebuilder:printcolumn:name="Col138",type="string",JSONPath=`.spec.f125`
// +kubebuilder:printcolumn:name="Col139",type="number",JSONPath=`.status.f127`
// +kubebuilder:printcolumn:name="Col140",type="string",JSONPath=`.status.f129.f136`
// +kubebuilder:printcolumn:name="Col141",type="string",JSONPath=`.spec.f89[*].f101`
// +kubebuilder:printcolumn:name="Col142",type="string",JSONPath=`.spec.f113[*].f116`
// +kubebuilder:printcolumn:name="Col143",type="string",JSONPath=`.spec.f113[0].f116`
// +kubebuilder:printcolumn:name="Col144",type="string",JSONPath=`.spec.f113[?(@.f115==1)].f116`
// +k8s:resource:path=kind86-items
// +kubebuilder:printcolumn:name="Dup145",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup145",type="string",JSONPath=`.metadata.name`
type Kind86 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec87 `json:"spec,omitempty"`
	Status Status126 `json:"status,omitempty"`
}

// Kind86List is a list of Kind86.
//
// +kubebuilder:object:root=true
type Kind86List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind86 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F10 int32 `json:"f10,omitempty"`
	F11 float64 `json:"f11,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 int64 `json:"f7,omitempty,omitzero"`
	F8 uint32 `json:"f8,omitempty"`
	F9 metav1.Duration `json:"f9,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *S6 `json:"f5"`
}

// Status12 is a random struct.
type Status12 struct {
	F13 S14 `json:"f13,omitempty"`
	F17 List30 `json:"f17"`
	F31 *metav1.Time `json:"f31,omitempty"`
	F32 map[string]string `json:"f32"`
	F33 Template34 `json:"f33,omitempty"`
	F45 S46 `json:"f45,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 float32 `json:"f15"`
	F16 uint32 `json:"f16"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 map[string]string `json:"f19"`
	F20 List27 `json:"f20"`
	F28 *[]int8 `json:"f28"`
	F29 Mode `json:"f29,omitempty,omitzero"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 *metav1.Duration `json:"f22,omitempty"`
	F23 *uint32 `json:"f23,omitempty"`
	F24 int32 `json:"f24"`
	F25 []int8 `json:"f25,omitempty"`
	F26 int32 `json:"f26,omitempty"`
}

// List27 is a declared list or map type.
type List27 []Item21

// List30 is a declared list or map type.
type List30 []Item18

// Item36 is a random struct.
type Item36 struct {
	F37 []byte `json:"f37"`
	F38 int `json:"f38,omitempty"`
	F39 *int64 `json:"f39"`
	F40 metav1.MicroTime `json:"f40,omitempty"`
	F41 int64 `json:"f41,omitzero"`
	F42 *bool `json:"f42"`
	Skipped43 string `json:"-"`
}

// List44 is a declared list or map type.
type List44 []Item36

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 List44 `json:"f35,omitempty"`
}

// S46 is a random struct.
type S46 struct {
	F47 metav1.Time `json:"f47,omitempty"`
	// +k8s:schema:selectableField
	F48 int8 `json:"f48,omitempty,omitzero"`
	F49 *S50 `json:"f49,omitempty"`
	F54 *intstr.IntOrString `json:"f54,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F55 *uint64 `json:"f55,omitempty"`
	Inline56 `json:",inline"`
}

// S50 is a random struct.
type S50 struct {
	F51 metav1.Duration `json:"f51"`
	F52 []byte `json:"f52,omitempty"`
	F53 *int64 `json:"f53,omitempty"`
}

// Inline56 is a random struct.
type Inline56 struct {
	F57 uint64 `json:"f57"`
	F58 *Mode `json:"f58"`
	F59 []int8 `json:"f59,omitempty"`
	F60 uint64 `json:"f60,omitzero"`
	F61 *int64 `json:"f61,omitempty"`
	F62 float64 `json:"f62"`
}

// Spec72 is a random struct.
type Spec72 struct {
	// +k8s:schema:selectableField:default="80"
	F73 intstr.IntOrString `json:"f73"`
	// +k8s:schema:selectableField:indexed=true
	F74 int32 `json:"f74"`
	F75 metav1.MicroTime `json:"f75,omitempty"`
}

// Status76 is a random struct.
type Status76 struct {
	F77 *float64 `json:"f77,omitempty"`
	F78 Labels79 `json:"f78"`
	Skipped80 string `json:"-"`
}

// Labels79 is a declared list or map type.
type Labels79 map[string]string

// Spec87 is a random struct.
type Spec87 struct {
	F88 Mode `json:"f88"`
	F89 List111 `json:"f89,omitempty"`
	F112 uint32 `json:"f112"`
	F113 List124 `json:"f113"`
	F125 []int8 `json:"f125,omitempty"`
}

// Item90 is a random struct.
type Item90 struct {
	F91 Template92 `json:"f91,omitempty"`
	F94 []Item95 `json:"f94,omitempty"`
	F100 *uint16 `json:"f100,omitempty"`
	F101 []byte `json:"f101"`
	F102 []Item103 `json:"f102,omitempty"`
	F106 []Item107 `json:"f106,omitempty"`
}

// Template92 is a random struct.
type Template92 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F93 uint16 `json:"f93,omitempty"`
}

// Item95 is a random struct.
type Item95 struct {
	F96 *metav1.Time `json:"f96,omitzero"`
	F97 *uint32 `json:"f97,omitzero"`
	F98 *metav1.Duration `json:"f98,omitempty,omitzero"`
	F99 uint16 `json:"f99"`
}

// Item103 is a random struct.
type Item103 struct {
	F104 *types.UID `json:"f104,omitempty"`
	F105 *float32 `json:"f105"`
}

// Item107 is a random struct.
type Item107 struct {
	F108 []int8 `json:"f108"`
	F109 metav1.MicroTime `json:"f109"`
	Skipped110 string `json:"-"`
}

// List111 is a declared list or map type.
type List111 []Item90

// Item114 is a random struct.
type Item114 struct {
	F115 int32 `json:"f115"`
	F116 resource.Quantity `json:"f116,omitempty"`
	F117 uint8 `json:"f117"`
	F118 []byte `json:"f118"`
	F119 []Item120 `json:"f119,omitempty"`
	F123 bool `json:"f123,omitzero"`
}

// Item120 is a random struct.
type Item120 struct {
	F121 *int32 `json:"f121"`
	F122 bool `json:"f122"`
}

// List124 is a declared list or map type.
type List124 []Item114

// Status126 is a random struct.
type Status126 struct {
	F127 float64 `json:"f127"`
	F128 float32 `json:"f128,omitempty"`
	F129 *S130 `json:"f129"`
}

// S130 is a random struct.
type S130 struct {
	F131 Template132 `json:"f131"`
	// +k8s:schema:selectableField
	F134 uint32 `json:"f134"`
	F135 intstr.IntOrString `json:"f135,omitempty"`
	F136 types.UID `json:"f136,omitempty"`
}

// Template132 is a random struct.
type Template132 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F133 []byte `json:"f133,omitempty"`
}

