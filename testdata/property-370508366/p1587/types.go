package p1587

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:selectableField:jsonPath=".spec.f5"
// +k8s:schema:selectableField:jsonPath=".status.f14.f17",description="The f17 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f14.f18",description="The f18 of the kind."
// +k8s:selectableField:jsonPath=".status.f14.f19.f23",default="5",description="The f23 of the kind.",indexed=true
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f3`,priority=1
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.spec.f4`,priority=1
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f5`,description="A column."
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f6`,priority=1
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.status.f14.f16`
// +k8s:printerColumn:name="Col31",type=date,jsonPath=`.status.f14.f17`,priority=1,description="A column."
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.status.f14.f18`
// +k8s:printerColumn:name="Col33",type=number,jsonPath=`.status.f14.f19.f21`,priority=1
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.status.f14.f25`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
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
	F3 string `json:"f3,omitempty"`
	F4 *Mode `json:"f4"`
	F5 intstr.IntOrString `json:"f5"`
	F6 []byte `json:"f6,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 *Template9 `json:"f8"`
	F11 *float64 `json:"f11"`
	F12 int64 `json:"f12,omitempty"`
	F13 *float64 `json:"f13"`
	F14 *S15 `json:"f14,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *int `json:"f10,omitempty,omitzero"`
}

// S15 is a random struct.
type S15 struct {
	F16 types.UID `json:"f16,omitempty"`
	F17 metav1.MicroTime `json:"f17"`
	F18 []byte `json:"f18"`
	F19 S20 `json:"f19"`
	F24 uint32 `json:"f24,omitzero"`
	// +k8s:schema:selectableField:description="The f25 of the kind."
	F25 *int `json:"f25,omitempty"`
}

// S20 is a random struct.
type S20 struct {
	F21 float64 `json:"f21,omitempty"`
	F22 *float64 `json:"f22,omitzero"`
	F23 *uint8 `json:"f23"`
}

