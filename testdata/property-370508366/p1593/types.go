package p1593

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="none"
// +k8s:schema:selectableField:jsonPath=".status.f8",default="6"
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.status.f9`,description="A column."
// +k8s:printerColumn:name="Col31",type=integer,jsonPath=`.status.f22`,format=int32
// +k8s:printerColumn:name="Cel32",type=string,expression=`has(self.spec) && has(self.spec.f3) ? self.spec.f3 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:schema:index:field="spec.notDeclared"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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
	F3 *string `json:"f3,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F4 float64 `json:"f4"`
	F5 *int8 `json:"f5,omitempty"`
	// +k8s:schema:selectableField
	F6 []byte `json:"f6,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 uint16 `json:"f8,omitempty"`
	F9 resource.Quantity `json:"f9,omitempty"`
	F10 []Item11 `json:"f10"`
	F22 *int64 `json:"f22,omitempty"`
	F23 *Template24 `json:"f23"`
	F26 resource.Quantity `json:"f26"`
	Skipped27 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 *bool `json:"f12,omitempty"`
	F13 uint32 `json:"f13,omitempty"`
	F14 uint64 `json:"f14,omitempty"`
	F15 []int8 `json:"f15"`
	F16 *intstr.IntOrString `json:"f16,omitempty"`
	F17 map[string]string `json:"f17,omitempty"`
	*Inline18 `json:",inline"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 int16 `json:"f19,omitempty"`
	F20 []int8 `json:"f20"`
	Skipped21 string `json:"-"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 float32 `json:"f25"`
}

