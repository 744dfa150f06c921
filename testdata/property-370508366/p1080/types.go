package p1080

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
// +k8s:printerColumn:name="Col19",type=boolean,jsonPath=`.spec.f3`,priority=1
// +k8s:printerColumn:name="Col20",type=string,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col21",type=number,jsonPath=`.spec.f9`
// +k8s:printerColumn:name="Col22",type=integer,jsonPath=`.spec.f10`
// +k8s:printerColumn:name="Col23",type=number,jsonPath=`.status.f13`,priority=1
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.status.f16`
// +k8s:printerColumn:name="Cel25",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status12 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind26 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f46.f51"
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f46.f48`
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.spec.f46.f50`
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.spec.f57`
// +k8s:printerColumn:name="Col63",type=number,jsonPath=`.spec.f59`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.spec.f29.app`,description="A column."
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f30.app`,description="A column."
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec27 `json:"spec,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 bool `json:"f3"`
	F4 *metav1.Time `json:"f4"`
	F5 string `json:"f5"`
	F6 []int8 `json:"f6"`
	Skipped7 string `json:"-"`
	Inline8 `json:",inline"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 *float64 `json:"f9,omitzero"`
	F10 int64 `json:"f10,omitzero"`
	F11 Mode `json:"f11,omitzero"`
}

// Status12 is a random struct.
type Status12 struct {
	F13 float32 `json:"f13"`
	F14 map[string]string `json:"f14"`
	F15 float32 `json:"f15"`
	F16 *int8 `json:"f16,omitempty"`
	F17 resource.Quantity `json:"f17"`
	F18 map[string]string `json:"f18,omitempty"`
}

// Spec27 is a random struct.
type Spec27 struct {
	// +k8s:schema:selectableField
	F28 *uint8 `json:"f28"`
	F29 map[string]string `json:"f29"`
	F30 Labels31 `json:"f30"`
	// +k8s:schema:selectableField:default="4"
	F32 int64 `json:"f32,omitempty"`
	F33 List44 `json:"f33"`
	Inline45 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate66 `json:"template"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Item34 is a random struct.
type Item34 struct {
	F35 *S36 `json:"f35"`
	F43 metav1.MicroTime `json:"f43"`
}

// S36 is a random struct.
type S36 struct {
	F37 float64 `json:"f37"`
	F38 *uint64 `json:"f38,omitempty"`
	F39 *uint8 `json:"f39"`
	F40 float64 `json:"f40,omitempty,omitzero"`
	F41 *Mode `json:"f41,omitempty"`
	Skipped42 string `json:"-"`
}

// List44 is a declared list or map type.
type List44 []Item34

// Inline45 is a random struct.
type Inline45 struct {
	F46 S47 `json:"f46"`
	// +k8s:schema:selectableField:trigger=true
	F52 *uint8 `json:"f52,omitzero"`
	Inline53 `json:",inline"`
}

// S47 is a random struct.
type S47 struct {
	F48 *[]int8 `json:"f48,omitempty"`
	F49 int64 `json:"f49,omitempty"`
	F50 types.UID `json:"f50,omitempty"`
	F51 *uint16 `json:"f51,omitempty"`
}

// Inline53 is a random struct.
type Inline53 struct {
	// +k8s:schema:selectableField:description="The f54 of the kind.",indexed=true
	F54 int `json:"f54,omitempty"`
	F55 float32 `json:"f55"`
	F56 *float64 `json:"f56"`
	// +k8s:selectableField
	F57 *Mode `json:"f57,omitempty"`
	F58 *int8 `json:"f58"`
	F59 *float32 `json:"f59,omitempty"`
}

// PodTemplate66 is a random struct.
type PodTemplate66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

