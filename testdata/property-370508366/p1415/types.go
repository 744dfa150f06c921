package p1415

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
// +k8s:printerColumn:name="Cel18",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
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
	// +k8s:schema:selectableField:trigger=true
	F3 *uint32 `json:"f3,omitempty"`
	F4 *uint16 `json:"f4,omitempty,omitzero"`
	Inline5 `json:",inline"`
}

// Inline5 is a random struct.
type Inline5 struct {
	F6 *S7 `json:"f6"`
	F11 List17 `json:"f11"`
}

// S7 is a random struct.
type S7 struct {
	// +k8s:schema:selectableField:default="3",indexed=true
	F8 *int32 `json:"f8,omitempty"`
	F9 float64 `json:"f9,omitempty"`
	F10 float32 `json:"f10,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 int `json:"f13,omitempty,omitzero"`
	F14 *metav1.MicroTime `json:"f14,omitempty"`
	F15 uint32 `json:"f15,omitempty"`
	Skipped16 string `json:"-"`
}

// List17 is a declared list or map type.
type List17 []Item12

