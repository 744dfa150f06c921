package p1045

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
// +k8s:selectableField:jsonPath=".spec.f20.f29.f32"
// +k8s:selectableField:jsonPath=".spec.f39.f41",default="4",description="The f41 of the kind.",indexed=true
// +k8s:printerColumn:name="Col86",type=date,jsonPath=`.spec.f3.f5`
// +k8s:printerColumn:name="Col87",type=string,jsonPath=`.spec.f20.f22.f25`,priority=1,description="A column."
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f20.f22.f27`
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f20.f29.f31`
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.spec.f39.f41`,format=int32
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.spec.f39.f42.f44`,priority=1
// +k8s:printerColumn:name="Col92",type=number,jsonPath=`.spec.f39.f42.f47`,description="A column."
// +k8s:printerColumn:name="Col93",type=number,jsonPath=`.status.f62.f72`,priority=1
// +k8s:printerColumn:name="Col94",type=integer,jsonPath=`.status.f62.f73`,format=int32
// +k8s:printerColumn:name="Col95",type=integer,jsonPath=`.status.f78.f80`,description="A column.",format=int32
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f3.f12[*].f18`
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.spec.f3.f12[0].f18`,priority=1
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.status.f78.f81.app`,description="A column."
// +k8s:printerColumn:name="Cel99",type=string,expression=`has(self.status) && has(self.status.f62) && has(self.status.f62.f64) ? string(self.status.f62.f64) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind101 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f106"
// +k8s:schema:selectableField:jsonPath=".status.f119",description="The f119 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col122",type="integer",JSONPath=`.spec.f103`
// +kubebuilder:printcolumn:name="Col123",type="boolean",JSONPath=`.spec.f104`
// +kubebuilder:printcolumn:name="Col124",type="string",JSONPath=`.spec.f105`,priority=1
// +kubebuilder:printcolumn:name="Col125",type="integer",JSONPath=`.spec.f106`,format=int32
// +kubebuilder:printcolumn:name="Col126",type="date",JSONPath=`.status.f113`,description="A column."
// +kubebuilder:printcolumn:name="Col127",type="date",JSONPath=`.status.f114`,description="A column."
// +kubebuilder:printcolumn:name="Col128",type="number",JSONPath=`.status.f115`
// +kubebuilder:printcolumn:name="Col129",type="string",JSONPath=`.status.f119`
// +kubebuilder:printcolumn:name="Col130",type="string",JSONPath=`.status.f120.app`,priority=1
// +genclient:nonNamespaced
type Kind101 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec102 `json:"spec,omitempty"`
	Status Status112 `json:"status,omitempty"`
}

// Kind101List is a list of Kind101.
//
// +kubebuilder:object:root=true
type Kind101List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind101 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	F20 S21 `json:"f20,omitempty"`
	// +k8s:schema:selectableField
	F38 uint32 `json:"f38,omitempty,omitzero"`
	F39 *S40 `json:"f39"`
	// +k8s:schema:selectableField:indexed=true
	F59 metav1.MicroTime `json:"f59,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate100 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 *metav1.Time `json:"f5"`
	F6 float32 `json:"f6,omitzero"`
	F7 Template8 `json:"f7"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z",indexed=true
	F10 metav1.Time `json:"f10,omitempty"`
	F11 uint64 `json:"f11,omitempty"`
	F12 []Item13 `json:"f12,omitempty"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 *uint64 `json:"f9"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 uint8 `json:"f14,omitzero"`
	F15 *resource.Quantity `json:"f15"`
	F16 *int64 `json:"f16,omitempty"`
	F17 metav1.MicroTime `json:"f17"`
	F18 []int8 `json:"f18,omitempty"`
	Skipped19 string `json:"-"`
}

// S21 is a random struct.
type S21 struct {
	F22 S23 `json:"f22"`
	F29 *S30 `json:"f29,omitempty"`
	F33 List37 `json:"f33"`
}

// S23 is a random struct.
type S23 struct {
	F24 []int8 `json:"f24,omitempty,omitzero"`
	// +k8s:schema:selectableField:trigger=true
	F25 *uint64 `json:"f25"`
	F26 uint8 `json:"f26,omitempty"`
	F27 *types.UID `json:"f27"`
	F28 *bool `json:"f28,omitempty,omitzero"`
}

// S30 is a random struct.
type S30 struct {
	F31 *[]int8 `json:"f31"`
	F32 *uint64 `json:"f32,omitempty,omitzero"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 *int64 `json:"f35,omitempty"`
	F36 *intstr.IntOrString `json:"f36,omitempty"`
}

// List37 is a declared list or map type.
type List37 []Item34

// S40 is a random struct.
type S40 struct {
	F41 *int64 `json:"f41"`
	F42 S43 `json:"f42,omitempty"`
	F48 int64 `json:"f48,omitempty"`
	F49 List57 `json:"f49,omitempty"`
	F58 metav1.Time `json:"f58"`
}

// S43 is a random struct.
type S43 struct {
	F44 types.UID `json:"f44"`
	F45 float64 `json:"f45"`
	F46 int `json:"f46,omitempty"`
	F47 float32 `json:"f47,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 float32 `json:"f51,omitempty"`
	F52 []int8 `json:"f52,omitempty"`
	F53 bool `json:"f53,omitempty"`
	F54 string `json:"f54,omitempty,omitzero"`
	F55 float64 `json:"f55,omitzero"`
	Skipped56 string `json:"-"`
}

// List57 is a declared list or map type.
type List57 []Item50

// Status60 is a random struct.
type Status60 struct {
	F61 *metav1.Time `json:"f61,omitempty,omitzero"`
	F62 S63 `json:"f62,omitempty"`
	F74 Template75 `json:"f74"`
	F77 []int8 `json:"f77"`
	F78 S79 `json:"f78,omitempty"`
	F85 *int64 `json:"f85,omitempty"`
}

// S63 is a random struct.
type S63 struct {
	F64 *bool `json:"f64,omitempty"`
	F65 map[string]string `json:"f65"`
	F66 *Template67 `json:"f66"`
	F69 *Template70 `json:"f69,omitempty"`
	F72 *float64 `json:"f72"`
	F73 int8 `json:"f73,omitempty"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 *uint64 `json:"f68,omitempty"`
}

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 *Mode `json:"f71"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 uint32 `json:"f76,omitzero"`
}

// S79 is a random struct.
type S79 struct {
	F80 int64 `json:"f80,omitempty"`
	F81 Labels82 `json:"f81,omitempty"`
	F83 uint32 `json:"f83,omitempty,omitzero"`
	Skipped84 string `json:"-"`
}

// Labels82 is a declared list or map type.
type Labels82 map[string]string

// PodTemplate100 is a random struct.
type PodTemplate100 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec102 is a random struct.
type Spec102 struct {
	F103 *uint8 `json:"f103,omitempty"`
	F104 bool `json:"f104,omitempty"`
	F105 *metav1.Duration `json:"f105,omitzero"`
	F106 int8 `json:"f106,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F107 int16 `json:"f107,omitempty"`
	Inline108 `json:",inline"`
}

// Inline108 is a random struct.
type Inline108 struct {
	F109 bool `json:"f109,omitzero"`
	F110 *uint16 `json:"f110,omitempty"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F111 metav1.Time `json:"f111,omitempty"`
}

// Status112 is a random struct.
type Status112 struct {
	F113 metav1.Time `json:"f113,omitempty"`
	F114 metav1.MicroTime `json:"f114,omitzero"`
	F115 float32 `json:"f115,omitempty,omitzero"`
	F116 Template117 `json:"f116"`
	F119 metav1.Duration `json:"f119"`
	F120 Labels121 `json:"f120"`
}

// Template117 is a random struct.
type Template117 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F118 uint8 `json:"f118"`
}

// Labels121 is a declared list or map type.
type Labels121 map[string]string

