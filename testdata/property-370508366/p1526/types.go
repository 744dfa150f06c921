package p1526

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
// +k8s:schema:selectableField:jsonPath=".spec.f4"
// +k8s:schema:selectableField:jsonPath=".spec.f44"
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f43`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f44`,priority=1
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.status.f61`,priority=1
// +k8s:printerColumn:name="Col73",type=number,jsonPath=`.status.f66`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status45 `json:"status,omitempty"`
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
// +k8s:selectableField:jsonPath=".spec.f76.f80",description="The f80 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f100"
// +kubebuilder:printcolumn:name="Col134",type="integer",JSONPath=`.status.f119`
// +kubebuilder:printcolumn:name="Col135",type="string",JSONPath=`.status.f122.f125`,priority=1
// +kubebuilder:printcolumn:name="Col136",type="date",JSONPath=`.status.f122.f129`
// +kubebuilder:printcolumn:name="Col137",type="date",JSONPath=`.status.f130`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col138",type="string",JSONPath=`.status.f131`,priority=1
// +kubebuilder:printcolumn:name="Col139",type="integer",JSONPath=`.status.f133`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col140",type="string",JSONPath=`.spec.f88[0].f90`,priority=1
// +kubebuilder:printcolumn:name="Col141",type="string",JSONPath=`.spec.f101[*].f105`,priority=1
// +kubebuilder:printcolumn:name="Col142",type="string",JSONPath=`.spec.f101[0].f105`,priority=1
// +kubebuilder:printcolumn:name="Col143",type="string",JSONPath=`.status.f132.app`
// +kubebuilder:printcolumn:name="Dup144",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup144",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind74 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec75 `json:"spec,omitempty"`
	Status Status117 `json:"status,omitempty"`
}

// Kind74List is a list of Kind74.
//
// +kubebuilder:object:root=true
type Kind74List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind74 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:indexed=true
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 metav1.Duration `json:"f4"`
	F5 List37 `json:"f5,omitempty"`
	F38 List42 `json:"f38"`
	// +k8s:selectableField
	F43 metav1.Duration `json:"f43"`
	F44 []byte `json:"f44"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *S8 `json:"f7,omitempty"`
	F15 int `json:"f15"`
	F16 *metav1.MicroTime `json:"f16,omitempty"`
	F17 *S18 `json:"f17"`
	F25 uint8 `json:"f25"`
	F26 []Item27 `json:"f26,omitempty"`
	Inline31 `json:",inline"`
}

// S8 is a random struct.
type S8 struct {
	F9 uint8 `json:"f9"`
	F10 resource.Quantity `json:"f10"`
	F11 uint64 `json:"f11,omitempty,omitzero"`
	F12 uint8 `json:"f12,omitempty"`
	F13 uint32 `json:"f13,omitzero"`
	Skipped14 string `json:"-"`
}

// S18 is a random struct.
type S18 struct {
	F19 int8 `json:"f19"`
	F20 int `json:"f20,omitempty"`
	F21 Mode `json:"f21"`
	F22 uint64 `json:"f22,omitempty"`
	F23 string `json:"f23"`
	F24 *int32 `json:"f24,omitempty,omitzero"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 uint32 `json:"f28"`
	F29 int8 `json:"f29,omitempty"`
	F30 Mode `json:"f30,omitempty"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 metav1.MicroTime `json:"f32"`
	F33 bool `json:"f33"`
	F34 intstr.IntOrString `json:"f34"`
	F35 float32 `json:"f35,omitempty"`
	F36 int64 `json:"f36"`
}

// List37 is a declared list or map type.
type List37 []Item6

// Item39 is a random struct.
type Item39 struct {
	F40 bool `json:"f40,omitempty"`
	F41 float64 `json:"f41"`
}

// List42 is a declared list or map type.
type List42 []Item39

// Status45 is a random struct.
type Status45 struct {
	F46 []Item47 `json:"f46"`
	F61 int8 `json:"f61"`
	F62 Template63 `json:"f62"`
	Inline65 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 S49 `json:"f48,omitempty"`
	F55 *Mode `json:"f55"`
	Skipped56 string `json:"-"`
	Inline57 `json:",inline"`
}

// S49 is a random struct.
type S49 struct {
	F50 *metav1.MicroTime `json:"f50,omitempty"`
	F51 metav1.Duration `json:"f51,omitempty"`
	F52 uint32 `json:"f52,omitempty"`
	F53 *resource.Quantity `json:"f53"`
	F54 *int8 `json:"f54,omitempty"`
}

// Inline57 is a random struct.
type Inline57 struct {
	F58 *resource.Quantity `json:"f58,omitempty"`
	F59 Mode `json:"f59,omitempty"`
	F60 *string `json:"f60,omitempty"`
}

// Template63 is a random struct.
type Template63 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F64 intstr.IntOrString `json:"f64,omitempty,omitzero"`
}

// Inline65 is a random struct.
type Inline65 struct {
	F66 float64 `json:"f66,omitempty,omitzero"`
	F67 map[string]string `json:"f67"`
}

// Spec75 is a random struct.
type Spec75 struct {
	F76 S77 `json:"f76"`
	F88 List99 `json:"f88,omitempty"`
	F100 *int8 `json:"f100,omitzero"`
	F101 List115 `json:"f101,omitempty"`
	Skipped116 string `json:"-"`
}

// S77 is a random struct.
type S77 struct {
	F78 []int8 `json:"f78,omitempty"`
	// +k8s:schema:selectableField
	F79 *uint64 `json:"f79,omitempty"`
	F80 uint8 `json:"f80,omitempty"`
	F81 []Item82 `json:"f81"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 int `json:"f83"`
	F84 *types.UID `json:"f84,omitempty,omitzero"`
	F85 *string `json:"f85"`
	F86 uint32 `json:"f86,omitempty"`
	F87 uint8 `json:"f87"`
}

// Item89 is a random struct.
type Item89 struct {
	F90 intstr.IntOrString `json:"f90,omitempty"`
	F91 Labels92 `json:"f91,omitempty"`
	F93 *int32 `json:"f93"`
	Inline94 `json:",inline"`
}

// Labels92 is a declared list or map type.
type Labels92 map[string]string

// Inline94 is a random struct.
type Inline94 struct {
	F95 string `json:"f95,omitempty"`
	F96 resource.Quantity `json:"f96,omitempty"`
	F97 *float32 `json:"f97"`
	F98 *bool `json:"f98,omitempty"`
}

// List99 is a declared list or map type.
type List99 []Item89

// Item102 is a random struct.
type Item102 struct {
	F103 Labels104 `json:"f103,omitempty"`
	F105 []byte `json:"f105,omitempty"`
	F106 *uint16 `json:"f106,omitempty"`
	F107 Template108 `json:"f107"`
	F110 uint8 `json:"f110,omitempty"`
	F111 Template112 `json:"f111,omitempty"`
	Skipped114 string `json:"-"`
}

// Labels104 is a declared list or map type.
type Labels104 map[string]string

// Template108 is a random struct.
type Template108 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F109 *int16 `json:"f109"`
}

// Template112 is a random struct.
type Template112 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F113 *int `json:"f113,omitempty"`
}

// List115 is a declared list or map type.
type List115 []Item102

// Status117 is a random struct.
type Status117 struct {
	F118 *uint8 `json:"f118,omitempty"`
	F119 int8 `json:"f119"`
	Inline120 `json:",inline"`
}

// Inline120 is a random struct.
type Inline120 struct {
	F121 int64 `json:"f121,omitempty"`
	F122 S123 `json:"f122"`
	F130 *metav1.MicroTime `json:"f130,omitempty"`
	F131 metav1.Duration `json:"f131"`
	F132 map[string]string `json:"f132,omitempty"`
	F133 int64 `json:"f133"`
}

// S123 is a random struct.
type S123 struct {
	F124 metav1.MicroTime `json:"f124,omitempty"`
	F125 []int8 `json:"f125"`
	// +k8s:schema:selectableField:description="The f126 of the kind.",indexed=true
	F126 *metav1.Duration `json:"f126,omitempty"`
	// +k8s:schema:selectableField
	F127 *string `json:"f127,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F128 *uint8 `json:"f128"`
	F129 metav1.MicroTime `json:"f129,omitzero"`
}

