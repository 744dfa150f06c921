package p1137

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
// +k8s:schema:selectableField:jsonPath=".spec.f7",description="The f7 of the kind."
// +kubebuilder:printcolumn:name="Col16",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col17",type="integer",JSONPath=`.spec.f4`,format=int32
// +kubebuilder:printcolumn:name="Col18",type="string",JSONPath=`.spec.f8[0].f13`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.spec.f8[?(@.f12==true)].f13`
// +genclient:nonNamespaced
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:selectorGeneration:selector=".spec.noSelector"
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
	F3 int16 `json:"f3,omitempty"`
	// +k8s:schema:selectableField:default="3"
	F4 int32 `json:"f4"`
	F5 types.UID `json:"f5"`
	// +k8s:schema:selectableField:description="The f6 of the kind."
	F6 []byte `json:"f6,omitempty"`
	F7 *int16 `json:"f7,omitzero"`
	F8 []Item9 `json:"f8"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *metav1.Time `json:"f10,omitempty"`
	F11 *int `json:"f11"`
	F12 bool `json:"f12,omitempty,omitzero"`
	F13 intstr.IntOrString `json:"f13"`
	F14 *int `json:"f14,omitempty"`
	F15 string `json:"f15"`
}

