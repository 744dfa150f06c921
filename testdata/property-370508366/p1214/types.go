package p1214

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
// +k8s:schema:selectableField:jsonPath=".spec.f5"
// +k8s:selectableField:jsonPath=".status.f27",default="5"
// +k8s:schema:selectableField:jsonPath=".status.f39"
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f7`,priority=1
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.status.f27`,format=int32
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f29.f31`
// +k8s:printerColumn:name="Col43",type=number,jsonPath=`.status.f29.f33`
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.status.f9[0].f18`
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.status.f21[0].f25`
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.status.f29.f34[0].f37`
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind47 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f49.f51",description="The f51 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f75",description="The f75 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f85.f87",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f85.f88.f91"
// +kubebuilder:printcolumn:name="Col114",type="integer",JSONPath=`.spec.f49.f51`,format=int32
// +kubebuilder:printcolumn:name="Col115",type="integer",JSONPath=`.spec.f49.f53`
// +kubebuilder:printcolumn:name="Col116",type="integer",JSONPath=`.spec.f49.f57.f60`,format=int32
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.spec.f49.f57.f62`
// +kubebuilder:printcolumn:name="Col118",type="integer",JSONPath=`.spec.f49.f57.f63`
// +kubebuilder:printcolumn:name="Col119",type="string",JSONPath=`.spec.f71.f73`,description="A column."
// +kubebuilder:printcolumn:name="Col120",type="string",JSONPath=`.spec.f75`
// +kubebuilder:printcolumn:name="Col121",type="integer",JSONPath=`.spec.f85.f87`,priority=1
// +kubebuilder:printcolumn:name="Col122",type="integer",JSONPath=`.spec.f85.f88.f90`,format=int32
// +kubebuilder:printcolumn:name="Col123",type="string",JSONPath=`.spec.f85.f95.f99`
// +kubebuilder:printcolumn:name="Col124",type="string",JSONPath=`.spec.f85.f95.f101`
// +kubebuilder:printcolumn:name="Col125",type="date",JSONPath=`.spec.f113`,priority=1
// +kubebuilder:printcolumn:name="Col126",type="string",JSONPath=`.spec.f76[0].f84`,description="A column."
// +kubebuilder:printcolumn:name="Col127",type="string",JSONPath=`.spec.f85.f103[*].f109`
// +k8s:printerColumn:name="Cel128",type=string,expression=`has(self.spec) && has(self.spec.f49) && has(self.spec.f49.f52) ? string(self.spec.f49.f52) : "none"`
// +kubebuilder:resource:scope=Cluster,shortName=xkind47
type Kind47 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec48 `json:"spec,omitempty"`
}

// Kind47List is a list of Kind47.
//
// +kubebuilder:object:root=true
type Kind47List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind47 `json:"items"`
}

// Kind129 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f49.f51",description="The f51 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f49.f57.f60",description="The f60 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f49.f57.f62"
// +k8s:schema:index:field="spec.f49.f57.f62"
// +k8s:schema:selectableField:jsonPath=".spec.f49.f57.f63",default="2"
// +kubebuilder:printcolumn:name="Col140",type="integer",JSONPath=`.spec.f49.f52`
// +kubebuilder:printcolumn:name="Col141",type="date",JSONPath=`.spec.f49.f57.f59`
// +kubebuilder:printcolumn:name="Col142",type="string",JSONPath=`.spec.f71.f73`
// +kubebuilder:printcolumn:name="Col143",type="string",JSONPath=`.spec.f71.f74`
// +kubebuilder:printcolumn:name="Col144",type="string",JSONPath=`.spec.f75`
// +kubebuilder:printcolumn:name="Col145",type="integer",JSONPath=`.spec.f85.f88.f90`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col146",type="integer",JSONPath=`.spec.f85.f88.f91`,format=int32
// +kubebuilder:printcolumn:name="Col147",type="integer",JSONPath=`.spec.f85.f95.f97`
// +kubebuilder:printcolumn:name="Col148",type="string",JSONPath=`.spec.f85.f95.f99`,priority=1
// +kubebuilder:printcolumn:name="Col149",type="string",JSONPath=`.spec.f85.f95.f100`
// +kubebuilder:printcolumn:name="Col150",type="string",JSONPath=`.spec.f85.f95.f101`
// +kubebuilder:printcolumn:name="Col151",type="date",JSONPath=`.spec.f113`,priority=1
// +kubebuilder:printcolumn:name="Col152",type="integer",JSONPath=`.status.f131`,format=int32
// +kubebuilder:printcolumn:name="Col153",type="string",JSONPath=`.status.f138`,priority=1
// +kubebuilder:printcolumn:name="Col154",type="string",JSONPath=`.spec.f76[0].f84`
// +kubebuilder:printcolumn:name="Col155",type="string",JSONPath=`.spec.f85.f103[*].f109`
// +kubebuilder:printcolumn:name="Col156",type="string",JSONPath=`.status.f132[*].f135`,description="A column."
// +kubebuilder:printcolumn:name="Col157",type="string",JSONPath=`.status.f137.app`
// +kubebuilder:subresource:status
type Kind129 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec48 `json:"spec,omitempty"`
	Status Status130 `json:"status,omitempty"`
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
	F3 uint16 `json:"f3,omitempty"`
	F4 intstr.IntOrString `json:"f4,omitempty"`
	F5 int32 `json:"f5"`
	// +k8s:schema:selectableField:trigger=true
	F6 []byte `json:"f6"`
	F7 *types.UID `json:"f7"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 List20 `json:"f9,omitempty"`
	F21 List26 `json:"f21,omitempty"`
	F27 *uint8 `json:"f27"`
	// +k8s:schema:selectableField:description="The f28 of the kind."
	F28 *string `json:"f28"`
	F29 *S30 `json:"f29"`
	F39 bool `json:"f39"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *Template12 `json:"f11,omitempty"`
	F14 map[string]string `json:"f14,omitempty"`
	F15 Template16 `json:"f15,omitempty"`
	F18 metav1.Duration `json:"f18"`
	Skipped19 string `json:"-"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 uint8 `json:"f13"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 types.UID `json:"f17"`
}

// List20 is a declared list or map type.
type List20 []Item10

// Item22 is a random struct.
type Item22 struct {
	F23 *bool `json:"f23,omitzero"`
	F24 *metav1.MicroTime `json:"f24,omitempty"`
	F25 []int8 `json:"f25"`
}

// List26 is a declared list or map type.
type List26 []Item22

// S30 is a random struct.
type S30 struct {
	F31 []byte `json:"f31"`
	F32 uint32 `json:"f32,omitempty"`
	F33 float64 `json:"f33"`
	F34 List38 `json:"f34"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 float64 `json:"f36,omitempty,omitzero"`
	F37 metav1.Duration `json:"f37,omitempty"`
}

// List38 is a declared list or map type.
type List38 []Item35

// Spec48 is a random struct.
type Spec48 struct {
	F49 S50 `json:"f49"`
	F71 *S72 `json:"f71,omitempty"`
	F75 *Mode `json:"f75,omitempty"`
	F76 []Item77 `json:"f76,omitempty"`
	F85 *S86 `json:"f85"`
	F113 metav1.Time `json:"f113"`
}

// S50 is a random struct.
type S50 struct {
	F51 *int16 `json:"f51,omitempty"`
	F52 int `json:"f52"`
	// +k8s:schema:selectableField:default="4",description="The f53 of the kind."
	F53 int64 `json:"f53,omitempty"`
	F54 Template55 `json:"f54"`
	F57 *S58 `json:"f57"`
	F66 List70 `json:"f66"`
}

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 float32 `json:"f56,omitempty"`
}

// S58 is a random struct.
type S58 struct {
	// +k8s:schema:selectableField
	F59 *metav1.Time `json:"f59"`
	F60 int16 `json:"f60,omitempty"`
	F61 int64 `json:"f61"`
	F62 *metav1.Duration `json:"f62"`
	F63 int16 `json:"f63"`
	F64 Mode `json:"f64,omitempty"`
	Skipped65 string `json:"-"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 *metav1.Duration `json:"f68"`
	F69 *[]int8 `json:"f69,omitempty"`
}

// List70 is a declared list or map type.
type List70 []Item67

// S72 is a random struct.
type S72 struct {
	F73 resource.Quantity `json:"f73"`
	F74 []byte `json:"f74,omitempty,omitzero"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 Labels79 `json:"f78,omitempty"`
	F80 Template81 `json:"f80,omitempty"`
	F83 float64 `json:"f83,omitempty"`
	F84 []int8 `json:"f84,omitempty"`
}

// Labels79 is a declared list or map type.
type Labels79 map[string]string

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 int8 `json:"f82"`
}

// S86 is a random struct.
type S86 struct {
	F87 *int8 `json:"f87"`
	F88 *S89 `json:"f88"`
	F92 Template93 `json:"f92"`
	F95 *S96 `json:"f95,omitempty"`
	F103 List111 `json:"f103"`
	F112 resource.Quantity `json:"f112,omitempty"`
}

// S89 is a random struct.
type S89 struct {
	F90 int32 `json:"f90,omitempty"`
	F91 uint8 `json:"f91,omitempty"`
}

// Template93 is a random struct.
type Template93 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F94 uint16 `json:"f94,omitempty"`
}

// S96 is a random struct.
type S96 struct {
	F97 int8 `json:"f97,omitempty"`
	F98 []byte `json:"f98,omitempty,omitzero"`
	F99 uint64 `json:"f99,omitempty"`
	F100 *intstr.IntOrString `json:"f100"`
	F101 types.UID `json:"f101,omitempty"`
	Skipped102 string `json:"-"`
}

// Item104 is a random struct.
type Item104 struct {
	F105 uint8 `json:"f105,omitempty"`
	F106 uint8 `json:"f106"`
	F107 metav1.Time `json:"f107"`
	F108 uint16 `json:"f108"`
	F109 metav1.Duration `json:"f109"`
	F110 intstr.IntOrString `json:"f110,omitempty"`
}

// List111 is a declared list or map type.
type List111 []Item104

// Status130 is a random struct.
type Status130 struct {
	F131 int16 `json:"f131"`
	F132 List136 `json:"f132"`
	F137 map[string]string `json:"f137"`
	F138 uint64 `json:"f138"`
	F139 uint64 `json:"f139,omitempty"`
}

// Item133 is a random struct.
type Item133 struct {
	F134 float64 `json:"f134"`
	F135 []int8 `json:"f135,omitempty"`
}

// List136 is a declared list or map type.
type List136 []Item133

