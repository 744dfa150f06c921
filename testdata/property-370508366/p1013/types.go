package p1013

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
// +k8s:schema:selectableField:jsonPath=".spec.f28.f39"
// +k8s:schema:selectableField:jsonPath=".spec.f28.f41",default="2",description="The f41 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f61.f63"
// +k8s:schema:selectableField:jsonPath=".status.f61.f65"
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f27`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f28.f39`,priority=1
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.spec.f28.f42`
// +k8s:printerColumn:name="Col76",type=number,jsonPath=`.spec.f28.f46`
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.status.f49`
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.status.f61.f63`
// +k8s:printerColumn:name="Col79",type=integer,jsonPath=`.status.f61.f64`
// +k8s:printerColumn:name="Col80",type=string,jsonPath=`.status.f61.f67`
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f28.f30[*].f32`,priority=1
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.status.f56[?(@.f60=="fast")].f60`
// +k8s:printerColumn:name="Cel83",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status48 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind84 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f88"
// +k8s:schema:selectableField:jsonPath=".status.f107"
// +k8s:printerColumn:name="Col141",type=date,jsonPath=`.spec.f105`
// +k8s:printerColumn:name="Col142",type=date,jsonPath=`.status.f107`
// +k8s:printerColumn:name="Col143",type=string,jsonPath=`.status.f109`,priority=1
// +k8s:printerColumn:name="Col144",type=string,jsonPath=`.status.f110.app`
// +genclient:nonNamespaced
type Kind84 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec85 `json:"spec,omitempty"`
	Status Status106 `json:"status,omitempty"`
}

// Kind84List is a list of Kind84.
//
// +kubebuilder:object:root=true
type Kind84List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind84 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F6 List26 `json:"f6"`
	F27 *intstr.IntOrString `json:"f27"`
	F28 S29 `json:"f28,omitempty"`
	F47 uint32 `json:"f47,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Mode `json:"f5,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *bool `json:"f8,omitempty"`
	F9 *Template10 `json:"f9,omitempty"`
	F12 *uint8 `json:"f12"`
	F13 int `json:"f13,omitempty"`
	F14 *S15 `json:"f14,omitempty"`
	F23 Template24 `json:"f23"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 metav1.Duration `json:"f11,omitempty"`
}

// S15 is a random struct.
type S15 struct {
	F16 *int64 `json:"f16"`
	F17 uint64 `json:"f17,omitempty"`
	F18 uint8 `json:"f18,omitzero"`
	F19 int16 `json:"f19,omitempty"`
	F20 types.UID `json:"f20"`
	F21 uint32 `json:"f21,omitempty"`
	Skipped22 string `json:"-"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 *float64 `json:"f25"`
}

// List26 is a declared list or map type.
type List26 []Item7

// S29 is a random struct.
type S29 struct {
	F30 List38 `json:"f30"`
	F39 metav1.Duration `json:"f39,omitempty"`
	Inline40 `json:",inline"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 resource.Quantity `json:"f32"`
	F33 *uint16 `json:"f33,omitempty"`
	F34 bool `json:"f34"`
	F35 *metav1.MicroTime `json:"f35,omitempty"`
	F36 intstr.IntOrString `json:"f36"`
	F37 *uint16 `json:"f37"`
}

// List38 is a declared list or map type.
type List38 []Item31

// Inline40 is a random struct.
type Inline40 struct {
	F41 int16 `json:"f41"`
	// +k8s:selectableField:default="2",trigger=true
	F42 *int16 `json:"f42,omitempty"`
	F43 int `json:"f43"`
	// +k8s:schema:selectableField:description="The f44 of the kind."
	F44 int `json:"f44,omitempty"`
	F45 float32 `json:"f45"`
	F46 float32 `json:"f46,omitempty,omitzero"`
}

// Status48 is a random struct.
type Status48 struct {
	F49 int64 `json:"f49"`
	F50 Template51 `json:"f50"`
	F53 *types.UID `json:"f53"`
	Inline54 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 metav1.Duration `json:"f52,omitempty"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 Mode `json:"f55,omitempty,omitzero"`
	F56 []Item57 `json:"f56"`
	F61 S62 `json:"f61,omitempty"`
	F68 Template69 `json:"f68"`
	F71 *Mode `json:"f71"`
	Skipped72 string `json:"-"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 *int64 `json:"f58"`
	F59 int64 `json:"f59"`
	F60 Mode `json:"f60"`
}

// S62 is a random struct.
type S62 struct {
	F63 int8 `json:"f63,omitempty"`
	F64 uint32 `json:"f64"`
	F65 *int `json:"f65"`
	F66 types.UID `json:"f66,omitempty,omitzero"`
	F67 string `json:"f67"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 *intstr.IntOrString `json:"f70,omitempty,omitzero"`
}

// Spec85 is a random struct.
type Spec85 struct {
	F86 Labels87 `json:"f86"`
	F88 metav1.Time `json:"f88,omitempty"`
	F89 *uint64 `json:"f89"`
	F90 uint8 `json:"f90"`
	F91 List104 `json:"f91,omitempty"`
	F105 *metav1.Time `json:"f105,omitempty"`
}

// Labels87 is a declared list or map type.
type Labels87 map[string]string

// Item92 is a random struct.
type Item92 struct {
	F93 metav1.MicroTime `json:"f93,omitempty"`
	F94 *bool `json:"f94,omitzero"`
	F95 Mode `json:"f95,omitempty"`
	F96 Labels97 `json:"f96,omitempty"`
	Skipped98 string `json:"-"`
	Inline99 `json:",inline"`
}

// Labels97 is a declared list or map type.
type Labels97 map[string]string

// Inline99 is a random struct.
type Inline99 struct {
	F100 metav1.MicroTime `json:"f100"`
	F101 metav1.Duration `json:"f101,omitzero"`
	F102 Mode `json:"f102,omitempty"`
	F103 []byte `json:"f103,omitempty"`
}

// List104 is a declared list or map type.
type List104 []Item92

// Status106 is a random struct.
type Status106 struct {
	F107 metav1.MicroTime `json:"f107,omitzero"`
	F108 *resource.Quantity `json:"f108"`
	F109 *uint64 `json:"f109,omitzero"`
	F110 map[string]string `json:"f110,omitempty"`
	F111 *Template112 `json:"f111"`
	F116 []Item117 `json:"f116"`
	Skipped140 string `json:"-"`
}

// Template114 is a random struct.
type Template114 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F115 types.UID `json:"f115"`
}

// Template112 is a random struct.
type Template112 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F113 Template114 `json:"f113"`
}

// Item117 is a random struct.
type Item117 struct {
	F118 S119 `json:"f118,omitempty"`
	F122 Template123 `json:"f122,omitempty"`
	F125 Labels126 `json:"f125"`
	F127 S128 `json:"f127,omitempty"`
	F134 map[string]string `json:"f134"`
	F135 *S136 `json:"f135,omitempty"`
}

// S119 is a random struct.
type S119 struct {
	F120 metav1.MicroTime `json:"f120,omitempty,omitzero"`
	F121 *float64 `json:"f121,omitzero"`
}

// Template123 is a random struct.
type Template123 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F124 resource.Quantity `json:"f124,omitempty"`
}

// Labels126 is a declared list or map type.
type Labels126 map[string]string

// S128 is a random struct.
type S128 struct {
	F129 *resource.Quantity `json:"f129"`
	F130 []int8 `json:"f130"`
	F131 float64 `json:"f131"`
	F132 metav1.Duration `json:"f132,omitempty"`
	F133 int8 `json:"f133,omitempty"`
}

// S136 is a random struct.
type S136 struct {
	F137 string `json:"f137"`
	F138 []int8 `json:"f138,omitempty"`
	F139 string `json:"f139,omitempty,omitzero"`
}

