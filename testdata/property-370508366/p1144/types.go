package p1144

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
// +k8s:schema:selectableField:jsonPath=".status.f7",indexed=true
// +kubebuilder:printcolumn:name="Col34",type="integer",JSONPath=`.status.f33`,priority=1
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.status.f11[0].f22`,description="A column."
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
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
	F3 Labels4 `json:"f3"`
	// +k8s:schema:selectableField:trigger=true
	F5 Mode `json:"f5,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Status6 is a random struct.
type Status6 struct {
	F7 *Mode `json:"f7"`
	F8 int32 `json:"f8,omitempty,omitzero"`
	F9 Labels10 `json:"f9"`
	F11 []Item12 `json:"f11"`
	// +k8s:schema:selectableField:default="2",description="The f32 of the kind."
	F32 int16 `json:"f32,omitempty"`
	F33 *int64 `json:"f33"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Item12 is a random struct.
type Item12 struct {
	F13 *S14 `json:"f13"`
	F18 *[]int8 `json:"f18,omitempty"`
	F19 Template20 `json:"f19"`
	F22 types.UID `json:"f22,omitempty"`
	F23 uint64 `json:"f23,omitempty"`
	F24 *resource.Quantity `json:"f24,omitempty"`
	*Inline25 `json:",inline"`
}

// S14 is a random struct.
type S14 struct {
	F15 string `json:"f15"`
	F16 Mode `json:"f16,omitempty"`
	F17 *uint8 `json:"f17"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 int16 `json:"f21"`
}

// Inline25 is a random struct.
type Inline25 struct {
	F26 *metav1.MicroTime `json:"f26,omitempty"`
	F27 uint64 `json:"f27,omitempty"`
	F28 *metav1.Time `json:"f28"`
	F29 uint64 `json:"f29,omitzero"`
	F30 metav1.Duration `json:"f30,omitempty"`
	F31 types.UID `json:"f31"`
}

