package p1383

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
// +k8s:selectableField:jsonPath=".status.f46",default="1",description="The f46 of the kind."
// +k8s:printerColumn:name="Col60",type=integer,jsonPath=`.spec.f3`,format=int32
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.spec.f5`,format=int32
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.status.f44`
// +k8s:printerColumn:name="Col63",type=integer,jsonPath=`.status.f59`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f28[*].f36`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f28[0].f36`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind66 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f69"
// +k8s:selectableField:jsonPath=".spec.f81",description="The f81 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f83"
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f68`
// +k8s:printerColumn:name="Col89",type=integer,jsonPath=`.spec.f70`,description="A column.",format=int32
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.status.f83`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.spec.f71[0].f73`
// +k8s:printerColumn:name="Col92",type=string,jsonPath=`.status.f86.app`,priority=1
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:resource:path=kind66-items
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind66 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec67 `json:"spec,omitempty"`
	Status Status82 `json:"status,omitempty"`
}

// Kind66List is a list of Kind66.
//
// +kubebuilder:object:root=true
type Kind66List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind66 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int `json:"f3"`
	F4 *Mode `json:"f4"`
	F5 int16 `json:"f5,omitempty,omitzero"`
	F6 Labels7 `json:"f6,omitempty"`
	F8 []Item9 `json:"f8"`
	F21 Template22 `json:"f21,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Item9 is a random struct.
type Item9 struct {
	// +k8s:schema:selectableField
	F10 float32 `json:"f10"`
	F11 *string `json:"f11,omitempty,omitzero"`
	F12 S13 `json:"f12,omitempty"`
	F20 *uint16 `json:"f20"`
}

// S13 is a random struct.
type S13 struct {
	F14 int8 `json:"f14,omitempty,omitzero"`
	F15 uint64 `json:"f15,omitempty,omitzero"`
	F16 *float32 `json:"f16,omitempty"`
	F17 *float32 `json:"f17,omitempty"`
	F18 int16 `json:"f18,omitempty,omitzero"`
	F19 int `json:"f19,omitempty"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 []byte `json:"f23,omitempty"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 []byte `json:"f25,omitempty"`
	F26 float64 `json:"f26,omitempty"`
	F27 resource.Quantity `json:"f27,omitempty"`
	F28 List43 `json:"f28,omitempty"`
	F44 int32 `json:"f44"`
	Inline45 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 []Item31 `json:"f30,omitempty"`
	F34 *[]int8 `json:"f34"`
	F35 map[string]string `json:"f35,omitempty"`
	F36 types.UID `json:"f36"`
	F37 Labels38 `json:"f37"`
	Skipped39 string `json:"-"`
	Inline40 `json:",inline"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 intstr.IntOrString `json:"f32,omitempty"`
	F33 int64 `json:"f33"`
}

// Labels38 is a declared list or map type.
type Labels38 map[string]string

// Inline40 is a random struct.
type Inline40 struct {
	F41 intstr.IntOrString `json:"f41"`
	F42 float32 `json:"f42"`
}

// List43 is a declared list or map type.
type List43 []Item29

// Inline45 is a random struct.
type Inline45 struct {
	F46 int `json:"f46,omitempty"`
	F47 List53 `json:"f47"`
	F54 types.UID `json:"f54"`
	F55 Template56 `json:"f55,omitempty"`
	F58 uint64 `json:"f58,omitempty"`
	F59 uint16 `json:"f59,omitempty,omitzero"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 bool `json:"f49"`
	F50 uint32 `json:"f50"`
	F51 *int8 `json:"f51"`
	F52 *int8 `json:"f52,omitempty"`
}

// List53 is a declared list or map type.
type List53 []Item48

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 uint64 `json:"f57,omitempty"`
}

// Spec67 is a random struct.
type Spec67 struct {
	F68 []int8 `json:"f68,omitzero"`
	F69 *intstr.IntOrString `json:"f69,omitempty"`
	F70 *uint8 `json:"f70"`
	F71 List80 `json:"f71"`
	F81 int32 `json:"f81"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 string `json:"f73,omitempty"`
	F74 intstr.IntOrString `json:"f74,omitempty"`
	F75 Template76 `json:"f75"`
	F78 *string `json:"f78,omitempty"`
	F79 *resource.Quantity `json:"f79,omitempty"`
}

// Template76 is a random struct.
type Template76 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F77 float64 `json:"f77,omitempty,omitzero"`
}

// List80 is a declared list or map type.
type List80 []Item72

// Status82 is a random struct.
type Status82 struct {
	F83 int `json:"f83,omitempty"`
	// +k8s:schema:selectableField
	F84 int `json:"f84"`
	F85 Mode `json:"f85,omitempty"`
	F86 Labels87 `json:"f86,omitempty"`
}

// Labels87 is a declared list or map type.
type Labels87 map[string]string

