package p1390

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
// +k8s:schema:selectableField:jsonPath=".spec.f18",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f20",description="The f20 of the kind."
// +kubebuilder:printcolumn:name="Col37",type="boolean",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f17`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f18`,priority=1
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.status.f20`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.status.f26.f28`,priority=1
// +kubebuilder:printcolumn:name="Col42",type="number",JSONPath=`.status.f26.f29`,priority=1
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
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
	F3 *uint64 `json:"f3"`
	F4 bool `json:"f4"`
	F5 *uint64 `json:"f5"`
	F6 List16 `json:"f6"`
	F17 []byte `json:"f17,omitempty"`
	F18 *int64 `json:"f18"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 metav1.MicroTime `json:"f8,omitempty"`
	F9 List14 `json:"f9,omitempty"`
	Skipped15 string `json:"-"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 []byte `json:"f11"`
	F12 *int `json:"f12"`
	F13 int64 `json:"f13,omitempty"`
}

// List14 is a declared list or map type.
type List14 []Item10

// List16 is a declared list or map type.
type List16 []Item7

// Status19 is a random struct.
type Status19 struct {
	F20 int32 `json:"f20"`
	F21 Template22 `json:"f21"`
	F26 *S27 `json:"f26,omitempty"`
	F30 List35 `json:"f30"`
	F36 int32 `json:"f36,omitempty,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 uint32 `json:"f25"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 Template24 `json:"f23,omitempty"`
}

// S27 is a random struct.
type S27 struct {
	F28 *uint16 `json:"f28,omitempty"`
	F29 float64 `json:"f29,omitempty"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 int8 `json:"f32,omitempty"`
	F33 *uint32 `json:"f33"`
	Skipped34 string `json:"-"`
}

// List35 is a declared list or map type.
type List35 []Item31

