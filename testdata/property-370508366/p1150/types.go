package p1150

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
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f18`
// +k8s:printerColumn:name="Col37",type=date,jsonPath=`.status.f23`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f17.app`
// +k8s:subresource:status
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f41"
// +k8s:selectableField:jsonPath=".spec.f42.f44",default="3",description="The f44 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f42.f46"
// +k8s:schema:selectableField:jsonPath=".spec.f50",trigger=true
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.spec.f41`,description="A column."
// +k8s:printerColumn:name="Col73",type=integer,jsonPath=`.spec.f42.f45`
// +k8s:printerColumn:name="Col74",type=integer,jsonPath=`.spec.f42.f46`,priority=1
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.spec.f42.f47`
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.spec.f42.f48`,description="A column."
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f50`
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.spec.f56`
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.status.f66`,description="A column."
// +k8s:printerColumn:name="Col80",type=number,jsonPath=`.status.f67.f69`,priority=1
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec40 `json:"spec,omitempty"`
	Status Status61 `json:"status,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Kind81 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f97"
// +k8s:printerColumn:name="Col103",type=integer,jsonPath=`.spec.f98`,format=int32
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.spec.f83.app`,description="A column."
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.spec.f96.app`
// +k8s:printerColumn:name="Cel106",type=string,expression=`has(self.status) && has(self.status.f101) ? string(self.status.f101) : "none"`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind81z,singular=kind81
// +k8s:printerColumn:name="Dup107",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup107",type=string,jsonPath=`.metadata.name`,priority=1
type Kind81 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec82 `json:"spec,omitempty"`
	Status Status100 `json:"status,omitempty"`
}

// Kind81List is a list of Kind81.
//
// +kubebuilder:object:root=true
type Kind81List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind81 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3,omitempty"`
	F17 map[string]string `json:"f17"`
	F18 []int8 `json:"f18"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 map[string]string `json:"f5,omitempty"`
	F6 map[string]string `json:"f6"`
	F7 []Item8 `json:"f7,omitempty"`
	F14 int32 `json:"f14,omitempty,omitzero"`
	F15 intstr.IntOrString `json:"f15"`
	F16 uint64 `json:"f16"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 uint64 `json:"f9"`
	F10 *int `json:"f10,omitempty"`
	F11 *types.UID `json:"f11,omitempty"`
	F12 metav1.Duration `json:"f12,omitzero"`
	F13 int32 `json:"f13,omitempty,omitzero"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 Template21 `json:"f20,omitempty"`
	F23 metav1.MicroTime `json:"f23"`
	F24 int16 `json:"f24,omitempty,omitzero"`
	F25 uint32 `json:"f25,omitempty,omitzero"`
	F26 *Template27 `json:"f26,omitempty"`
	F33 *Template34 `json:"f33,omitempty"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 uint8 `json:"f22"`
}

// S29 is a random struct.
type S29 struct {
	F30 metav1.Duration `json:"f30"`
	F31 int `json:"f31,omitempty"`
	F32 *int `json:"f32"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 S29 `json:"f28"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 *string `json:"f35,omitempty"`
}

// Spec40 is a random struct.
type Spec40 struct {
	F41 *int8 `json:"f41,omitempty"`
	F42 *S43 `json:"f42,omitempty"`
	*Inline49 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S43 is a random struct.
type S43 struct {
	F44 *int32 `json:"f44"`
	F45 *int64 `json:"f45,omitempty"`
	F46 uint8 `json:"f46"`
	// +k8s:schema:selectableField
	F47 int32 `json:"f47,omitempty"`
	// +k8s:schema:selectableField:default="fast",description="The f48 of the kind."
	F48 *Mode `json:"f48"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 string `json:"f50"`
	F51 *uint64 `json:"f51,omitempty"`
	F52 *int32 `json:"f52,omitempty"`
	F53 int `json:"f53"`
	Inline54 `json:",inline"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 *int `json:"f55,omitempty,omitzero"`
	F56 uint64 `json:"f56,omitzero"`
	F57 *int32 `json:"f57,omitempty"`
	F58 int8 `json:"f58,omitempty,omitzero"`
	F59 []byte `json:"f59"`
	F60 uint16 `json:"f60"`
}

// Status61 is a random struct.
type Status61 struct {
	F62 *float64 `json:"f62,omitempty"`
	F63 Template64 `json:"f63,omitempty"`
	F66 types.UID `json:"f66"`
	F67 S68 `json:"f67"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 string `json:"f65"`
}

// S68 is a random struct.
type S68 struct {
	F69 float32 `json:"f69,omitempty"`
	F70 bool `json:"f70,omitempty"`
	F71 resource.Quantity `json:"f71,omitempty,omitzero"`
}

// Spec82 is a random struct.
type Spec82 struct {
	F83 map[string]string `json:"f83,omitempty"`
	F84 []Item85 `json:"f84"`
	F96 map[string]string `json:"f96,omitempty"`
	F97 metav1.MicroTime `json:"f97,omitempty"`
	F98 uint16 `json:"f98,omitempty"`
	F99 Mode `json:"f99"`
}

// Item85 is a random struct.
type Item85 struct {
	F86 metav1.Duration `json:"f86,omitempty"`
	F87 *S88 `json:"f87,omitempty"`
	F91 intstr.IntOrString `json:"f91,omitempty"`
	F92 *bool `json:"f92,omitempty"`
	F93 Template94 `json:"f93"`
}

// S88 is a random struct.
type S88 struct {
	F89 int16 `json:"f89,omitzero"`
	F90 *bool `json:"f90,omitempty"`
}

// Template94 is a random struct.
type Template94 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F95 *resource.Quantity `json:"f95,omitempty"`
}

// Status100 is a random struct.
type Status100 struct {
	F101 *int `json:"f101"`
	F102 int32 `json:"f102"`
}

