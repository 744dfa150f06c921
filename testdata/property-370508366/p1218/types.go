package p1218

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
// +k8s:subresource:status
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
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
	F3 intstr.IntOrString `json:"f3,omitzero"`
	F4 []Item5 `json:"f4"`
	F13 metav1.MicroTime `json:"f13"`
	Skipped14 string `json:"-"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 int8 `json:"f6,omitempty"`
	F7 map[string]string `json:"f7"`
	F8 map[string]string `json:"f8,omitempty"`
	Inline9 `json:",inline"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 int `json:"f10,omitempty"`
	F11 *uint16 `json:"f11"`
	F12 int8 `json:"f12,omitempty"`
}

// Status15 is a random struct.
type Status15 struct {
	F16 Labels17 `json:"f16,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F18 bool `json:"f18"`
	F19 List29 `json:"f19,omitempty"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Item20 is a random struct.
type Item20 struct {
	F21 *Mode `json:"f21"`
	F22 S23 `json:"f22,omitempty"`
}

// S23 is a random struct.
type S23 struct {
	// +k8s:schema:selectableField
	F24 *resource.Quantity `json:"f24"`
	F25 intstr.IntOrString `json:"f25,omitzero"`
	F26 int32 `json:"f26"`
	F27 int32 `json:"f27"`
	F28 []int8 `json:"f28"`
}

// List29 is a declared list or map type.
type List29 []Item20

