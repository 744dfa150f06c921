package p1268

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f6.f8",description="The f8 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f13",default="4",description="The f13 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f15",indexed=true
// +kubebuilder:printcolumn:name="Col40",type="date",JSONPath=`.spec.f15`,priority=1
// +kubebuilder:printcolumn:name="Col41",type="boolean",JSONPath=`.spec.f17`
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.status.f19`,priority=1
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f23.f25`
// +kubebuilder:printcolumn:name="Col44",type="date",JSONPath=`.status.f23.f26`
// +kubebuilder:printcolumn:name="Col45",type="boolean",JSONPath=`.status.f23.f27`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.status.f23.f28`,priority=1
// +kubebuilder:printcolumn:name="Col47",type="date",JSONPath=`.status.f35`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.status.f36`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f20.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel50",type=string,expression=`has(self.status) && has(self.status.f38) ? string(self.status.f38) : "none"`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
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

// Kind52 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f78.f80"
// +k8s:schema:selectableField:jsonPath=".status.f78.f81",default="5"
// +k8s:schema:selectableField:jsonPath=".status.f78.f82",default="4"
// +k8s:selectableField:jsonPath=".status.f87"
// +k8s:selectableField:jsonPath=".status.f91"
// +k8s:printerColumn:name="Col93",type=integer,jsonPath=`.spec.f71`,priority=1,description="A column."
// +k8s:printerColumn:name="Col94",type=integer,jsonPath=`.status.f78.f81`
// +k8s:printerColumn:name="Col95",type=number,jsonPath=`.status.f78.f83`
// +k8s:printerColumn:name="Col96",type=number,jsonPath=`.status.f78.f85`
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.status.f87`
// +k8s:printerColumn:name="Col98",type=integer,jsonPath=`.status.f89`,priority=1
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.spec.f54[*].f61`
// +k8s:printerColumn:name="Cel100",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
type Kind52 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec53 `json:"spec,omitempty"`
	Status Status72 `json:"status,omitempty"`
}

// Kind52List is a list of Kind52.
//
// +kubebuilder:object:root=true
type Kind52List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind52 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F13 *int64 `json:"f13,omitempty"`
	// +k8s:schema:selectableField:default="80"
	F14 intstr.IntOrString `json:"f14,omitempty"`
	F15 metav1.Time `json:"f15,omitempty,omitzero"`
	F16 map[string]string `json:"f16"`
	F17 bool `json:"f17"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate51 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 int `json:"f5,omitempty"`
	F6 S7 `json:"f6,omitempty"`
	// +k8s:schema:selectableField:description="The f12 of the kind."
	F12 uint32 `json:"f12"`
}

// S7 is a random struct.
type S7 struct {
	F8 types.UID `json:"f8,omitzero"`
	// +k8s:schema:selectableField
	F9 *metav1.MicroTime `json:"f9"`
	F10 []byte `json:"f10,omitempty"`
	F11 int32 `json:"f11"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 uint16 `json:"f19"`
	F20 Labels21 `json:"f20"`
	Inline22 `json:",inline"`
}

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// Inline22 is a random struct.
type Inline22 struct {
	F23 S24 `json:"f23"`
	F30 Labels31 `json:"f30"`
	F32 *uint8 `json:"f32,omitempty,omitzero"`
	F33 float32 `json:"f33,omitempty"`
	*Inline34 `json:",inline"`
}

// S24 is a random struct.
type S24 struct {
	F25 string `json:"f25,omitempty"`
	F26 *metav1.Time `json:"f26"`
	F27 bool `json:"f27,omitempty"`
	F28 *int64 `json:"f28,omitempty"`
	F29 *uint16 `json:"f29,omitempty"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Inline34 is a random struct.
type Inline34 struct {
	F35 metav1.Time `json:"f35"`
	F36 uint64 `json:"f36"`
	F37 *Mode `json:"f37"`
	F38 *int `json:"f38,omitempty"`
	Skipped39 string `json:"-"`
}

// PodTemplate51 is a random struct.
type PodTemplate51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec53 is a random struct.
type Spec53 struct {
	F54 List68 `json:"f54"`
	F69 string `json:"f69"`
	F70 int16 `json:"f70,omitempty"`
	F71 int8 `json:"f71,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate101 `json:"template"`
}

// Item55 is a random struct.
type Item55 struct {
	F56 S57 `json:"f56,omitempty"`
	F60 int32 `json:"f60,omitempty"`
	F61 []int8 `json:"f61,omitempty"`
	*Inline62 `json:",inline"`
}

// S57 is a random struct.
type S57 struct {
	F58 uint32 `json:"f58,omitempty"`
	F59 metav1.Time `json:"f59,omitzero"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 []int8 `json:"f63"`
	F64 []byte `json:"f64,omitempty"`
	F65 *float32 `json:"f65"`
	F66 uint32 `json:"f66"`
	F67 metav1.MicroTime `json:"f67"`
}

// List68 is a declared list or map type.
type List68 []Item55

// Status72 is a random struct.
type Status72 struct {
	F73 *uint32 `json:"f73,omitempty,omitzero"`
	F74 resource.Quantity `json:"f74"`
	// +k8s:schema:selectableField
	F75 uint64 `json:"f75"`
	F76 float64 `json:"f76,omitempty"`
	Inline77 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline77 is a random struct.
type Inline77 struct {
	F78 S79 `json:"f78"`
	F87 *uint64 `json:"f87,omitempty"`
	F88 uint64 `json:"f88,omitempty"`
	F89 uint16 `json:"f89"`
	F90 int32 `json:"f90,omitempty"`
	F91 uint64 `json:"f91"`
	Skipped92 string `json:"-"`
}

// S79 is a random struct.
type S79 struct {
	F80 []byte `json:"f80,omitempty"`
	F81 uint8 `json:"f81"`
	F82 *int64 `json:"f82"`
	F83 float64 `json:"f83"`
	F84 metav1.Time `json:"f84,omitempty"`
	F85 *float64 `json:"f85,omitempty"`
	Skipped86 string `json:"-"`
}

// PodTemplate101 is a random struct.
type PodTemplate101 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

