package p1528

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f10"
// +k8s:schema:selectableField:jsonPath=".spec.f12.f14",default="3"
// +k8s:schema:selectableField:jsonPath=".spec.f12.f16"
// +k8s:schema:selectableField:jsonPath=".spec.f12.f19",indexed=true
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f11`
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f12.f14`,priority=1
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f12.f15`
// +k8s:printerColumn:name="Col34",type=number,jsonPath=`.spec.f12.f17`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f12.f18`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.status.f30.app`
// +k8s:printerColumn:name="Cel37",type=string,expression=`has(self.spec) && has(self.spec.f12) && has(self.spec.f12.f18) ? self.spec.f12.f18 : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
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
	F3 uint32 `json:"f3,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F4 *int32 `json:"f4,omitempty"`
	F5 *Template6 `json:"f5"`
	Skipped8 string `json:"-"`
	Inline9 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *uint32 `json:"f7"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 *uint8 `json:"f10,omitempty"`
	F11 metav1.Duration `json:"f11"`
	F12 *S13 `json:"f12,omitempty"`
	Skipped21 string `json:"-"`
}

// S13 is a random struct.
type S13 struct {
	F14 int32 `json:"f14,omitempty"`
	F15 *uint64 `json:"f15,omitempty,omitzero"`
	F16 *uint32 `json:"f16,omitempty"`
	F17 float64 `json:"f17"`
	F18 string `json:"f18"`
	F19 metav1.Time `json:"f19,omitempty,omitzero"`
	Skipped20 string `json:"-"`
}

// Status22 is a random struct.
type Status22 struct {
	F23 List27 `json:"f23,omitempty"`
	F28 metav1.Duration `json:"f28"`
	F29 uint64 `json:"f29,omitempty"`
	F30 map[string]string `json:"f30,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 metav1.MicroTime `json:"f25,omitempty"`
	F26 *float32 `json:"f26"`
}

// List27 is a declared list or map type.
type List27 []Item24

