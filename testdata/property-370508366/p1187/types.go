package p1187

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
// +k8s:selectableField:jsonPath=".spec.f5",description="The f5 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f25",indexed=true
// +kubebuilder:printcolumn:name="Col30",type="integer",JSONPath=`.status.f25`,format=int32
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.status.f26.app`,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
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
	F3 *int8 `json:"f3"`
	// +k8s:selectableField:default="fast"
	F4 Mode `json:"f4,omitempty"`
	F5 int64 `json:"f5,omitempty"`
	F6 List18 `json:"f6,omitempty"`
	F19 Template20 `json:"f19,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *bool `json:"f8"`
	F9 float32 `json:"f9"`
	F10 S11 `json:"f10,omitempty"`
	F14 Template15 `json:"f14,omitempty"`
	Skipped17 string `json:"-"`
}

// S11 is a random struct.
type S11 struct {
	F12 int64 `json:"f12"`
	F13 uint16 `json:"f13,omitempty"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 *[]int8 `json:"f16"`
}

// List18 is a declared list or map type.
type List18 []Item7

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 uint64 `json:"f23"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 Template22 `json:"f21"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 *uint16 `json:"f25"`
	F26 Labels27 `json:"f26"`
	F28 float32 `json:"f28,omitempty"`
	F29 int8 `json:"f29,omitempty"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

