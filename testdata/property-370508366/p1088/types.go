package p1088

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +kubebuilder:selectablefield:JSONPath=".spec.f6"
// +k8s:schema:index:field="spec.f6"
// +k8s:schema:selectableField:jsonPath=".spec.f10",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f32",indexed=true
// +kubebuilder:printcolumn:name="Col34",type="number",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col36",type="boolean",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f12`,priority=1
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.status.f25.f29`,priority=1
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.spec.f41`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col51",type="integer",JSONPath=`.spec.f43`,format=int32
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec40 `json:"spec,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int `json:"f3,omitempty"`
	F4 *float32 `json:"f4"`
	F5 *intstr.IntOrString `json:"f5,omitzero"`
	F6 metav1.Time `json:"f6,omitzero"`
	F7 bool `json:"f7,omitempty"`
	Inline8 `json:",inline"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 *intstr.IntOrString `json:"f9,omitempty"`
	F10 uint8 `json:"f10,omitempty"`
	// +k8s:schema:selectableField:description="The f11 of the kind."
	F11 uint32 `json:"f11,omitempty"`
	F12 *[]int8 `json:"f12"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 uint8 `json:"f14,omitempty"`
	F15 *Template16 `json:"f15"`
	F25 S26 `json:"f25"`
	F32 Mode `json:"f32,omitempty"`
	Skipped33 string `json:"-"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 bool `json:"f19,omitempty"`
	F20 []int8 `json:"f20,omitempty,omitzero"`
	F21 string `json:"f21,omitempty"`
	F22 *resource.Quantity `json:"f22,omitempty,omitzero"`
	F23 Mode `json:"f23,omitempty,omitzero"`
	F24 *metav1.MicroTime `json:"f24"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 []Item18 `json:"f17,omitempty"`
}

// S26 is a random struct.
type S26 struct {
	F27 Labels28 `json:"f27"`
	// +k8s:schema:selectableField
	F29 uint64 `json:"f29"`
	F30 int32 `json:"f30,omitempty"`
	F31 *float64 `json:"f31"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Spec40 is a random struct.
type Spec40 struct {
	// +k8s:schema:selectableField
	F41 *uint8 `json:"f41,omitempty"`
	F42 *resource.Quantity `json:"f42,omitempty"`
	F43 *uint32 `json:"f43"`
	F44 float64 `json:"f44,omitempty,omitzero"`
	F45 []Item46 `json:"f45,omitempty"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 int64 `json:"f47"`
	F48 *bool `json:"f48,omitempty"`
	F49 *int32 `json:"f49"`
}

