package p1009

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f6.f11"
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f6.f12"
// +k8s:schema:index:field="spec.f3.f6.f12"
// +k8s:schema:selectableField:jsonPath=".spec.f22",description="The f22 of the kind."
// +kubebuilder:printcolumn:name="Col77",type="integer",JSONPath=`.spec.f3.f6.f10`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.spec.f3.f6.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f22`,priority=1
// +kubebuilder:printcolumn:name="Col80",type="integer",JSONPath=`.spec.f23.f26`
// +kubebuilder:printcolumn:name="Col81",type="boolean",JSONPath=`.spec.f23.f27`,description="A column."
// +kubebuilder:printcolumn:name="Col82",type="integer",JSONPath=`.spec.f40`,format=int32
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.status.f47`
// +kubebuilder:printcolumn:name="Col84",type="integer",JSONPath=`.status.f48.f50.f53`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.status.f48.f50.f56`
// +kubebuilder:printcolumn:name="Col86",type="date",JSONPath=`.status.f48.f59`
// +kubebuilder:printcolumn:name="Col87",type="date",JSONPath=`.status.f48.f69`
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.status.f74`,priority=1
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f33.app`
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f41[*].f43`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f41[0].f43`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
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
	F3 *S4 `json:"f3,omitempty"`
	F15 *uint32 `json:"f15,omitempty,omitzero"`
	F16 List21 `json:"f16,omitempty"`
	F22 *types.UID `json:"f22"`
	F23 *S24 `json:"f23"`
	F33 Labels34 `json:"f33"`
	Skipped35 string `json:"-"`
	Inline36 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate92 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 float64 `json:"f5,omitempty"`
	F6 S7 `json:"f6,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 []int8 `json:"f8"`
	// +k8s:schema:selectableField:description="The f9 of the kind."
	F9 int64 `json:"f9"`
	// +k8s:schema:selectableField:default="4"
	F10 int64 `json:"f10"`
	F11 int64 `json:"f11,omitempty"`
	F12 *int64 `json:"f12,omitempty,omitzero"`
	F13 resource.Quantity `json:"f13"`
	Skipped14 string `json:"-"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 float32 `json:"f18"`
	F19 types.UID `json:"f19"`
	Skipped20 string `json:"-"`
}

// List21 is a declared list or map type.
type List21 []Item17

// S24 is a random struct.
type S24 struct {
	// +k8s:schema:selectableField
	F25 metav1.Duration `json:"f25,omitempty"`
	F26 *int64 `json:"f26"`
	F27 bool `json:"f27,omitempty"`
	F28 List32 `json:"f28,omitempty"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 *uint16 `json:"f30"`
	F31 int16 `json:"f31"`
}

// List32 is a declared list or map type.
type List32 []Item29

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Inline36 is a random struct.
type Inline36 struct {
	F37 Mode `json:"f37,omitempty"`
	F38 int `json:"f38"`
	F39 metav1.Duration `json:"f39"`
	F40 *uint8 `json:"f40"`
	F41 List45 `json:"f41"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 []byte `json:"f43,omitempty"`
	F44 *resource.Quantity `json:"f44,omitempty"`
}

// List45 is a declared list or map type.
type List45 []Item42

// Status46 is a random struct.
type Status46 struct {
	F47 resource.Quantity `json:"f47,omitzero"`
	F48 *S49 `json:"f48"`
	F71 *Template72 `json:"f71,omitempty"`
	F74 int32 `json:"f74"`
	F75 uint64 `json:"f75"`
	Skipped76 string `json:"-"`
}

// S49 is a random struct.
type S49 struct {
	F50 S51 `json:"f50"`
	F59 *metav1.MicroTime `json:"f59,omitempty"`
	F60 *Template61 `json:"f60"`
	F63 Template64 `json:"f63,omitempty"`
	F66 Template67 `json:"f66"`
	F69 metav1.Time `json:"f69"`
	Skipped70 string `json:"-"`
}

// S51 is a random struct.
type S51 struct {
	F52 int8 `json:"f52"`
	F53 uint8 `json:"f53,omitempty"`
	F54 metav1.MicroTime `json:"f54"`
	F55 intstr.IntOrString `json:"f55"`
	F56 uint64 `json:"f56"`
	F57 bool `json:"f57,omitempty"`
	Skipped58 string `json:"-"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 string `json:"f62,omitempty"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 []byte `json:"f65,omitempty"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 uint64 `json:"f68"`
}

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 int `json:"f73"`
}

// PodTemplate92 is a random struct.
type PodTemplate92 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

