package p1017

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
// +k8s:selectableField:jsonPath=".spec.f6",default="80"
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col40",type=integer,jsonPath=`.status.f16.f18`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.status.f16.f19`
// +k8s:printerColumn:name="Col42",type=integer,jsonPath=`.status.f21`
// +k8s:printerColumn:name="Col43",type=number,jsonPath=`.status.f23`
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.status.f31[?(@.f36=="x")].f36`,priority=1,description="A column."
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.replicas",description="The replicas of the kind."
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f6`,priority=1
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.spec.replicas`
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3"`
	F6 *intstr.IntOrString `json:"f6"`
	F7 int32 `json:"f7"`
	F8 *Template9 `json:"f8"`
	Skipped13 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 types.UID `json:"f5,omitempty,omitzero"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 metav1.MicroTime `json:"f12,omitempty,omitzero"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 Template11 `json:"f10,omitempty"`
}

// Status14 is a random struct.
type Status14 struct {
	// +k8s:selectableField
	F15 int32 `json:"f15"`
	F16 S17 `json:"f16,omitempty"`
	*Inline20 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S17 is a random struct.
type S17 struct {
	// +k8s:schema:selectableField:description="The f18 of the kind."
	F18 *int8 `json:"f18,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="fast"
	F19 *Mode `json:"f19,omitempty"`
}

// Inline20 is a random struct.
type Inline20 struct {
	// +k8s:schema:selectableField:default="-1",description="The f21 of the kind."
	F21 int8 `json:"f21"`
	F22 map[string]string `json:"f22"`
	// +k8s:schema:selectableField
	F23 *float32 `json:"f23,omitempty"`
	F24 []Item25 `json:"f24,omitempty"`
	F31 []Item32 `json:"f31"`
	F38 Mode `json:"f38,omitempty"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 *int64 `json:"f26,omitempty"`
	F27 float32 `json:"f27,omitempty"`
	F28 *uint16 `json:"f28"`
	F29 int32 `json:"f29"`
	F30 int16 `json:"f30"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 *uint8 `json:"f33"`
	F34 *int8 `json:"f34"`
	F35 *[]int8 `json:"f35"`
	F36 string `json:"f36,omitempty"`
	F37 *Mode `json:"f37"`
}

// Status46 is a random struct.
type Status46 struct {
	F47 []byte `json:"f47,omitempty,omitzero"`
	F48 List68 `json:"f48"`
	Skipped69 string `json:"-"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 uint8 `json:"f50,omitempty"`
	F51 Labels52 `json:"f51,omitempty"`
	F53 *uint8 `json:"f53,omitempty"`
	F54 List62 `json:"f54"`
	F63 []Item64 `json:"f63,omitempty"`
}

// Labels52 is a declared list or map type.
type Labels52 map[string]string

// Item55 is a random struct.
type Item55 struct {
	F56 *int64 `json:"f56,omitempty"`
	F57 []int8 `json:"f57"`
	F58 int `json:"f58"`
	F59 []int8 `json:"f59,omitzero"`
	F60 []int8 `json:"f60,omitempty"`
	Skipped61 string `json:"-"`
}

// List62 is a declared list or map type.
type List62 []Item55

// Item64 is a random struct.
type Item64 struct {
	F65 *[]int8 `json:"f65"`
	F66 float64 `json:"f66,omitempty"`
	F67 intstr.IntOrString `json:"f67,omitempty"`
}

// List68 is a declared list or map type.
type List68 []Item49

