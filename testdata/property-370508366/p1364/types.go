package p1364

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
// +k8s:schema:selectableField:jsonPath=".spec.f13.f16",description="The f16 of the kind."
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f3`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f13.f16`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f19.f21`,format=int32
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f19.f24`,format=int32
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.spec.f30`,priority=1
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f31.app`,description="A column."
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f47",default="6"
// +kubebuilder:printcolumn:name="Col55",type="boolean",JSONPath=`.status.f50`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:resource:path=kind45-items
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Kind57 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col87",type="integer",JSONPath=`.spec.f82`,format=int32
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f85`
// +k8s:selectable-gen=true
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec58 `json:"spec,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:description="The f3 of the kind."
	F3 *types.UID `json:"f3,omitempty"`
	F4 []byte `json:"f4,omitempty"`
	F5 *string `json:"f5"`
	// +k8s:schema:selectableField:description="The f6 of the kind."
	F6 int64 `json:"f6,omitzero"`
	// +k8s:selectableField:default="80"
	F7 intstr.IntOrString `json:"f7"`
	F8 Template9 `json:"f8"`
	Skipped11 string `json:"-"`
	Inline12 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 intstr.IntOrString `json:"f10,omitempty"`
}

// Inline12 is a random struct.
type Inline12 struct {
	F13 S14 `json:"f13,omitempty"`
	F19 S20 `json:"f19,omitempty"`
	F25 string `json:"f25,omitempty,omitzero"`
	F26 *S27 `json:"f26,omitempty"`
	F30 Mode `json:"f30,omitempty"`
	F31 map[string]string `json:"f31"`
	Skipped32 string `json:"-"`
}

// S14 is a random struct.
type S14 struct {
	F15 *resource.Quantity `json:"f15,omitzero"`
	F16 *Mode `json:"f16,omitzero"`
	F17 metav1.Duration `json:"f17,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F18 Mode `json:"f18"`
}

// S20 is a random struct.
type S20 struct {
	F21 uint16 `json:"f21"`
	F22 *int8 `json:"f22,omitempty"`
	// +k8s:schema:selectableField
	F23 []byte `json:"f23"`
	F24 uint16 `json:"f24"`
}

// S27 is a random struct.
type S27 struct {
	F28 int `json:"f28,omitempty"`
	F29 uint64 `json:"f29,omitempty"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 float64 `json:"f34,omitempty"`
	F35 Labels36 `json:"f35"`
	F37 uint16 `json:"f37,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels36 is a declared list or map type.
type Labels36 map[string]string

// Spec46 is a random struct.
type Spec46 struct {
	F47 uint16 `json:"f47,omitempty"`
	// +k8s:schema:selectableField:description="The f48 of the kind.",trigger=true
	F48 metav1.Time `json:"f48"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate56 `json:"template"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 bool `json:"f50"`
	F51 Labels52 `json:"f51,omitempty"`
	F53 intstr.IntOrString `json:"f53"`
	F54 resource.Quantity `json:"f54"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels52 is a declared list or map type.
type Labels52 map[string]string

// PodTemplate56 is a random struct.
type PodTemplate56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec58 is a random struct.
type Spec58 struct {
	F59 Template60 `json:"f59"`
	F67 List81 `json:"f67"`
	// +k8s:schema:selectableField:description="The f82 of the kind.",trigger=true
	F82 int64 `json:"f82"`
	Skipped83 string `json:"-"`
	Inline84 `json:",inline"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 Mode `json:"f63"`
	F64 *bool `json:"f64"`
	F65 int32 `json:"f65"`
}

// List66 is a declared list or map type.
type List66 []Item62

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 List66 `json:"f61,omitempty"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 *uint8 `json:"f69,omitempty"`
	F70 []int8 `json:"f70"`
	F71 uint32 `json:"f71"`
	F72 Template73 `json:"f72"`
	F75 uint16 `json:"f75"`
	Inline76 `json:",inline"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 []byte `json:"f74"`
}

// Inline76 is a random struct.
type Inline76 struct {
	F77 *int `json:"f77,omitzero"`
	F78 metav1.Time `json:"f78"`
	F79 *metav1.Time `json:"f79"`
	F80 float32 `json:"f80,omitempty"`
}

// List81 is a declared list or map type.
type List81 []Item68

// Inline84 is a random struct.
type Inline84 struct {
	F85 *resource.Quantity `json:"f85,omitzero"`
	// +k8s:schema:selectableField
	F86 *metav1.Time `json:"f86"`
}

