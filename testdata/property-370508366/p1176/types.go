package p1176

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="5",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f4",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f9.f12"
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f3`,format=int32
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col28",type="date",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f7.f9.f12`
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f7.f9.f13`
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f7.f9.f14`
// +kubebuilder:printcolumn:name="Col32",type="integer",JSONPath=`.spec.f7.f19.f23`,priority=1
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.spec.f7.f19.f24`,format=int32
// +kubebuilder:printcolumn:name="Col34",type="number",JSONPath=`.spec.f25`
// +k8s:printerColumn:name="Cel35",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Dup36",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup36",type="string",JSONPath=`.metadata.name`
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

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="5"
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:selectableField:jsonPath=".spec.f6"
// +k8s:schema:selectableField:jsonPath=".spec.f7.f9.f12",description="The f12 of the kind."
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f7.f9.f13`,description="A column."
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f7.f17`
// +k8s:printerColumn:name="Col41",type=date,jsonPath=`.spec.f7.f18`
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.spec) && has(self.spec.f7) && has(self.spec.f7.f9) && has(self.spec.f7.f9.f14) ? string(self.spec.f7.f9.f14) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint8 `json:"f3,omitempty"`
	F4 uint64 `json:"f4,omitempty"`
	// +k8s:schema:selectableField:description="The f5 of the kind.",indexed=true
	F5 int32 `json:"f5,omitempty"`
	F6 *metav1.MicroTime `json:"f6,omitempty,omitzero"`
	F7 S8 `json:"f7,omitempty"`
	F25 float32 `json:"f25"`
}

// S8 is a random struct.
type S8 struct {
	F9 *S10 `json:"f9,omitempty"`
	F16 int8 `json:"f16,omitempty,omitzero"`
	F17 []byte `json:"f17,omitempty,omitzero"`
	F18 metav1.Time `json:"f18,omitempty"`
	F19 *S20 `json:"f19"`
}

// S10 is a random struct.
type S10 struct {
	// +k8s:selectableField:default="1h0m0s",indexed=true
	F11 metav1.Duration `json:"f11,omitempty"`
	F12 []byte `json:"f12,omitempty"`
	F13 types.UID `json:"f13,omitempty"`
	F14 *int32 `json:"f14,omitempty"`
	// +k8s:schema:selectableField:default="80",description="The f15 of the kind."
	F15 intstr.IntOrString `json:"f15"`
}

// S20 is a random struct.
type S20 struct {
	F21 int64 `json:"f21,omitempty,omitzero"`
	F22 float32 `json:"f22,omitempty"`
	F23 *int32 `json:"f23"`
	F24 uint8 `json:"f24,omitempty"`
}

