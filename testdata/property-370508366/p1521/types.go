package p1521

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
// +k8s:schema:selectableField:jsonPath=".spec.f5"
// +k8s:selectableField:jsonPath=".spec.f6"
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind17 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f33.f50",default="80",description="The f50 of the kind."
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.spec.f33.f35`
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f33.f50`
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f33.f51`
// +kubebuilder:printcolumn:name="Col73",type="boolean",JSONPath=`.spec.f33.f52`
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f33.f40[0].f42`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f33.f40[?(@.f42=="x")].f42`
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f60.app`,description="A column."
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind17 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec18 `json:"spec,omitempty"`
	Status Status62 `json:"status,omitempty"`
}

// Kind17List is a list of Kind17.
//
// +kubebuilder:object:root=true
type Kind17List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind17 `json:"items"`
}

// Kind77 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.spec.f80.f96`
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.spec.f80.f82[0].f84`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.spec.f80.f82[?(@.f88=="x")].f84`
// +k8s:printerColumn:name="Cel101",type=string,expression=`has(self.spec) && has(self.spec.f80) && has(self.spec.f80.f95) ? string(self.spec.f80.f95) : "none"`
type Kind77 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec78 `json:"spec,omitempty"`
}

// Kind77List is a list of Kind77.
//
// +kubebuilder:object:root=true
type Kind77List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind77 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 *metav1.MicroTime `json:"f3"`
	F4 resource.Quantity `json:"f4"`
	F5 int8 `json:"f5,omitempty"`
	F6 string `json:"f6,omitempty"`
	F7 Template8 `json:"f7,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate16 `json:"template"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 Labels10 `json:"f9,omitempty"`
}

// Status11 is a random struct.
type Status11 struct {
	// +k8s:selectableField
	F12 string `json:"f12,omitempty,omitzero"`
	F13 Labels14 `json:"f13"`
	F15 map[string]string `json:"f15"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// PodTemplate16 is a random struct.
type PodTemplate16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec18 is a random struct.
type Spec18 struct {
	F19 *uint64 `json:"f19"`
	F20 []Item21 `json:"f20,omitempty"`
	F33 S34 `json:"f33,omitempty"`
	F55 []Item56 `json:"f55,omitempty"`
	F60 map[string]string `json:"f60,omitempty"`
	Skipped61 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 uint8 `json:"f22"`
	F23 uint16 `json:"f23,omitempty,omitzero"`
	F24 List28 `json:"f24"`
	F29 metav1.MicroTime `json:"f29,omitzero"`
	F30 Template31 `json:"f30"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 *Mode `json:"f26"`
	F27 metav1.MicroTime `json:"f27,omitempty"`
}

// List28 is a declared list or map type.
type List28 []Item25

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 *[]int8 `json:"f32,omitempty,omitzero"`
}

// S34 is a random struct.
type S34 struct {
	F35 *int `json:"f35,omitempty"`
	F36 []Item37 `json:"f36"`
	F40 []Item41 `json:"f40"`
	F48 map[string]string `json:"f48,omitempty"`
	Inline49 `json:",inline"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 int64 `json:"f38,omitempty,omitzero"`
	F39 float64 `json:"f39,omitempty"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 string `json:"f42,omitempty"`
	F43 []int8 `json:"f43,omitzero"`
	F44 intstr.IntOrString `json:"f44,omitempty"`
	F45 []byte `json:"f45,omitempty"`
	F46 metav1.Duration `json:"f46,omitempty"`
	Skipped47 string `json:"-"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 intstr.IntOrString `json:"f50,omitempty"`
	F51 Mode `json:"f51,omitempty"`
	F52 bool `json:"f52"`
	// +k8s:schema:selectableField
	F53 string `json:"f53,omitempty"`
	// +k8s:selectableField:indexed=true
	F54 Mode `json:"f54"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 uint16 `json:"f57,omitempty"`
	F58 *[]int8 `json:"f58,omitempty"`
	F59 metav1.Time `json:"f59,omitempty"`
}

// Status62 is a random struct.
type Status62 struct {
	F63 *float64 `json:"f63,omitzero"`
	F64 []byte `json:"f64,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="2",trigger=true
	F65 *int16 `json:"f65,omitempty"`
	F66 *Template67 `json:"f66"`
	// +k8s:schema:selectableField
	F69 int32 `json:"f69"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 map[string]string `json:"f68,omitempty"`
}

// Spec78 is a random struct.
type Spec78 struct {
	F79 intstr.IntOrString `json:"f79,omitempty"`
	F80 S81 `json:"f80,omitempty"`
}

// S81 is a random struct.
type S81 struct {
	F82 []Item83 `json:"f82"`
	F90 *Template91 `json:"f90"`
	Inline93 `json:",inline"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 uint64 `json:"f84"`
	F85 *int32 `json:"f85,omitempty"`
	F86 intstr.IntOrString `json:"f86"`
	F87 resource.Quantity `json:"f87,omitempty"`
	F88 string `json:"f88,omitzero"`
	F89 float64 `json:"f89,omitempty"`
}

// Template91 is a random struct.
type Template91 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F92 *int `json:"f92,omitempty,omitzero"`
}

// Inline93 is a random struct.
type Inline93 struct {
	F94 intstr.IntOrString `json:"f94"`
	F95 int64 `json:"f95,omitempty,omitzero"`
	F96 []int8 `json:"f96"`
	F97 intstr.IntOrString `json:"f97,omitempty"`
}

