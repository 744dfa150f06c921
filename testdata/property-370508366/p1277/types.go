package p1277

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f8"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f12",description="The f12 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f15"
// +kubebuilder:printcolumn:name="Col16",type="string",JSONPath=`.spec.f3.f7`
// +kubebuilder:printcolumn:name="Col17",type="number",JSONPath=`.spec.f13`
// +kubebuilder:printcolumn:name="Col18",type="string",JSONPath=`.spec.f3.f5.app`
// +k8s:printerColumn:name="Cel19",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f8) ? string(self.spec.f3.f8) : "none"`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	F13 float64 `json:"f13,omitempty"`
	F14 resource.Quantity `json:"f14,omitempty"`
	F15 *bool `json:"f15"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate20 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 Labels6 `json:"f5,omitempty"`
	F7 []int8 `json:"f7"`
	F8 bool `json:"f8,omitzero"`
	Inline9 `json:",inline"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Inline9 is a random struct.
type Inline9 struct {
	F10 *float32 `json:"f10"`
	F11 metav1.Time `json:"f11,omitempty"`
	F12 *bool `json:"f12"`
}

// PodTemplate20 is a random struct.
type PodTemplate20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

