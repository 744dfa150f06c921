package p1079

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
// +kubebuilder:selectablefield:JSONPath=".spec.f32"
// +k8s:schema:index:field="spec.f32"
// +k8s:printerColumn:name="Cel34",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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
	F3 List8 `json:"f3"`
	F9 []Item10 `json:"f9"`
	F31 float32 `json:"f31,omitempty"`
	F32 metav1.Duration `json:"f32,omitempty"`
	F33 []int8 `json:"f33"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *int8 `json:"f5"`
	F6 *uint16 `json:"f6"`
	F7 map[string]string `json:"f7,omitempty"`
}

// List8 is a declared list or map type.
type List8 []Item4

// Item10 is a random struct.
type Item10 struct {
	F11 List18 `json:"f11"`
	F19 bool `json:"f19"`
	F20 intstr.IntOrString `json:"f20"`
	F21 uint16 `json:"f21,omitzero"`
	F22 S23 `json:"f22"`
	*Inline26 `json:",inline"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 uint64 `json:"f13,omitempty,omitzero"`
	F14 *metav1.MicroTime `json:"f14"`
	F15 int `json:"f15,omitempty"`
	F16 string `json:"f16,omitempty"`
	Skipped17 string `json:"-"`
}

// List18 is a declared list or map type.
type List18 []Item12

// S23 is a random struct.
type S23 struct {
	F24 int `json:"f24,omitempty,omitzero"`
	F25 *float32 `json:"f25"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 int16 `json:"f27"`
	F28 *float32 `json:"f28,omitempty"`
	F29 *int8 `json:"f29,omitempty"`
	F30 int32 `json:"f30,omitzero"`
}

