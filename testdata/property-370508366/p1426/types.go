package p1426

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
// +kubebuilder:printcolumn:name="Col16",type="boolean",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col18",type="date",JSONPath=`.spec.f5`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel19",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
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
	F3 bool `json:"f3,omitempty"`
	F4 uint64 `json:"f4,omitempty"`
	F5 metav1.MicroTime `json:"f5,omitempty"`
	F6 Template7 `json:"f6,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *uint32 `json:"f10,omitzero"`
	F11 int8 `json:"f11,omitempty"`
	F12 *[]int8 `json:"f12"`
	F13 string `json:"f13"`
	F14 *metav1.MicroTime `json:"f14,omitzero"`
	F15 *Mode `json:"f15,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 []Item9 `json:"f8,omitempty"`
}

