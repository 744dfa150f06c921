package p1491

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
// +k8s:printerColumn:name="Col27",type=number,jsonPath=`.spec.f12`,priority=1
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f13`
// +k8s:printerColumn:name="Col29",type=number,jsonPath=`.spec.f14`
// +k8s:printerColumn:name="Col30",type=integer,jsonPath=`.spec.f15`,priority=1
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.status.f21`
// +k8s:printerColumn:name="Col32",type=number,jsonPath=`.status.f26`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f3.app`,priority=1
// +k8s:printerColumn:name="Cel34",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
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
	F3 Labels4 `json:"f3"`
	// +k8s:schema:selectableField
	F5 uint32 `json:"f5,omitempty"`
	*Inline6 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Inline6 is a random struct.
type Inline6 struct {
	F7 List11 `json:"f7,omitempty"`
	F12 float32 `json:"f12,omitempty"`
	F13 intstr.IntOrString `json:"f13,omitempty"`
	F14 float32 `json:"f14"`
	F15 *uint32 `json:"f15"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 int `json:"f9"`
	F10 *string `json:"f10,omitempty,omitzero"`
}

// List11 is a declared list or map type.
type List11 []Item8

// Status16 is a random struct.
type Status16 struct {
	F17 *Template18 `json:"f17"`
	F21 uint64 `json:"f21,omitempty"`
	F22 Template23 `json:"f22"`
	F25 float32 `json:"f25"`
	F26 float32 `json:"f26"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 Labels20 `json:"f19"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 float64 `json:"f24,omitempty"`
}

