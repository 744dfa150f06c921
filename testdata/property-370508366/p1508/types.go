package p1508

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f9.f13",default="6"
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f9.f15"
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f4.f9.f11`
// +kubebuilder:printcolumn:name="Col43",type="number",JSONPath=`.spec.f4.f9.f12`
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.spec.f4.f9.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.spec.f4.f9.f15`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f4.f18`,description="A column."
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.f22.f32`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f22.f24[0].f26`
// +k8s:printerColumn:name="Cel49",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f9) && has(self.spec.f4.f9.f15) ? string(self.spec.f4.f9.f15) : "none"`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind50 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.spec.f53`
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.status.f57.app`,priority=1,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind50 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec51 `json:"spec,omitempty"`
	Status Status54 `json:"status,omitempty"`
}

// Kind50List is a list of Kind50.
//
// +kubebuilder:object:root=true
type Kind50List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind50 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *bool `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	F19 Template20 `json:"f19,omitempty"`
	F22 S23 `json:"f22,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 Template7 `json:"f6,omitempty"`
	F9 S10 `json:"f9,omitempty"`
	*Inline16 `json:",inline"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 int32 `json:"f8,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 uint32 `json:"f11,omitempty"`
	F12 float32 `json:"f12,omitempty"`
	F13 uint16 `json:"f13"`
	// +k8s:schema:selectableField:default="5",indexed=true
	F14 *uint8 `json:"f14"`
	F15 int32 `json:"f15,omitempty"`
}

// Inline16 is a random struct.
type Inline16 struct {
	// +k8s:schema:selectableField:default="1h0m0s",description="The f17 of the kind."
	F17 *metav1.Duration `json:"f17,omitempty"`
	// +k8s:selectableField:description="The f18 of the kind."
	F18 *int16 `json:"f18"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *[]int8 `json:"f21,omitzero"`
}

// S23 is a random struct.
type S23 struct {
	F24 List31 `json:"f24,omitempty"`
	// +k8s:schema:selectableField:description="The f32 of the kind.",trigger=true
	F32 int8 `json:"f32"`
	F33 Template34 `json:"f33"`
	F36 Template37 `json:"f36,omitempty"`
	F39 types.UID `json:"f39"`
	F40 types.UID `json:"f40"`
	Skipped41 string `json:"-"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 metav1.Duration `json:"f26,omitempty"`
	F27 metav1.Time `json:"f27,omitempty"`
	F28 *int32 `json:"f28,omitempty"`
	F29 metav1.MicroTime `json:"f29"`
	F30 []byte `json:"f30,omitzero"`
}

// List31 is a declared list or map type.
type List31 []Item25

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 bool `json:"f35,omitempty"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 *Mode `json:"f38,omitempty"`
}

// Spec51 is a random struct.
type Spec51 struct {
	F52 bool `json:"f52,omitempty"`
	F53 int8 `json:"f53"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status54 is a random struct.
type Status54 struct {
	F55 *uint64 `json:"f55,omitempty,omitzero"`
	F56 types.UID `json:"f56,omitempty"`
	F57 map[string]string `json:"f57,omitempty"`
	F58 Template59 `json:"f58,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 types.UID `json:"f60"`
}

