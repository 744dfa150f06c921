package p1381

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
// +k8s:printerColumn:name="Cel24",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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
	F3 *intstr.IntOrString `json:"f3"`
	F4 *S5 `json:"f4"`
	F12 Template13 `json:"f12,omitempty"`
	F21 *Template22 `json:"f21"`
}

// S5 is a random struct.
type S5 struct {
	F6 Template7 `json:"f6,omitempty"`
	F9 Template10 `json:"f9,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *uint8 `json:"f8"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 int32 `json:"f11"`
}

// S15 is a random struct.
type S15 struct {
	F16 Mode `json:"f16,omitempty"`
	F17 metav1.Time `json:"f17,omitempty"`
	F18 resource.Quantity `json:"f18"`
	F19 *int `json:"f19,omitempty"`
	F20 uint64 `json:"f20,omitempty,omitzero"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 S15 `json:"f14,omitempty"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 *metav1.Duration `json:"f23,omitempty"`
}

