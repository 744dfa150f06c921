package p1272

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
// +kubebuilder:printcolumn:name="Col43",type="number",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col44",type="number",JSONPath=`.spec.f4.f6`
// +kubebuilder:printcolumn:name="Col45",type="number",JSONPath=`.spec.f4.f7`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f19`,priority=1
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f40`
// +k8s:printerColumn:name="Cel48",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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

// Kind49 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col64",type=date,jsonPath=`.spec.f55`
// +k8s:printerColumn:name="Cel65",type=string,expression=`has(self.spec) && has(self.spec.f54) ? string(self.spec.f54) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind49 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec50 `json:"spec,omitempty"`
	Status Status56 `json:"status,omitempty"`
}

// Kind49List is a list of Kind49.
//
// +kubebuilder:object:root=true
type Kind49List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind49 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 *float64 `json:"f3"`
	F4 S5 `json:"f4,omitempty"`
	F16 Template17 `json:"f16"`
	// +k8s:schema:selectableField
	F19 uint16 `json:"f19"`
	F20 S21 `json:"f20,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 *float64 `json:"f6,omitempty"`
	F7 *float32 `json:"f7,omitempty"`
	F8 *[]int8 `json:"f8,omitempty"`
	F9 int `json:"f9,omitempty,omitzero"`
	F10 Template11 `json:"f10"`
	F13 Template14 `json:"f13"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 int `json:"f12"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 *float32 `json:"f15"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 []byte `json:"f18"`
}

// S21 is a random struct.
type S21 struct {
	F22 *int64 `json:"f22"`
	F23 float32 `json:"f23"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 []Item26 `json:"f25,omitempty"`
	F40 resource.Quantity `json:"f40,omitempty"`
	F41 *uint32 `json:"f41"`
	Skipped42 string `json:"-"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 S28 `json:"f27"`
	F34 *string `json:"f34"`
	F35 map[string]string `json:"f35"`
	F36 *S37 `json:"f36"`
}

// S28 is a random struct.
type S28 struct {
	F29 string `json:"f29"`
	F30 *uint32 `json:"f30"`
	F31 int8 `json:"f31"`
	F32 *types.UID `json:"f32"`
	F33 int64 `json:"f33"`
}

// S37 is a random struct.
type S37 struct {
	F38 string `json:"f38,omitempty"`
	F39 *[]int8 `json:"f39,omitempty"`
}

// Spec50 is a random struct.
type Spec50 struct {
	F51 *resource.Quantity `json:"f51"`
	F52 map[string]string `json:"f52,omitempty"`
	F53 float32 `json:"f53,omitempty,omitzero"`
	F54 *int `json:"f54"`
	F55 *metav1.MicroTime `json:"f55,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status56 is a random struct.
type Status56 struct {
	F57 Template58 `json:"f57"`
	F60 Template61 `json:"f60"`
	Skipped63 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 *int16 `json:"f59"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 *uint16 `json:"f62,omitzero"`
}

