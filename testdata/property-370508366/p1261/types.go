package p1261

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
// +k8s:selectableField:jsonPath=".status.f26",indexed=true
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f16`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.status.f29`,priority=1,description="A column."
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.status.f31`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.status.f32`,description="A column."
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.status.f13.app`
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.spec) && has(self.spec.f11) ? self.spec.f11 : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
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

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f46.f51",description="The f51 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f46.f55"
// +k8s:schema:index:field="spec.f46.f55"
// +k8s:schema:selectableField:jsonPath=".spec.f46.f58",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f67"
// +kubebuilder:printcolumn:name="Col68",type="date",JSONPath=`.spec.f46.f54`,priority=1
// +kubebuilder:printcolumn:name="Col69",type="number",JSONPath=`.spec.f46.f56`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.spec.f46.f57`
// +k8s:selectorGeneration
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3"`
	F6 Labels7 `json:"f6"`
	F8 []byte `json:"f8,omitempty"`
	// +k8s:schema:selectableField
	F9 uint16 `json:"f9,omitzero"`
	// +k8s:selectableField:trigger=true
	F10 int16 `json:"f10,omitempty"`
	F11 Mode `json:"f11"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate43 `json:"template"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 []byte `json:"f5,omitempty"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Status12 is a random struct.
type Status12 struct {
	F13 map[string]string `json:"f13,omitempty"`
	F14 []byte `json:"f14,omitempty"`
	// +k8s:schema:selectableField
	F15 *types.UID `json:"f15"`
	F16 uint64 `json:"f16,omitempty"`
	F17 S18 `json:"f17,omitempty"`
	F26 uint32 `json:"f26,omitempty"`
	Skipped27 string `json:"-"`
	Inline28 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 *Template20 `json:"f19"`
	F22 Template23 `json:"f22"`
	Skipped25 string `json:"-"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 int `json:"f21,omitzero"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 metav1.Time `json:"f24"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 *resource.Quantity `json:"f29"`
	F30 *[]int8 `json:"f30,omitempty"`
	F31 uint32 `json:"f31,omitzero"`
	F32 *metav1.Duration `json:"f32"`
	Skipped33 string `json:"-"`
	*Inline34 `json:",inline"`
}

// Inline34 is a random struct.
type Inline34 struct {
	F35 *resource.Quantity `json:"f35,omitempty"`
	F36 *uint8 `json:"f36,omitempty,omitzero"`
}

// PodTemplate43 is a random struct.
type PodTemplate43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 *S47 `json:"f46"`
	F61 Labels62 `json:"f61,omitempty"`
	F63 Template64 `json:"f63,omitempty"`
	F66 uint64 `json:"f66,omitempty"`
	F67 *metav1.Time `json:"f67"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate71 `json:"template"`
}

// S47 is a random struct.
type S47 struct {
	F48 Template49 `json:"f48,omitempty"`
	F51 *types.UID `json:"f51"`
	Skipped52 string `json:"-"`
	Inline53 `json:",inline"`
}

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 bool `json:"f50"`
}

// Inline53 is a random struct.
type Inline53 struct {
	F54 metav1.Time `json:"f54,omitzero"`
	F55 metav1.Time `json:"f55,omitempty"`
	F56 *float32 `json:"f56,omitempty"`
	F57 uint64 `json:"f57,omitempty"`
	F58 metav1.MicroTime `json:"f58"`
	F59 *float64 `json:"f59"`
	Skipped60 string `json:"-"`
}

// Labels62 is a declared list or map type.
type Labels62 map[string]string

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 bool `json:"f65"`
}

// PodTemplate71 is a random struct.
type PodTemplate71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

