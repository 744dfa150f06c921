package p1093

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="80",indexed=true
// +k8s:selectableField:jsonPath=".spec.f4",trigger=true
// +k8s:selectableField:jsonPath=".spec.f30"
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.spec.f15`,priority=1
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f29`
// +k8s:printerColumn:name="Col44",type=integer,jsonPath=`.spec.f30`
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.spec.f28.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f31[0].f35`
// +k8s:printerColumn:name="Cel47",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 []byte `json:"f4"`
	F5 List14 `json:"f5"`
	F15 *uint64 `json:"f15,omitempty"`
	F16 Template17 `json:"f16,omitempty"`
	Inline27 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 metav1.MicroTime `json:"f7,omitzero"`
	F8 *[]int8 `json:"f8"`
	F9 float32 `json:"f9,omitempty"`
	Inline10 `json:",inline"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 float64 `json:"f11"`
	F12 metav1.Duration `json:"f12,omitempty,omitzero"`
	Skipped13 string `json:"-"`
}

// List14 is a declared list or map type.
type List14 []Item6

// Item19 is a random struct.
type Item19 struct {
	F20 float64 `json:"f20,omitempty"`
	F21 *uint16 `json:"f21,omitempty"`
	F22 *resource.Quantity `json:"f22"`
	F23 []int8 `json:"f23,omitempty"`
	F24 int16 `json:"f24,omitempty"`
	F25 *types.UID `json:"f25,omitempty"`
}

// List26 is a declared list or map type.
type List26 []Item19

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 List26 `json:"f18"`
}

// Inline27 is a random struct.
type Inline27 struct {
	F28 map[string]string `json:"f28,omitempty"`
	F29 []int8 `json:"f29,omitzero"`
	F30 *int8 `json:"f30"`
	F31 []Item32 `json:"f31,omitempty"`
	F36 Template37 `json:"f36"`
	F39 uint16 `json:"f39,omitempty"`
	Skipped40 string `json:"-"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 *intstr.IntOrString `json:"f33,omitempty"`
	F34 *metav1.MicroTime `json:"f34"`
	F35 types.UID `json:"f35"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 int32 `json:"f38,omitempty,omitzero"`
}

