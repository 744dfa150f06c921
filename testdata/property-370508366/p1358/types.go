package p1358

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="-1",indexed=true
// +k8s:selectableField:jsonPath=".spec.f21",description="The f21 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f34",default="1"
// +k8s:schema:selectableField:jsonPath=".status.f46",description="The f46 of the kind."
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.spec.f21`,format=int32
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f33`,priority=1
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.status.f35.f37`
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.status.f47`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col53",type="date",JSONPath=`.status.f48`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f22[0].f26`,description="A column."
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f35.f38.app`,priority=1
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Kind56 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f21",default="-1"
// +k8s:selectableField:jsonPath=".spec.replicas",description="The replicas of the kind."
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f4`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f22[*].f26`,priority=1
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f22[0].f26`,priority=1
// +k8s:schema:scope=Cluster
type Kind56 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind56List is a list of Kind56.
//
// +kubebuilder:object:root=true
type Kind56List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind56 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int `json:"f3"`
	F4 int8 `json:"f4,omitempty"`
	F5 List20 `json:"f5,omitempty"`
	F21 int8 `json:"f21"`
	F22 []Item23 `json:"f22"`
	F28 Template29 `json:"f28,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 int `json:"f7,omitempty"`
	F8 int `json:"f8,omitempty"`
	F9 List15 `json:"f9"`
	F16 uint8 `json:"f16,omitempty,omitzero"`
	Inline17 `json:",inline"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 intstr.IntOrString `json:"f11,omitzero"`
	F12 uint8 `json:"f12"`
	F13 int `json:"f13"`
	F14 metav1.Duration `json:"f14"`
}

// List15 is a declared list or map type.
type List15 []Item10

// Inline17 is a random struct.
type Inline17 struct {
	F18 *bool `json:"f18"`
	F19 *float32 `json:"f19"`
}

// List20 is a declared list or map type.
type List20 []Item6

// Item23 is a random struct.
type Item23 struct {
	F24 Labels25 `json:"f24,omitempty"`
	F26 types.UID `json:"f26"`
	F27 *uint64 `json:"f27,omitempty"`
}

// Labels25 is a declared list or map type.
type Labels25 map[string]string

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 float64 `json:"f30,omitempty"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 metav1.Duration `json:"f32"`
	F33 *int8 `json:"f33,omitempty"`
	F34 int `json:"f34"`
	F35 *S36 `json:"f35,omitempty"`
	F39 Template40 `json:"f39"`
	Inline42 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S36 is a random struct.
type S36 struct {
	F37 intstr.IntOrString `json:"f37"`
	F38 map[string]string `json:"f38,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 uint32 `json:"f41,omitempty"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 Template44 `json:"f43,omitempty"`
	F46 *bool `json:"f46,omitzero"`
	// +k8s:schema:selectableField:description="The f47 of the kind."
	F47 *int8 `json:"f47"`
	F48 *metav1.MicroTime `json:"f48"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 uint16 `json:"f45"`
}

