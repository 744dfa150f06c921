package p1109

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f7.f9",default="false"
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f18"
// +k8s:schema:index:field="spec.f7.f18"
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f21"
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col63",type="boolean",JSONPath=`.spec.f7.f9`
// +kubebuilder:printcolumn:name="Col64",type="boolean",JSONPath=`.spec.f7.f10`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f7.f18`
// +kubebuilder:printcolumn:name="Col66",type="integer",JSONPath=`.spec.f7.f21`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col67",type="date",JSONPath=`.status.f57`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f4.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
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
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 Labels5 `json:"f4"`
	F6 string `json:"f6,omitempty"`
	F7 S8 `json:"f7"`
	Inline23 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate69 `json:"template"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// S8 is a random struct.
type S8 struct {
	F9 bool `json:"f9,omitempty"`
	// +k8s:schema:selectableField:description="The f10 of the kind."
	F10 *bool `json:"f10"`
	F11 Template12 `json:"f11"`
	// +k8s:schema:selectableField:description="The f14 of the kind."
	F14 uint8 `json:"f14,omitempty"`
	F15 *uint16 `json:"f15,omitempty"`
	*Inline16 `json:",inline"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 uint32 `json:"f13"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 uint16 `json:"f17"`
	F18 uint64 `json:"f18,omitempty,omitzero"`
	F19 *metav1.Duration `json:"f19"`
	F20 metav1.Time `json:"f20"`
	F21 uint32 `json:"f21,omitempty"`
	F22 *uint8 `json:"f22"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 resource.Quantity `json:"f24"`
	F25 Template26 `json:"f25,omitempty"`
	F28 resource.Quantity `json:"f28,omitempty"`
	Skipped29 string `json:"-"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 []byte `json:"f27,omitempty"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 uint64 `json:"f31"`
	F32 []Item33 `json:"f32,omitempty"`
	Inline53 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 []Item35 `json:"f34"`
	F39 S40 `json:"f39"`
	F46 intstr.IntOrString `json:"f46,omitempty"`
	F47 Mode `json:"f47"`
	F48 int32 `json:"f48"`
	F49 []Item50 `json:"f49,omitempty"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 metav1.Time `json:"f36"`
	F37 *int `json:"f37,omitempty,omitzero"`
	Skipped38 string `json:"-"`
}

// S40 is a random struct.
type S40 struct {
	F41 *metav1.Duration `json:"f41"`
	F42 int8 `json:"f42,omitempty"`
	F43 *types.UID `json:"f43,omitzero"`
	F44 uint8 `json:"f44"`
	F45 []byte `json:"f45"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 int8 `json:"f51,omitempty"`
	F52 *intstr.IntOrString `json:"f52,omitempty,omitzero"`
}

// Inline53 is a random struct.
type Inline53 struct {
	F54 int8 `json:"f54"`
	F55 types.UID `json:"f55,omitempty"`
	F56 float32 `json:"f56,omitempty"`
	F57 metav1.MicroTime `json:"f57"`
	F58 *Template59 `json:"f58,omitempty"`
}

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 types.UID `json:"f60"`
}

// PodTemplate69 is a random struct.
type PodTemplate69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

