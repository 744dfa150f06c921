package p1123

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
// +k8s:selectableField:jsonPath=".status.f10",default="-1"
// +k8s:schema:selectableField:jsonPath=".status.f15.f17",default="4"
// +k8s:schema:selectableField:jsonPath=".status.f15.f18"
// +k8s:printerColumn:name="Col27",type=number,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.status.f9`
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.status.f15.f18`
// +k8s:printerColumn:name="Col30",type=integer,jsonPath=`.status.f15.f19`,format=int32
// +k8s:printerColumn:name="Col31",type=number,jsonPath=`.status.f15.f20`,priority=1
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.status.f11.app`
// +k8s:printerColumn:name="Cel33",type=string,expression=`has(self.status) && has(self.status.f15) && has(self.status.f15.f17) ? string(self.status.f15.f17) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Dup35",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup35",type=string,jsonPath=`.metadata.name`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
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
	F3 *float64 `json:"f3"`
	F4 Template5 `json:"f4,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate34 `json:"template"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 float64 `json:"f6"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 types.UID `json:"f8,omitempty"`
	F9 *metav1.Duration `json:"f9"`
	F10 *int8 `json:"f10"`
	F11 map[string]string `json:"f11"`
	F12 uint16 `json:"f12"`
	// +k8s:selectableField
	F13 int32 `json:"f13,omitempty"`
	Inline14 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 S16 `json:"f15,omitempty"`
	F22 *S23 `json:"f22,omitempty"`
	Skipped26 string `json:"-"`
}

// S16 is a random struct.
type S16 struct {
	F17 int64 `json:"f17,omitempty"`
	F18 *metav1.Duration `json:"f18"`
	// +k8s:selectableField:description="The f19 of the kind."
	F19 uint32 `json:"f19"`
	F20 *float32 `json:"f20"`
	Skipped21 string `json:"-"`
}

// S23 is a random struct.
type S23 struct {
	// +k8s:schema:selectableField
	F24 metav1.MicroTime `json:"f24,omitzero"`
	F25 metav1.MicroTime `json:"f25"`
}

// PodTemplate34 is a random struct.
type PodTemplate34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

