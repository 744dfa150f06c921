package p1077

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
// +k8s:printerColumn:name="Col25",type=integer,jsonPath=`.spec.f24`,priority=1
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f3[*].f5`,priority=1,description="A column."
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.spec.f3[0].f5`
// +k8s:printerColumn:name="Cel28",type=string,expression=`has(self.spec) && has(self.spec.f24) ? string(self.spec.f24) : "none"`
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
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
	F3 []Item4 `json:"f3,omitempty"`
	// +k8s:schema:selectableField
	F24 *int32 `json:"f24"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 metav1.Duration `json:"f5,omitempty,omitzero"`
	F6 *Template7 `json:"f6,omitempty"`
	F9 int64 `json:"f9"`
	F10 *S11 `json:"f10"`
	Inline17 `json:",inline"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *uint64 `json:"f8"`
}

// S11 is a random struct.
type S11 struct {
	F12 uint32 `json:"f12,omitempty"`
	F13 int `json:"f13,omitempty"`
	F14 *int8 `json:"f14,omitempty"`
	F15 int16 `json:"f15"`
	F16 int16 `json:"f16,omitempty"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 *int16 `json:"f18,omitempty"`
	F19 metav1.Duration `json:"f19,omitempty"`
	F20 *intstr.IntOrString `json:"f20"`
	F21 resource.Quantity `json:"f21"`
	F22 metav1.Duration `json:"f22,omitempty"`
	F23 metav1.Duration `json:"f23,omitempty"`
}

