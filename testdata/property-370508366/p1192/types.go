package p1192

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
// +k8s:selectableField:jsonPath=".spec.f26"
// +k8s:schema:selectableField:jsonPath=".status.f29",description="The f29 of the kind."
// +k8s:selectableField:jsonPath=".status.f30",description="The f30 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f31",trigger=true
// +k8s:printerColumn:name="Col34",type=date,jsonPath=`.status.f31`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f10[0].f12`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f27.app`,description="A column."
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f32.app`,priority=1
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.spec) && has(self.spec.f26) ? string(self.spec.f26) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
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
	F3 Template4 `json:"f3"`
	F9 float32 `json:"f9,omitzero"`
	F10 List25 `json:"f10"`
	F26 *int32 `json:"f26,omitempty"`
	F27 map[string]string `json:"f27,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 resource.Quantity `json:"f7,omitempty"`
	F8 metav1.Duration `json:"f8,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *S6 `json:"f5"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 intstr.IntOrString `json:"f12,omitempty"`
	F13 *types.UID `json:"f13,omitzero"`
	F14 map[string]string `json:"f14,omitempty"`
	F15 uint64 `json:"f15"`
	F16 *Template17 `json:"f16,omitempty"`
	F19 S20 `json:"f19,omitempty"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 *int `json:"f18"`
}

// S20 is a random struct.
type S20 struct {
	F21 *metav1.Time `json:"f21,omitempty"`
	F22 float64 `json:"f22,omitempty"`
	F23 *int `json:"f23,omitempty"`
	F24 int8 `json:"f24,omitempty"`
}

// List25 is a declared list or map type.
type List25 []Item11

// Status28 is a random struct.
type Status28 struct {
	F29 *intstr.IntOrString `json:"f29"`
	F30 metav1.Duration `json:"f30,omitempty"`
	F31 metav1.Time `json:"f31,omitempty"`
	F32 Labels33 `json:"f32,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels33 is a declared list or map type.
type Labels33 map[string]string

