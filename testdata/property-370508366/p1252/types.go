package p1252

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",description="The f5 of the kind."
// +k8s:printerColumn:name="Col19",type=boolean,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col20",type=integer,jsonPath=`.spec.f6.f9`
// +k8s:printerColumn:name="Cel21",type=string,expression=`has(self.spec) && has(self.spec.f6) && has(self.spec.f6.f8) ? string(self.spec.f6.f8) : "none"`
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

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f41",default="80",trigger=true
// +k8s:selectableField:jsonPath=".status.f89.f95"
// +k8s:printerColumn:name="Col101",type=integer,jsonPath=`.spec.f24`
// +k8s:printerColumn:name="Col102",type=integer,jsonPath=`.spec.f42.f45`
// +k8s:printerColumn:name="Col103",type=date,jsonPath=`.spec.f49`,priority=1
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.status.f55`,priority=1
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f76.f83`
// +k8s:printerColumn:name="Col106",type=integer,jsonPath=`.status.f76.f84`
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.status.f89.f91`,format=int32
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.status.f89.f93`
// +k8s:printerColumn:name="Col109",type=integer,jsonPath=`.status.f89.f95`,format=int32
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f97`,priority=1
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.status.f99.app`,priority=1
// +k8s:subresource:status
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
	Status Status51 `json:"status,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Kind112 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f138",description="The f138 of the kind."
// +kubebuilder:printcolumn:name="Col141",type="string",JSONPath=`.spec.f119[0].f134`,description="A column."
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:resource:path=kind112-items
type Kind112 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec113 `json:"spec,omitempty"`
}

// Kind112List is a list of Kind112.
//
// +kubebuilder:object:root=true
type Kind112List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind112 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3"`
	// +k8s:schema:selectableField:trigger=true
	F4 *Mode `json:"f4"`
	F5 *bool `json:"f5,omitempty"`
	F6 S7 `json:"f6"`
	F10 []Item11 `json:"f10"`
}

// S7 is a random struct.
type S7 struct {
	F8 int32 `json:"f8,omitempty"`
	F9 uint32 `json:"f9"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 uint32 `json:"f12"`
	F13 int8 `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
	Inline15 `json:",inline"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 metav1.MicroTime `json:"f16"`
	F17 uint32 `json:"f17"`
	F18 *int32 `json:"f18,omitempty"`
}

// Spec23 is a random struct.
type Spec23 struct {
	F24 int64 `json:"f24"`
	F25 []Item26 `json:"f25"`
	// +k8s:schema:selectableField:description="The f38 of the kind."
	F38 uint16 `json:"f38"`
	// +k8s:schema:selectableField:description="The f39 of the kind."
	F39 []byte `json:"f39,omitempty"`
	Inline40 `json:",inline"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 Labels28 `json:"f27"`
	F29 List35 `json:"f29"`
	F36 *Mode `json:"f36,omitzero"`
	F37 map[string]string `json:"f37"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Item30 is a random struct.
type Item30 struct {
	F31 int8 `json:"f31,omitempty"`
	F32 metav1.Duration `json:"f32,omitempty"`
	F33 []byte `json:"f33"`
	F34 *metav1.MicroTime `json:"f34"`
}

// List35 is a declared list or map type.
type List35 []Item30

// Inline40 is a random struct.
type Inline40 struct {
	F41 intstr.IntOrString `json:"f41"`
	F42 S43 `json:"f42"`
	F46 Template47 `json:"f46,omitempty"`
	F49 *metav1.MicroTime `json:"f49,omitzero"`
	F50 *bool `json:"f50,omitempty"`
}

// S43 is a random struct.
type S43 struct {
	F44 float32 `json:"f44,omitempty"`
	F45 *int8 `json:"f45,omitempty"`
}

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 int64 `json:"f48,omitempty"`
}

// Status51 is a random struct.
type Status51 struct {
	F52 Template53 `json:"f52,omitempty"`
	F55 *resource.Quantity `json:"f55,omitzero"`
	F56 List75 `json:"f56,omitempty"`
	F76 S77 `json:"f76"`
	Inline86 `json:",inline"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 *int64 `json:"f54"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 uint16 `json:"f58,omitempty,omitzero"`
	F59 S60 `json:"f59"`
	F68 *int64 `json:"f68,omitempty"`
	F69 S70 `json:"f69"`
	F74 int16 `json:"f74"`
}

// S60 is a random struct.
type S60 struct {
	F61 int8 `json:"f61"`
	F62 int32 `json:"f62,omitempty"`
	F63 int32 `json:"f63,omitempty"`
	F64 *int `json:"f64"`
	F65 *string `json:"f65,omitempty"`
	F66 uint64 `json:"f66,omitempty,omitzero"`
	Skipped67 string `json:"-"`
}

// S70 is a random struct.
type S70 struct {
	F71 []int8 `json:"f71,omitempty"`
	F72 *uint16 `json:"f72,omitempty"`
	F73 metav1.MicroTime `json:"f73"`
}

// List75 is a declared list or map type.
type List75 []Item57

// S77 is a random struct.
type S77 struct {
	F78 resource.Quantity `json:"f78"`
	F79 *metav1.Duration `json:"f79"`
	F80 Template81 `json:"f80"`
	// +k8s:selectableField:indexed=true
	F83 *metav1.Duration `json:"f83,omitempty"`
	// +k8s:schema:selectableField
	F84 uint8 `json:"f84,omitempty"`
	Skipped85 string `json:"-"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 intstr.IntOrString `json:"f82"`
}

// Inline86 is a random struct.
type Inline86 struct {
	F87 intstr.IntOrString `json:"f87,omitempty"`
	F88 int `json:"f88,omitempty"`
	F89 S90 `json:"f89"`
	F97 resource.Quantity `json:"f97,omitempty,omitzero"`
	F98 int16 `json:"f98"`
	F99 Labels100 `json:"f99"`
}

// S90 is a random struct.
type S90 struct {
	F91 *uint8 `json:"f91,omitempty"`
	F92 resource.Quantity `json:"f92"`
	F93 *string `json:"f93,omitempty"`
	F94 []byte `json:"f94,omitzero"`
	F95 uint32 `json:"f95,omitzero"`
	Skipped96 string `json:"-"`
}

// Labels100 is a declared list or map type.
type Labels100 map[string]string

// Spec113 is a random struct.
type Spec113 struct {
	// +k8s:selectableField:default="2",indexed=true
	F114 *int16 `json:"f114,omitempty"`
	// +k8s:schema:selectableField:default="3"
	F115 int32 `json:"f115,omitempty"`
	F116 *Template117 `json:"f116,omitempty"`
	F119 List137 `json:"f119,omitempty"`
	F138 string `json:"f138,omitempty"`
	F139 Labels140 `json:"f139,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate142 `json:"template"`
}

// Template117 is a random struct.
type Template117 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F118 string `json:"f118"`
}

// Item120 is a random struct.
type Item120 struct {
	F121 *S122 `json:"f121"`
	F126 Labels127 `json:"f126"`
	F128 int16 `json:"f128"`
	F129 *S130 `json:"f129,omitempty"`
	F134 intstr.IntOrString `json:"f134,omitempty"`
	F135 Labels136 `json:"f135,omitempty"`
}

// S122 is a random struct.
type S122 struct {
	F123 []int8 `json:"f123"`
	F124 int64 `json:"f124"`
	Skipped125 string `json:"-"`
}

// Labels127 is a declared list or map type.
type Labels127 map[string]string

// S130 is a random struct.
type S130 struct {
	F131 types.UID `json:"f131,omitempty"`
	F132 int `json:"f132"`
	Skipped133 string `json:"-"`
}

// Labels136 is a declared list or map type.
type Labels136 map[string]string

// List137 is a declared list or map type.
type List137 []Item120

// Labels140 is a declared list or map type.
type Labels140 map[string]string

// PodTemplate142 is a random struct.
type PodTemplate142 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

