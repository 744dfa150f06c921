package p1554

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
// +kubebuilder:printcolumn:name="Col20",type="integer",JSONPath=`.spec.f3.f6`
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.status.f18.app`
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.status.f19.app`
// +k8s:printerColumn:name="Cel23",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f6) ? string(self.spec.f3.f6) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
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
	F3 *S4 `json:"f3,omitempty"`
	F7 Labels8 `json:"f7,omitempty"`
	F9 []Item10 `json:"f9"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 map[string]string `json:"f5,omitempty"`
	F6 int64 `json:"f6"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Item10 is a random struct.
type Item10 struct {
	F11 map[string]string `json:"f11,omitempty"`
	F12 *float32 `json:"f12,omitempty"`
	F13 *bool `json:"f13,omitempty,omitzero"`
	F14 *int32 `json:"f14,omitempty"`
}

// Status15 is a random struct.
type Status15 struct {
	// +k8s:schema:selectableField
	F16 int16 `json:"f16"`
	F17 int16 `json:"f17"`
	F18 map[string]string `json:"f18"`
	F19 map[string]string `json:"f19,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

