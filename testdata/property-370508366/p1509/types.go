package p1509

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
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f9"
// +k8s:selectableField:jsonPath=".spec.f7.f14",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f7.f20",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f7.f21",description="The f21 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.spec.f3`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f7.f13`
// +kubebuilder:printcolumn:name="Col28",type="integer",JSONPath=`.spec.f7.f19`
// +k8s:printerColumn:name="Cel29",type=string,expression=`has(self.spec) && has(self.spec.f7) && has(self.spec.f7.f19) ? string(self.spec.f7.f19) : "none"`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.spec.f39`
// +k8s:printerColumn:name="Col65",type=integer,jsonPath=`.status.f45`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.status.f47.f50.app`
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.status.f47.f51[0].f53`
// +k8s:printerColumn:name="Cel68",type=string,expression=`has(self.spec) && has(self.spec.f32) ? string(self.spec.f32) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec31 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *[]int8 `json:"f3,omitzero"`
	F4 Template5 `json:"f4"`
	F7 S8 `json:"f7"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 uint64 `json:"f6"`
}

// S8 is a random struct.
type S8 struct {
	F9 *metav1.Time `json:"f9,omitempty,omitzero"`
	F10 Template11 `json:"f10,omitempty"`
	F13 []byte `json:"f13,omitempty,omitzero"`
	F14 *metav1.Time `json:"f14,omitempty"`
	Inline15 `json:",inline"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *float64 `json:"f12,omitempty,omitzero"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 *int32 `json:"f16"`
	F17 *resource.Quantity `json:"f17,omitempty"`
	// +k8s:schema:selectableField:description="The f18 of the kind."
	F18 metav1.MicroTime `json:"f18"`
	// +k8s:schema:selectableField:trigger=true
	F19 *int `json:"f19,omitempty"`
	F20 intstr.IntOrString `json:"f20,omitempty"`
	F21 uint8 `json:"f21"`
}

// Status22 is a random struct.
type Status22 struct {
	F23 []int8 `json:"f23,omitempty"`
	F24 int `json:"f24,omitempty"`
	F25 *float32 `json:"f25,omitempty"`
}

// Spec31 is a random struct.
type Spec31 struct {
	F32 int32 `json:"f32"`
	F33 *S34 `json:"f33"`
	F38 *float32 `json:"f38"`
	F39 uint64 `json:"f39,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S34 is a random struct.
type S34 struct {
	F35 *metav1.Time `json:"f35"`
	F36 *float32 `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// Status40 is a random struct.
type Status40 struct {
	F41 uint8 `json:"f41"`
	F42 Template43 `json:"f42"`
	F45 *uint32 `json:"f45"`
	F46 float32 `json:"f46"`
	F47 S48 `json:"f47"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 int64 `json:"f44"`
}

// S48 is a random struct.
type S48 struct {
	F49 *float32 `json:"f49"`
	F50 map[string]string `json:"f50,omitempty"`
	F51 []Item52 `json:"f51,omitempty"`
	F59 uint32 `json:"f59,omitempty"`
	F60 Template61 `json:"f60"`
	// +k8s:schema:selectableField:trigger=true
	F63 *metav1.Duration `json:"f63"`
}

// Item52 is a random struct.
type Item52 struct {
	F53 []int8 `json:"f53,omitempty"`
	F54 uint64 `json:"f54,omitempty"`
	F55 *float32 `json:"f55,omitempty"`
	F56 *uint32 `json:"f56,omitempty,omitzero"`
	F57 *uint64 `json:"f57,omitempty"`
	F58 []int8 `json:"f58"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 *resource.Quantity `json:"f62,omitempty"`
}

