package p1464

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
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.status.f32`
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.status.f33`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.status.f34`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f3[0].f7`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f12.app`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.status.f16[*].f21`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f31.app`,description="A column."
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f49",description="The f49 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f50"
// +k8s:schema:index:field="spec.f50"
// +k8s:selectableField:jsonPath=".spec.f51.f58",description="The f58 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f62",default="false",description="The f62 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f67",description="The f67 of the kind."
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.spec.f51.f55`
// +kubebuilder:printcolumn:name="Col100",type="boolean",JSONPath=`.spec.f62`
// +kubebuilder:printcolumn:name="Col101",type="date",JSONPath=`.status.f74.f85.f87`
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f74.f85.f88`
// +kubebuilder:printcolumn:name="Col103",type="integer",JSONPath=`.status.f74.f85.f90`,priority=1
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.status.f74.f94`
// +kubebuilder:printcolumn:name="Col105",type="date",JSONPath=`.status.f74.f97`,priority=1
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.status.f74.f77[*].f80`,description="A column."
// +k8s:printerColumn:name="Cel107",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
	Status Status63 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Kind108 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col148",type=number,jsonPath=`.spec.f114`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind108 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec109 `json:"spec,omitempty"`
	Status Status116 `json:"status,omitempty"`
}

// Kind108List is a list of Kind108.
//
// +kubebuilder:object:root=true
type Kind108List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind108 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3,omitempty"`
	F12 Labels13 `json:"f12"`
	Skipped14 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Labels6 `json:"f5"`
	F7 uint64 `json:"f7"`
	F8 Template9 `json:"f8,omitempty"`
	F11 int `json:"f11"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *[]int8 `json:"f10"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Status15 is a random struct.
type Status15 struct {
	F16 []Item17 `json:"f16,omitempty"`
	// +k8s:selectableField:trigger=true
	F30 int32 `json:"f30"`
	F31 map[string]string `json:"f31"`
	// +k8s:schema:selectableField
	F32 []byte `json:"f32,omitempty"`
	F33 *int8 `json:"f33"`
	// +k8s:schema:selectableField:description="The f34 of the kind."
	F34 *Mode `json:"f34,omitzero"`
	Skipped35 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 Template19 `json:"f18,omitempty"`
	F21 Mode `json:"f21"`
	F22 *intstr.IntOrString `json:"f22"`
	Skipped23 string `json:"-"`
	Inline24 `json:",inline"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 *string `json:"f20"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 uint64 `json:"f25"`
	F26 *uint64 `json:"f26,omitempty"`
	F27 []int8 `json:"f27,omitempty"`
	F28 uint32 `json:"f28,omitempty,omitzero"`
	Skipped29 string `json:"-"`
}

// Spec44 is a random struct.
type Spec44 struct {
	F45 []int8 `json:"f45"`
	F46 Template47 `json:"f46,omitempty"`
	F49 *int8 `json:"f49,omitempty"`
	F50 *types.UID `json:"f50"`
	F51 S52 `json:"f51,omitempty"`
	F62 bool `json:"f62,omitempty"`
}

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 *Mode `json:"f48"`
}

// S52 is a random struct.
type S52 struct {
	F53 int64 `json:"f53"`
	F54 metav1.MicroTime `json:"f54,omitempty"`
	F55 *intstr.IntOrString `json:"f55"`
	Inline56 `json:",inline"`
}

// Inline56 is a random struct.
type Inline56 struct {
	// +k8s:selectableField:description="The f57 of the kind.",trigger=true
	F57 uint16 `json:"f57,omitempty"`
	F58 *int16 `json:"f58,omitzero"`
	F59 *metav1.MicroTime `json:"f59,omitempty"`
	F60 *float32 `json:"f60,omitempty"`
	Skipped61 string `json:"-"`
}

// Status63 is a random struct.
type Status63 struct {
	F64 Template65 `json:"f64"`
	F67 *uint32 `json:"f67"`
	F68 Template69 `json:"f68"`
	F71 *Template72 `json:"f71"`
	F74 S75 `json:"f74"`
	F98 int8 `json:"f98,omitempty"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 uint16 `json:"f66,omitempty"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 uint32 `json:"f70,omitempty"`
}

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 *types.UID `json:"f73,omitempty"`
}

// S75 is a random struct.
type S75 struct {
	F76 resource.Quantity `json:"f76,omitempty"`
	F77 List84 `json:"f77,omitempty"`
	F85 S86 `json:"f85"`
	Inline93 `json:",inline"`
}

// Item78 is a random struct.
type Item78 struct {
	F79 int8 `json:"f79,omitzero"`
	F80 []byte `json:"f80"`
	F81 *string `json:"f81"`
	F82 uint8 `json:"f82"`
	Skipped83 string `json:"-"`
}

// List84 is a declared list or map type.
type List84 []Item78

// S86 is a random struct.
type S86 struct {
	F87 metav1.Time `json:"f87,omitempty"`
	F88 *uint64 `json:"f88,omitempty"`
	F89 resource.Quantity `json:"f89"`
	F90 uint32 `json:"f90"`
	F91 []byte `json:"f91,omitempty"`
	Skipped92 string `json:"-"`
}

// Inline93 is a random struct.
type Inline93 struct {
	F94 []int8 `json:"f94,omitempty"`
	F95 int `json:"f95,omitempty"`
	F96 string `json:"f96"`
	F97 *metav1.MicroTime `json:"f97"`
}

// Spec109 is a random struct.
type Spec109 struct {
	F110 metav1.Duration `json:"f110"`
	F111 *Template112 `json:"f111,omitempty"`
	F114 float32 `json:"f114,omitempty"`
	Skipped115 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate149 `json:"template"`
}

// Template112 is a random struct.
type Template112 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F113 *int64 `json:"f113,omitempty"`
}

// Status116 is a random struct.
type Status116 struct {
	F117 []byte `json:"f117,omitempty"`
	F118 *metav1.MicroTime `json:"f118"`
	F119 *Template120 `json:"f119,omitempty"`
	F128 float32 `json:"f128"`
	F129 Template130 `json:"f129,omitempty"`
	F132 List147 `json:"f132,omitempty"`
}

// Item122 is a random struct.
type Item122 struct {
	F123 *types.UID `json:"f123,omitempty"`
	F124 *int16 `json:"f124,omitempty"`
	F125 []byte `json:"f125"`
	F126 uint16 `json:"f126,omitempty"`
}

// List127 is a declared list or map type.
type List127 []Item122

// Template120 is a random struct.
type Template120 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F121 List127 `json:"f121,omitempty"`
}

// Template130 is a random struct.
type Template130 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F131 string `json:"f131"`
}

// Item133 is a random struct.
type Item133 struct {
	F134 float32 `json:"f134"`
	F135 *int32 `json:"f135,omitempty"`
	F136 bool `json:"f136"`
	F137 *int32 `json:"f137"`
	F138 S139 `json:"f138,omitempty"`
	F144 Labels145 `json:"f144,omitempty"`
	Skipped146 string `json:"-"`
}

// S139 is a random struct.
type S139 struct {
	F140 uint16 `json:"f140,omitempty"`
	F141 *int16 `json:"f141,omitempty"`
	F142 intstr.IntOrString `json:"f142"`
	F143 *metav1.MicroTime `json:"f143,omitempty"`
}

// Labels145 is a declared list or map type.
type Labels145 map[string]string

// List147 is a declared list or map type.
type List147 []Item133

// PodTemplate149 is a random struct.
type PodTemplate149 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

