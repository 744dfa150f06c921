package p1128

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
// +k8s:selectableField:jsonPath=".spec.f5"
// +k8s:schema:selectableField:jsonPath=".spec.f19"
// +k8s:selectableField:jsonPath=".spec.f21.f24",description="The f24 of the kind."
// +k8s:selectableField:jsonPath=".spec.f21.f27",description="The f27 of the kind."
// +k8s:printerColumn:name="Col40",type=integer,jsonPath=`.spec.f21.f25`,format=int32
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f21.f27`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.spec.f3.app`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind1-items
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f48",trigger=true
// +k8s:printerColumn:name="Col58",type=integer,jsonPath=`.spec.f45`,format=int32
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.spec.f46.app`,priority=1,description="A column."
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 Mode `json:"f5,omitempty"`
	F6 []Item7 `json:"f6,omitempty"`
	F18 uint64 `json:"f18,omitempty"`
	F19 int16 `json:"f19,omitempty"`
	Inline20 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Item7 is a random struct.
type Item7 struct {
	F8 S9 `json:"f8,omitempty"`
	F14 Template15 `json:"f14,omitempty"`
	F17 metav1.MicroTime `json:"f17"`
}

// S9 is a random struct.
type S9 struct {
	F10 metav1.MicroTime `json:"f10,omitempty"`
	F11 intstr.IntOrString `json:"f11,omitempty"`
	F12 uint16 `json:"f12,omitempty"`
	F13 int `json:"f13"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 uint8 `json:"f16"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 S22 `json:"f21"`
	F30 metav1.Duration `json:"f30,omitempty"`
	F31 *int32 `json:"f31,omitzero"`
	Skipped32 string `json:"-"`
	*Inline33 `json:",inline"`
}

// S22 is a random struct.
type S22 struct {
	// +k8s:selectableField:trigger=true
	F23 *uint16 `json:"f23"`
	F24 uint32 `json:"f24"`
	F25 uint8 `json:"f25,omitzero"`
	// +k8s:schema:selectableField:description="The f26 of the kind.",indexed=true
	F26 uint16 `json:"f26,omitempty"`
	F27 types.UID `json:"f27,omitempty"`
	F28 int32 `json:"f28,omitempty"`
	Skipped29 string `json:"-"`
}

// Inline33 is a random struct.
type Inline33 struct {
	// +k8s:schema:selectableField
	F34 float64 `json:"f34"`
	F35 *metav1.MicroTime `json:"f35,omitzero"`
	F36 *resource.Quantity `json:"f36"`
}

// Status37 is a random struct.
type Status37 struct {
	F38 metav1.Time `json:"f38"`
	F39 *bool `json:"f39"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec44 is a random struct.
type Spec44 struct {
	// +k8s:schema:selectableField:description="The f45 of the kind."
	F45 int `json:"f45"`
	F46 Labels47 `json:"f46,omitempty"`
	F48 *metav1.Time `json:"f48,omitempty"`
	F49 *uint16 `json:"f49"`
	F50 Template51 `json:"f50"`
	F53 *Template54 `json:"f53"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate60 `json:"template"`
}

// Labels47 is a declared list or map type.
type Labels47 map[string]string

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 metav1.Duration `json:"f52"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 *metav1.MicroTime `json:"f57"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 *Template56 `json:"f55,omitempty"`
}

// PodTemplate60 is a random struct.
type PodTemplate60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

