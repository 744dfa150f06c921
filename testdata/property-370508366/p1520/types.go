package p1520

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
// +k8s:selectableField:jsonPath=".spec.f7",description="The f7 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f8.f14",default="4",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f42",indexed=true
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.spec.f8.f13`
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f4.app`
// +k8s:printerColumn:name="Cel52",type=string,expression=`has(self.status) && has(self.status.f18) && has(self.status.f18.f35) ? string(self.status.f18.f35) : "none"`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
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
	F3 []int8 `json:"f3"`
	F4 map[string]string `json:"f4"`
	Inline5 `json:",inline"`
}

// Inline5 is a random struct.
type Inline5 struct {
	F6 resource.Quantity `json:"f6,omitempty"`
	F7 *metav1.Time `json:"f7,omitzero"`
	F8 S9 `json:"f8"`
	F15 metav1.Duration `json:"f15"`
	// +k8s:schema:selectableField
	F16 uint16 `json:"f16,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 *[]int8 `json:"f10,omitzero"`
	F11 int64 `json:"f11,omitempty,omitzero"`
	F12 []int8 `json:"f12"`
	F13 int8 `json:"f13"`
	F14 int64 `json:"f14,omitzero"`
}

// Status17 is a random struct.
type Status17 struct {
	F18 S19 `json:"f18,omitempty"`
	F42 int16 `json:"f42,omitempty"`
	F43 []Item44 `json:"f43"`
	// +k8s:selectableField:default="6"
	F48 uint16 `json:"f48,omitempty"`
}

// S19 is a random struct.
type S19 struct {
	F20 Template21 `json:"f20"`
	F23 List31 `json:"f23,omitempty"`
	F32 *Template33 `json:"f32"`
	F35 *bool `json:"f35,omitempty"`
	F36 Labels37 `json:"f36"`
	F38 *metav1.Time `json:"f38,omitzero"`
	Inline39 `json:",inline"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 uint8 `json:"f22"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *int32 `json:"f25,omitempty"`
	F26 *float32 `json:"f26"`
	F27 uint32 `json:"f27,omitempty"`
	F28 uint16 `json:"f28"`
	F29 metav1.Time `json:"f29,omitempty"`
	F30 metav1.Time `json:"f30,omitempty"`
}

// List31 is a declared list or map type.
type List31 []Item24

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 float64 `json:"f34"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// Inline39 is a random struct.
type Inline39 struct {
	// +k8s:schema:selectableField:default="7"
	F40 *uint32 `json:"f40,omitempty"`
	F41 metav1.Duration `json:"f41"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 Labels46 `json:"f45"`
	F47 uint32 `json:"f47,omitempty"`
}

// Labels46 is a declared list or map type.
type Labels46 map[string]string

