package p1107

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
// +k8s:schema:selectableField:jsonPath=".spec.f7"
// +k8s:schema:selectableField:jsonPath=".spec.f9.f14"
// +k8s:schema:selectableField:jsonPath=".spec.f18.f20",description="The f20 of the kind."
// +k8s:printerColumn:name="Col25",type=date,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f7`,priority=1
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.spec.f9.f12`,format=int32
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f9.f14`
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.spec.f9.f16`,format=int32
// +k8s:printerColumn:name="Col30",type=date,jsonPath=`.spec.f18.f21`,description="A column."
// +k8s:printerColumn:name="Col31",type=date,jsonPath=`.spec.f18.f22`,priority=1
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f8.app`,description="A column."
// +k8s:printerColumn:name="Cel33",type=string,expression=`has(self.spec) && has(self.spec.f9) && has(self.spec.f9.f12) ? string(self.spec.f9.f12) : "none"`
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
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
	F3 *uint8 `json:"f3,omitzero"`
	F4 metav1.MicroTime `json:"f4,omitempty"`
	Inline5 `json:",inline"`
}

// Inline5 is a random struct.
type Inline5 struct {
	F6 uint32 `json:"f6,omitzero"`
	F7 intstr.IntOrString `json:"f7,omitempty"`
	F8 map[string]string `json:"f8,omitempty"`
	F9 S10 `json:"f9"`
	F18 S19 `json:"f18,omitempty"`
	F24 int8 `json:"f24,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 *int8 `json:"f11,omitempty,omitzero"`
	// +k8s:selectableField:default="3",trigger=true
	F12 int32 `json:"f12"`
	F13 int32 `json:"f13,omitempty"`
	F14 []byte `json:"f14"`
	// +k8s:schema:selectableField
	F15 int16 `json:"f15"`
	F16 uint16 `json:"f16,omitzero"`
	Skipped17 string `json:"-"`
}

// S19 is a random struct.
type S19 struct {
	F20 *uint64 `json:"f20"`
	F21 *metav1.MicroTime `json:"f21"`
	// +k8s:selectableField
	F22 *metav1.Time `json:"f22,omitempty"`
	F23 *uint64 `json:"f23,omitempty"`
}

