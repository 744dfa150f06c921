package p1171

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
// +k8s:schema:selectableField:jsonPath=".spec.f6",default="7",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f12",description="The f12 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f30",default="false",indexed=true
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.status.f12`,description="A column."
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.status.f13[*].f15`
// +k8s:printerColumn:name="Cel34",type=string,expression=`has(self.status) && has(self.status.f30) ? string(self.status.f30) : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
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
	F3 Labels4 `json:"f3,omitempty"`
	F5 map[string]string `json:"f5,omitempty"`
	F6 *uint32 `json:"f6,omitzero"`
	Skipped7 string `json:"-"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Status8 is a random struct.
type Status8 struct {
	F9 Template10 `json:"f9"`
	F12 *uint64 `json:"f12,omitempty"`
	F13 []Item14 `json:"f13,omitempty"`
	F30 *bool `json:"f30,omitempty,omitzero"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 metav1.Duration `json:"f11,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 intstr.IntOrString `json:"f15,omitempty"`
	F16 int8 `json:"f16"`
	F17 S18 `json:"f17"`
	F22 *int32 `json:"f22"`
	Inline23 `json:",inline"`
}

// S18 is a random struct.
type S18 struct {
	F19 *uint8 `json:"f19"`
	F20 float64 `json:"f20,omitempty,omitzero"`
	F21 *int64 `json:"f21"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 intstr.IntOrString `json:"f24"`
	F25 float32 `json:"f25"`
	F26 string `json:"f26"`
	F27 *metav1.Time `json:"f27,omitempty"`
	F28 int `json:"f28"`
	F29 int `json:"f29,omitempty,omitzero"`
}

