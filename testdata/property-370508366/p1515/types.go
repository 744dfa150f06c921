package p1515

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
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.status.f15`
// +k8s:printerColumn:name="Col24",type=string,jsonPath=`.status.f21`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel25",type=string,expression=`has(self.status) && has(self.status.f15) ? string(self.status.f15) : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
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
	F3 uint16 `json:"f3,omitempty"`
	F4 Template5 `json:"f4"`
}

// S7 is a random struct.
type S7 struct {
	F8 int16 `json:"f8,omitempty"`
	F9 *float32 `json:"f9,omitempty"`
	F10 int64 `json:"f10"`
	F11 *[]int8 `json:"f11"`
	F12 Mode `json:"f12"`
	Skipped13 string `json:"-"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *S7 `json:"f6,omitempty"`
}

// Status14 is a random struct.
type Status14 struct {
	F15 int64 `json:"f15,omitempty"`
	F16 int16 `json:"f16"`
	// +k8s:schema:selectableField:default="80",indexed=true
	F17 *intstr.IntOrString `json:"f17,omitempty,omitzero"`
	F18 *Template19 `json:"f18"`
	F21 *metav1.Duration `json:"f21,omitempty"`
	Skipped22 string `json:"-"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 *int8 `json:"f20"`
}

