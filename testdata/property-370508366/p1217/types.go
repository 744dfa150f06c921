package p1217

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
// +k8s:schema:selectableField:jsonPath=".spec.f23.f28",description="The f28 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f23.f39.f42",description="The f42 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f23.f39.f43",description="The f43 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f23.f47"
// +k8s:selectableField:jsonPath=".spec.f23.f48"
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.spec.f3`,format=int32
// +k8s:printerColumn:name="Col52",type=number,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f23.f31.f36`
// +k8s:printerColumn:name="Col54",type=integer,jsonPath=`.spec.f23.f39.f45`
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.spec.f23.f47`
// +k8s:printerColumn:name="Col56",type=integer,jsonPath=`.spec.f23.f48`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f23.f29.app`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f23.f38.app`,priority=1
// +k8s:printerColumn:name="Cel59",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f64",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f67",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f93.f95.f101"
// +k8s:printerColumn:name="Col105",type=integer,jsonPath=`.spec.f62`
// +k8s:printerColumn:name="Col106",type=number,jsonPath=`.spec.f63`,description="A column."
// +k8s:printerColumn:name="Col107",type=date,jsonPath=`.status.f93.f95.f99`,priority=1
// +k8s:printerColumn:name="Col108",type=integer,jsonPath=`.status.f104`,priority=1
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.status.f70[*].f72`,description="A column."
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f70[0].f72`
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.status.f79[0].f83`
// +k8s:printerColumn:name="Col112",type=string,jsonPath=`.status.f79[?(@.f83=="fast")].f83`,description="A column."
// +k8s:printerColumn:name="Cel113",type=string,expression=`has(self.status) && has(self.status.f104) ? string(self.status.f104) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec61 `json:"spec,omitempty"`
	Status Status69 `json:"status,omitempty"`
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
	F3 *int64 `json:"f3,omitempty"`
	F4 *float32 `json:"f4"`
	F5 List21 `json:"f5,omitempty"`
	F22 intstr.IntOrString `json:"f22,omitempty"`
	F23 S24 `json:"f23"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *Template8 `json:"f7,omitempty"`
	F10 Labels11 `json:"f10,omitempty"`
	F12 *Template13 `json:"f12,omitempty"`
	Inline15 `json:",inline"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 metav1.MicroTime `json:"f9,omitzero"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 intstr.IntOrString `json:"f14,omitzero"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 int32 `json:"f16,omitempty"`
	F17 bool `json:"f17"`
	F18 float32 `json:"f18,omitempty"`
	F19 int16 `json:"f19,omitempty"`
	F20 Mode `json:"f20,omitempty"`
}

// List21 is a declared list or map type.
type List21 []Item6

// S24 is a random struct.
type S24 struct {
	F25 Template26 `json:"f25,omitempty"`
	F28 []byte `json:"f28"`
	F29 Labels30 `json:"f29,omitempty"`
	F31 *S32 `json:"f31,omitempty"`
	F38 map[string]string `json:"f38,omitempty"`
	F39 S40 `json:"f39"`
	Inline46 `json:",inline"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 *float64 `json:"f27"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// S32 is a random struct.
type S32 struct {
	F33 float64 `json:"f33,omitempty,omitzero"`
	F34 int8 `json:"f34,omitzero"`
	F35 []int8 `json:"f35,omitzero"`
	// +k8s:schema:selectableField:indexed=true
	F36 int8 `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// S40 is a random struct.
type S40 struct {
	F41 intstr.IntOrString `json:"f41,omitempty"`
	F42 uint32 `json:"f42,omitempty"`
	F43 string `json:"f43,omitempty"`
	F44 *int64 `json:"f44"`
	F45 uint16 `json:"f45,omitempty,omitzero"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 *intstr.IntOrString `json:"f47"`
	F48 *int8 `json:"f48,omitzero"`
	F49 int8 `json:"f49,omitzero"`
	F50 bool `json:"f50"`
}

// Spec61 is a random struct.
type Spec61 struct {
	F62 int16 `json:"f62"`
	F63 float64 `json:"f63,omitempty"`
	F64 metav1.Time `json:"f64"`
	*Inline65 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Inline65 is a random struct.
type Inline65 struct {
	F66 int8 `json:"f66"`
	F67 metav1.Time `json:"f67,omitempty"`
	Skipped68 string `json:"-"`
}

// Status69 is a random struct.
type Status69 struct {
	F70 List78 `json:"f70"`
	F79 List92 `json:"f79"`
	F93 S94 `json:"f93"`
	F104 int32 `json:"f104,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item71 is a random struct.
type Item71 struct {
	F72 types.UID `json:"f72,omitempty"`
	F73 map[string]string `json:"f73"`
	F74 Template75 `json:"f74,omitempty"`
	F77 map[string]string `json:"f77,omitempty"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 *[]int8 `json:"f76,omitempty"`
}

// List78 is a declared list or map type.
type List78 []Item71

// Item80 is a random struct.
type Item80 struct {
	F81 *intstr.IntOrString `json:"f81,omitempty"`
	F82 int16 `json:"f82"`
	F83 Mode `json:"f83,omitempty,omitzero"`
	F84 []byte `json:"f84"`
	F85 float32 `json:"f85,omitempty"`
	*Inline86 `json:",inline"`
}

// Inline86 is a random struct.
type Inline86 struct {
	F87 float64 `json:"f87,omitempty,omitzero"`
	F88 bool `json:"f88"`
	F89 uint64 `json:"f89,omitempty"`
	F90 int64 `json:"f90,omitempty,omitzero"`
	F91 *uint32 `json:"f91,omitempty"`
}

// List92 is a declared list or map type.
type List92 []Item80

// S94 is a random struct.
type S94 struct {
	F95 *S96 `json:"f95,omitempty"`
	F103 metav1.Duration `json:"f103,omitempty"`
}

// S96 is a random struct.
type S96 struct {
	// +k8s:schema:selectableField:default="1h0m0s"
	F97 *metav1.Duration `json:"f97,omitzero"`
	// +k8s:schema:selectableField
	F98 metav1.Time `json:"f98"`
	F99 *metav1.MicroTime `json:"f99,omitzero"`
	F100 uint16 `json:"f100,omitempty"`
	F101 []byte `json:"f101,omitzero"`
	// +k8s:selectableField
	F102 uint32 `json:"f102"`
}

