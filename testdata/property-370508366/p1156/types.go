package p1156

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
// +kubebuilder:selectablefield:JSONPath=".status.f6"
// +k8s:schema:selectableField:jsonPath=".status.f13",trigger=true
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col18",type="date",JSONPath=`.status.f6`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.status.f8[0].f11`
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.status.f15.app`,description="A column."
// +k8s:printerColumn:name="Cel21",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
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
	F3 metav1.Duration `json:"f3"`
	F4 int64 `json:"f4"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 metav1.Time `json:"f6"`
	F7 Mode `json:"f7,omitempty"`
	F8 []Item9 `json:"f8"`
	F13 int32 `json:"f13,omitempty"`
	// +k8s:schema:selectableField
	F14 *string `json:"f14,omitempty"`
	F15 Labels16 `json:"f15"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *bool `json:"f10,omitempty"`
	F11 []int8 `json:"f11"`
	F12 *int `json:"f12,omitempty"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

