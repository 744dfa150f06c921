package p1348

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
// +k8s:schema:selectableField:jsonPath=".spec.f17",description="The f17 of the kind."
// +kubebuilder:printcolumn:name="Col25",type="integer",JSONPath=`.spec.f3.f5.f9`,priority=1
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f3.f11`
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f3.f12`,description="A column."
// +kubebuilder:printcolumn:name="Col28",type="date",JSONPath=`.spec.f17`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f18`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
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

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f33.f35",description="The f35 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f33.f36"
// +k8s:schema:index:field="spec.f33.f36"
// +k8s:schema:selectableField:jsonPath=".spec.f39.f47.f49",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f39.f47.f52"
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f32`,priority=1
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f33.f36`,description="A column."
// +kubebuilder:printcolumn:name="Col69",type="integer",JSONPath=`.spec.f39.f47.f49`,description="A column."
// +kubebuilder:printcolumn:name="Col70",type="boolean",JSONPath=`.status.f57`
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.status.f58.f61[*].f63`,priority=1
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec31 `json:"spec,omitempty"`
	Status Status56 `json:"status,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F16 map[string]string `json:"f16"`
	F17 metav1.Time `json:"f17,omitempty"`
	F18 string `json:"f18"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 S6 `json:"f5,omitempty"`
	F10 uint16 `json:"f10"`
	// +k8s:schema:selectableField:indexed=true
	F11 int `json:"f11"`
	F12 int `json:"f12,omitempty,omitzero"`
	Inline13 `json:",inline"`
}

// S6 is a random struct.
type S6 struct {
	F7 Mode `json:"f7"`
	F8 *resource.Quantity `json:"f8,omitempty"`
	F9 int `json:"f9,omitempty"`
}

// Inline13 is a random struct.
type Inline13 struct {
	F14 string `json:"f14,omitempty"`
	F15 uint16 `json:"f15"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 uint16 `json:"f20"`
	F21 Template22 `json:"f21,omitempty"`
	F24 *int `json:"f24"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 *string `json:"f23,omitzero"`
}

// Spec31 is a random struct.
type Spec31 struct {
	// +k8s:selectableField
	F32 uint64 `json:"f32"`
	F33 S34 `json:"f33"`
	// +k8s:schema:selectableField
	F37 []byte `json:"f37"`
	F38 float32 `json:"f38"`
	F39 *S40 `json:"f39"`
	Skipped55 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S34 is a random struct.
type S34 struct {
	F35 intstr.IntOrString `json:"f35"`
	F36 []byte `json:"f36,omitempty"`
}

// S40 is a random struct.
type S40 struct {
	F41 []Item42 `json:"f41,omitempty"`
	F47 S48 `json:"f47"`
	F53 uint8 `json:"f53"`
	Skipped54 string `json:"-"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 resource.Quantity `json:"f43,omitempty"`
	F44 *string `json:"f44,omitempty"`
	F45 resource.Quantity `json:"f45,omitzero"`
	F46 []byte `json:"f46"`
}

// S48 is a random struct.
type S48 struct {
	F49 *int8 `json:"f49,omitempty"`
	F50 *uint64 `json:"f50,omitempty"`
	F51 resource.Quantity `json:"f51"`
	F52 types.UID `json:"f52,omitempty"`
}

// Status56 is a random struct.
type Status56 struct {
	F57 *bool `json:"f57,omitempty,omitzero"`
	F58 S59 `json:"f58"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S59 is a random struct.
type S59 struct {
	F60 int64 `json:"f60,omitempty"`
	F61 []Item62 `json:"f61"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 Mode `json:"f63,omitempty"`
	F64 *float32 `json:"f64"`
	F65 []int8 `json:"f65,omitempty"`
	Skipped66 string `json:"-"`
}

