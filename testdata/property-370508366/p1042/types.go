package p1042

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
// +kubebuilder:selectablefield:JSONPath=".spec.f6"
// +k8s:schema:index:field="spec.f6"
// +k8s:selectableField:jsonPath=".spec.f7",default="2",description="The f7 of the kind."
// +k8s:selectableField:jsonPath=".status.f20",indexed=true
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col24",type="integer",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.spec.f8.app`
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.status.f12[0].f17`,description="A column."
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.status.f21.app`,description="A column."
// +k8s:printerColumn:name="Cel28",type=string,expression=`has(self.status) && has(self.status.f18) ? string(self.status.f18) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col37",type="integer",JSONPath=`.status.f34`
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.status.f36`
// +k8s:printerColumn:name="Cel39",type=string,expression=`has(self.spec) && has(self.spec.f32) ? string(self.spec.f32) : "none"`
// +kubebuilder:subresource:status
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec30 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []int8 `json:"f3,omitempty,omitzero"`
	F4 []byte `json:"f4,omitempty"`
	F5 uint64 `json:"f5"`
	F6 []byte `json:"f6,omitempty"`
	F7 *int16 `json:"f7,omitempty"`
	F8 Labels9 `json:"f8,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Status10 is a random struct.
type Status10 struct {
	F11 uint64 `json:"f11,omitempty,omitzero"`
	F12 []Item13 `json:"f12,omitempty"`
	// +k8s:selectableField:description="The f18 of the kind."
	F18 *bool `json:"f18,omitempty,omitzero"`
	F19 uint16 `json:"f19"`
	F20 uint32 `json:"f20"`
	F21 Labels22 `json:"f21"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 int8 `json:"f14"`
	F15 *string `json:"f15"`
	F16 *[]int8 `json:"f16,omitempty"`
	F17 []byte `json:"f17,omitempty"`
}

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// Spec30 is a random struct.
type Spec30 struct {
	F31 *metav1.Duration `json:"f31,omitempty"`
	F32 int32 `json:"f32,omitempty"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 uint32 `json:"f34"`
	// +k8s:selectableField:description="The f35 of the kind."
	F35 types.UID `json:"f35,omitempty"`
	F36 *int32 `json:"f36,omitzero"`
}

