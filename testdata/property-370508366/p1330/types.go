package p1330

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
// +k8s:schema:selectableField:jsonPath=".spec.f22.f26",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f41"
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f4.f6`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f10`
// +kubebuilder:printcolumn:name="Col47",type="boolean",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.spec.f22.f24`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.spec.f22.f25`
// +kubebuilder:printcolumn:name="Col51",type="number",JSONPath=`.spec.f22.f28`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f12.app`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f21.app`
// +k8s:printerColumn:name="Cel54",type=string,expression=`has(self.spec) && has(self.spec.f20) ? string(self.spec.f20) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
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
	F3 *resource.Quantity `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	F10 *uint8 `json:"f10"`
	F11 bool `json:"f11,omitempty"`
	F12 Labels13 `json:"f12"`
	*Inline14 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	F6 string `json:"f6"`
	F7 *Template8 `json:"f7,omitempty"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 intstr.IntOrString `json:"f9"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Inline14 is a random struct.
type Inline14 struct {
	F15 List19 `json:"f15"`
	// +k8s:schema:selectableField:trigger=true
	F20 int `json:"f20,omitempty"`
	F21 map[string]string `json:"f21,omitempty"`
	F22 S23 `json:"f22,omitempty"`
	F31 []Item32 `json:"f31,omitempty"`
	F39 int8 `json:"f39,omitempty,omitzero"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 bool `json:"f17,omitempty"`
	F18 *int32 `json:"f18,omitempty"`
}

// List19 is a declared list or map type.
type List19 []Item16

// S23 is a random struct.
type S23 struct {
	F24 uint8 `json:"f24,omitempty"`
	F25 int `json:"f25,omitempty"`
	F26 *uint64 `json:"f26,omitempty"`
	F27 *metav1.MicroTime `json:"f27,omitzero"`
	F28 *float64 `json:"f28,omitempty"`
	F29 int `json:"f29,omitempty"`
	Skipped30 string `json:"-"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 int `json:"f33"`
	F34 *float64 `json:"f34"`
	F35 int8 `json:"f35"`
	F36 int32 `json:"f36,omitempty"`
	F37 *metav1.MicroTime `json:"f37,omitempty"`
	Skipped38 string `json:"-"`
}

// Status40 is a random struct.
type Status40 struct {
	F41 *intstr.IntOrString `json:"f41"`
	F42 *Template43 `json:"f42,omitempty"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 uint32 `json:"f44,omitempty"`
}

