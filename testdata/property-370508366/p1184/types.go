package p1184

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
// +k8s:schema:selectableField:jsonPath=".status.f12.f14",default="1h0m0s",description="The f14 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f12.f18.f21",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f12.f18.f24"
// +k8s:selectableField:jsonPath=".status.f12.f25",indexed=true
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.status.f12.f18.f23`
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.status.f10.app`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
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
// +k8s:selectableField:jsonPath=".spec.f3",default="1h0m0s"
// +k8s:selectableField:jsonPath=".status.f33.f35",default="8",description="The f35 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f33.f39.f41",description="The f41 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f33.f43"
// +k8s:schema:selectableField:jsonPath=".status.f33.f44",indexed=true
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.status.f33.f35`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.status.f33.f39.f41`
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f33.f43`
// +k8s:printerColumn:name="Cel48",type=string,expression=`has(self.spec) && has(self.spec.replicas) ? string(self.spec.replicas) : "none"`
// +kubebuilder:subresource:status
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
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
	F3 metav1.Duration `json:"f3"`
	F4 Template5 `json:"f4"`
	Skipped8 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 Labels7 `json:"f6,omitempty"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 Labels11 `json:"f10,omitempty"`
	F12 S13 `json:"f12"`
	F26 map[string]string `json:"f26,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// S13 is a random struct.
type S13 struct {
	F14 *metav1.Duration `json:"f14,omitempty"`
	F15 Labels16 `json:"f15,omitempty"`
	F17 float64 `json:"f17,omitzero"`
	F18 S19 `json:"f18,omitempty"`
	F25 int32 `json:"f25,omitempty"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// S19 is a random struct.
type S19 struct {
	// +k8s:schema:selectableField:indexed=true
	F20 int16 `json:"f20"`
	F21 int32 `json:"f21"`
	// +k8s:selectableField:indexed=true
	F22 bool `json:"f22,omitempty,omitzero"`
	F23 uint64 `json:"f23"`
	F24 string `json:"f24,omitzero"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 *metav1.Time `json:"f31,omitempty"`
	F32 []int8 `json:"f32,omitempty"`
	F33 S34 `json:"f33,omitempty"`
}

// S34 is a random struct.
type S34 struct {
	F35 uint64 `json:"f35,omitempty,omitzero"`
	F36 *Template37 `json:"f36"`
	F39 S40 `json:"f39"`
	F43 []byte `json:"f43,omitempty,omitzero"`
	F44 metav1.Time `json:"f44,omitempty"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 *metav1.Time `json:"f38,omitempty,omitzero"`
}

// S40 is a random struct.
type S40 struct {
	F41 []byte `json:"f41"`
	F42 *uint8 `json:"f42,omitempty"`
}

