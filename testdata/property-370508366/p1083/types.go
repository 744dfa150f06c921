package p1083

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
// +k8s:selectableField:jsonPath=".status.f23",indexed=true
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.spec.f11.f20`,priority=1
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.status.f24`
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f3.f10.app`,priority=1
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f11.f13[*].f15`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f11.f13[0].f15`,description="A column."
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.spec.f11.f13[?(@.f16=="x")].f15`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.status.f25[0].f28`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
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
	F11 S12 `json:"f11"`
}

// S4 is a random struct.
type S4 struct {
	F5 Template6 `json:"f5"`
	F8 metav1.Time `json:"f8"`
	// +k8s:schema:selectableField:description="The f9 of the kind.",trigger=true
	F9 int32 `json:"f9,omitempty"`
	F10 map[string]string `json:"f10,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *bool `json:"f7,omitempty,omitzero"`
}

// S12 is a random struct.
type S12 struct {
	F13 List19 `json:"f13"`
	F20 uint8 `json:"f20"`
	Skipped21 string `json:"-"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 []int8 `json:"f15,omitempty"`
	F16 string `json:"f16,omitempty,omitzero"`
	F17 metav1.Time `json:"f17,omitempty"`
	F18 float32 `json:"f18"`
}

// List19 is a declared list or map type.
type List19 []Item14

// Status22 is a random struct.
type Status22 struct {
	F23 metav1.Time `json:"f23"`
	// +k8s:schema:selectableField:indexed=true
	F24 *types.UID `json:"f24"`
	F25 List35 `json:"f25"`
	F36 Labels37 `json:"f36"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 *int32 `json:"f27,omitempty"`
	F28 metav1.Duration `json:"f28"`
	F29 S30 `json:"f29"`
}

// S30 is a random struct.
type S30 struct {
	F31 *metav1.Time `json:"f31,omitempty"`
	F32 metav1.Time `json:"f32,omitempty"`
	F33 resource.Quantity `json:"f33"`
	F34 int64 `json:"f34,omitempty"`
}

// List35 is a declared list or map type.
type List35 []Item26

// Labels37 is a declared list or map type.
type Labels37 map[string]string

