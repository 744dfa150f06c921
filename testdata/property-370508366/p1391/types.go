package p1391

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
// +k8s:selectableField:jsonPath=".status.f28"
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.spec.f4.f6`
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.spec.f4.f14`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f4.f7[*].f9`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f4.f7[0].f9`,description="A column."
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f4.f7[?(@.f11==3)].f9`,priority=1
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f18[0].f22`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f18[?(@.f20==1)].f22`
// +k8s:printerColumn:name="Cel42",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status27 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField:description="The f3 of the kind."
	F3 intstr.IntOrString `json:"f3"`
	F4 S5 `json:"f4,omitempty"`
	// +k8s:selectableField
	F17 []byte `json:"f17,omitempty"`
	F18 []Item19 `json:"f18,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate43 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 uint32 `json:"f6,omitempty"`
	F7 []Item8 `json:"f7"`
	F13 map[string]string `json:"f13,omitempty"`
	F14 uint16 `json:"f14,omitempty"`
	F15 []int8 `json:"f15"`
	F16 uint8 `json:"f16,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 []byte `json:"f9"`
	F10 *uint16 `json:"f10,omitempty"`
	F11 int `json:"f11,omitempty,omitzero"`
	Skipped12 string `json:"-"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 int32 `json:"f20"`
	F21 *metav1.Duration `json:"f21,omitempty"`
	F22 metav1.Duration `json:"f22"`
	Inline23 `json:",inline"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 int16 `json:"f24"`
	F25 *float64 `json:"f25,omitempty"`
	F26 Mode `json:"f26,omitzero"`
}

// Status27 is a random struct.
type Status27 struct {
	F28 uint64 `json:"f28"`
	F29 resource.Quantity `json:"f29,omitempty"`
	F30 Template31 `json:"f30,omitempty"`
	F33 float32 `json:"f33,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 metav1.Time `json:"f32"`
}

// PodTemplate43 is a random struct.
type PodTemplate43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

