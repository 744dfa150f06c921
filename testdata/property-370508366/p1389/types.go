package p1389

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
// +kubebuilder:selectablefield:JSONPath=".spec.f26.f33"
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f26.f28`
// +kubebuilder:printcolumn:name="Col46",type="date",JSONPath=`.spec.f26.f29`,description="A column."
// +k8s:printerColumn:name="Cel47",type=string,expression=`has(self.spec) && has(self.spec.f24) ? string(self.spec.f24) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
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
	F3 Labels4 `json:"f3,omitempty"`
	F5 map[string]string `json:"f5"`
	F6 intstr.IntOrString `json:"f6,omitempty"`
	F7 resource.Quantity `json:"f7,omitempty"`
	F8 List19 `json:"f8,omitempty"`
	Skipped20 string `json:"-"`
	Inline21 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate48 `json:"template"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Item9 is a random struct.
type Item9 struct {
	F10 S11 `json:"f10"`
	F17 int8 `json:"f17"`
	F18 *intstr.IntOrString `json:"f18,omitempty,omitzero"`
}

// S11 is a random struct.
type S11 struct {
	F12 uint32 `json:"f12,omitempty,omitzero"`
	F13 int64 `json:"f13"`
	F14 uint8 `json:"f14,omitempty"`
	F15 metav1.MicroTime `json:"f15,omitzero"`
	F16 intstr.IntOrString `json:"f16,omitempty"`
}

// List19 is a declared list or map type.
type List19 []Item9

// Inline21 is a random struct.
type Inline21 struct {
	F22 Labels23 `json:"f22,omitempty"`
	// +k8s:selectableField:trigger=true
	F24 *bool `json:"f24"`
	F25 resource.Quantity `json:"f25"`
	F26 S27 `json:"f26"`
	F34 Template35 `json:"f34"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// S27 is a random struct.
type S27 struct {
	F28 []byte `json:"f28,omitempty"`
	F29 metav1.MicroTime `json:"f29,omitempty"`
	F30 bool `json:"f30"`
	F31 int8 `json:"f31,omitzero"`
	F32 int64 `json:"f32"`
	F33 metav1.Time `json:"f33"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 int64 `json:"f36"`
}

// Status37 is a random struct.
type Status37 struct {
	// +k8s:selectableField:indexed=true
	F38 uint32 `json:"f38"`
	F39 map[string]string `json:"f39"`
	F40 Template41 `json:"f40"`
	Skipped43 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 *int `json:"f42"`
}

// PodTemplate48 is a random struct.
type PodTemplate48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

