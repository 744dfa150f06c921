package p1193

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
// +k8s:schema:selectableField:jsonPath=".spec.f16.f18",description="The f18 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f16.f19.f21",description="The f21 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f16.f33",description="The f33 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f16.f34",default="80",trigger=true
// +kubebuilder:printcolumn:name="Col37",type="boolean",JSONPath=`.spec.f16.f18`
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.spec.f16.f19.f23`
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f16.f19.f25`
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.spec.f16.f27`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f16.f30`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f16.f33`,priority=1
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.spec.f35.app`,priority=1
// +k8s:selectorGeneration
// +genclient:nonNamespaced
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

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f48",default="2",description="The f48 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f51",description="The f51 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f52",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f53",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f55.f57"
// +k8s:schema:selectableField:jsonPath=".status.f55.f58.f62"
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.spec.f49`,priority=1
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.status.f55.f57`,description="A column."
// +k8s:printerColumn:name="Col92",type=integer,jsonPath=`.status.f55.f58.f62`
// +k8s:printerColumn:name="Col93",type=integer,jsonPath=`.status.f86`
// +k8s:printerColumn:name="Col94",type=string,jsonPath=`.status.f65[0].f70`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3,omitempty"`
	F4 List14 `json:"f4"`
	F15 *uint16 `json:"f15,omitempty"`
	F16 *S17 `json:"f16,omitempty"`
	F35 Labels36 `json:"f35"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate44 `json:"template"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 uint8 `json:"f6,omitempty,omitzero"`
	F7 *int8 `json:"f7,omitempty"`
	*Inline8 `json:",inline"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 uint8 `json:"f9,omitempty"`
	F10 int64 `json:"f10,omitempty"`
	F11 uint64 `json:"f11"`
	F12 types.UID `json:"f12,omitempty,omitzero"`
	F13 *uint32 `json:"f13,omitempty"`
}

// List14 is a declared list or map type.
type List14 []Item5

// S17 is a random struct.
type S17 struct {
	F18 bool `json:"f18,omitempty"`
	F19 *S20 `json:"f19"`
	// +k8s:selectableField:description="The f26 of the kind."
	F26 metav1.MicroTime `json:"f26"`
	F27 int16 `json:"f27,omitempty"`
	*Inline28 `json:",inline"`
}

// S20 is a random struct.
type S20 struct {
	F21 *metav1.Time `json:"f21,omitempty"`
	F22 []int8 `json:"f22"`
	F23 *int `json:"f23"`
	F24 *int16 `json:"f24"`
	F25 *int64 `json:"f25,omitempty,omitzero"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 int `json:"f29,omitempty,omitzero"`
	F30 int `json:"f30"`
	// +k8s:schema:selectableField
	F31 *uint64 `json:"f31"`
	F32 float32 `json:"f32,omitempty"`
	F33 uint64 `json:"f33"`
	F34 intstr.IntOrString `json:"f34,omitempty"`
}

// Labels36 is a declared list or map type.
type Labels36 map[string]string

// PodTemplate44 is a random struct.
type PodTemplate44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec46 is a random struct.
type Spec46 struct {
	F47 Mode `json:"f47,omitempty"`
	F48 int16 `json:"f48"`
	F49 int16 `json:"f49"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate95 `json:"template"`
}

// Status50 is a random struct.
type Status50 struct {
	F51 metav1.MicroTime `json:"f51,omitempty"`
	F52 int `json:"f52"`
	F53 types.UID `json:"f53"`
	F54 metav1.MicroTime `json:"f54,omitempty"`
	F55 *S56 `json:"f55,omitempty"`
	F65 []Item66 `json:"f65,omitempty"`
	Inline73 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S56 is a random struct.
type S56 struct {
	F57 uint32 `json:"f57,omitzero"`
	F58 *S59 `json:"f58,omitempty"`
	F64 float32 `json:"f64"`
}

// S59 is a random struct.
type S59 struct {
	F60 float32 `json:"f60"`
	F61 resource.Quantity `json:"f61,omitempty"`
	F62 uint16 `json:"f62,omitempty"`
	F63 float32 `json:"f63,omitempty"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 Template68 `json:"f67"`
	F70 uint64 `json:"f70,omitempty"`
	F71 map[string]string `json:"f71"`
	F72 uint64 `json:"f72,omitzero"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 *int32 `json:"f69,omitempty"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 []Item75 `json:"f74"`
	F81 Template82 `json:"f81"`
	F84 Labels85 `json:"f84"`
	F86 uint16 `json:"f86,omitempty"`
	F87 Template88 `json:"f87"`
}

// Item75 is a random struct.
type Item75 struct {
	F76 float32 `json:"f76,omitempty"`
	F77 int32 `json:"f77"`
	F78 int64 `json:"f78"`
	F79 *uint16 `json:"f79"`
	F80 *string `json:"f80,omitempty"`
}

// Template82 is a random struct.
type Template82 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F83 *bool `json:"f83"`
}

// Labels85 is a declared list or map type.
type Labels85 map[string]string

// Template88 is a random struct.
type Template88 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F89 *bool `json:"f89"`
}

// PodTemplate95 is a random struct.
type PodTemplate95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

