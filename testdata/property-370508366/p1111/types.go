package p1111

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
// +k8s:schema:selectableField:jsonPath=".spec.f22",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f36",description="The f36 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f40",description="The f40 of the kind."
// +k8s:selectableField:jsonPath=".status.f43"
// +k8s:printerColumn:name="Col45",type=date,jsonPath=`.spec.f23`,priority=1
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.status.f34`,description="A column."
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f40`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.status.f39.app`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.status.f41.app`,priority=1
// +k8s:printerColumn:name="Cel50",type=string,expression=`has(self.status) && has(self.status.f36) ? string(self.status.f36) : "none"`
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
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
	F3 []Item4 `json:"f3,omitempty"`
	F22 int8 `json:"f22"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F23 metav1.Time `json:"f23,omitempty"`
	F24 *Template25 `json:"f24,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 []Item6 `json:"f5,omitempty"`
	F14 metav1.MicroTime `json:"f14,omitempty"`
	*Inline15 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *float64 `json:"f7,omitzero"`
	F8 Mode `json:"f8"`
	F9 *resource.Quantity `json:"f9"`
	F10 *uint32 `json:"f10"`
	F11 *float64 `json:"f11"`
	F12 *types.UID `json:"f12"`
	Skipped13 string `json:"-"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 *uint16 `json:"f16,omitempty,omitzero"`
	F17 *int32 `json:"f17,omitempty"`
	F18 *int32 `json:"f18,omitempty"`
	F19 int `json:"f19"`
	F20 *[]int8 `json:"f20,omitempty"`
	F21 intstr.IntOrString `json:"f21,omitempty"`
}

// S27 is a random struct.
type S27 struct {
	F28 metav1.MicroTime `json:"f28"`
	F29 []byte `json:"f29"`
	F30 metav1.Time `json:"f30"`
	F31 *bool `json:"f31"`
	F32 *int `json:"f32"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 *S27 `json:"f26,omitempty"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 uint64 `json:"f34,omitempty"`
	F35 []int8 `json:"f35"`
	F36 int `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
	Inline38 `json:",inline"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 map[string]string `json:"f39,omitempty"`
	F40 *uint64 `json:"f40,omitzero"`
	F41 Labels42 `json:"f41"`
	F43 []byte `json:"f43"`
	F44 metav1.MicroTime `json:"f44,omitempty"`
}

// Labels42 is a declared list or map type.
type Labels42 map[string]string

