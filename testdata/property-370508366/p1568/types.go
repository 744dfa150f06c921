package p1568

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
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f15`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.status.f41`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f11.app`
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f12.app`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
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
	F3 *Template4 `json:"f3"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F6 *metav1.Time `json:"f6,omitempty"`
	F7 uint64 `json:"f7"`
	F8 float32 `json:"f8,omitempty,omitzero"`
	Inline9 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *metav1.MicroTime `json:"f5,omitempty,omitzero"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 uint16 `json:"f10"`
	F11 map[string]string `json:"f11,omitempty"`
	F12 map[string]string `json:"f12"`
	Skipped13 string `json:"-"`
}

// Status14 is a random struct.
type Status14 struct {
	F15 []int8 `json:"f15"`
	F16 List39 `json:"f16"`
	F40 int16 `json:"f40"`
	// +k8s:schema:selectableField:default="80"
	F41 intstr.IntOrString `json:"f41"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 List25 `json:"f18,omitempty"`
	F26 bool `json:"f26"`
	F27 Template28 `json:"f27"`
	F30 int32 `json:"f30,omitempty"`
	F31 Template32 `json:"f31,omitempty"`
	Inline34 `json:",inline"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 intstr.IntOrString `json:"f20,omitempty"`
	F21 float32 `json:"f21,omitempty,omitzero"`
	F22 *int64 `json:"f22,omitempty"`
	F23 metav1.MicroTime `json:"f23"`
	F24 float64 `json:"f24"`
}

// List25 is a declared list or map type.
type List25 []Item19

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 intstr.IntOrString `json:"f29,omitempty"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 *metav1.MicroTime `json:"f33,omitempty"`
}

// Inline34 is a random struct.
type Inline34 struct {
	F35 float64 `json:"f35,omitempty"`
	F36 uint64 `json:"f36"`
	F37 resource.Quantity `json:"f37"`
	F38 *Mode `json:"f38,omitempty"`
}

// List39 is a declared list or map type.
type List39 []Item17

