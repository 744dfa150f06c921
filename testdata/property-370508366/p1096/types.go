package p1096

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
// +k8s:schema:selectableField:jsonPath=".spec.f47",description="The f47 of the kind."
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f42.f44`,priority=1
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.spec.f46`,priority=1
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f6.app`
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.spec.f9[0].f25`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.status.f49.app`,priority=1
// +k8s:printerColumn:name="Cel57",type=string,expression=`has(self.spec) && has(self.spec.f8) ? self.spec.f8 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status48 `json:"status,omitempty"`
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
	F3 Template4 `json:"f3,omitempty"`
	F6 Labels7 `json:"f6"`
	// +k8s:selectableField
	F8 Mode `json:"f8"`
	F9 List31 `json:"f9,omitempty"`
	// +k8s:selectableField:description="The f32 of the kind."
	F32 []byte `json:"f32,omitempty"`
	F33 []Item34 `json:"f33"`
	Skipped40 string `json:"-"`
	Inline41 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 resource.Quantity `json:"f5,omitzero"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Item10 is a random struct.
type Item10 struct {
	F11 *Mode `json:"f11"`
	F12 map[string]string `json:"f12"`
	F13 Template14 `json:"f13"`
	F16 List24 `json:"f16,omitempty"`
	F25 []int8 `json:"f25"`
	F26 metav1.Time `json:"f26,omitempty"`
	Inline27 `json:",inline"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 *metav1.Time `json:"f15,omitzero"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 int64 `json:"f18"`
	F19 uint32 `json:"f19,omitempty,omitzero"`
	F20 metav1.Time `json:"f20"`
	F21 resource.Quantity `json:"f21,omitempty"`
	F22 *intstr.IntOrString `json:"f22"`
	F23 intstr.IntOrString `json:"f23,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item17

// Inline27 is a random struct.
type Inline27 struct {
	F28 int32 `json:"f28"`
	F29 uint64 `json:"f29"`
	F30 uint64 `json:"f30,omitzero"`
}

// List31 is a declared list or map type.
type List31 []Item10

// Item34 is a random struct.
type Item34 struct {
	F35 float64 `json:"f35,omitempty"`
	F36 Template37 `json:"f36"`
	F39 uint8 `json:"f39,omitempty"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 int64 `json:"f38,omitempty"`
}

// Inline41 is a random struct.
type Inline41 struct {
	F42 S43 `json:"f42"`
	// +k8s:schema:selectableField:description="The f46 of the kind."
	F46 *metav1.Duration `json:"f46,omitempty"`
	F47 *bool `json:"f47"`
}

// S43 is a random struct.
type S43 struct {
	F44 []byte `json:"f44,omitempty"`
	F45 Mode `json:"f45"`
}

// Status48 is a random struct.
type Status48 struct {
	F49 map[string]string `json:"f49"`
	F50 *intstr.IntOrString `json:"f50"`
	F51 map[string]string `json:"f51,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

