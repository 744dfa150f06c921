package p1511

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
// +kubebuilder:printcolumn:name="Col6",type="string",JSONPath=`.spec.f4`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind7 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f10",default="6"
// +kubebuilder:selectablefield:JSONPath=".status.f12"
// +k8s:schema:selectableField:jsonPath=".status.f13",description="The f13 of the kind."
// +kubebuilder:printcolumn:name="Col15",type="string",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col16",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.status.f9`
// +kubebuilder:printcolumn:name="Col18",type="integer",JSONPath=`.status.f10`
// +kubebuilder:printcolumn:name="Col19",type="integer",JSONPath=`.status.f12`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind7z,singular=kind7
type Kind7 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind7List is a list of Kind7.
//
// +kubebuilder:object:root=true
type Kind7List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind7 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 resource.Quantity `json:"f3,omitzero"`
	// +k8s:schema:selectableField:default="none"
	F4 string `json:"f4,omitempty"`
	Skipped5 string `json:"-"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 resource.Quantity `json:"f9,omitempty"`
	F10 uint16 `json:"f10,omitempty,omitzero"`
	F11 intstr.IntOrString `json:"f11"`
	F12 int32 `json:"f12"`
	F13 uint64 `json:"f13"`
	Skipped14 string `json:"-"`
}

