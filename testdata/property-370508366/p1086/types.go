package p1086

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
// +kubebuilder:selectablefield:JSONPath=".spec.f13"
// +kubebuilder:selectablefield:JSONPath=".spec.f14"
// +kubebuilder:printcolumn:name="Col16",type="string",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col17",type="date",JSONPath=`.spec.f7`,description="A column."
// +kubebuilder:printcolumn:name="Col18",type="string",JSONPath=`.spec.f13`
// +k8s:printerColumn:name="Cel19",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
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

// Kind20 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f22"
// +k8s:schema:index:field="spec.f22"
// +k8s:schema:selectableField:jsonPath=".status.f29",default="false"
// +k8s:printerColumn:name="Cel36",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind20 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec21 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
}

// Kind20List is a list of Kind20.
//
// +kubebuilder:object:root=true
type Kind20List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind20 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:description="The f3 of the kind."
	F3 *Mode `json:"f3,omitempty"`
	F4 Template5 `json:"f4"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z",trigger=true
	F7 metav1.Time `json:"f7,omitempty"`
	F8 Template9 `json:"f8,omitempty"`
	F13 []byte `json:"f13,omitempty"`
	F14 uint16 `json:"f14,omitzero"`
	Skipped15 string `json:"-"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *metav1.Time `json:"f6"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 uint64 `json:"f12,omitempty,omitzero"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 Template11 `json:"f10,omitempty"`
}

// Spec21 is a random struct.
type Spec21 struct {
	F22 Mode `json:"f22"`
	F23 int8 `json:"f23"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate37 `json:"template"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 Template26 `json:"f25,omitempty"`
	F28 map[string]string `json:"f28"`
	F29 *bool `json:"f29"`
	Inline30 `json:",inline"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 *bool `json:"f27,omitempty"`
}

// Inline30 is a random struct.
type Inline30 struct {
	// +k8s:schema:selectableField
	F31 []int8 `json:"f31,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="80",description="The f32 of the kind.",trigger=true
	F32 intstr.IntOrString `json:"f32"`
	F33 *uint8 `json:"f33"`
	F34 int32 `json:"f34,omitempty"`
	Skipped35 string `json:"-"`
}

// PodTemplate37 is a random struct.
type PodTemplate37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

