package p1334

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
// +k8s:schema:selectableField:jsonPath=".spec.f10",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f16.f19",default="4"
// +kubebuilder:selectablefield:JSONPath=".status.f33"
// +kubebuilder:selectablefield:JSONPath=".status.f35"
// +k8s:schema:index:field="status.f35"
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.spec.f16.f19`,priority=1
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f16.f20`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.status.f35`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f37`,priority=1
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f23.app`
// +k8s:printerColumn:name="Cel45",type=string,expression=`has(self.spec) && has(self.spec.f16) && has(self.spec.f16.f19) ? string(self.spec.f16.f19) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F8 types.UID `json:"f8"`
	Inline9 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *uint16 `json:"f7,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Template6 `json:"f5"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 []byte `json:"f10,omitempty"`
	F11 []Item12 `json:"f11,omitempty"`
	F16 *S17 `json:"f16,omitempty"`
	F21 float32 `json:"f21"`
	F22 float32 `json:"f22,omitempty"`
	F23 map[string]string `json:"f23,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *uint16 `json:"f13"`
	F14 *Mode `json:"f14"`
	F15 []byte `json:"f15,omitempty"`
}

// S17 is a random struct.
type S17 struct {
	F18 metav1.Duration `json:"f18,omitempty,omitzero"`
	F19 int64 `json:"f19,omitempty"`
	// +k8s:selectableField:indexed=true
	F20 uint16 `json:"f20,omitempty"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 Template26 `json:"f25,omitempty"`
	F30 *Template31 `json:"f30"`
	F33 Mode `json:"f33"`
	*Inline34 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 int16 `json:"f29,omitempty"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 Template28 `json:"f27"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 float32 `json:"f32,omitempty,omitzero"`
}

// Inline34 is a random struct.
type Inline34 struct {
	F35 *Mode `json:"f35,omitempty,omitzero"`
	// +k8s:selectableField
	F36 int16 `json:"f36,omitempty,omitzero"`
	F37 types.UID `json:"f37,omitempty"`
	F38 Labels39 `json:"f38"`
}

// Labels39 is a declared list or map type.
type Labels39 map[string]string

