package p1090

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
// +k8s:schema:selectableField:jsonPath=".spec.f41.f50.f54",default="2",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f41.f50.f56"
// +k8s:schema:selectableField:jsonPath=".spec.f63",trigger=true
// +k8s:printerColumn:name="Col65",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f41.f50.f55`,priority=1
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.spec.f41.f50.f57`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.spec.f63`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f4[*].f17`
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f4[0].f17`,priority=1
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f21.app`,description="A column."
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f41.f43[0].f48`
// +k8s:printerColumn:name="Cel73",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind74 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col104",type="date",JSONPath=`.status.f102`
// +kubebuilder:printcolumn:name="Col105",type="string",JSONPath=`.spec.f79[0].f81`
// +k8s:printerColumn:name="Cel106",type=string,expression=`has(self.spec) && has(self.spec.f98) ? string(self.spec.f98) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +k8s:resource:path=kind74-items
type Kind74 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec75 `json:"spec,omitempty"`
	Status Status99 `json:"status,omitempty"`
}

// Kind74List is a list of Kind74.
//
// +kubebuilder:object:root=true
type Kind74List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind74 `json:"items"`
}

// Kind107 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f110",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f111",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f144"
// +kubebuilder:selectablefield:JSONPath=".status.f147.f149"
// +k8s:schema:selectableField:jsonPath=".status.f147.f150",description="The f150 of the kind."
// +kubebuilder:printcolumn:name="Col156",type="string",JSONPath=`.spec.f109`
// +kubebuilder:printcolumn:name="Col157",type="integer",JSONPath=`.spec.f110`,format=int32
// +kubebuilder:printcolumn:name="Col158",type="string",JSONPath=`.spec.f111`,description="A column."
// +kubebuilder:printcolumn:name="Col159",type="string",JSONPath=`.status.f145`
// +kubebuilder:printcolumn:name="Col160",type="string",JSONPath=`.status.f147.f149`
// +kubebuilder:printcolumn:name="Col161",type="string",JSONPath=`.status.f147.f150`
// +kubebuilder:printcolumn:name="Col162",type="string",JSONPath=`.spec.f112.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind107
type Kind107 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec108 `json:"spec,omitempty"`
	Status Status138 `json:"status,omitempty"`
}

// Kind107List is a list of Kind107.
//
// +kubebuilder:object:root=true
type Kind107List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind107 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int `json:"f3"`
	F4 List20 `json:"f4,omitempty"`
	F21 Labels22 `json:"f21,omitempty"`
	F23 List40 `json:"f23,omitempty"`
	F41 S42 `json:"f41"`
	F63 Mode `json:"f63"`
	Skipped64 string `json:"-"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 S7 `json:"f6"`
	F14 *Template15 `json:"f14"`
	F17 types.UID `json:"f17"`
	F18 uint16 `json:"f18,omitempty"`
	F19 float64 `json:"f19"`
}

// S7 is a random struct.
type S7 struct {
	F8 *intstr.IntOrString `json:"f8,omitempty"`
	F9 intstr.IntOrString `json:"f9,omitempty"`
	F10 *int16 `json:"f10"`
	F11 *int16 `json:"f11"`
	F12 bool `json:"f12"`
	F13 *int16 `json:"f13,omitempty"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 *uint8 `json:"f16"`
}

// List20 is a declared list or map type.
type List20 []Item5

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// Item24 is a random struct.
type Item24 struct {
	F25 *Template26 `json:"f25"`
	F28 []Item29 `json:"f28,omitempty"`
	F36 Labels37 `json:"f36"`
	F38 int32 `json:"f38,omitempty"`
	Skipped39 string `json:"-"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 resource.Quantity `json:"f27,omitempty"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 int64 `json:"f30"`
	F31 bool `json:"f31"`
	F32 intstr.IntOrString `json:"f32"`
	F33 float64 `json:"f33,omitempty"`
	F34 bool `json:"f34,omitzero"`
	F35 int8 `json:"f35,omitempty"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// List40 is a declared list or map type.
type List40 []Item24

// S42 is a random struct.
type S42 struct {
	F43 []Item44 `json:"f43"`
	F50 *S51 `json:"f50,omitempty"`
	Skipped59 string `json:"-"`
	Inline60 `json:",inline"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 *int64 `json:"f45"`
	F46 *bool `json:"f46,omitempty"`
	F47 *int32 `json:"f47"`
	F48 []byte `json:"f48,omitempty,omitzero"`
	F49 []int8 `json:"f49,omitempty"`
}

// S51 is a random struct.
type S51 struct {
	// +k8s:schema:selectableField
	F52 *uint32 `json:"f52"`
	F53 *resource.Quantity `json:"f53"`
	F54 *int16 `json:"f54"`
	F55 *[]int8 `json:"f55"`
	F56 *int8 `json:"f56"`
	F57 *metav1.Duration `json:"f57,omitempty"`
	Skipped58 string `json:"-"`
}

// Inline60 is a random struct.
type Inline60 struct {
	F61 resource.Quantity `json:"f61,omitempty"`
	F62 *bool `json:"f62,omitempty"`
}

// Spec75 is a random struct.
type Spec75 struct {
	F76 Template77 `json:"f76,omitempty"`
	F79 List97 `json:"f79"`
	F98 int64 `json:"f98"`
}

// Template77 is a random struct.
type Template77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F78 *string `json:"f78,omitempty,omitzero"`
}

// Item80 is a random struct.
type Item80 struct {
	F81 string `json:"f81,omitzero"`
	F82 List87 `json:"f82"`
	F88 int64 `json:"f88,omitempty"`
	F89 map[string]string `json:"f89,omitempty"`
	F90 List96 `json:"f90"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 *string `json:"f84"`
	F85 *int64 `json:"f85,omitempty"`
	Skipped86 string `json:"-"`
}

// List87 is a declared list or map type.
type List87 []Item83

// Item91 is a random struct.
type Item91 struct {
	F92 metav1.Time `json:"f92"`
	F93 uint64 `json:"f93,omitzero"`
	F94 *int64 `json:"f94,omitempty"`
	F95 int8 `json:"f95"`
}

// List96 is a declared list or map type.
type List96 []Item91

// List97 is a declared list or map type.
type List97 []Item80

// Status99 is a random struct.
type Status99 struct {
	F100 []int8 `json:"f100,omitempty"`
	F101 uint8 `json:"f101,omitempty"`
	// +k8s:schema:selectableField:description="The f102 of the kind."
	F102 metav1.MicroTime `json:"f102,omitempty"`
	Skipped103 string `json:"-"`
}

// Spec108 is a random struct.
type Spec108 struct {
	F109 types.UID `json:"f109"`
	F110 *int16 `json:"f110"`
	F111 metav1.Duration `json:"f111,omitempty"`
	F112 map[string]string `json:"f112"`
	F113 Template114 `json:"f113"`
	F116 List137 `json:"f116,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template114 is a random struct.
type Template114 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F115 map[string]string `json:"f115,omitempty"`
}

// Item117 is a random struct.
type Item117 struct {
	F118 S119 `json:"f118,omitempty"`
	F126 *uint32 `json:"f126"`
	F127 S128 `json:"f127,omitempty"`
	Inline134 `json:",inline"`
}

// S119 is a random struct.
type S119 struct {
	F120 *float64 `json:"f120,omitempty"`
	F121 metav1.MicroTime `json:"f121,omitempty,omitzero"`
	F122 string `json:"f122,omitempty"`
	F123 *int16 `json:"f123,omitempty"`
	F124 int8 `json:"f124,omitempty"`
	F125 uint16 `json:"f125,omitempty"`
}

// S128 is a random struct.
type S128 struct {
	F129 *int8 `json:"f129"`
	F130 string `json:"f130,omitempty"`
	F131 int16 `json:"f131,omitempty"`
	F132 uint8 `json:"f132,omitempty,omitzero"`
	F133 *intstr.IntOrString `json:"f133,omitempty"`
}

// Inline134 is a random struct.
type Inline134 struct {
	F135 *metav1.Time `json:"f135,omitempty"`
	F136 int16 `json:"f136,omitempty"`
}

// List137 is a declared list or map type.
type List137 []Item117

// Status138 is a random struct.
type Status138 struct {
	F139 *S140 `json:"f139,omitempty"`
	F143 *uint32 `json:"f143"`
	F144 uint8 `json:"f144,omitzero"`
	F145 Mode `json:"f145,omitempty,omitzero"`
	Inline146 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S140 is a random struct.
type S140 struct {
	// +k8s:schema:selectableField:default="1h0m0s"
	F141 *metav1.Duration `json:"f141,omitempty"`
	F142 map[string]string `json:"f142"`
}

// Inline146 is a random struct.
type Inline146 struct {
	F147 *S148 `json:"f147"`
	F154 Labels155 `json:"f154"`
}

// S148 is a random struct.
type S148 struct {
	F149 Mode `json:"f149,omitempty"`
	F150 uint64 `json:"f150,omitempty"`
	F151 *int16 `json:"f151,omitempty,omitzero"`
	F152 *Mode `json:"f152,omitempty,omitzero"`
	F153 intstr.IntOrString `json:"f153,omitempty"`
}

// Labels155 is a declared list or map type.
type Labels155 map[string]string

