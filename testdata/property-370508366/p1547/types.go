package p1547

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
// +k8s:schema:selectableField:jsonPath=".spec.f16",trigger=true
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f18`
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f6[*].f10`
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.status.f20[*].f37`
// +k8s:resource:path=kind1-items
// +k8s:printerColumn:name="Dup45",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup45",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F3 Template4 `json:"f3"`
	F6 []Item7 `json:"f6,omitempty"`
	F15 *[]int8 `json:"f15"`
	F16 Mode `json:"f16"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 uint8 `json:"f5"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 bool `json:"f8"`
	F9 int32 `json:"f9,omitempty"`
	F10 string `json:"f10"`
	F11 Template12 `json:"f11"`
	Skipped14 string `json:"-"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 int8 `json:"f13,omitempty"`
}

// Status17 is a random struct.
type Status17 struct {
	F18 *metav1.Duration `json:"f18"`
	// +k8s:selectableField
	F19 Mode `json:"f19,omitempty,omitzero"`
	F20 List39 `json:"f20,omitempty"`
	Skipped40 string `json:"-"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 S23 `json:"f22"`
	F28 *metav1.MicroTime `json:"f28,omitempty"`
	F29 []Item30 `json:"f29"`
	F37 intstr.IntOrString `json:"f37,omitempty"`
	Skipped38 string `json:"-"`
}

// S23 is a random struct.
type S23 struct {
	F24 metav1.Duration `json:"f24"`
	F25 types.UID `json:"f25,omitempty"`
	F26 float32 `json:"f26"`
	F27 *int32 `json:"f27"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 *uint8 `json:"f31,omitempty"`
	F32 int16 `json:"f32"`
	F33 resource.Quantity `json:"f33"`
	F34 metav1.MicroTime `json:"f34,omitempty"`
	F35 *metav1.Duration `json:"f35,omitempty,omitzero"`
	F36 *int16 `json:"f36"`
}

// List39 is a declared list or map type.
type List39 []Item21

