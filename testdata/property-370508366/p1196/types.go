package p1196

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
// +k8s:schema:selectableField:jsonPath=".status.f47"
// +k8s:schema:selectableField:jsonPath=".status.f64",description="The f64 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f67",description="The f67 of the kind."
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f3.f8`
// +k8s:printerColumn:name="Col71",type=number,jsonPath=`.spec.f3.f10`
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.spec.f45`,format=int32
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.status.f48`,description="A column."
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.status.f62`,description="A column."
// +k8s:printerColumn:name="Col75",type=date,jsonPath=`.status.f63`,priority=1,description="A column."
// +k8s:printerColumn:name="Col76",type=date,jsonPath=`.status.f67`
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f14[0].f24`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
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
	F3 S4 `json:"f3,omitempty"`
	F13 map[string]string `json:"f13,omitempty"`
	F14 List26 `json:"f14"`
	*Inline27 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 Template6 `json:"f5,omitempty"`
	// +k8s:selectableField
	F8 intstr.IntOrString `json:"f8,omitempty"`
	*Inline9 `json:",inline"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 []byte `json:"f7,omitempty"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 float64 `json:"f10"`
	F11 Mode `json:"f11"`
	F12 []int8 `json:"f12,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 map[string]string `json:"f16,omitempty"`
	F17 *S18 `json:"f17,omitempty"`
	F23 uint16 `json:"f23"`
	F24 []int8 `json:"f24,omitempty"`
	F25 int16 `json:"f25,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 []int8 `json:"f19"`
	F20 metav1.MicroTime `json:"f20"`
	F21 []byte `json:"f21,omitempty,omitzero"`
	Skipped22 string `json:"-"`
}

// List26 is a declared list or map type.
type List26 []Item15

// Inline27 is a random struct.
type Inline27 struct {
	F28 []Item29 `json:"f28,omitempty"`
	F37 []Item38 `json:"f37"`
	F45 uint8 `json:"f45"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 *bool `json:"f30,omitempty"`
	F31 int `json:"f31"`
	F32 *intstr.IntOrString `json:"f32,omitzero"`
	F33 bool `json:"f33"`
	F34 *metav1.Time `json:"f34"`
	F35 *float32 `json:"f35"`
	Skipped36 string `json:"-"`
}

// Item38 is a random struct.
type Item38 struct {
	F39 uint32 `json:"f39,omitempty,omitzero"`
	F40 uint8 `json:"f40,omitempty"`
	F41 *intstr.IntOrString `json:"f41,omitempty"`
	F42 *[]int8 `json:"f42"`
	F43 *metav1.MicroTime `json:"f43,omitempty"`
	F44 int `json:"f44,omitempty"`
}

// Status46 is a random struct.
type Status46 struct {
	F47 int16 `json:"f47"`
	F48 []int8 `json:"f48,omitempty,omitzero"`
	F49 uint32 `json:"f49,omitempty,omitzero"`
	Inline50 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline50 is a random struct.
type Inline50 struct {
	F51 []Item52 `json:"f51,omitempty"`
	F59 Template60 `json:"f59"`
	// +k8s:selectableField
	F62 *metav1.Duration `json:"f62,omitzero"`
	F63 metav1.Time `json:"f63,omitempty"`
	F64 []byte `json:"f64"`
	*Inline65 `json:",inline"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 types.UID `json:"f53"`
	F54 float32 `json:"f54,omitempty"`
	F55 uint16 `json:"f55,omitzero"`
	F56 uint16 `json:"f56,omitempty"`
	F57 *int8 `json:"f57,omitempty"`
	Skipped58 string `json:"-"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 metav1.Time `json:"f61,omitempty"`
}

// Inline65 is a random struct.
type Inline65 struct {
	F66 int16 `json:"f66,omitempty"`
	F67 *metav1.MicroTime `json:"f67,omitempty"`
	F68 Mode `json:"f68,omitempty,omitzero"`
	F69 float32 `json:"f69"`
}

