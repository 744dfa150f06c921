package p1016

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
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f19`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f3[*].f5`
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f3[0].f5`
// +k8s:printerColumn:name="Cel35",type=string,expression=`has(self.spec) && has(self.spec.f19) ? self.spec.f19 : "none"`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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
	F3 []Item4 `json:"f3,omitempty"`
	// +k8s:selectableField
	F19 Mode `json:"f19,omitzero"`
	F20 int16 `json:"f20,omitempty"`
	F21 []Item22 `json:"f21,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 []int8 `json:"f5"`
	F6 Template7 `json:"f6"`
	F9 List14 `json:"f9"`
	F15 *bool `json:"f15,omitempty"`
	F16 uint32 `json:"f16"`
	F17 *float32 `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 int64 `json:"f8"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 []int8 `json:"f11,omitempty"`
	F12 string `json:"f12,omitempty,omitzero"`
	F13 []int8 `json:"f13"`
}

// List14 is a declared list or map type.
type List14 []Item10

// Item22 is a random struct.
type Item22 struct {
	F23 *metav1.MicroTime `json:"f23,omitempty,omitzero"`
	F24 List30 `json:"f24"`
	F31 *uint8 `json:"f31,omitzero"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 bool `json:"f26,omitzero"`
	F27 *uint32 `json:"f27,omitempty"`
	F28 *int16 `json:"f28"`
	F29 uint64 `json:"f29,omitempty"`
}

// List30 is a declared list or map type.
type List30 []Item25

