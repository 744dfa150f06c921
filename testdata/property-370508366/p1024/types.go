package p1024

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
// +kubebuilder:selectablefield:JSONPath=".spec.f18"
// +k8s:schema:index:field="spec.f18"
// +k8s:schema:selectableField:jsonPath=".status.f30",default="1",description="The f30 of the kind."
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f5.f10`,priority=1
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f5.f14`
// +kubebuilder:printcolumn:name="Col35",type="integer",JSONPath=`.status.f24.f26`,format=int32
// +kubebuilder:printcolumn:name="Col36",type="boolean",JSONPath=`.status.f24.f28`,priority=1
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.status.f31`,description="A column."
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
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
	F3 map[string]string `json:"f3,omitempty"`
	F4 *metav1.Duration `json:"f4"`
	F5 S6 `json:"f5"`
	F18 *uint8 `json:"f18,omitempty"`
	F19 *Template20 `json:"f19,omitempty"`
	F22 uint16 `json:"f22,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 *Template8 `json:"f7"`
	F10 []int8 `json:"f10"`
	F11 *float64 `json:"f11,omitempty,omitzero"`
	Skipped12 string `json:"-"`
	Inline13 `json:",inline"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 uint32 `json:"f9,omitempty"`
}

// Inline13 is a random struct.
type Inline13 struct {
	F14 types.UID `json:"f14"`
	F15 metav1.MicroTime `json:"f15,omitempty"`
	F16 int64 `json:"f16"`
	F17 []byte `json:"f17,omitempty"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 map[string]string `json:"f21,omitempty"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 S25 `json:"f24"`
	F30 int `json:"f30"`
	F31 *intstr.IntOrString `json:"f31,omitzero"`
}

// S25 is a random struct.
type S25 struct {
	F26 *int `json:"f26,omitempty"`
	F27 *uint8 `json:"f27,omitempty"`
	// +k8s:schema:selectableField
	F28 bool `json:"f28,omitempty"`
	Skipped29 string `json:"-"`
}

