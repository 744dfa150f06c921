package p1534

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
// +k8s:selectableField:jsonPath=".spec.f12",description="The f12 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f13",description="The f13 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f16",default="5"
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f10`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f12`,description="A column."
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f17`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f19[*].f21`
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.spec) && has(self.spec.f7) ? self.spec.f7 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F7 *string `json:"f7"`
	F8 *float64 `json:"f8"`
	F9 metav1.Duration `json:"f9"`
	F10 *[]int8 `json:"f10,omitempty"`
	*Inline11 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate39 `json:"template"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 []byte `json:"f12,omitempty,omitzero"`
	F13 int `json:"f13"`
	F14 map[string]string `json:"f14"`
}

// Status15 is a random struct.
type Status15 struct {
	F16 uint8 `json:"f16,omitempty,omitzero"`
	F17 uint16 `json:"f17"`
	// +k8s:schema:selectableField
	F18 *metav1.MicroTime `json:"f18,omitempty"`
	F19 []Item20 `json:"f19"`
	Skipped33 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 intstr.IntOrString `json:"f21,omitempty,omitzero"`
	F22 map[string]string `json:"f22"`
	F23 Template24 `json:"f23"`
	F26 types.UID `json:"f26"`
	F27 S28 `json:"f27"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 []byte `json:"f25,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 float64 `json:"f29,omitempty"`
	F30 types.UID `json:"f30,omitempty"`
	F31 metav1.Time `json:"f31,omitempty"`
	Skipped32 string `json:"-"`
}

// PodTemplate39 is a random struct.
type PodTemplate39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

