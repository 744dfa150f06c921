package p1440

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
// +kubebuilder:selectablefield:JSONPath=".spec.f13.f16"
// +k8s:schema:selectableField:jsonPath=".spec.f13.f17",default="1",description="The f17 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f13.f18",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f13.f19"
// +k8s:schema:selectableField:jsonPath=".status.f24",description="The f24 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f25"
// +kubebuilder:printcolumn:name="Col31",type="date",JSONPath=`.spec.f13.f15`
// +kubebuilder:printcolumn:name="Col32",type="integer",JSONPath=`.spec.f13.f16`
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.spec.f13.f17`,format=int32
// +kubebuilder:printcolumn:name="Col34",type="integer",JSONPath=`.spec.f13.f18`,description="A column."
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f13.f20`
// +kubebuilder:printcolumn:name="Col36",type="integer",JSONPath=`.status.f23`
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.status.f26`
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.status.f27`,priority=1
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.status.f30`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind1-items
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:schema:index:field="spec.notDeclared"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
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
	F13 *S14 `json:"f13,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 resource.Quantity `json:"f7"`
	F8 Mode `json:"f8"`
	F9 uint64 `json:"f9,omitempty,omitzero"`
	F10 bool `json:"f10"`
	F11 resource.Quantity `json:"f11"`
	F12 *resource.Quantity `json:"f12"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 []Item6 `json:"f5,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 metav1.MicroTime `json:"f15,omitempty"`
	F16 uint16 `json:"f16,omitempty,omitzero"`
	F17 int `json:"f17,omitempty"`
	F18 uint8 `json:"f18"`
	F19 *uint8 `json:"f19"`
	F20 resource.Quantity `json:"f20,omitempty"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 float64 `json:"f22"`
	F23 *uint8 `json:"f23"`
	F24 types.UID `json:"f24,omitempty"`
	F25 []byte `json:"f25,omitempty"`
	F26 *[]int8 `json:"f26"`
	F27 intstr.IntOrString `json:"f27"`
	Inline28 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 *float32 `json:"f29"`
	F30 *[]int8 `json:"f30,omitempty"`
}

