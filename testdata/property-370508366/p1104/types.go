package p1104

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5"
// +k8s:selectableField:jsonPath=".status.f21",default="6"
// +k8s:printerColumn:name="Col26",type=date,jsonPath=`.spec.f3.f6.f10`,description="A column."
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.spec.f3.f6.f12`
// +k8s:printerColumn:name="Col28",type=integer,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.spec.f16`
// +k8s:printerColumn:name="Col30",type=number,jsonPath=`.status.f19`
// +k8s:printerColumn:name="Col31",type=integer,jsonPath=`.status.f25`,priority=1,format=int32
// +k8s:printerColumn:name="Cel32",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
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
	F3 S4 `json:"f3"`
	F15 *int16 `json:"f15,omitempty"`
	F16 *int16 `json:"f16,omitempty"`
	Skipped17 string `json:"-"`
}

// S4 is a random struct.
type S4 struct {
	F5 *uint16 `json:"f5"`
	F6 S7 `json:"f6,omitempty"`
	F14 *int32 `json:"f14,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 intstr.IntOrString `json:"f8,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F9 *uint16 `json:"f9,omitempty"`
	F10 *metav1.Time `json:"f10"`
	F11 []int8 `json:"f11,omitempty"`
	F12 int16 `json:"f12,omitempty"`
	F13 *resource.Quantity `json:"f13"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 float64 `json:"f19,omitempty"`
	F20 *uint16 `json:"f20"`
	F21 *uint16 `json:"f21"`
	F22 Template23 `json:"f22"`
	// +k8s:schema:selectableField:default="6",trigger=true
	F25 uint16 `json:"f25,omitempty"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 float64 `json:"f24"`
}

