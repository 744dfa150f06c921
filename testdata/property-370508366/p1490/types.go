package p1490

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.status.f7`,priority=1
// +k8s:printerColumn:name="Col26",type=integer,jsonPath=`.status.f13`,priority=1
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.status.f14[*].f17`,description="A column."
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.status.f14[?(@.f19=="x")].f17`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f34",description="The f34 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f36.f38",indexed=true
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.spec.f31`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f36.f39`
// +k8s:printerColumn:name="Col73",type=integer,jsonPath=`.spec.f36.f40`,priority=1
// +k8s:printerColumn:name="Col74",type=boolean,jsonPath=`.status.f44.f46`
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.status.f63`,format=int32
// +k8s:printerColumn:name="Cel76",type=string,expression=`has(self.status) && has(self.status.f44) && has(self.status.f44.f57) ? string(self.status.f44.f57) : "none"`
// +k8s:selectable-gen=true
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec30 `json:"spec,omitempty"`
	Status Status42 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Kind77 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f34"
// +k8s:selectableField:jsonPath=".spec.f36.f38"
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.spec.f32`,description="A column."
// +k8s:printerColumn:name="Col79",type=integer,jsonPath=`.spec.f34`,priority=1,format=int32
// +k8s:printerColumn:name="Cel80",type=string,expression=`has(self.spec) && has(self.spec.f36) && has(self.spec.f36.f40) ? string(self.spec.f36.f40) : "none"`
type Kind77 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec30 `json:"spec,omitempty"`
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
	F3 uint16 `json:"f3,omitempty"`
	F4 float32 `json:"f4,omitzero"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 *uint32 `json:"f6"`
	F7 *intstr.IntOrString `json:"f7,omitempty"`
	F8 *S9 `json:"f8"`
	// +k8s:selectableField:default="1",description="The f13 of the kind."
	F13 int `json:"f13,omitempty"`
	F14 List20 `json:"f14"`
	F21 *Template22 `json:"f21,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 metav1.MicroTime `json:"f10,omitempty"`
	F11 map[string]string `json:"f11,omitempty"`
	// +k8s:schema:selectableField
	F12 *metav1.Duration `json:"f12"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *string `json:"f16,omitempty"`
	F17 metav1.Duration `json:"f17"`
	F18 map[string]string `json:"f18,omitempty"`
	F19 string `json:"f19,omitempty,omitzero"`
}

// List20 is a declared list or map type.
type List20 []Item15

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 map[string]string `json:"f23"`
}

// Spec30 is a random struct.
type Spec30 struct {
	// +k8s:schema:selectableField:indexed=true
	F31 uint16 `json:"f31,omitempty"`
	// +k8s:schema:selectableField
	F32 types.UID `json:"f32,omitempty"`
	*Inline33 `json:",inline"`
}

// Inline33 is a random struct.
type Inline33 struct {
	F34 int32 `json:"f34"`
	// +k8s:schema:selectableField
	F35 *metav1.MicroTime `json:"f35"`
	F36 S37 `json:"f36"`
}

// S37 is a random struct.
type S37 struct {
	F38 *uint8 `json:"f38,omitempty"`
	// +k8s:schema:selectableField:description="The f39 of the kind."
	F39 intstr.IntOrString `json:"f39,omitempty"`
	F40 int64 `json:"f40,omitempty"`
	Skipped41 string `json:"-"`
}

// Status42 is a random struct.
type Status42 struct {
	F43 bool `json:"f43"`
	F44 S45 `json:"f44"`
	F58 float64 `json:"f58"`
	Inline59 `json:",inline"`
}

// S45 is a random struct.
type S45 struct {
	F46 bool `json:"f46,omitempty"`
	F47 []Item48 `json:"f47,omitempty"`
	F55 resource.Quantity `json:"f55,omitempty"`
	F56 int8 `json:"f56"`
	F57 *int `json:"f57"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 metav1.Time `json:"f49"`
	F50 string `json:"f50"`
	F51 int32 `json:"f51,omitempty,omitzero"`
	F52 *bool `json:"f52,omitempty"`
	F53 float32 `json:"f53"`
	F54 uint32 `json:"f54"`
}

// Inline59 is a random struct.
type Inline59 struct {
	F60 Template61 `json:"f60"`
	F63 uint8 `json:"f63"`
	F64 List69 `json:"f64"`
	F70 *uint32 `json:"f70"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 int16 `json:"f62,omitempty"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 *resource.Quantity `json:"f66"`
	F67 *metav1.Duration `json:"f67,omitempty"`
	Skipped68 string `json:"-"`
}

// List69 is a declared list or map type.
type List69 []Item65

