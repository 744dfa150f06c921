package p1232

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
// +kubebuilder:selectablefield:JSONPath=".status.f13"
// +kubebuilder:printcolumn:name="Col19",type="integer",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col20",type="number",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col21",type="integer",JSONPath=`.status.f13`
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.status.f18`
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.status.f8.f11.app`,description="A column."
// +k8s:printerColumn:name="Cel24",type=string,expression=`has(self.status) && has(self.status.f7) ? string(self.status.f7) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
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
	F3 int32 `json:"f3,omitempty"`
	F4 int `json:"f4,omitempty"`
	F5 *float64 `json:"f5,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 *int64 `json:"f7"`
	F8 *S9 `json:"f8"`
	F13 int16 `json:"f13,omitempty,omitzero"`
	F14 Template15 `json:"f14"`
	F18 metav1.Duration `json:"f18,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 float64 `json:"f10"`
	F11 map[string]string `json:"f11"`
	Skipped12 string `json:"-"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 Labels17 `json:"f16,omitempty"`
}

