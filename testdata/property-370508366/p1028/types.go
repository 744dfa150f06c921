package p1028

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
// +k8s:schema:selectableField:jsonPath=".spec.f10",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f15",indexed=true
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.spec.f16[*].f21`
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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
	F3 Template4 `json:"f3"`
	F6 *resource.Quantity `json:"f6,omitempty"`
	F7 *int64 `json:"f7"`
	F8 map[string]string `json:"f8"`
	F9 map[string]string `json:"f9"`
	F10 *uint16 `json:"f10,omitempty"`
	Inline11 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 uint32 `json:"f5,omitempty,omitzero"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 Labels13 `json:"f12,omitempty"`
	F14 metav1.Time `json:"f14,omitempty"`
	F15 metav1.Duration `json:"f15,omitempty"`
	F16 List22 `json:"f16"`
	F23 metav1.Duration `json:"f23,omitzero"`
	// +k8s:selectableField
	F24 types.UID `json:"f24,omitempty"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Item17 is a random struct.
type Item17 struct {
	F18 metav1.Time `json:"f18,omitempty,omitzero"`
	F19 metav1.MicroTime `json:"f19"`
	F20 *int64 `json:"f20"`
	F21 types.UID `json:"f21"`
}

// List22 is a declared list or map type.
type List22 []Item17

