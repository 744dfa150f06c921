package p1585

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
// +k8s:selectableField:jsonPath=".status.f9",description="The f9 of the kind."
// +k8s:printerColumn:name="Col15",type=boolean,jsonPath=`.status.f9`,priority=1
// +k8s:printerColumn:name="Col16",type=number,jsonPath=`.status.f10`,priority=1,description="A column."
// +k8s:printerColumn:name="Col17",type=string,jsonPath=`.status.f11.app`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
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
	F3 int16 `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 Labels7 `json:"f6"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 *bool `json:"f9,omitempty"`
	F10 float64 `json:"f10,omitempty,omitzero"`
	F11 map[string]string `json:"f11"`
	F12 Labels13 `json:"f12,omitempty"`
	Skipped14 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

