package p1116

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f6"
// +kubebuilder:printcolumn:name="Col29",type="number",JSONPath=`.spec.f3.f7`,description="A column."
// +kubebuilder:printcolumn:name="Col30",type="integer",JSONPath=`.spec.f21`
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f22`
// +kubebuilder:printcolumn:name="Col32",type="integer",JSONPath=`.spec.f23`
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.status.f27`,format=int32
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f3.f9.app`
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f10[*].f12`,priority=1
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.spec.f10[?(@.f12=="fast")].f12`,priority=1
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F10 List20 `json:"f10,omitempty"`
	// +k8s:schema:selectableField:default="1"
	F21 *int `json:"f21,omitempty"`
	F22 *[]int8 `json:"f22"`
	// +k8s:schema:selectableField:description="The f23 of the kind.",indexed=true
	F23 int8 `json:"f23,omitempty"`
	F24 *int16 `json:"f24"`
	Skipped25 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate37 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 map[string]string `json:"f5,omitempty"`
	F6 metav1.MicroTime `json:"f6,omitzero"`
	F7 float32 `json:"f7,omitempty"`
	F8 map[string]string `json:"f8,omitempty"`
	F9 map[string]string `json:"f9,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 Mode `json:"f12"`
	F13 *metav1.Time `json:"f13"`
	F14 S15 `json:"f14"`
}

// S15 is a random struct.
type S15 struct {
	F16 *int8 `json:"f16"`
	F17 metav1.Time `json:"f17,omitempty,omitzero"`
	F18 uint8 `json:"f18"`
	F19 int8 `json:"f19"`
}

// List20 is a declared list or map type.
type List20 []Item11

// Status26 is a random struct.
type Status26 struct {
	F27 int32 `json:"f27"`
	F28 int32 `json:"f28"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// PodTemplate37 is a random struct.
type PodTemplate37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

