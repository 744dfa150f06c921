package p1549

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f11"
// +k8s:selectableField:jsonPath=".spec.f14.f28",description="The f28 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f14.f29"
// +k8s:schema:index:field="spec.f14.f29"
// +kubebuilder:selectablefield:JSONPath=".spec.f14.f30.f33"
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.spec.f3.f5.f9`,priority=1
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.spec.f14.f24.f26`,format=int32
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f14.f24.f27`
// +kubebuilder:printcolumn:name="Col91",type="integer",JSONPath=`.spec.f14.f29`
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.spec.f14.f30.f33`,format=int32
// +kubebuilder:printcolumn:name="Col93",type="integer",JSONPath=`.spec.f14.f30.f35`,priority=1
// +kubebuilder:printcolumn:name="Col94",type="date",JSONPath=`.spec.f14.f37`
// +kubebuilder:printcolumn:name="Col95",type="date",JSONPath=`.spec.f14.f40`
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.spec.f14.f44`,format=int32
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.spec.f46`
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.spec.f62`
// +kubebuilder:printcolumn:name="Col99",type="date",JSONPath=`.status.f85`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.spec.f14.f16[*].f21`
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f47[*].f49`
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f66[*].f68`
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.status.f76[0].f78`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status65 `json:"status,omitempty"`
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
	F3 S4 `json:"f3,omitempty"`
	F14 S15 `json:"f14,omitempty"`
	F46 *intstr.IntOrString `json:"f46"`
	F47 List61 `json:"f47,omitempty"`
	F62 []int8 `json:"f62"`
	F63 types.UID `json:"f63,omitempty"`
	Skipped64 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 S6 `json:"f5"`
	F11 Mode `json:"f11,omitzero"`
	F12 metav1.Time `json:"f12,omitempty"`
	Skipped13 string `json:"-"`
}

// S6 is a random struct.
type S6 struct {
	// +k8s:schema:selectableField:default="8",description="The f7 of the kind."
	F7 uint64 `json:"f7"`
	F8 uint32 `json:"f8"`
	F9 int32 `json:"f9"`
	Skipped10 string `json:"-"`
}

// S15 is a random struct.
type S15 struct {
	F16 List23 `json:"f16,omitempty"`
	F24 *S25 `json:"f24,omitempty"`
	F28 *uint8 `json:"f28,omitempty"`
	F29 int `json:"f29,omitempty"`
	F30 *S31 `json:"f30"`
	F37 metav1.Time `json:"f37,omitempty"`
	Inline38 `json:",inline"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 *float64 `json:"f18,omitzero"`
	F19 *int64 `json:"f19,omitempty"`
	F20 bool `json:"f20,omitzero"`
	F21 resource.Quantity `json:"f21"`
	F22 *uint8 `json:"f22,omitzero"`
}

// List23 is a declared list or map type.
type List23 []Item17

// S25 is a random struct.
type S25 struct {
	// +k8s:schema:selectableField:default="3"
	F26 int32 `json:"f26,omitempty"`
	F27 resource.Quantity `json:"f27,omitempty"`
}

// S31 is a random struct.
type S31 struct {
	F32 int `json:"f32,omitempty"`
	F33 uint16 `json:"f33,omitempty"`
	F34 *metav1.Time `json:"f34"`
	F35 uint8 `json:"f35"`
	F36 int `json:"f36,omitempty"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 *int `json:"f39,omitempty"`
	F40 *metav1.Time `json:"f40"`
	F41 uint32 `json:"f41,omitempty"`
	F42 *metav1.MicroTime `json:"f42"`
	F43 *int `json:"f43"`
	F44 int64 `json:"f44,omitempty,omitzero"`
	Skipped45 string `json:"-"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 types.UID `json:"f49"`
	F50 int64 `json:"f50,omitempty"`
	F51 []Item52 `json:"f51"`
	F60 uint16 `json:"f60,omitzero"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 int16 `json:"f53,omitzero"`
	F54 resource.Quantity `json:"f54"`
	F55 *Mode `json:"f55,omitzero"`
	F56 *string `json:"f56,omitempty,omitzero"`
	F57 *uint8 `json:"f57"`
	F58 bool `json:"f58"`
	Skipped59 string `json:"-"`
}

// List61 is a declared list or map type.
type List61 []Item48

// Status65 is a random struct.
type Status65 struct {
	F66 List73 `json:"f66,omitempty"`
	F74 intstr.IntOrString `json:"f74,omitempty,omitzero"`
	F75 metav1.Duration `json:"f75,omitempty"`
	F76 List84 `json:"f76"`
	F85 *metav1.Time `json:"f85,omitempty"`
	F86 types.UID `json:"f86,omitempty"`
	Skipped87 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 []int8 `json:"f68,omitempty"`
	F69 []byte `json:"f69,omitempty"`
	Inline70 `json:",inline"`
}

// Inline70 is a random struct.
type Inline70 struct {
	F71 float64 `json:"f71,omitempty"`
	F72 *float32 `json:"f72"`
}

// List73 is a declared list or map type.
type List73 []Item67

// Item77 is a random struct.
type Item77 struct {
	F78 []int8 `json:"f78,omitempty"`
	F79 S80 `json:"f79,omitempty"`
}

// S80 is a random struct.
type S80 struct {
	F81 uint8 `json:"f81,omitempty"`
	F82 uint16 `json:"f82"`
	F83 []byte `json:"f83,omitzero"`
}

// List84 is a declared list or map type.
type List84 []Item77

