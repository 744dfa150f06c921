package p1227

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
// +kubebuilder:selectablefield:JSONPath=".status.f21"
// +k8s:schema:index:field="status.f21"
// +kubebuilder:printcolumn:name="Col22",type="integer",JSONPath=`.spec.f17`
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.spec.f15.app`
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.status.f20.app`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind26 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f33.f46",default="false"
// +kubebuilder:printcolumn:name="Col87",type="integer",JSONPath=`.spec.f33.f35.f38`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f33.f35.f39`,description="A column."
// +kubebuilder:printcolumn:name="Col89",type="number",JSONPath=`.spec.f47.f54`
// +kubebuilder:printcolumn:name="Col90",type="integer",JSONPath=`.status.f73`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.status.f74`
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.status.f76`
// +kubebuilder:printcolumn:name="Col93",type="integer",JSONPath=`.status.f86`
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.spec.f31.app`
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.status.f77[?(@.f79=="x")].f79`,description="A column."
// +k8s:selectorGeneration
// +kubebuilder:printcolumn:name="Dup97",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup97",type="string",JSONPath=`.metadata.name`
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec27 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Kind98 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f113"
// +kubebuilder:printcolumn:name="Col146",type="string",JSONPath=`.status.f130.app`,priority=1
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind98 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec99 `json:"spec,omitempty"`
	Status Status117 `json:"status,omitempty"`
}

// Kind98List is a list of Kind98.
//
// +kubebuilder:object:root=true
type Kind98List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind98 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List14 `json:"f3,omitempty"`
	F15 Labels16 `json:"f15,omitempty"`
	// +k8s:selectableField:default="2",indexed=true
	F17 int16 `json:"f17"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate25 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *metav1.Time `json:"f5,omitzero"`
	F6 Labels7 `json:"f6,omitempty"`
	F8 S9 `json:"f8"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// S9 is a random struct.
type S9 struct {
	F10 uint64 `json:"f10,omitempty"`
	F11 *types.UID `json:"f11,omitempty"`
	F12 uint32 `json:"f12,omitempty,omitzero"`
	Skipped13 string `json:"-"`
}

// List14 is a declared list or map type.
type List14 []Item4

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// Status18 is a random struct.
type Status18 struct {
	F19 *int64 `json:"f19"`
	F20 map[string]string `json:"f20,omitempty"`
	F21 int8 `json:"f21,omitempty,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// PodTemplate25 is a random struct.
type PodTemplate25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec27 is a random struct.
type Spec27 struct {
	// +k8s:schema:selectableField:default="fast",description="The f28 of the kind.",trigger=true
	F28 Mode `json:"f28"`
	F29 Labels30 `json:"f29,omitempty"`
	F31 map[string]string `json:"f31"`
	F32 []byte `json:"f32,omitempty,omitzero"`
	F33 S34 `json:"f33,omitempty"`
	F47 S48 `json:"f47"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate96 `json:"template"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// S34 is a random struct.
type S34 struct {
	F35 S36 `json:"f35,omitempty"`
	F41 *uint32 `json:"f41"`
	F42 []Item43 `json:"f42"`
	F46 bool `json:"f46"`
}

// S36 is a random struct.
type S36 struct {
	F37 *uint64 `json:"f37"`
	F38 int64 `json:"f38"`
	F39 intstr.IntOrString `json:"f39"`
	F40 metav1.Duration `json:"f40"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 *uint8 `json:"f44"`
	F45 uint16 `json:"f45,omitempty"`
}

// S48 is a random struct.
type S48 struct {
	F49 uint32 `json:"f49,omitempty"`
	F50 Template51 `json:"f50,omitempty"`
	Inline53 `json:",inline"`
}

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 types.UID `json:"f52"`
}

// Inline53 is a random struct.
type Inline53 struct {
	F54 *float32 `json:"f54,omitempty"`
	F55 float32 `json:"f55,omitempty"`
	F56 *int `json:"f56,omitempty"`
}

// Status57 is a random struct.
type Status57 struct {
	F58 Template59 `json:"f58,omitempty"`
	F68 *Template69 `json:"f68"`
	F73 int16 `json:"f73,omitempty"`
	F74 *metav1.Duration `json:"f74"`
	*Inline75 `json:",inline"`
}

// S61 is a random struct.
type S61 struct {
	F62 *float32 `json:"f62"`
	F63 int64 `json:"f63"`
	F64 metav1.MicroTime `json:"f64,omitempty"`
	F65 *int `json:"f65"`
	F66 *string `json:"f66,omitempty"`
	F67 metav1.Duration `json:"f67,omitempty"`
}

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 S61 `json:"f60"`
}

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 *int8 `json:"f72"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 Template71 `json:"f70,omitempty"`
}

// Inline75 is a random struct.
type Inline75 struct {
	F76 *uint16 `json:"f76,omitempty"`
	F77 List81 `json:"f77,omitempty"`
	F82 Template83 `json:"f82,omitempty"`
	F85 metav1.Duration `json:"f85"`
	F86 *int16 `json:"f86,omitempty"`
}

// Item78 is a random struct.
type Item78 struct {
	F79 string `json:"f79,omitempty"`
	F80 []int8 `json:"f80,omitempty"`
}

// List81 is a declared list or map type.
type List81 []Item78

// Template83 is a random struct.
type Template83 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F84 *metav1.Duration `json:"f84,omitempty,omitzero"`
}

// PodTemplate96 is a random struct.
type PodTemplate96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec99 is a random struct.
type Spec99 struct {
	F100 []Item101 `json:"f100"`
	F111 *float32 `json:"f111"`
	F112 map[string]string `json:"f112,omitempty"`
	F113 *uint32 `json:"f113,omitempty"`
	F114 Template115 `json:"f114,omitempty"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 *S103 `json:"f102,omitempty"`
	F110 *Mode `json:"f110"`
}

// S103 is a random struct.
type S103 struct {
	F104 int32 `json:"f104"`
	F105 uint32 `json:"f105"`
	F106 *Mode `json:"f106,omitzero"`
	F107 int64 `json:"f107,omitempty"`
	F108 uint8 `json:"f108"`
	F109 *float64 `json:"f109"`
}

// Template115 is a random struct.
type Template115 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F116 int8 `json:"f116,omitzero"`
}

// Status117 is a random struct.
type Status117 struct {
	F118 map[string]string `json:"f118"`
	F119 Template120 `json:"f119"`
	F130 map[string]string `json:"f130"`
	F131 List145 `json:"f131"`
}

// Item122 is a random struct.
type Item122 struct {
	F123 string `json:"f123"`
	F124 uint16 `json:"f124,omitempty"`
	F125 *intstr.IntOrString `json:"f125,omitempty"`
	F126 string `json:"f126"`
	F127 int16 `json:"f127"`
	F128 uint64 `json:"f128,omitempty"`
}

// List129 is a declared list or map type.
type List129 []Item122

// Template120 is a random struct.
type Template120 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F121 List129 `json:"f121"`
}

// Item132 is a random struct.
type Item132 struct {
	F133 S134 `json:"f133"`
	F140 uint16 `json:"f140,omitempty,omitzero"`
	F141 Labels142 `json:"f141"`
	F143 metav1.Time `json:"f143,omitempty"`
	Skipped144 string `json:"-"`
}

// S134 is a random struct.
type S134 struct {
	F135 *types.UID `json:"f135"`
	F136 uint64 `json:"f136,omitempty,omitzero"`
	F137 uint8 `json:"f137,omitempty"`
	F138 float64 `json:"f138"`
	F139 *[]int8 `json:"f139,omitzero"`
}

// Labels142 is a declared list or map type.
type Labels142 map[string]string

// List145 is a declared list or map type.
type List145 []Item132

