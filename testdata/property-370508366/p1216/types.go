package p1216

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f6.f18"
// +k8s:schema:selectableField:jsonPath=".status.f21",description="The f21 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f22.f25",default="2"
// +k8s:schema:selectableField:jsonPath=".status.f33.f38"
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f6.f18`
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.spec.f6.f19`,description="A column.",format=int32
// +k8s:printerColumn:name="Col46",type=integer,jsonPath=`.status.f21`
// +k8s:printerColumn:name="Col47",type=integer,jsonPath=`.status.f22.f25`
// +k8s:printerColumn:name="Col48",type=number,jsonPath=`.status.f22.f26`,description="A column."
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.status.f22.f27`,priority=1
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.spec.f6.f9[*].f12`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f6.f9[0].f12`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f22.f28.app`
// +k8s:printerColumn:name="Cel53",type=string,expression=`has(self.status) && has(self.status.f22) && has(self.status.f22.f27) ? self.status.f22.f27 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind54 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.replicas",indexed=true
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col56",type="number",JSONPath=`.spec.f6.f8`,description="A column."
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f6.f19`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f6.f9[*].f12`
// +genclient:nonNamespaced
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *resource.Quantity `json:"f3,omitempty"`
	F4 int8 `json:"f4"`
	// +k8s:selectableField:default="6"
	F5 uint16 `json:"f5,omitempty"`
	F6 S7 `json:"f6,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 float32 `json:"f8,omitempty"`
	F9 List15 `json:"f9,omitempty"`
	F16 map[string]string `json:"f16"`
	Inline17 `json:",inline"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *float32 `json:"f11,omitempty"`
	F12 intstr.IntOrString `json:"f12"`
	F13 int64 `json:"f13"`
	F14 []int8 `json:"f14"`
}

// List15 is a declared list or map type.
type List15 []Item10

// Inline17 is a random struct.
type Inline17 struct {
	F18 string `json:"f18,omitempty"`
	F19 int32 `json:"f19,omitzero"`
}

// Status20 is a random struct.
type Status20 struct {
	F21 uint16 `json:"f21"`
	F22 *S23 `json:"f22,omitempty"`
	F33 *S34 `json:"f33,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S23 is a random struct.
type S23 struct {
	F24 *uint8 `json:"f24"`
	F25 *int16 `json:"f25"`
	F26 float32 `json:"f26,omitempty,omitzero"`
	F27 *string `json:"f27,omitempty"`
	F28 map[string]string `json:"f28"`
	F29 []Item30 `json:"f29"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 int16 `json:"f31,omitempty"`
	F32 float64 `json:"f32,omitempty"`
}

// S34 is a random struct.
type S34 struct {
	F35 Template36 `json:"f35,omitempty"`
	F38 int `json:"f38"`
	F39 uint16 `json:"f39,omitempty"`
	F40 int64 `json:"f40"`
	F41 Labels42 `json:"f41"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 *int64 `json:"f37"`
}

// Labels42 is a declared list or map type.
type Labels42 map[string]string

