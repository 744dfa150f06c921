package p1095

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
// +kubebuilder:printcolumn:name="Col22",type="integer",JSONPath=`.spec.f14`,priority=1
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.status.f20`
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.status.f21`,priority=1,description="A column."
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind26 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Cel31",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec27 `json:"spec,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3"`
	F4 int64 `json:"f4,omitempty"`
	Inline5 `json:",inline"`
}

// Inline5 is a random struct.
type Inline5 struct {
	F6 bool `json:"f6,omitempty"`
	F7 List13 `json:"f7,omitempty"`
	// +k8s:schema:selectableField
	F14 int8 `json:"f14,omitempty"`
	F15 Template16 `json:"f15,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *uint8 `json:"f9,omitempty"`
	F10 *int32 `json:"f10,omitempty"`
	F11 bool `json:"f11"`
	F12 []int8 `json:"f12,omitempty,omitzero"`
}

// List13 is a declared list or map type.
type List13 []Item8

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 metav1.Time `json:"f17,omitempty,omitzero"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 *Mode `json:"f19,omitzero"`
	F20 []byte `json:"f20,omitempty"`
	F21 resource.Quantity `json:"f21,omitzero"`
}

// Spec27 is a random struct.
type Spec27 struct {
	F28 *uint16 `json:"f28,omitempty"`
	// +k8s:selectableField:indexed=true
	F29 *int16 `json:"f29"`
	Skipped30 string `json:"-"`
}

