package p1205

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
// +k8s:selectableField:jsonPath=".spec.f3",default="5"
// +k8s:schema:selectableField:jsonPath=".status.f28.f32.f35",default="7",description="The f35 of the kind."
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f5`,priority=1
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.status.f26`
// +k8s:printerColumn:name="Col40",type=date,jsonPath=`.status.f27`,priority=1
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.status.f28.f32.f35`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F3 uint8 `json:"f3"`
	F4 map[string]string `json:"f4"`
	F5 types.UID `json:"f5"`
	F6 Template7 `json:"f6"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 int64 `json:"f8,omitzero"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 []Item11 `json:"f10,omitempty"`
	F26 *[]int8 `json:"f26"`
	// +k8s:schema:selectableField
	F27 metav1.MicroTime `json:"f27"`
	F28 *S29 `json:"f28"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 map[string]string `json:"f12,omitempty"`
	F13 bool `json:"f13"`
	F14 []Item15 `json:"f14"`
	*Inline21 `json:",inline"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 int8 `json:"f16"`
	F17 *int64 `json:"f17"`
	F18 *metav1.Time `json:"f18,omitempty"`
	F19 float32 `json:"f19"`
	F20 metav1.MicroTime `json:"f20,omitzero"`
}

// Inline21 is a random struct.
type Inline21 struct {
	F22 *metav1.Time `json:"f22,omitempty"`
	F23 []int8 `json:"f23"`
	F24 *types.UID `json:"f24,omitempty"`
	F25 *uint64 `json:"f25,omitempty"`
}

// S29 is a random struct.
type S29 struct {
	// +k8s:schema:selectableField
	F30 int64 `json:"f30,omitempty"`
	// +k8s:selectableField
	F31 int8 `json:"f31"`
	F32 *S33 `json:"f32,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	F34 []byte `json:"f34,omitempty"`
	F35 *uint32 `json:"f35,omitempty"`
	F36 *int `json:"f36"`
}

