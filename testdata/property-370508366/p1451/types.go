package p1451

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
// +k8s:schema:selectableField:jsonPath=".spec.f27",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f34",default="4",description="The f34 of the kind."
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.spec.f27`,description="A column."
// +kubebuilder:printcolumn:name="Col53",type="boolean",JSONPath=`.status.f33`,priority=1
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.status.f35`
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.status.f48`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
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
	F3 types.UID `json:"f3,omitempty"`
	F4 []Item5 `json:"f4"`
	F27 int8 `json:"f27"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 []Item7 `json:"f6"`
	F14 metav1.MicroTime `json:"f14,omitempty"`
	F15 uint8 `json:"f15,omitempty"`
	F16 *S17 `json:"f16,omitempty"`
	F22 []Item23 `json:"f22"`
	Skipped26 string `json:"-"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *string `json:"f8,omitempty"`
	F9 *uint32 `json:"f9,omitempty"`
	F10 *types.UID `json:"f10,omitempty"`
	F11 *metav1.Duration `json:"f11,omitempty"`
	F12 *uint16 `json:"f12,omitempty"`
	Skipped13 string `json:"-"`
}

// S17 is a random struct.
type S17 struct {
	F18 uint32 `json:"f18"`
	F19 *int8 `json:"f19"`
	F20 []int8 `json:"f20"`
	F21 metav1.Time `json:"f21"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 float32 `json:"f24"`
	F25 uint64 `json:"f25"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 Template30 `json:"f29,omitempty"`
	F32 map[string]string `json:"f32,omitempty"`
	F33 bool `json:"f33"`
	F34 int64 `json:"f34"`
	F35 *uint8 `json:"f35,omitempty"`
	F36 List46 `json:"f36,omitempty"`
	*Inline47 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 map[string]string `json:"f31"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 uint32 `json:"f38,omitzero"`
	F39 *metav1.Time `json:"f39"`
	F40 float32 `json:"f40"`
	F41 S42 `json:"f41"`
}

// S42 is a random struct.
type S42 struct {
	F43 *[]int8 `json:"f43,omitempty"`
	F44 *int16 `json:"f44,omitempty"`
	F45 uint8 `json:"f45,omitempty"`
}

// List46 is a declared list or map type.
type List46 []Item37

// Inline47 is a random struct.
type Inline47 struct {
	// +k8s:selectableField
	F48 int `json:"f48,omitempty"`
	F49 Template50 `json:"f49,omitempty"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 resource.Quantity `json:"f51,omitzero"`
}

