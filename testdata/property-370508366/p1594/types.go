package p1594

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
// +k8s:selectableField:jsonPath=".spec.f7"
// +k8s:schema:selectableField:jsonPath=".status.f11",description="The f11 of the kind."
// +k8s:printerColumn:name="Col48",type=integer,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.status.f10`
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.status.f46`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f12[0].f15`,priority=1
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
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
	F3 metav1.Time `json:"f3"`
	F4 Template5 `json:"f4"`
	F7 *uint8 `json:"f7,omitzero"`
	F8 float32 `json:"f8"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *float32 `json:"f6"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 resource.Quantity `json:"f10,omitempty"`
	F11 types.UID `json:"f11,omitzero"`
	F12 List20 `json:"f12,omitempty"`
	F21 []Item22 `json:"f21"`
	// +k8s:schema:selectableField:description="The f46 of the kind."
	F46 uint64 `json:"f46,omitempty"`
	Skipped47 string `json:"-"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 map[string]string `json:"f14,omitempty"`
	F15 resource.Quantity `json:"f15,omitempty,omitzero"`
	F16 Labels17 `json:"f16"`
	F18 *types.UID `json:"f18"`
	F19 string `json:"f19,omitempty"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// List20 is a declared list or map type.
type List20 []Item13

// Item22 is a random struct.
type Item22 struct {
	F23 uint16 `json:"f23"`
	F24 List29 `json:"f24"`
	F30 Labels31 `json:"f30,omitempty"`
	F32 S33 `json:"f32,omitempty"`
	*Inline39 `json:",inline"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 uint32 `json:"f26,omitempty"`
	F27 int32 `json:"f27"`
	F28 int `json:"f28,omitempty"`
}

// List29 is a declared list or map type.
type List29 []Item25

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// S33 is a random struct.
type S33 struct {
	F34 bool `json:"f34,omitempty"`
	F35 int `json:"f35,omitempty"`
	F36 uint16 `json:"f36,omitempty"`
	F37 *types.UID `json:"f37"`
	Skipped38 string `json:"-"`
}

// Inline39 is a random struct.
type Inline39 struct {
	F40 int8 `json:"f40"`
	F41 int8 `json:"f41"`
	F42 metav1.Time `json:"f42"`
	F43 *int32 `json:"f43"`
	F44 metav1.Time `json:"f44,omitempty"`
	F45 *uint64 `json:"f45,omitempty"`
}

