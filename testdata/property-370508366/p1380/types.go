package p1380

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
// +k8s:selectableField:jsonPath=".spec.f3"
// +k8s:selectableField:jsonPath=".spec.f6",description="The f6 of the kind."
// +k8s:selectableField:jsonPath=".status.f16.f28"
// +k8s:schema:selectableField:jsonPath=".status.f29"
// +k8s:printerColumn:name="Col30",type=date,jsonPath=`.spec.f4`,priority=1
// +k8s:printerColumn:name="Col31",type=integer,jsonPath=`.spec.f7`,description="A column.",format=int32
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.status.f11`,description="A column."
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.status.f16.f26`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.status.f16.f28`,priority=1
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.status.f16.f19[*].f21`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.status.f16.f19[0].f21`
// +k8s:printerColumn:name="Cel37",type=string,expression=`has(self.spec) && has(self.spec.f3) ? self.spec.f3 : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
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
	F3 string `json:"f3"`
	// +k8s:selectableField:description="The f4 of the kind."
	F4 metav1.Time `json:"f4,omitempty"`
	F5 map[string]string `json:"f5,omitempty"`
	F6 uint32 `json:"f6"`
	// +k8s:schema:selectableField:default="4"
	F7 *int64 `json:"f7"`
	Skipped8 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate38 `json:"template"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 *resource.Quantity `json:"f10"`
	F11 resource.Quantity `json:"f11"`
	F12 Template13 `json:"f12"`
	F15 int8 `json:"f15"`
	F16 S17 `json:"f16"`
	F29 types.UID `json:"f29,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 intstr.IntOrString `json:"f14,omitempty"`
}

// S17 is a random struct.
type S17 struct {
	F18 map[string]string `json:"f18,omitempty"`
	F19 []Item20 `json:"f19"`
	F23 *Template24 `json:"f23"`
	F26 *[]int8 `json:"f26"`
	F27 uint16 `json:"f27,omitempty"`
	F28 metav1.Duration `json:"f28"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 string `json:"f21,omitempty,omitzero"`
	F22 *int64 `json:"f22,omitempty"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 float32 `json:"f25,omitempty"`
}

// PodTemplate38 is a random struct.
type PodTemplate38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

