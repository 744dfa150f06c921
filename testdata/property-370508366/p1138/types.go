package p1138

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f10.f13"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f21",default="4"
// +k8s:printerColumn:name="Col24",type=number,jsonPath=`.spec.f4.f20`
// +k8s:printerColumn:name="Col25",type=integer,jsonPath=`.spec.f4.f21`,priority=1,format=int32
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f21) ? string(self.spec.f4.f21) : "none"`
// +k8s:printerColumn:name="Dup27",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup27",type=string,jsonPath=`.metadata.name`
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
	F3 intstr.IntOrString `json:"f3"`
	F4 S5 `json:"f4"`
	F22 uint64 `json:"f22"`
	F23 []byte `json:"f23"`
}

// S5 is a random struct.
type S5 struct {
	F6 *Template7 `json:"f6,omitempty"`
	F9 int64 `json:"f9,omitempty"`
	F10 S11 `json:"f10,omitempty"`
	F17 Template18 `json:"f17"`
	F20 *float32 `json:"f20"`
	F21 int64 `json:"f21,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *int `json:"f8,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 []byte `json:"f12,omitempty,omitzero"`
	F13 uint8 `json:"f13,omitempty,omitzero"`
	F14 *metav1.MicroTime `json:"f14,omitempty"`
	F15 *int64 `json:"f15"`
	Skipped16 string `json:"-"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *string `json:"f19"`
}

