package p1172

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
// +kubebuilder:printcolumn:name="Col83",type="integer",JSONPath=`.status.f77.f79`,format=int32
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.status.f77.f80`,description="A column."
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f3[*].f11`,priority=1
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f22[*].f35`
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.status.f54.app`,description="A column."
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind89 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f21"
// +k8s:selectableField:jsonPath=".status.f91",description="The f91 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f92",default="1"
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.status.f91`
// +k8s:printerColumn:name="Col103",type=integer,jsonPath=`.status.f101`
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.spec.f3[*].f11`
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.spec.f3[0].f11`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.spec.f22[*].f35`,description="A column."
// +k8s:printerColumn:name="Col107",type=string,jsonPath=`.spec.f22[0].f35`
// +k8s:subresource:status
type Kind89 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status90 `json:"status,omitempty"`
}

// Kind89List is a list of Kind89.
//
// +kubebuilder:object:root=true
type Kind89List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind89 `json:"items"`
}

// Kind108 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f21",indexed=true
// +kubebuilder:printcolumn:name="Col109",type="string",JSONPath=`.spec.f20`,priority=1
// +kubebuilder:printcolumn:name="Col110",type="date",JSONPath=`.spec.f21`
// +kubebuilder:printcolumn:name="Col111",type="string",JSONPath=`.spec.f3[*].f11`
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.spec.f3[0].f11`
// +kubebuilder:printcolumn:name="Col113",type="string",JSONPath=`.spec.f22[*].f35`,description="A column."
// +kubebuilder:printcolumn:name="Col114",type="string",JSONPath=`.spec.f22[0].f35`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
type Kind108 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F3 List19 `json:"f3"`
	// +k8s:schema:selectableField:default="8"
	F20 uint64 `json:"f20,omitzero"`
	F21 metav1.MicroTime `json:"f21,omitempty"`
	F22 []Item23 `json:"f22,omitempty"`
	Skipped37 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate88 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 S6 `json:"f5"`
	F11 []byte `json:"f11"`
	F12 *float32 `json:"f12,omitempty"`
	F13 []Item14 `json:"f13"`
}

// S6 is a random struct.
type S6 struct {
	F7 intstr.IntOrString `json:"f7"`
	F8 *types.UID `json:"f8,omitempty"`
	F9 metav1.Time `json:"f9"`
	F10 float64 `json:"f10,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 int32 `json:"f15,omitempty"`
	F16 *int64 `json:"f16,omitempty"`
	F17 *int `json:"f17,omitempty,omitzero"`
	F18 metav1.Time `json:"f18"`
}

// List19 is a declared list or map type.
type List19 []Item4

// Item23 is a random struct.
type Item23 struct {
	F24 uint8 `json:"f24,omitempty"`
	F25 Template26 `json:"f25"`
	F28 *S29 `json:"f28"`
	F35 metav1.Duration `json:"f35,omitempty"`
	Skipped36 string `json:"-"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 uint8 `json:"f27,omitempty,omitzero"`
}

// S29 is a random struct.
type S29 struct {
	F30 uint32 `json:"f30"`
	F31 *Mode `json:"f31,omitempty,omitzero"`
	F32 bool `json:"f32,omitempty"`
	F33 []byte `json:"f33"`
	F34 *metav1.Time `json:"f34,omitempty"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 List53 `json:"f39,omitempty"`
	F54 Labels55 `json:"f54,omitempty"`
	F56 List75 `json:"f56,omitempty"`
	F76 map[string]string `json:"f76,omitempty"`
	F77 S78 `json:"f77"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 *uint8 `json:"f41,omitempty"`
	F42 uint16 `json:"f42,omitempty"`
	F43 Template44 `json:"f43"`
	F46 map[string]string `json:"f46"`
	F47 uint16 `json:"f47,omitempty"`
	F48 List52 `json:"f48"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 uint32 `json:"f45"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 int32 `json:"f50,omitempty"`
	F51 *uint32 `json:"f51,omitempty"`
}

// List52 is a declared list or map type.
type List52 []Item49

// List53 is a declared list or map type.
type List53 []Item40

// Labels55 is a declared list or map type.
type Labels55 map[string]string

// Item57 is a random struct.
type Item57 struct {
	F58 Labels59 `json:"f58"`
	F60 []Item61 `json:"f60"`
	F67 Labels68 `json:"f67"`
	F69 List73 `json:"f69,omitempty"`
	F74 *uint64 `json:"f74"`
}

// Labels59 is a declared list or map type.
type Labels59 map[string]string

// Item61 is a random struct.
type Item61 struct {
	F62 uint64 `json:"f62,omitempty"`
	F63 bool `json:"f63"`
	F64 *metav1.MicroTime `json:"f64"`
	F65 *resource.Quantity `json:"f65,omitempty"`
	F66 types.UID `json:"f66"`
}

// Labels68 is a declared list or map type.
type Labels68 map[string]string

// Item70 is a random struct.
type Item70 struct {
	F71 types.UID `json:"f71,omitempty"`
	F72 *metav1.MicroTime `json:"f72,omitempty,omitzero"`
}

// List73 is a declared list or map type.
type List73 []Item70

// List75 is a declared list or map type.
type List75 []Item57

// S78 is a random struct.
type S78 struct {
	F79 uint16 `json:"f79,omitempty"`
	// +k8s:schema:selectableField
	F80 uint32 `json:"f80"`
	F81 []byte `json:"f81"`
	F82 float32 `json:"f82,omitzero"`
}

// PodTemplate88 is a random struct.
type PodTemplate88 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status90 is a random struct.
type Status90 struct {
	F91 *intstr.IntOrString `json:"f91,omitempty"`
	F92 int `json:"f92,omitempty"`
	F93 Labels94 `json:"f93"`
	F95 Template96 `json:"f95"`
	F101 uint8 `json:"f101,omitzero"`
}

// Labels94 is a declared list or map type.
type Labels94 map[string]string

// Item98 is a random struct.
type Item98 struct {
	F99 float32 `json:"f99,omitzero"`
	F100 *float64 `json:"f100"`
}

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 []Item98 `json:"f97,omitempty"`
}

