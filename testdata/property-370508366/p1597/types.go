package p1597

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f6.f8"
// +k8s:selectableField:jsonPath=".status.f93",description="The f93 of the kind."
// +kubebuilder:printcolumn:name="Col94",type="date",JSONPath=`.spec.f4.f6.f8`,description="A column."
// +kubebuilder:printcolumn:name="Col95",type="number",JSONPath=`.spec.f4.f6.f9`
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.spec.f4.f6.f10`,priority=1
// +kubebuilder:printcolumn:name="Col97",type="date",JSONPath=`.status.f93`,description="A column."
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.spec.f31.app`
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.spec.f34[0].f36`,description="A column."
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.status.f82[0].f85`
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.status.f82[?(@.f84==3)].f85`
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f89.app`
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.status.f91.app`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status45 `json:"status,omitempty"`
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
	F3 *types.UID `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	// +k8s:selectableField:description="The f19 of the kind."
	F19 int8 `json:"f19,omitempty"`
	F20 []Item21 `json:"f20"`
	F31 map[string]string `json:"f31"`
	Skipped32 string `json:"-"`
	Inline33 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	F6 S7 `json:"f6,omitempty"`
	F11 []Item12 `json:"f11"`
}

// S7 is a random struct.
type S7 struct {
	F8 metav1.Time `json:"f8,omitempty,omitzero"`
	F9 *float32 `json:"f9"`
	F10 int64 `json:"f10"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 float32 `json:"f13,omitzero"`
	F14 *metav1.Duration `json:"f14,omitzero"`
	F15 float32 `json:"f15,omitempty"`
	F16 *Mode `json:"f16"`
	F17 *resource.Quantity `json:"f17"`
	F18 metav1.Time `json:"f18"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 metav1.Time `json:"f22"`
	F23 uint16 `json:"f23,omitempty"`
	F24 int32 `json:"f24"`
	F25 S26 `json:"f25,omitempty"`
	Skipped30 string `json:"-"`
}

// S26 is a random struct.
type S26 struct {
	F27 *float64 `json:"f27,omitempty,omitzero"`
	F28 types.UID `json:"f28,omitempty"`
	F29 bool `json:"f29"`
}

// Inline33 is a random struct.
type Inline33 struct {
	F34 List42 `json:"f34"`
	F43 map[string]string `json:"f43,omitempty"`
	F44 []int8 `json:"f44,omitempty"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 metav1.Duration `json:"f36,omitempty"`
	F37 int16 `json:"f37"`
	F38 []byte `json:"f38,omitempty"`
	F39 uint64 `json:"f39"`
	F40 uint16 `json:"f40"`
	F41 string `json:"f41"`
}

// List42 is a declared list or map type.
type List42 []Item35

// Status45 is a random struct.
type Status45 struct {
	F46 map[string]string `json:"f46,omitempty"`
	F47 S48 `json:"f47,omitempty"`
	F64 List78 `json:"f64,omitempty"`
	Inline79 `json:",inline"`
}

// S48 is a random struct.
type S48 struct {
	F49 Template50 `json:"f49"`
	F52 *Template53 `json:"f52,omitempty"`
	F55 List63 `json:"f55,omitempty"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 float32 `json:"f51"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 metav1.MicroTime `json:"f54"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 *metav1.Time `json:"f57,omitempty"`
	F58 metav1.Duration `json:"f58"`
	F59 *float32 `json:"f59"`
	F60 []byte `json:"f60"`
	F61 *types.UID `json:"f61,omitempty"`
	Skipped62 string `json:"-"`
}

// List63 is a declared list or map type.
type List63 []Item56

// Item65 is a random struct.
type Item65 struct {
	F66 *int `json:"f66,omitempty"`
	F67 []Item68 `json:"f67,omitempty"`
	F74 []Item75 `json:"f74,omitempty"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 *metav1.Duration `json:"f69,omitempty"`
	F70 metav1.MicroTime `json:"f70"`
	F71 bool `json:"f71,omitempty"`
	F72 resource.Quantity `json:"f72,omitempty,omitzero"`
	F73 *int32 `json:"f73,omitempty"`
}

// Item75 is a random struct.
type Item75 struct {
	F76 []byte `json:"f76"`
	F77 *bool `json:"f77"`
}

// List78 is a declared list or map type.
type List78 []Item65

// Inline79 is a random struct.
type Inline79 struct {
	F80 metav1.Duration `json:"f80,omitempty"`
	F81 *metav1.Time `json:"f81,omitempty"`
	F82 []Item83 `json:"f82"`
	F89 Labels90 `json:"f89"`
	F91 Labels92 `json:"f91"`
	F93 *metav1.MicroTime `json:"f93,omitzero"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 int `json:"f84,omitempty"`
	F85 intstr.IntOrString `json:"f85"`
	F86 *bool `json:"f86"`
	F87 *uint32 `json:"f87"`
	F88 *intstr.IntOrString `json:"f88,omitempty"`
}

// Labels90 is a declared list or map type.
type Labels90 map[string]string

// Labels92 is a declared list or map type.
type Labels92 map[string]string

