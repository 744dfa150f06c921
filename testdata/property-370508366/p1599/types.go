package p1599

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
// +k8s:schema:selectableField:jsonPath=".spec.f10",default="6",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f11.f22"
// +k8s:schema:selectableField:jsonPath=".spec.f11.f26",default="4",indexed=true
// +kubebuilder:printcolumn:name="Col49",type="date",JSONPath=`.spec.f11.f14.f18`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.spec.f11.f14.f19`
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f11.f27`,priority=1
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f11.f28`
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.spec.f11.f29`,format=int32
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.status.f33`
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.status.f35.f37`
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.status.f35.f38`,priority=1
// +kubebuilder:printcolumn:name="Col57",type="boolean",JSONPath=`.status.f35.f40`,priority=1
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.status.f35.f46`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status32 `json:"status,omitempty"`
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
	F3 Template4 `json:"f3"`
	F10 uint16 `json:"f10,omitempty"`
	F11 *S12 `json:"f11,omitempty"`
	F31 *uint8 `json:"f31"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 Mode `json:"f7"`
	F8 string `json:"f8,omitempty,omitzero"`
}

// List9 is a declared list or map type.
type List9 []Item6

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 List9 `json:"f5"`
}

// S12 is a random struct.
type S12 struct {
	F13 string `json:"f13"`
	F14 *S15 `json:"f14"`
	F21 float64 `json:"f21"`
	F22 *int8 `json:"f22,omitempty,omitzero"`
	F23 Labels24 `json:"f23"`
	Inline25 `json:",inline"`
}

// S15 is a random struct.
type S15 struct {
	F16 *types.UID `json:"f16,omitempty"`
	F17 []byte `json:"f17,omitzero"`
	// +k8s:schema:selectableField
	F18 *metav1.MicroTime `json:"f18,omitempty"`
	// +k8s:schema:selectableField
	F19 *int64 `json:"f19,omitempty"`
	Skipped20 string `json:"-"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// Inline25 is a random struct.
type Inline25 struct {
	F26 int64 `json:"f26"`
	F27 *uint64 `json:"f27,omitempty"`
	F28 intstr.IntOrString `json:"f28"`
	// +k8s:selectableField
	F29 *int `json:"f29,omitempty"`
	F30 []byte `json:"f30"`
}

// Status32 is a random struct.
type Status32 struct {
	F33 *int16 `json:"f33,omitempty"`
	F34 Mode `json:"f34,omitempty,omitzero"`
	F35 *S36 `json:"f35,omitempty"`
	F48 resource.Quantity `json:"f48"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S36 is a random struct.
type S36 struct {
	F37 *uint8 `json:"f37,omitempty"`
	F38 uint32 `json:"f38"`
	F39 *int16 `json:"f39"`
	F40 bool `json:"f40"`
	F41 *intstr.IntOrString `json:"f41,omitempty"`
	F42 *types.UID `json:"f42,omitempty"`
	Skipped43 string `json:"-"`
	Inline44 `json:",inline"`
}

// Inline44 is a random struct.
type Inline44 struct {
	F45 *int64 `json:"f45,omitempty"`
	F46 *types.UID `json:"f46,omitempty"`
	F47 []byte `json:"f47"`
}

