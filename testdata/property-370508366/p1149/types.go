package p1149

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
// +k8s:selectableField:jsonPath=".spec.f3.f5.f9",default="false"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f12.f15",description="The f15 of the kind."
// +k8s:selectableField:jsonPath=".spec.f3.f30"
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.spec.f3.f5.f7`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f3.f5.f10`
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.spec.f3.f5.f11`
// +k8s:printerColumn:name="Col39",type=date,jsonPath=`.spec.f3.f12.f15`
// +k8s:printerColumn:name="Col40",type=number,jsonPath=`.spec.f3.f12.f16`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f3.f12.f19`
// +k8s:printerColumn:name="Col42",type=integer,jsonPath=`.spec.f31`,description="A column."
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f3.f21[0].f23`
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f3.f21[?(@.f24==3)].f23`
// +k8s:printerColumn:name="Cel45",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:schema:selectableField:jsonPath="spec.noDot"
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
	F3 S4 `json:"f3"`
	F31 *int64 `json:"f31,omitempty,omitzero"`
	F32 Template33 `json:"f32"`
	Skipped35 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate46 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 S6 `json:"f5,omitempty"`
	F12 *S13 `json:"f12,omitempty"`
	F21 List28 `json:"f21"`
	// +k8s:schema:selectableField:indexed=true
	F29 []byte `json:"f29,omitempty"`
	F30 *int16 `json:"f30,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 int8 `json:"f7"`
	F8 int8 `json:"f8"`
	F9 bool `json:"f9,omitempty"`
	F10 intstr.IntOrString `json:"f10,omitempty"`
	F11 int `json:"f11"`
}

// S13 is a random struct.
type S13 struct {
	F14 float64 `json:"f14,omitempty"`
	F15 *metav1.MicroTime `json:"f15,omitempty"`
	F16 float32 `json:"f16,omitempty"`
	// +k8s:selectableField
	F17 uint64 `json:"f17,omitempty,omitzero"`
	F18 Mode `json:"f18"`
	F19 *resource.Quantity `json:"f19"`
	Skipped20 string `json:"-"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 []int8 `json:"f23,omitempty"`
	F24 int `json:"f24,omitempty"`
	F25 types.UID `json:"f25"`
	F26 float64 `json:"f26,omitempty"`
	F27 *bool `json:"f27,omitempty"`
}

// List28 is a declared list or map type.
type List28 []Item22

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 uint16 `json:"f34,omitempty"`
}

// PodTemplate46 is a random struct.
type PodTemplate46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

