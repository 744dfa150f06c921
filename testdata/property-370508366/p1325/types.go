package p1325

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
// +kubebuilder:printcolumn:name="Col7",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col8",type="integer",JSONPath=`.spec.f4`
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind9 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f26",default="2"
// +k8s:schema:selectableField:jsonPath=".status.f31",description="The f31 of the kind."
// +k8s:selectableField:jsonPath=".status.f38",default="1h0m0s",description="The f38 of the kind."
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.status.f17`
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.status.f26`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.status.f30`,description="A column."
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f31`,priority=1
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f14.app`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f33[*].f35`,priority=1
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f39[0].f41`
// +k8s:printerColumn:name="Cel51",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
type Kind9 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec10 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
}

// Kind9List is a list of Kind9.
//
// +kubebuilder:object:root=true
type Kind9List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind9 `json:"items"`
}

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f63"
// +k8s:printerColumn:name="Cel65",type=string,expression=`has(self.status) && has(self.status.f63) ? string(self.status.f63) : "none"`
// +k8s:schema:scope=Cluster
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec54 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 string `json:"f3,omitempty"`
	// +k8s:schema:selectableField
	F4 uint8 `json:"f4"`
	F5 int64 `json:"f5,omitempty"`
	// +k8s:schema:selectableField
	F6 *Mode `json:"f6"`
}

// Spec10 is a random struct.
type Spec10 struct {
	F11 Template12 `json:"f11"`
	F14 Labels15 `json:"f14"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate52 `json:"template"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 uint8 `json:"f13,omitempty"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Status16 is a random struct.
type Status16 struct {
	F17 *uint16 `json:"f17,omitempty"`
	F18 float64 `json:"f18"`
	F19 Template20 `json:"f19,omitempty"`
	F26 *int16 `json:"f26,omitempty"`
	F27 *float64 `json:"f27,omitempty,omitzero"`
	F28 types.UID `json:"f28"`
	Inline29 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S22 is a random struct.
type S22 struct {
	F23 metav1.Time `json:"f23"`
	F24 *intstr.IntOrString `json:"f24"`
	Skipped25 string `json:"-"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 S22 `json:"f21"`
}

// Inline29 is a random struct.
type Inline29 struct {
	F30 *uint32 `json:"f30"`
	F31 []byte `json:"f31,omitempty"`
	F32 *uint8 `json:"f32,omitempty"`
	F33 []Item34 `json:"f33,omitempty"`
	F38 metav1.Duration `json:"f38,omitempty"`
	F39 List43 `json:"f39"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 types.UID `json:"f35,omitempty"`
	F36 string `json:"f36,omitempty"`
	F37 *float64 `json:"f37,omitempty"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 types.UID `json:"f41,omitempty,omitzero"`
	F42 *int64 `json:"f42,omitempty"`
}

// List43 is a declared list or map type.
type List43 []Item40

// PodTemplate52 is a random struct.
type PodTemplate52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec54 is a random struct.
type Spec54 struct {
	F55 Mode `json:"f55"`
	F56 map[string]string `json:"f56,omitempty"`
}

// Status57 is a random struct.
type Status57 struct {
	F58 uint8 `json:"f58,omitempty"`
	F59 Template60 `json:"f59"`
	F62 uint32 `json:"f62,omitempty"`
	F63 int `json:"f63,omitempty"`
	Skipped64 string `json:"-"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 *int16 `json:"f61,omitempty"`
}

