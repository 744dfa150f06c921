package p1495

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +kubebuilder:selectablefield:JSONPath=".spec.f5.f14"
// +k8s:schema:index:field="spec.f5.f14"
// +k8s:schema:selectableField:jsonPath=".status.f37",trigger=true
// +kubebuilder:printcolumn:name="Col40",type="number",JSONPath=`.status.f19.f21`
// +kubebuilder:printcolumn:name="Col41",type="date",JSONPath=`.status.f19.f25`
// +kubebuilder:printcolumn:name="Col42",type="date",JSONPath=`.status.f29`
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.status.f37`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f4.app`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f16.app`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.status.f19.f24.app`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
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
	F3 *metav1.MicroTime `json:"f3,omitempty"`
	F4 map[string]string `json:"f4,omitempty"`
	F5 S6 `json:"f5"`
	F15 metav1.Time `json:"f15,omitempty"`
	F16 map[string]string `json:"f16,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate47 `json:"template"`
}

// S6 is a random struct.
type S6 struct {
	F7 List13 `json:"f7,omitempty"`
	F14 int8 `json:"f14"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 metav1.MicroTime `json:"f9"`
	F10 *uint64 `json:"f10"`
	F11 intstr.IntOrString `json:"f11,omitempty"`
	F12 int8 `json:"f12,omitempty"`
}

// List13 is a declared list or map type.
type List13 []Item8

// Status17 is a random struct.
type Status17 struct {
	F18 []byte `json:"f18,omitempty"`
	F19 S20 `json:"f19"`
	F26 Template27 `json:"f26"`
	// +k8s:schema:selectableField:indexed=true
	F29 *metav1.Time `json:"f29"`
	F30 *Template31 `json:"f30,omitempty"`
	Inline35 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S20 is a random struct.
type S20 struct {
	F21 *float32 `json:"f21,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F22 uint64 `json:"f22,omitempty"`
	F23 bool `json:"f23"`
	F24 map[string]string `json:"f24"`
	F25 metav1.MicroTime `json:"f25"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 int8 `json:"f28"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 uint32 `json:"f34,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 Template33 `json:"f32"`
}

// Inline35 is a random struct.
type Inline35 struct {
	F36 float64 `json:"f36"`
	F37 *uint8 `json:"f37"`
	F38 float64 `json:"f38"`
	// +k8s:schema:selectableField
	F39 metav1.Duration `json:"f39,omitempty"`
}

// PodTemplate47 is a random struct.
type PodTemplate47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

