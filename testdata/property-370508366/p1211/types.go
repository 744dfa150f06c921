package p1211

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f6"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f8"
// +k8s:schema:selectableField:jsonPath=".spec.f14"
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.spec.f14`
// +k8s:printerColumn:name="Col69",type=number,jsonPath=`.status.f46.f52`,description="A column."
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f57`
// +k8s:printerColumn:name="Col71",type=number,jsonPath=`.status.f60`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f65`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind74 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f81"
// +k8s:printerColumn:name="Col115",type=number,jsonPath=`.spec.f76`,description="A column."
// +k8s:printerColumn:name="Col116",type=integer,jsonPath=`.spec.f81`
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.status.f114`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.status.f112.app`
// +k8s:printerColumn:name="Cel119",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup120",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup120",type=string,jsonPath=`.metadata.name`
type Kind74 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec75 `json:"spec,omitempty"`
	Status Status102 `json:"status,omitempty"`
}

// Kind74List is a list of Kind74.
//
// +kubebuilder:object:root=true
type Kind74List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind74 `json:"items"`
}

// Kind121 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col125",type=integer,jsonPath=`.spec.f80`,format=int32
// +k8s:printerColumn:name="Col126",type=integer,jsonPath=`.spec.f81`,format=int32
// +k8s:printerColumn:name="Col127",type=integer,jsonPath=`.status.f124`
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind121 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec75 `json:"spec,omitempty"`
	Status Status122 `json:"status,omitempty"`
}

// Kind121List is a list of Kind121.
//
// +kubebuilder:object:root=true
type Kind121List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind121 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F14 *uint64 `json:"f14,omitzero"`
	F15 List33 `json:"f15"`
	F34 []Item35 `json:"f34"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate73 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	// +k8s:schema:selectableField
	F5 types.UID `json:"f5"`
	F6 *bool `json:"f6"`
	// +k8s:schema:selectableField
	F7 *int16 `json:"f7"`
	F8 int32 `json:"f8,omitempty"`
	F9 []int8 `json:"f9,omitempty"`
	F10 float32 `json:"f10"`
	Inline11 `json:",inline"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 metav1.Duration `json:"f12"`
	// +k8s:schema:selectableField
	F13 metav1.MicroTime `json:"f13,omitempty"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 []Item18 `json:"f17,omitempty"`
	F26 *resource.Quantity `json:"f26,omitempty"`
	F27 Template28 `json:"f27,omitempty"`
	F30 *Mode `json:"f30"`
	F31 int16 `json:"f31,omitempty"`
	Skipped32 string `json:"-"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 []int8 `json:"f19,omitempty"`
	F20 metav1.Time `json:"f20"`
	F21 *bool `json:"f21,omitempty"`
	F22 types.UID `json:"f22"`
	F23 resource.Quantity `json:"f23,omitzero"`
	F24 int32 `json:"f24,omitzero"`
	Skipped25 string `json:"-"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 metav1.Time `json:"f29"`
}

// List33 is a declared list or map type.
type List33 []Item16

// Item35 is a random struct.
type Item35 struct {
	F36 Labels37 `json:"f36,omitempty"`
	F38 S39 `json:"f38,omitempty"`
	Skipped42 string `json:"-"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// S39 is a random struct.
type S39 struct {
	F40 *string `json:"f40"`
	F41 metav1.Duration `json:"f41"`
}

// Status43 is a random struct.
type Status43 struct {
	F44 *metav1.Duration `json:"f44,omitempty,omitzero"`
	F45 *types.UID `json:"f45,omitempty"`
	F46 *S47 `json:"f46,omitempty"`
	F54 *Template55 `json:"f54,omitempty"`
	F57 types.UID `json:"f57,omitempty"`
	Skipped58 string `json:"-"`
	Inline59 `json:",inline"`
}

// S47 is a random struct.
type S47 struct {
	F48 int16 `json:"f48,omitempty"`
	F49 *metav1.MicroTime `json:"f49,omitempty"`
	Skipped50 string `json:"-"`
	*Inline51 `json:",inline"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 float64 `json:"f52,omitempty,omitzero"`
	F53 uint16 `json:"f53"`
}

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 int64 `json:"f56,omitempty"`
}

// Inline59 is a random struct.
type Inline59 struct {
	F60 float32 `json:"f60,omitempty,omitzero"`
	F61 *[]int8 `json:"f61"`
	F62 *string `json:"f62"`
	F63 int `json:"f63"`
	Inline64 `json:",inline"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 *Mode `json:"f65"`
	F66 bool `json:"f66"`
	F67 *[]int8 `json:"f67,omitzero"`
}

// PodTemplate73 is a random struct.
type PodTemplate73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec75 is a random struct.
type Spec75 struct {
	F76 float32 `json:"f76,omitempty"`
	F77 *Template78 `json:"f77"`
	// +k8s:selectableField:default="5",description="The f80 of the kind.",indexed=true
	F80 uint8 `json:"f80,omitempty"`
	F81 uint16 `json:"f81,omitempty"`
	F82 List100 `json:"f82,omitempty"`
	Skipped101 string `json:"-"`
}

// Template78 is a random struct.
type Template78 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F79 string `json:"f79"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 Labels85 `json:"f84,omitempty"`
	F86 *metav1.Time `json:"f86"`
	F87 *S88 `json:"f87"`
	F91 uint16 `json:"f91,omitzero"`
	F92 *S93 `json:"f92,omitempty"`
}

// Labels85 is a declared list or map type.
type Labels85 map[string]string

// S88 is a random struct.
type S88 struct {
	F89 uint8 `json:"f89,omitempty"`
	F90 []byte `json:"f90,omitempty,omitzero"`
}

// S93 is a random struct.
type S93 struct {
	F94 *uint16 `json:"f94,omitempty"`
	F95 intstr.IntOrString `json:"f95"`
	F96 *uint16 `json:"f96"`
	F97 int16 `json:"f97,omitempty"`
	F98 float32 `json:"f98,omitempty,omitzero"`
	Skipped99 string `json:"-"`
}

// List100 is a declared list or map type.
type List100 []Item83

// Status102 is a random struct.
type Status102 struct {
	F103 types.UID `json:"f103,omitempty"`
	F104 []Item105 `json:"f104"`
	F112 Labels113 `json:"f112,omitempty"`
	F114 []byte `json:"f114"`
}

// Item105 is a random struct.
type Item105 struct {
	F106 *Template107 `json:"f106,omitempty"`
	F109 int `json:"f109,omitzero"`
	F110 *uint16 `json:"f110,omitempty"`
	Skipped111 string `json:"-"`
}

// Template107 is a random struct.
type Template107 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F108 metav1.Duration `json:"f108"`
}

// Labels113 is a declared list or map type.
type Labels113 map[string]string

// Status122 is a random struct.
type Status122 struct {
	F123 []byte `json:"f123,omitempty"`
	F124 int64 `json:"f124,omitzero"`
}

