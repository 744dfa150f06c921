package p1482

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
// +k8s:schema:selectableField:jsonPath=".status.f21.f26",default="fast",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f21.f27",trigger=true
// +k8s:printerColumn:name="Col30",type=number,jsonPath=`.spec.f3`,priority=1,description="A column."
// +k8s:printerColumn:name="Col31",type=integer,jsonPath=`.status.f16`,priority=1
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.status.f21.f24`
// +k8s:printerColumn:name="Cel33",type=string,expression=`has(self.status) && has(self.status.f16) ? string(self.status.f16) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	// +k8s:schema:selectableField
	F3 *float64 `json:"f3,omitempty"`
	F4 []byte `json:"f4,omitempty"`
	F5 Template6 `json:"f5"`
	F8 bool `json:"f8"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 []byte `json:"f7"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 List15 `json:"f10"`
	F16 int `json:"f16,omitempty"`
	F17 int16 `json:"f17,omitempty"`
	F18 Template19 `json:"f18"`
	F21 S22 `json:"f21"`
	F28 uint8 `json:"f28"`
	Skipped29 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 Labels13 `json:"f12,omitempty"`
	F14 int64 `json:"f14,omitempty"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// List15 is a declared list or map type.
type List15 []Item11

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 []byte `json:"f20,omitempty"`
}

// S22 is a random struct.
type S22 struct {
	F23 float32 `json:"f23,omitzero"`
	F24 uint32 `json:"f24,omitempty"`
	F25 *float64 `json:"f25,omitzero"`
	F26 Mode `json:"f26"`
	F27 uint32 `json:"f27,omitempty"`
}

