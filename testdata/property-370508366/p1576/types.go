package p1576

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
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f48`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.status.f49`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.status.f50`
// +k8s:printerColumn:name="Cel57",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
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
	F3 Labels4 `json:"f3"`
	F5 []Item6 `json:"f5,omitempty"`
	F17 List38 `json:"f17"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Item6 is a random struct.
type Item6 struct {
	F7 resource.Quantity `json:"f7,omitempty,omitzero"`
	F8 uint32 `json:"f8,omitempty"`
	F9 resource.Quantity `json:"f9"`
	F10 map[string]string `json:"f10,omitempty"`
	F11 Template12 `json:"f11,omitempty"`
	F14 Template15 `json:"f14,omitempty"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 resource.Quantity `json:"f13,omitempty"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 intstr.IntOrString `json:"f16"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 S20 `json:"f19"`
	F27 Template28 `json:"f27,omitempty"`
	F30 *uint64 `json:"f30"`
	Inline31 `json:",inline"`
}

// S20 is a random struct.
type S20 struct {
	F21 *metav1.Time `json:"f21,omitempty"`
	F22 int64 `json:"f22,omitempty"`
	F23 []int8 `json:"f23,omitempty"`
	F24 float64 `json:"f24,omitempty"`
	F25 metav1.Duration `json:"f25"`
	F26 int16 `json:"f26"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *int8 `json:"f29,omitempty"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 float32 `json:"f32,omitempty"`
	F33 intstr.IntOrString `json:"f33,omitzero"`
	F34 *int64 `json:"f34,omitzero"`
	F35 *metav1.MicroTime `json:"f35,omitempty,omitzero"`
	F36 *int `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// List38 is a declared list or map type.
type List38 []Item18

// Status39 is a random struct.
type Status39 struct {
	F40 []Item41 `json:"f40,omitempty"`
	F47 map[string]string `json:"f47"`
	F48 intstr.IntOrString `json:"f48"`
	F49 *uint8 `json:"f49"`
	F50 metav1.Duration `json:"f50,omitempty"`
	F51 *Template52 `json:"f51"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 Template43 `json:"f42"`
	F45 *[]int8 `json:"f45"`
	Skipped46 string `json:"-"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 types.UID `json:"f44,omitempty"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 int32 `json:"f53,omitzero"`
}

