package p1559

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
// +k8s:schema:selectableField:jsonPath=".spec.f5.f11",description="The f11 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f5.f12",default="-1"
// +k8s:schema:selectableField:jsonPath=".status.f46",default="none"
// +k8s:selectableField:jsonPath=".status.f47",indexed=true
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f5.f8`
// +kubebuilder:printcolumn:name="Col69",type="boolean",JSONPath=`.spec.f5.f11`
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.spec.f5.f12`,description="A column."
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f15.f18`
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f15.f24`
// +kubebuilder:printcolumn:name="Col73",type="integer",JSONPath=`.spec.f29`,format=int32
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.spec.f30`
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.status.f49.f51`,description="A column."
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.status.f49.f52`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.status.f66`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.spec.f15.f17.app`,description="A column."
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f15.f19[?(@.f23=="fast")].f21`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
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
	// +k8s:selectableField
	F3 *intstr.IntOrString `json:"f3,omitempty"`
	F4 map[string]string `json:"f4"`
	F5 S6 `json:"f5"`
	F15 *S16 `json:"f15"`
	F29 *int32 `json:"f29,omitzero"`
	F30 *uint16 `json:"f30,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 int16 `json:"f7,omitempty"`
	F8 types.UID `json:"f8,omitempty"`
	*Inline9 `json:",inline"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 []int8 `json:"f10,omitempty,omitzero"`
	F11 *bool `json:"f11,omitempty,omitzero"`
	F12 int8 `json:"f12"`
	// +k8s:schema:selectableField:indexed=true
	F13 int32 `json:"f13"`
	F14 *Mode `json:"f14"`
}

// S16 is a random struct.
type S16 struct {
	F17 map[string]string `json:"f17"`
	F18 metav1.Duration `json:"f18,omitempty"`
	F19 []Item20 `json:"f19,omitempty"`
	F24 []byte `json:"f24"`
	F25 string `json:"f25,omitempty"`
	F26 Template27 `json:"f26,omitempty"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 uint64 `json:"f21"`
	F22 metav1.Duration `json:"f22,omitempty"`
	F23 Mode `json:"f23"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 types.UID `json:"f28,omitempty,omitzero"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 []Item33 `json:"f32,omitempty"`
	F46 string `json:"f46,omitempty"`
	F47 []byte `json:"f47,omitzero"`
	Inline48 `json:",inline"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 *intstr.IntOrString `json:"f34,omitempty"`
	F35 float64 `json:"f35"`
	F36 int64 `json:"f36"`
	F37 List45 `json:"f37"`
}

// Item38 is a random struct.
type Item38 struct {
	F39 float32 `json:"f39"`
	F40 int32 `json:"f40,omitempty,omitzero"`
	F41 []byte `json:"f41"`
	F42 uint64 `json:"f42,omitempty"`
	F43 *[]int8 `json:"f43"`
	F44 intstr.IntOrString `json:"f44,omitempty"`
}

// List45 is a declared list or map type.
type List45 []Item38

// Inline48 is a random struct.
type Inline48 struct {
	F49 S50 `json:"f49,omitempty"`
	F57 []Item58 `json:"f57,omitempty"`
	F63 int8 `json:"f63,omitempty"`
	F64 int16 `json:"f64,omitempty"`
	F65 uint8 `json:"f65,omitempty"`
	F66 metav1.Duration `json:"f66,omitempty,omitzero"`
	Skipped67 string `json:"-"`
}

// S50 is a random struct.
type S50 struct {
	F51 int64 `json:"f51"`
	F52 *[]int8 `json:"f52"`
	F53 int16 `json:"f53,omitempty"`
	F54 *int8 `json:"f54"`
	F55 int64 `json:"f55,omitempty"`
	F56 *int64 `json:"f56,omitempty,omitzero"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 metav1.Time `json:"f59,omitempty"`
	F60 int `json:"f60"`
	F61 *intstr.IntOrString `json:"f61"`
	F62 *types.UID `json:"f62"`
}

