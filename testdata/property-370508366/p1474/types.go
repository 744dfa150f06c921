package p1474

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
// +k8s:selectableField:jsonPath=".spec.f5",trigger=true
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.status.f10.f14.f16`
// +kubebuilder:printcolumn:name="Col55",type="number",JSONPath=`.status.f10.f14.f18`
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.status.f10.f14.f19`
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.status.f10.f25`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f29`,priority=1
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.status.f43.f46`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.status.f31.app`,priority=1
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f32[0].f39`,priority=1
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.status.f32[?(@.f39=="fast")].f39`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f49.app`
// +k8s:printerColumn:name="Cel64",type=string,expression=`has(self.status) && has(self.status.f10) && has(self.status.f10.f14) && has(self.status.f10.f14.f19) ? string(self.status.f10.f14.f19) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
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
	F3 *metav1.Duration `json:"f3,omitempty,omitzero"`
	F4 []int8 `json:"f4,omitzero"`
	F5 types.UID `json:"f5,omitempty"`
	// +k8s:selectableField:default="8",description="The f6 of the kind."
	F6 *uint64 `json:"f6,omitempty"`
	F7 types.UID `json:"f7,omitempty"`
	Skipped8 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate65 `json:"template"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 S11 `json:"f10,omitempty"`
	F28 metav1.MicroTime `json:"f28,omitempty"`
	F29 *int64 `json:"f29,omitempty"`
	F30 types.UID `json:"f30,omitempty"`
	F31 map[string]string `json:"f31,omitempty"`
	F32 List40 `json:"f32,omitempty"`
	Inline41 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 Labels13 `json:"f12"`
	F14 *S15 `json:"f14"`
	*Inline21 `json:",inline"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// S15 is a random struct.
type S15 struct {
	// +k8s:schema:selectableField:default="-1"
	F16 *int8 `json:"f16,omitempty"`
	F17 float32 `json:"f17,omitempty"`
	F18 *float32 `json:"f18,omitempty"`
	// +k8s:schema:selectableField:default="1",description="The f19 of the kind.",indexed=true
	F19 *int `json:"f19"`
	// +k8s:schema:selectableField:default="fast"
	F20 Mode `json:"f20"`
}

// Inline21 is a random struct.
type Inline21 struct {
	F22 resource.Quantity `json:"f22,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F23 int16 `json:"f23,omitempty,omitzero"`
	F24 uint8 `json:"f24"`
	F25 *uint16 `json:"f25,omitempty"`
	F26 *metav1.MicroTime `json:"f26,omitempty"`
	F27 *[]int8 `json:"f27,omitempty,omitzero"`
}

// Item33 is a random struct.
type Item33 struct {
	F34 Labels35 `json:"f34,omitempty"`
	F36 *float32 `json:"f36,omitempty"`
	F37 *int32 `json:"f37"`
	F38 uint16 `json:"f38"`
	F39 Mode `json:"f39"`
}

// Labels35 is a declared list or map type.
type Labels35 map[string]string

// List40 is a declared list or map type.
type List40 []Item33

// Inline41 is a random struct.
type Inline41 struct {
	F42 *metav1.Time `json:"f42"`
	F43 S44 `json:"f43,omitempty"`
	F49 Labels50 `json:"f49,omitempty"`
	F51 bool `json:"f51"`
	Skipped52 string `json:"-"`
}

// S44 is a random struct.
type S44 struct {
	F45 *metav1.Time `json:"f45"`
	F46 *int `json:"f46,omitzero"`
	F47 intstr.IntOrString `json:"f47,omitzero"`
	F48 metav1.MicroTime `json:"f48,omitempty"`
}

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// PodTemplate65 is a random struct.
type PodTemplate65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

