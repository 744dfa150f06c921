package p1110

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f13",default="5"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f20",default="80",indexed=true
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f3.f5`
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.spec.f3.f6.f8`
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.spec.f3.f13`
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f3.f14[0].f16`
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f3.f19.app`
// +k8s:schema:scope=Cluster
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

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f3.f6.f8"
// +k8s:selectableField:jsonPath=".spec.f3.f6.f9",description="The f9 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f3.f6.f11"
// +k8s:selectableField:jsonPath=".spec.f3.f13",indexed=true
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.spec.f3.f6.f8`,format=int32
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f3.f6.f9`
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.spec.f3.f6.f12`,description="A column.",format=int32
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f3.f20`,priority=1
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f21`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f3.f19.app`,priority=1
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.status.f32.app`,priority=1
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3"`
	F21 []int8 `json:"f21,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	// +k8s:schema:selectableField:description="The f5 of the kind."
	F5 []byte `json:"f5"`
	F6 *S7 `json:"f6"`
	F13 *uint8 `json:"f13"`
	F14 []Item15 `json:"f14"`
	F19 map[string]string `json:"f19"`
	F20 intstr.IntOrString `json:"f20"`
}

// S7 is a random struct.
type S7 struct {
	F8 uint32 `json:"f8"`
	F9 *uint64 `json:"f9"`
	F10 *Mode `json:"f10,omitempty"`
	F11 uint16 `json:"f11,omitempty"`
	// +k8s:schema:selectableField:default="5",description="The f12 of the kind."
	F12 *uint8 `json:"f12,omitempty,omitzero"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 []byte `json:"f16,omitempty"`
	F17 int16 `json:"f17,omitzero"`
	F18 uint32 `json:"f18,omitempty"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 *Template30 `json:"f29"`
	F32 map[string]string `json:"f32"`
	F33 Labels34 `json:"f33,omitempty"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 metav1.MicroTime `json:"f31"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

