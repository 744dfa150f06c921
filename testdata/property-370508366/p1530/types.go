package p1530

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
// +k8s:selectableField:jsonPath=".spec.f9",description="The f9 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f18",description="The f18 of the kind."
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.spec.f6`,priority=1,description="A column."
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f8`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f9`,priority=1
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f10.f12`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f10.f13`,priority=1
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f10.f14`,description="A column."
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f10.f15`,priority=1
// +k8s:printerColumn:name="Col40",type=integer,jsonPath=`.spec.f10.f16`
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.spec.f10.f17`,priority=1,format=int32
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f23.f26.f28`,description="A column."
// +k8s:printerColumn:name="Cel43",type=string,expression=`has(self.spec) && has(self.spec.f6) ? string(self.spec.f6) : "none"`
// +k8s:selectable-gen=true
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f46",default="1"
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.spec.f46`,format=int32
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f51.app`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind44
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint32 `json:"f3,omitzero"`
	// +k8s:schema:selectableField:description="The f4 of the kind."
	F4 uint8 `json:"f4,omitempty"`
	F5 bool `json:"f5"`
	F6 *int32 `json:"f6,omitempty"`
	Inline7 `json:",inline"`
}

// Inline7 is a random struct.
type Inline7 struct {
	F8 intstr.IntOrString `json:"f8,omitempty"`
	F9 string `json:"f9,omitempty"`
	F10 *S11 `json:"f10,omitempty"`
	F18 uint64 `json:"f18,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 []int8 `json:"f12"`
	F13 intstr.IntOrString `json:"f13"`
	F14 Mode `json:"f14,omitempty"`
	F15 intstr.IntOrString `json:"f15"`
	F16 int16 `json:"f16"`
	F17 int8 `json:"f17"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 *Template21 `json:"f20"`
	F23 S24 `json:"f23,omitempty"`
	F31 *uint64 `json:"f31"`
	F32 map[string]string `json:"f32,omitempty"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 metav1.MicroTime `json:"f22,omitzero"`
}

// S24 is a random struct.
type S24 struct {
	F25 float32 `json:"f25,omitempty"`
	F26 S27 `json:"f26"`
}

// S27 is a random struct.
type S27 struct {
	F28 []int8 `json:"f28,omitempty"`
	F29 uint8 `json:"f29"`
	// +k8s:schema:selectableField
	F30 *int `json:"f30,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 int `json:"f46"`
	F47 Template48 `json:"f47"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 uint32 `json:"f49,omitempty"`
}

// Status50 is a random struct.
type Status50 struct {
	F51 map[string]string `json:"f51,omitempty"`
	F52 int `json:"f52"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

