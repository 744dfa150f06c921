package p1323

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
// +k8s:schema:selectableField:jsonPath=".status.f29.f31.f33",description="The f33 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f29.f41",default="3"
// +k8s:printerColumn:name="Col48",type=integer,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.status.f6`
// +k8s:printerColumn:name="Col50",type=number,jsonPath=`.status.f28`
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.status.f29.f35.f38`
// +k8s:printerColumn:name="Col52",type=number,jsonPath=`.status.f29.f35.f39`
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.status.f29.f41`,priority=1,format=int32
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.status.f29.f45`,priority=1
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.status.f29.f46`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.status.f7[*].f23`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.status.f26.app`
// +k8s:printerColumn:name="Cel58",type=string,expression=`has(self.spec) && has(self.spec.f4) ? string(self.spec.f4) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f63"
// +k8s:schema:selectableField:jsonPath=".status.f66"
// +k8s:printerColumn:name="Col70",type=integer,jsonPath=`.spec.f63`,priority=1
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.status.f68`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f67.app`,priority=1
// +k8s:printerColumn:name="Cel73",type=string,expression=`has(self.spec) && has(self.spec.f62) ? string(self.spec.f62) : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind60
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec61 `json:"spec,omitempty"`
	Status Status65 `json:"status,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 int `json:"f4,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate59 `json:"template"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 Mode `json:"f6,omitzero"`
	F7 List24 `json:"f7"`
	F25 Mode `json:"f25,omitempty"`
	F26 Labels27 `json:"f26"`
	F28 *float32 `json:"f28,omitempty"`
	F29 S30 `json:"f29"`
	Skipped47 string `json:"-"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *S10 `json:"f9,omitempty"`
	F16 Template17 `json:"f16,omitempty"`
	F19 float32 `json:"f19"`
	F20 *Template21 `json:"f20"`
	F23 uint64 `json:"f23,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 resource.Quantity `json:"f11"`
	F12 Mode `json:"f12,omitempty"`
	F13 bool `json:"f13"`
	F14 bool `json:"f14"`
	Skipped15 string `json:"-"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 *metav1.Duration `json:"f18,omitzero"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 *uint64 `json:"f22,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item8

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// S30 is a random struct.
type S30 struct {
	F31 S32 `json:"f31"`
	F35 *S36 `json:"f35"`
	F40 float32 `json:"f40"`
	F41 *int32 `json:"f41,omitempty,omitzero"`
	F42 metav1.Duration `json:"f42,omitempty"`
	Inline43 `json:",inline"`
}

// S32 is a random struct.
type S32 struct {
	F33 metav1.Duration `json:"f33,omitempty,omitzero"`
	F34 uint32 `json:"f34"`
}

// S36 is a random struct.
type S36 struct {
	// +k8s:schema:selectableField
	F37 int32 `json:"f37,omitempty"`
	// +k8s:schema:selectableField:description="The f38 of the kind.",indexed=true
	F38 *uint8 `json:"f38,omitempty"`
	F39 *float32 `json:"f39"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 float32 `json:"f44"`
	F45 string `json:"f45"`
	F46 Mode `json:"f46,omitempty"`
}

// PodTemplate59 is a random struct.
type PodTemplate59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec61 is a random struct.
type Spec61 struct {
	// +k8s:schema:selectableField
	F62 int64 `json:"f62,omitzero"`
	F63 *int16 `json:"f63,omitempty"`
	F64 *int16 `json:"f64"`
}

// Status65 is a random struct.
type Status65 struct {
	F66 intstr.IntOrString `json:"f66,omitempty,omitzero"`
	F67 map[string]string `json:"f67,omitempty"`
	F68 *uint64 `json:"f68"`
	Skipped69 string `json:"-"`
}

