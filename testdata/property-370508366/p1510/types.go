package p1510

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
// +kubebuilder:selectablefield:JSONPath=".spec.f11"
// +kubebuilder:printcolumn:name="Col33",type="number",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col35",type="integer",JSONPath=`.spec.f11`
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.spec.f15.f17`
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f15.f19`,priority=1
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.spec.f15.f20`
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f15.f21`
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.spec.f15.f22`,format=int32
// +kubebuilder:printcolumn:name="Col41",type="number",JSONPath=`.spec.f25`
// +kubebuilder:printcolumn:name="Col42",type="date",JSONPath=`.spec.f27`,priority=1
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.status.f31`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col44",type="date",JSONPath=`.status.f32`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f13.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind46 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f48",default="3",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f53.f59",description="The f59 of the kind."
// +kubebuilder:printcolumn:name="Col76",type="integer",JSONPath=`.spec.f49`,format=int32
// +kubebuilder:printcolumn:name="Col77",type="number",JSONPath=`.spec.f53.f60`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.status.f72`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
type Kind46 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec47 `json:"spec,omitempty"`
	Status Status67 `json:"status,omitempty"`
}

// Kind46List is a list of Kind46.
//
// +kubebuilder:object:root=true
type Kind46List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind46 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3,omitempty"`
	F4 *Template5 `json:"f4,omitempty"`
	// +k8s:selectableField:description="The f7 of the kind."
	F7 *Mode `json:"f7"`
	Skipped8 string `json:"-"`
	Inline9 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 *int `json:"f6"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 bool `json:"f10,omitzero"`
	F11 int32 `json:"f11,omitempty"`
	// +k8s:schema:selectableField
	F12 *metav1.Time `json:"f12"`
	F13 Labels14 `json:"f13,omitempty"`
	F15 S16 `json:"f15,omitempty"`
	Inline23 `json:",inline"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// S16 is a random struct.
type S16 struct {
	F17 *resource.Quantity `json:"f17,omitempty"`
	F18 types.UID `json:"f18,omitzero"`
	// +k8s:schema:selectableField:default="8"
	F19 uint64 `json:"f19"`
	F20 int `json:"f20"`
	F21 *uint64 `json:"f21"`
	// +k8s:schema:selectableField:default="4",description="The f22 of the kind."
	F22 int64 `json:"f22,omitempty"`
}

// Inline23 is a random struct.
type Inline23 struct {
	// +k8s:schema:selectableField:default="8",description="The f24 of the kind."
	F24 uint64 `json:"f24,omitempty"`
	F25 *float64 `json:"f25,omitempty"`
	F26 []byte `json:"f26"`
	F27 *metav1.Time `json:"f27,omitempty"`
	F28 types.UID `json:"f28,omitempty"`
}

// Status29 is a random struct.
type Status29 struct {
	F30 uint16 `json:"f30"`
	F31 uint64 `json:"f31,omitempty"`
	F32 *metav1.MicroTime `json:"f32,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec47 is a random struct.
type Spec47 struct {
	F48 int32 `json:"f48,omitempty"`
	F49 *int64 `json:"f49"`
	F50 Template51 `json:"f50"`
	F53 *S54 `json:"f53,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 metav1.Time `json:"f52,omitzero"`
}

// S54 is a random struct.
type S54 struct {
	F55 Template56 `json:"f55"`
	F58 intstr.IntOrString `json:"f58,omitzero"`
	F59 *string `json:"f59,omitempty"`
	F60 *float32 `json:"f60,omitzero"`
	F61 []Item62 `json:"f61,omitempty"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 []byte `json:"f57"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 *metav1.MicroTime `json:"f63"`
	F64 uint64 `json:"f64"`
	F65 int64 `json:"f65,omitempty"`
	F66 intstr.IntOrString `json:"f66,omitempty,omitzero"`
}

// Status67 is a random struct.
type Status67 struct {
	F68 *Template69 `json:"f68,omitempty"`
	F72 metav1.Duration `json:"f72"`
	F73 Template74 `json:"f73"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels71 is a declared list or map type.
type Labels71 map[string]string

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 Labels71 `json:"f70,omitempty"`
}

// Template74 is a random struct.
type Template74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F75 types.UID `json:"f75,omitempty"`
}

