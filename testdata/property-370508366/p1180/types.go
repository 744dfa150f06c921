package p1180

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
// +k8s:selectableField:jsonPath=".spec.f21",default="1h0m0s",description="The f21 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f22",default="fast"
// +k8s:schema:selectableField:jsonPath=".status.f36"
// +k8s:printerColumn:name="Col58",type=date,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.spec.f4.f8`
// +k8s:printerColumn:name="Col60",type=integer,jsonPath=`.spec.f4.f9.f12`
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.spec.f4.f14`
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.spec.f4.f16`,priority=1
// +k8s:printerColumn:name="Col63",type=integer,jsonPath=`.spec.f19`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.spec.f21`
// +k8s:printerColumn:name="Col65",type=number,jsonPath=`.status.f35`
// +k8s:printerColumn:name="Col66",type=number,jsonPath=`.status.f57`,description="A column."
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.spec.f25[0].f29`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.status.f39[*].f41`,priority=1
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.status.f39[?(@.f46=="fast")].f41`
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f47[*].f52`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.status.f47[0].f52`
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status32 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind73 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f75.f78"
// +k8s:schema:selectableField:jsonPath=".spec.f84",description="The f84 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f86",description="The f86 of the kind."
// +k8s:selectableField:jsonPath=".spec.f93.f97"
// +k8s:printerColumn:name="Col145",type=string,jsonPath=`.spec.f75.f79`
// +k8s:printerColumn:name="Col146",type=string,jsonPath=`.spec.f75.f80`
// +k8s:printerColumn:name="Col147",type=number,jsonPath=`.spec.f75.f81`
// +k8s:printerColumn:name="Col148",type=string,jsonPath=`.spec.f75.f82`
// +k8s:printerColumn:name="Col149",type=boolean,jsonPath=`.spec.f84`
// +k8s:printerColumn:name="Col150",type=integer,jsonPath=`.spec.f92`
// +k8s:printerColumn:name="Col151",type=integer,jsonPath=`.spec.f93.f97`
// +k8s:printerColumn:name="Col152",type=number,jsonPath=`.status.f114.f116.f118`,description="A column."
// +k8s:printerColumn:name="Col153",type=integer,jsonPath=`.status.f114.f116.f119`,priority=1,format=int32
// +k8s:printerColumn:name="Col154",type=integer,jsonPath=`.status.f122`,format=int32
// +k8s:printerColumn:name="Col155",type=string,jsonPath=`.status.f125.f128`
// +k8s:printerColumn:name="Col156",type=string,jsonPath=`.status.f130.f132`
// +k8s:printerColumn:name="Col157",type=string,jsonPath=`.status.f130.f133`
// +k8s:printerColumn:name="Col158",type=string,jsonPath=`.spec.f108.app`
// +k8s:printerColumn:name="Col159",type=string,jsonPath=`.status.f137[?(@.f139==true)].f140`
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Dup161",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup161",type=string,jsonPath=`.metadata.name`
type Kind73 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec74 `json:"spec,omitempty"`
	Status Status111 `json:"status,omitempty"`
}

// Kind73List is a list of Kind73.
//
// +kubebuilder:object:root=true
type Kind73List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind73 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:description="The f3 of the kind.",trigger=true
	F3 metav1.MicroTime `json:"f3,omitempty,omitzero"`
	F4 *S5 `json:"f4,omitempty"`
	F19 uint16 `json:"f19,omitempty,omitzero"`
	Inline20 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate72 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 Labels7 `json:"f6"`
	F8 uint64 `json:"f8,omitempty"`
	F9 *S10 `json:"f9"`
	F13 []byte `json:"f13"`
	F14 string `json:"f14,omitempty"`
	Inline15 `json:",inline"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// S10 is a random struct.
type S10 struct {
	F11 int64 `json:"f11,omitempty"`
	F12 uint16 `json:"f12"`
}

// Inline15 is a random struct.
type Inline15 struct {
	// +k8s:schema:selectableField
	F16 int16 `json:"f16,omitempty"`
	F17 resource.Quantity `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 metav1.Duration `json:"f21,omitempty"`
	F22 *Mode `json:"f22,omitempty"`
	F23 uint64 `json:"f23,omitempty,omitzero"`
	F24 float64 `json:"f24"`
	F25 []Item26 `json:"f25"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 int16 `json:"f27"`
	F28 *bool `json:"f28"`
	F29 metav1.Duration `json:"f29"`
	F30 string `json:"f30"`
	F31 *types.UID `json:"f31"`
}

// Status32 is a random struct.
type Status32 struct {
	F33 Labels34 `json:"f33"`
	F35 float32 `json:"f35"`
	F36 Mode `json:"f36,omitempty"`
	F37 resource.Quantity `json:"f37,omitempty"`
	*Inline38 `json:",inline"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Inline38 is a random struct.
type Inline38 struct {
	F39 []Item40 `json:"f39"`
	F47 []Item48 `json:"f47"`
	F55 int `json:"f55"`
	F56 float32 `json:"f56,omitempty,omitzero"`
	F57 *float32 `json:"f57"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 types.UID `json:"f41"`
	F42 types.UID `json:"f42,omitempty"`
	F43 *uint64 `json:"f43"`
	F44 *uint64 `json:"f44,omitempty"`
	F45 *metav1.Time `json:"f45"`
	F46 Mode `json:"f46"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 uint8 `json:"f49,omitempty"`
	F50 *uint32 `json:"f50,omitempty"`
	F51 *Mode `json:"f51,omitempty,omitzero"`
	F52 resource.Quantity `json:"f52"`
	F53 *int64 `json:"f53,omitempty"`
	F54 types.UID `json:"f54"`
}

// PodTemplate72 is a random struct.
type PodTemplate72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec74 is a random struct.
type Spec74 struct {
	F75 *S76 `json:"f75,omitempty"`
	F83 float32 `json:"f83,omitempty"`
	F84 bool `json:"f84,omitempty"`
	F85 uint8 `json:"f85,omitempty"`
	F86 *string `json:"f86"`
	Skipped87 string `json:"-"`
	*Inline88 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate160 `json:"template"`
}

// S76 is a random struct.
type S76 struct {
	F77 *uint16 `json:"f77,omitempty"`
	F78 bool `json:"f78,omitzero"`
	F79 *Mode `json:"f79,omitempty,omitzero"`
	// +k8s:schema:selectableField:description="The f80 of the kind."
	F80 *uint64 `json:"f80,omitempty,omitzero"`
	F81 float64 `json:"f81"`
	F82 intstr.IntOrString `json:"f82"`
}

// Inline88 is a random struct.
type Inline88 struct {
	F89 Template90 `json:"f89,omitempty"`
	// +k8s:schema:selectableField:description="The f92 of the kind."
	F92 int64 `json:"f92,omitempty,omitzero"`
	F93 S94 `json:"f93,omitempty"`
	F100 List105 `json:"f100,omitempty"`
	F106 Labels107 `json:"f106,omitempty"`
	F108 Labels109 `json:"f108,omitempty"`
	Skipped110 string `json:"-"`
}

// Template90 is a random struct.
type Template90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F91 Mode `json:"f91"`
}

// S94 is a random struct.
type S94 struct {
	F95 []int8 `json:"f95,omitempty"`
	F96 []byte `json:"f96"`
	F97 *int32 `json:"f97,omitempty"`
	F98 int64 `json:"f98"`
	Skipped99 string `json:"-"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 *Mode `json:"f102"`
	F103 float32 `json:"f103"`
	F104 *[]int8 `json:"f104,omitempty"`
}

// List105 is a declared list or map type.
type List105 []Item101

// Labels107 is a declared list or map type.
type Labels107 map[string]string

// Labels109 is a declared list or map type.
type Labels109 map[string]string

// Status111 is a random struct.
type Status111 struct {
	F112 Labels113 `json:"f112,omitempty"`
	F114 *S115 `json:"f114"`
	F122 uint16 `json:"f122,omitempty"`
	Skipped123 string `json:"-"`
	Inline124 `json:",inline"`
}

// Labels113 is a declared list or map type.
type Labels113 map[string]string

// S115 is a random struct.
type S115 struct {
	F116 S117 `json:"f116"`
	F121 metav1.Time `json:"f121"`
}

// S117 is a random struct.
type S117 struct {
	F118 float32 `json:"f118"`
	F119 uint32 `json:"f119,omitempty"`
	F120 *intstr.IntOrString `json:"f120,omitzero"`
}

// Inline124 is a random struct.
type Inline124 struct {
	F125 S126 `json:"f125"`
	F130 *S131 `json:"f130,omitempty"`
	F135 int8 `json:"f135,omitempty"`
	F136 int32 `json:"f136,omitempty"`
	F137 List144 `json:"f137,omitempty"`
}

// S126 is a random struct.
type S126 struct {
	F127 metav1.Time `json:"f127,omitempty"`
	F128 resource.Quantity `json:"f128"`
	F129 *float64 `json:"f129,omitempty"`
}

// S131 is a random struct.
type S131 struct {
	F132 *[]int8 `json:"f132"`
	F133 metav1.Duration `json:"f133,omitempty"`
	F134 metav1.Time `json:"f134"`
}

// Item138 is a random struct.
type Item138 struct {
	F139 bool `json:"f139,omitempty"`
	F140 metav1.Duration `json:"f140"`
	F141 Mode `json:"f141,omitempty"`
	F142 *metav1.MicroTime `json:"f142,omitempty"`
	F143 uint64 `json:"f143"`
}

// List144 is a declared list or map type.
type List144 []Item138

// PodTemplate160 is a random struct.
type PodTemplate160 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

