package p1125

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
// +k8s:selectableField:jsonPath=".spec.f5",description="The f5 of the kind."
// +k8s:selectableField:jsonPath=".spec.f6",indexed=true
// +kubebuilder:printcolumn:name="Col25",type="number",JSONPath=`.spec.f10`
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.spec) && has(self.spec.f4) ? string(self.spec.f4) : "none"`
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
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

// Kind28 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f36",default="3"
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.status.f35`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.status.f36`
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.status.f37`,description="A column."
// +k8s:printerColumn:name="Cel41",type=string,expression=`has(self.status) && has(self.status.f37) ? self.status.f37 : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind28 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec29 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
}

// Kind28List is a list of Kind28.
//
// +kubebuilder:object:root=true
type Kind28List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind28 `json:"items"`
}

// Kind42 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f44"
// +k8s:schema:index:field="spec.f44"
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.spec.f44`
// +k8s:printerColumn:name="Cel49",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind42 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec43 `json:"spec,omitempty"`
}

// Kind42List is a list of Kind42.
//
// +kubebuilder:object:root=true
type Kind42List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind42 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField
	F3 int8 `json:"f3"`
	F4 int32 `json:"f4"`
	F5 uint16 `json:"f5,omitzero"`
	F6 *int32 `json:"f6,omitempty"`
	F7 Template8 `json:"f7,omitempty"`
	// +k8s:schema:selectableField
	F10 *float32 `json:"f10"`
	Skipped11 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate27 `json:"template"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 *uint32 `json:"f9,omitempty"`
}

// Status12 is a random struct.
type Status12 struct {
	F13 metav1.Duration `json:"f13,omitempty"`
	F14 S15 `json:"f14,omitempty"`
	Skipped24 string `json:"-"`
}

// S15 is a random struct.
type S15 struct {
	// +k8s:schema:selectableField
	F16 uint16 `json:"f16,omitempty"`
	F17 *uint8 `json:"f17"`
	F18 Template19 `json:"f18"`
	F21 *bool `json:"f21,omitempty"`
	F22 *intstr.IntOrString `json:"f22,omitempty,omitzero"`
	Skipped23 string `json:"-"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 int `json:"f20"`
}

// PodTemplate27 is a random struct.
type PodTemplate27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec29 is a random struct.
type Spec29 struct {
	F30 Template31 `json:"f30"`
	F33 map[string]string `json:"f33,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 float32 `json:"f32,omitempty"`
}

// Status34 is a random struct.
type Status34 struct {
	F35 int8 `json:"f35"`
	F36 *int32 `json:"f36,omitempty"`
	F37 *Mode `json:"f37,omitempty,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec43 is a random struct.
type Spec43 struct {
	F44 *uint8 `json:"f44,omitempty"`
	F45 Template46 `json:"f45,omitempty"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 *types.UID `json:"f47,omitempty"`
}

