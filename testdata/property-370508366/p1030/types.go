package p1030

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
// +k8s:selectableField:jsonPath=".spec.f3.f5",description="The f5 of the kind."
// +k8s:selectableField:jsonPath=".status.f13"
// +k8s:printerColumn:name="Col58",type=integer,jsonPath=`.spec.f3.f8`,priority=1
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.status.f41`
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.status.f53.f55`,priority=1
// +k8s:printerColumn:name="Col61",type=date,jsonPath=`.status.f53.f56`,priority=1
// +k8s:printerColumn:name="Col62",type=number,jsonPath=`.status.f53.f57`,priority=1,description="A column."
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f3.f6.app`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f43[*].f46`
// +k8s:printerColumn:name="Cel65",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status12 `json:"status,omitempty"`
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
	F3 S4 `json:"f3"`
	F9 *Template10 `json:"f9"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 *metav1.Duration `json:"f5,omitempty"`
	F6 Labels7 `json:"f6,omitempty"`
	F8 int64 `json:"f8,omitempty,omitzero"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 *uint64 `json:"f11,omitzero"`
}

// Status12 is a random struct.
type Status12 struct {
	F13 *uint8 `json:"f13,omitzero"`
	F14 []Item15 `json:"f14,omitempty"`
	F41 []int8 `json:"f41,omitempty"`
	*Inline42 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *S17 `json:"f16"`
	F23 Template24 `json:"f23"`
	F26 []Item27 `json:"f26,omitempty"`
	F35 int `json:"f35,omitempty"`
	F36 *types.UID `json:"f36"`
	*Inline37 `json:",inline"`
}

// S17 is a random struct.
type S17 struct {
	F18 *[]int8 `json:"f18"`
	F19 *types.UID `json:"f19,omitempty"`
	F20 float64 `json:"f20"`
	F21 *int16 `json:"f21,omitempty"`
	F22 intstr.IntOrString `json:"f22,omitempty"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 *metav1.Time `json:"f25,omitempty"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 float32 `json:"f28,omitempty,omitzero"`
	F29 int16 `json:"f29"`
	F30 *types.UID `json:"f30"`
	F31 []byte `json:"f31"`
	F32 resource.Quantity `json:"f32,omitempty"`
	F33 []int8 `json:"f33,omitempty"`
	Skipped34 string `json:"-"`
}

// Inline37 is a random struct.
type Inline37 struct {
	F38 *int64 `json:"f38,omitempty"`
	F39 *bool `json:"f39"`
	F40 int16 `json:"f40"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 List52 `json:"f43"`
	F53 S54 `json:"f53,omitempty"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 *int64 `json:"f45"`
	F46 string `json:"f46,omitempty"`
	F47 bool `json:"f47"`
	F48 int16 `json:"f48"`
	F49 metav1.MicroTime `json:"f49"`
	F50 metav1.Time `json:"f50"`
	Skipped51 string `json:"-"`
}

// List52 is a declared list or map type.
type List52 []Item44

// S54 is a random struct.
type S54 struct {
	F55 *types.UID `json:"f55"`
	F56 metav1.Time `json:"f56,omitempty"`
	F57 *float32 `json:"f57,omitempty,omitzero"`
}

