package p1596

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f14",description="The f14 of the kind."
// +k8s:selectableField:jsonPath=".spec.f15.f22",default="2024-01-02T15:04:05Z"
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.spec.f15.f20`
// +kubebuilder:printcolumn:name="Col27",type="date",JSONPath=`.spec.f15.f22`
// +k8s:printerColumn:name="Cel28",type=string,expression=`has(self.spec) && has(self.spec.f13) ? string(self.spec.f13) : "none"`
// +kubebuilder:subresource:status
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
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

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f78",default="2"
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.spec.f46`,description="A column."
// +kubebuilder:printcolumn:name="Col94",type="date",JSONPath=`.status.f80`
// +kubebuilder:printcolumn:name="Col95",type="integer",JSONPath=`.status.f81.f83`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.spec.f34[0].f40`
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.spec.f47[*].f50`,description="A column."
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f81.f84[*].f86`,priority=1
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec30 `json:"spec,omitempty"`
	Status Status77 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3,omitempty,omitzero"`
	F4 *Template5 `json:"f4,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F13 int `json:"f13,omitempty"`
	F14 uint32 `json:"f14"`
	F15 *S16 `json:"f15"`
}

// S7 is a random struct.
type S7 struct {
	F8 float64 `json:"f8"`
	F9 *uint32 `json:"f9"`
	F10 metav1.MicroTime `json:"f10,omitempty"`
	F11 *uint8 `json:"f11"`
	F12 uint8 `json:"f12"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *S7 `json:"f6,omitempty"`
}

// S16 is a random struct.
type S16 struct {
	F17 *Template18 `json:"f17"`
	F20 []byte `json:"f20,omitempty"`
	F21 uint16 `json:"f21"`
	F22 metav1.Time `json:"f22,omitzero"`
	// +k8s:schema:selectableField:description="The f23 of the kind."
	F23 []byte `json:"f23,omitempty"`
	F24 *metav1.Time `json:"f24,omitempty"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 types.UID `json:"f19,omitempty"`
}

// Spec30 is a random struct.
type Spec30 struct {
	F31 Template32 `json:"f31,omitempty"`
	F34 List44 `json:"f34,omitempty"`
	// +k8s:selectableField
	F45 []byte `json:"f45,omitempty"`
	F46 []byte `json:"f46"`
	F47 List51 `json:"f47,omitempty"`
	F52 []Item53 `json:"f52"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate99 `json:"template"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 int64 `json:"f33,omitempty,omitzero"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 *Template37 `json:"f36"`
	F39 map[string]string `json:"f39,omitempty"`
	F40 resource.Quantity `json:"f40,omitzero"`
	F41 []int8 `json:"f41,omitempty"`
	F42 *[]int8 `json:"f42,omitempty"`
	F43 uint64 `json:"f43,omitempty"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 int `json:"f38,omitzero"`
}

// List44 is a declared list or map type.
type List44 []Item35

// Item48 is a random struct.
type Item48 struct {
	F49 *Mode `json:"f49,omitempty"`
	F50 types.UID `json:"f50"`
}

// List51 is a declared list or map type.
type List51 []Item48

// Item53 is a random struct.
type Item53 struct {
	F54 S55 `json:"f54"`
	F58 S59 `json:"f58,omitempty"`
	F65 float32 `json:"f65,omitzero"`
	F66 []Item67 `json:"f66,omitempty"`
	F72 metav1.Time `json:"f72,omitempty"`
	Inline73 `json:",inline"`
}

// S55 is a random struct.
type S55 struct {
	F56 uint64 `json:"f56,omitempty"`
	F57 *uint32 `json:"f57,omitempty"`
}

// S59 is a random struct.
type S59 struct {
	F60 int64 `json:"f60"`
	F61 Mode `json:"f61,omitempty"`
	F62 metav1.Duration `json:"f62,omitempty"`
	F63 intstr.IntOrString `json:"f63,omitempty"`
	F64 uint64 `json:"f64"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 int `json:"f68,omitempty"`
	F69 intstr.IntOrString `json:"f69,omitempty,omitzero"`
	F70 metav1.Time `json:"f70,omitempty"`
	F71 types.UID `json:"f71"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 *int64 `json:"f74"`
	F75 *metav1.Duration `json:"f75"`
	F76 uint16 `json:"f76,omitempty"`
}

// Status77 is a random struct.
type Status77 struct {
	F78 int16 `json:"f78,omitempty"`
	// +k8s:selectableField:default="80",description="The f79 of the kind.",trigger=true
	F79 *intstr.IntOrString `json:"f79"`
	F80 metav1.Time `json:"f80"`
	F81 S82 `json:"f81"`
	// +k8s:selectableField:default="1"
	F91 int `json:"f91,omitempty"`
	F92 *float32 `json:"f92"`
}

// S82 is a random struct.
type S82 struct {
	// +k8s:schema:selectableField:description="The f83 of the kind.",indexed=true
	F83 *int8 `json:"f83,omitempty"`
	F84 List88 `json:"f84"`
	F89 float32 `json:"f89,omitempty"`
	F90 map[string]string `json:"f90"`
}

// Item85 is a random struct.
type Item85 struct {
	F86 intstr.IntOrString `json:"f86"`
	F87 int16 `json:"f87"`
}

// List88 is a declared list or map type.
type List88 []Item85

// PodTemplate99 is a random struct.
type PodTemplate99 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

