package p1371

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
// +k8s:selectableField:jsonPath=".spec.f7",default="fast"
// +k8s:schema:selectableField:jsonPath=".spec.f8",description="The f8 of the kind.",indexed=true
// +k8s:printerColumn:name="Col19",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col20",type=integer,jsonPath=`.spec.f6`,format=int32
// +k8s:printerColumn:name="Col21",type=string,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f8`,priority=1,description="A column."
// +k8s:printerColumn:name="Col23",type=string,jsonPath=`.spec.f4.app`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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
	F3 int `json:"f3,omitempty"`
	F4 map[string]string `json:"f4"`
	F5 string `json:"f5"`
	F6 int64 `json:"f6,omitempty"`
	F7 Mode `json:"f7"`
	F8 uint64 `json:"f8"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 []Item11 `json:"f10,omitempty"`
	F18 []int8 `json:"f18,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 metav1.Time `json:"f12"`
	F13 *metav1.Duration `json:"f13,omitzero"`
	F14 *uint64 `json:"f14"`
	F15 Template16 `json:"f15,omitempty"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 *metav1.MicroTime `json:"f17,omitempty,omitzero"`
}

