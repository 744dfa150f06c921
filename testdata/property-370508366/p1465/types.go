package p1465

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
// +k8s:schema:selectableField:jsonPath=".spec.f16",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f29.f32",default="80"
// +k8s:selectableField:jsonPath=".spec.f34",default="false",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f38",description="The f38 of the kind."
// +k8s:selectableField:jsonPath=".status.f39.f41.f43",description="The f43 of the kind."
// +k8s:printerColumn:name="Col83",type=number,jsonPath=`.spec.f25`,priority=1
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.spec.f29.f31`,priority=1
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f29.f32`,priority=1
// +k8s:printerColumn:name="Col86",type=boolean,jsonPath=`.spec.f34`
// +k8s:printerColumn:name="Col87",type=string,jsonPath=`.spec.f35`
// +k8s:printerColumn:name="Col88",type=date,jsonPath=`.status.f38`,description="A column."
// +k8s:printerColumn:name="Col89",type=number,jsonPath=`.status.f39.f46`,priority=1
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.status.f39.f47`
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.status.f39.f49.f51`,format=int32
// +k8s:printerColumn:name="Col92",type=integer,jsonPath=`.status.f39.f49.f52`
// +k8s:printerColumn:name="Col93",type=integer,jsonPath=`.status.f39.f49.f53`
// +k8s:printerColumn:name="Col94",type=number,jsonPath=`.status.f39.f49.f54`
// +k8s:printerColumn:name="Col95",type=string,jsonPath=`.status.f39.f49.f55`
// +k8s:printerColumn:name="Col96",type=integer,jsonPath=`.status.f39.f59`
// +k8s:printerColumn:name="Col97",type=number,jsonPath=`.status.f39.f60`,description="A column."
// +k8s:printerColumn:name="Col98",type=number,jsonPath=`.status.f39.f62`
// +k8s:printerColumn:name="Col99",type=integer,jsonPath=`.status.f39.f63`
// +k8s:printerColumn:name="Col100",type=boolean,jsonPath=`.status.f39.f64`
// +k8s:printerColumn:name="Col101",type=date,jsonPath=`.status.f68.f73`
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.spec.f3[0].f11`
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.spec.f19[*].f21`
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.status.f75[*].f77`
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f75[0].f77`
// +k8s:printerColumn:name="Cel106",type=string,expression=`has(self.status) && has(self.status.f39) && has(self.status.f39.f49) && has(self.status.f39.f49.f55) ? self.status.f39.f49.f55 : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
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
	F3 []Item4 `json:"f3"`
	F12 Template13 `json:"f12"`
	F15 uint16 `json:"f15,omitzero"`
	F16 *metav1.Time `json:"f16,omitempty"`
	Skipped17 string `json:"-"`
	Inline18 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate107 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *S6 `json:"f5,omitempty"`
	F11 intstr.IntOrString `json:"f11,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 intstr.IntOrString `json:"f7"`
	F8 metav1.MicroTime `json:"f8,omitempty"`
	F9 metav1.Time `json:"f9,omitzero"`
	F10 uint32 `json:"f10,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 *resource.Quantity `json:"f14"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 List24 `json:"f19,omitempty"`
	F25 float64 `json:"f25"`
	F26 Template27 `json:"f26"`
	F29 S30 `json:"f29,omitempty"`
	F34 bool `json:"f34,omitzero"`
	F35 *[]int8 `json:"f35,omitempty"`
	Skipped36 string `json:"-"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 metav1.Duration `json:"f21"`
	F22 uint16 `json:"f22,omitempty"`
	F23 int `json:"f23,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item20

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 types.UID `json:"f28,omitempty,omitzero"`
}

// S30 is a random struct.
type S30 struct {
	// +k8s:schema:selectableField:default="80",trigger=true
	F31 *intstr.IntOrString `json:"f31"`
	F32 intstr.IntOrString `json:"f32,omitempty,omitzero"`
	Skipped33 string `json:"-"`
}

// Status37 is a random struct.
type Status37 struct {
	F38 *metav1.Time `json:"f38"`
	F39 *S40 `json:"f39"`
	Skipped65 string `json:"-"`
	Inline66 `json:",inline"`
}

// S40 is a random struct.
type S40 struct {
	F41 *S42 `json:"f41"`
	F46 float64 `json:"f46"`
	F47 uint64 `json:"f47,omitempty"`
	F48 map[string]string `json:"f48"`
	F49 *S50 `json:"f49"`
	F57 bool `json:"f57,omitempty"`
	Inline58 `json:",inline"`
}

// S42 is a random struct.
type S42 struct {
	F43 uint64 `json:"f43,omitempty"`
	F44 *resource.Quantity `json:"f44"`
	F45 *resource.Quantity `json:"f45"`
}

// S50 is a random struct.
type S50 struct {
	F51 uint8 `json:"f51"`
	F52 uint32 `json:"f52"`
	F53 *int `json:"f53,omitempty"`
	F54 *float64 `json:"f54,omitempty"`
	F55 string `json:"f55"`
	Skipped56 string `json:"-"`
}

// Inline58 is a random struct.
type Inline58 struct {
	F59 *int64 `json:"f59"`
	F60 float32 `json:"f60"`
	F61 metav1.Duration `json:"f61"`
	F62 float64 `json:"f62,omitempty,omitzero"`
	F63 uint16 `json:"f63"`
	F64 *bool `json:"f64"`
}

// Inline66 is a random struct.
type Inline66 struct {
	F67 int8 `json:"f67"`
	F68 S69 `json:"f68"`
	F75 List81 `json:"f75,omitempty"`
	F82 bool `json:"f82,omitempty"`
}

// S69 is a random struct.
type S69 struct {
	F70 float64 `json:"f70,omitempty,omitzero"`
	F71 int64 `json:"f71,omitzero"`
	F72 *metav1.Duration `json:"f72,omitempty,omitzero"`
	F73 *metav1.MicroTime `json:"f73"`
	Skipped74 string `json:"-"`
}

// Item76 is a random struct.
type Item76 struct {
	F77 intstr.IntOrString `json:"f77,omitempty"`
	F78 int64 `json:"f78,omitempty,omitzero"`
	F79 float64 `json:"f79"`
	F80 string `json:"f80"`
}

// List81 is a declared list or map type.
type List81 []Item76

// PodTemplate107 is a random struct.
type PodTemplate107 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

