package p1411

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5",default="80",description="The f5 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f10",description="The f10 of the kind."
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.spec.f3.f5`
// +kubebuilder:printcolumn:name="Col25",type="integer",JSONPath=`.spec.f10`
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.status.f15.app`
// +k8s:printerColumn:name="Cel27",type=string,expression=`has(self.status) && has(self.status.f19) ? self.status.f19 : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
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
	F3 *S4 `json:"f3"`
	F8 float32 `json:"f8"`
	F9 *uint16 `json:"f9,omitempty"`
	F10 *int8 `json:"f10,omitzero"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate28 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 *intstr.IntOrString `json:"f5,omitempty"`
	F6 *float32 `json:"f6,omitzero"`
	Skipped7 string `json:"-"`
}

// Status11 is a random struct.
type Status11 struct {
	F12 map[string]string `json:"f12,omitempty"`
	// +k8s:schema:selectableField:default="6",description="The f13 of the kind."
	F13 uint16 `json:"f13"`
	// +k8s:selectableField:indexed=true
	F14 *uint8 `json:"f14"`
	F15 Labels16 `json:"f15"`
	Inline17 `json:",inline"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// Inline17 is a random struct.
type Inline17 struct {
	F18 *intstr.IntOrString `json:"f18"`
	F19 string `json:"f19,omitempty,omitzero"`
	F20 *float64 `json:"f20,omitempty"`
	F21 Template22 `json:"f21,omitempty"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 types.UID `json:"f23,omitempty"`
}

// PodTemplate28 is a random struct.
type PodTemplate28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

