package p1476

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
// +k8s:schema:selectableField:jsonPath=".spec.f5.f7",default="false"
// +k8s:schema:selectableField:jsonPath=".spec.f5.f15",trigger=true
// +kubebuilder:printcolumn:name="Col18",type="boolean",JSONPath=`.spec.f5.f7`,description="A column."
// +kubebuilder:printcolumn:name="Col19",type="boolean",JSONPath=`.spec.f5.f11`,description="A column."
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.spec.f5.f14`
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.spec.f5.f8.app`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F3 int32 `json:"f3,omitempty"`
	// +k8s:schema:selectableField
	F4 float32 `json:"f4,omitempty,omitzero"`
	F5 S6 `json:"f5"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate22 `json:"template"`
}

// S6 is a random struct.
type S6 struct {
	F7 *bool `json:"f7,omitempty,omitzero"`
	F8 Labels9 `json:"f8,omitempty"`
	Inline10 `json:",inline"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Inline10 is a random struct.
type Inline10 struct {
	F11 *bool `json:"f11,omitempty"`
	F12 *float32 `json:"f12"`
	F13 float32 `json:"f13"`
	F14 types.UID `json:"f14"`
	F15 *uint32 `json:"f15"`
	F16 *uint64 `json:"f16,omitempty"`
	Skipped17 string `json:"-"`
}

// PodTemplate22 is a random struct.
type PodTemplate22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

