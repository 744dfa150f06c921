package p1054

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
// +k8s:schema:selectableField:jsonPath=".spec.f10"
// +k8s:schema:selectableField:jsonPath=".status.f15",description="The f15 of the kind."
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.spec.f12`
// +k8s:printerColumn:name="Col25",type=integer,jsonPath=`.status.f15`,format=int32
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.status) && has(self.status.f15) ? string(self.status.f15) : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
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
	F3 *S4 `json:"f3,omitempty"`
	F10 intstr.IntOrString `json:"f10,omitempty"`
	F11 intstr.IntOrString `json:"f11,omitempty"`
	F12 *int8 `json:"f12"`
}

// S4 is a random struct.
type S4 struct {
	F5 Template6 `json:"f5"`
	F8 int64 `json:"f8,omitempty"`
	F9 intstr.IntOrString `json:"f9,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *uint64 `json:"f7,omitempty,omitzero"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 Mode `json:"f14,omitzero"`
	F15 int64 `json:"f15,omitempty"`
	F16 uint64 `json:"f16,omitempty"`
	F17 List23 `json:"f17"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 *types.UID `json:"f19,omitempty,omitzero"`
	F20 int `json:"f20"`
	F21 *uint64 `json:"f21"`
	Skipped22 string `json:"-"`
}

// List23 is a declared list or map type.
type List23 []Item18

