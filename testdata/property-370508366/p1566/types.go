package p1566

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
// +k8s:schema:selectableField:jsonPath=".spec.f9",default="1",description="The f9 of the kind."
// +k8s:printerColumn:name="Col52",type=integer,jsonPath=`.spec.f9`,format=int32
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f33`,priority=1,format=int32
// +k8s:printerColumn:name="Col54",type=number,jsonPath=`.status.f36`
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.spec.f3.app`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f4.f6.app`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f10[*].f14`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.status.f37[*].f39`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Dup60",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Dup60",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
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
	F3 map[string]string `json:"f3"`
	F4 S5 `json:"f4"`
	F9 int `json:"f9"`
	F10 []Item11 `json:"f10"`
	// +k8s:schema:selectableField:description="The f33 of the kind."
	F33 *int64 `json:"f33,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate59 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 map[string]string `json:"f6"`
	F7 map[string]string `json:"f7"`
	F8 uint64 `json:"f8,omitempty,omitzero"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 Labels13 `json:"f12"`
	F14 Mode `json:"f14"`
	F15 resource.Quantity `json:"f15,omitempty,omitzero"`
	F16 List24 `json:"f16"`
	F25 *uint8 `json:"f25,omitempty"`
	F26 S27 `json:"f26"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Item17 is a random struct.
type Item17 struct {
	F18 uint32 `json:"f18,omitempty"`
	F19 int8 `json:"f19,omitempty"`
	F20 Mode `json:"f20"`
	F21 metav1.Duration `json:"f21"`
	F22 *bool `json:"f22,omitempty"`
	F23 metav1.MicroTime `json:"f23,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item17

// S27 is a random struct.
type S27 struct {
	F28 string `json:"f28,omitempty"`
	F29 *int `json:"f29"`
	F30 *int8 `json:"f30"`
	F31 types.UID `json:"f31"`
	F32 types.UID `json:"f32,omitempty"`
}

// Status34 is a random struct.
type Status34 struct {
	F35 resource.Quantity `json:"f35,omitempty"`
	F36 float32 `json:"f36"`
	F37 []Item38 `json:"f37"`
}

// Item38 is a random struct.
type Item38 struct {
	F39 metav1.Duration `json:"f39,omitempty"`
	F40 metav1.MicroTime `json:"f40,omitempty"`
	F41 S42 `json:"f41"`
	F47 map[string]string `json:"f47"`
	F48 *string `json:"f48"`
	Inline49 `json:",inline"`
}

// S42 is a random struct.
type S42 struct {
	F43 *int32 `json:"f43"`
	F44 *[]int8 `json:"f44,omitempty"`
	F45 types.UID `json:"f45,omitempty"`
	F46 intstr.IntOrString `json:"f46"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 metav1.MicroTime `json:"f50"`
	F51 intstr.IntOrString `json:"f51"`
}

// PodTemplate59 is a random struct.
type PodTemplate59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

