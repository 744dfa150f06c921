package p1377

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".status.f22",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f24",indexed=true
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.status.f19`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.status.f20`,priority=1,description="A column."
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.status.f25`,priority=1,format=int32
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f37",default="2"
// +kubebuilder:selectablefield:JSONPath=".spec.f39"
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f38`
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.spec.f40`,format=int32
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.spec.f41`,priority=1
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec36 `json:"spec,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f50.f72"
// +k8s:schema:index:field="spec.f50.f72"
// +k8s:schema:selectableField:jsonPath=".status.f78",default="-1",description="The f78 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f79"
// +kubebuilder:printcolumn:name="Col80",type="integer",JSONPath=`.spec.f50.f71`,format=int32
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f74`
// +kubebuilder:printcolumn:name="Col82",type="integer",JSONPath=`.spec.f75`,format=int32
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f50.f54[*].f56`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f50.f54[?(@.f60==3)].f56`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f50.f62[*].f67`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
	Status Status76 `json:"status,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint8 `json:"f3,omitempty"`
	F4 int16 `json:"f4"`
	F5 *string `json:"f5,omitempty,omitzero"`
	F6 *S7 `json:"f6"`
	Inline15 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	// +k8s:selectableField
	F8 bool `json:"f8,omitempty"`
	F9 Template10 `json:"f9,omitempty"`
	F12 Template13 `json:"f12"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 float32 `json:"f11,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 *types.UID `json:"f14"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 *int64 `json:"f16,omitempty"`
	F17 metav1.Time `json:"f17,omitempty"`
}

// Status18 is a random struct.
type Status18 struct {
	// +k8s:selectableField
	F19 *uint16 `json:"f19"`
	F20 *Mode `json:"f20"`
	F21 *metav1.MicroTime `json:"f21"`
	F22 *int8 `json:"f22"`
	Inline23 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 int16 `json:"f24,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F25 int8 `json:"f25"`
	F26 *metav1.Duration `json:"f26,omitempty"`
	F27 int32 `json:"f27,omitempty"`
	*Inline28 `json:",inline"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 int16 `json:"f29"`
	F30 uint64 `json:"f30,omitempty"`
	Skipped31 string `json:"-"`
}

// Spec36 is a random struct.
type Spec36 struct {
	F37 *int16 `json:"f37,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F38 *string `json:"f38"`
	F39 metav1.Time `json:"f39"`
	F40 *int `json:"f40,omitempty"`
	F41 uint32 `json:"f41"`
}

// Spec46 is a random struct.
type Spec46 struct {
	F47 uint16 `json:"f47"`
	F48 map[string]string `json:"f48,omitempty"`
	F49 *float32 `json:"f49,omitempty"`
	F50 S51 `json:"f50,omitempty"`
	Inline73 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate86 `json:"template"`
}

// S51 is a random struct.
type S51 struct {
	// +k8s:selectableField:default="1"
	F52 int `json:"f52"`
	F53 *metav1.Time `json:"f53"`
	F54 List61 `json:"f54,omitempty"`
	F62 []Item63 `json:"f62"`
	F71 *int16 `json:"f71"`
	F72 metav1.MicroTime `json:"f72,omitempty"`
}

// Item55 is a random struct.
type Item55 struct {
	F56 uint64 `json:"f56,omitempty"`
	F57 *int32 `json:"f57,omitempty"`
	F58 int64 `json:"f58"`
	F59 metav1.MicroTime `json:"f59,omitempty"`
	F60 int `json:"f60,omitempty"`
}

// List61 is a declared list or map type.
type List61 []Item55

// Item63 is a random struct.
type Item63 struct {
	F64 *uint64 `json:"f64,omitempty"`
	F65 int16 `json:"f65,omitempty"`
	F66 *Mode `json:"f66,omitempty"`
	F67 metav1.Duration `json:"f67,omitempty"`
	F68 float64 `json:"f68"`
	F69 *bool `json:"f69,omitempty"`
	Skipped70 string `json:"-"`
}

// Inline73 is a random struct.
type Inline73 struct {
	// +k8s:schema:selectableField
	F74 *uint64 `json:"f74,omitempty"`
	F75 *int64 `json:"f75"`
}

// Status76 is a random struct.
type Status76 struct {
	F77 *[]int8 `json:"f77,omitempty"`
	F78 *int8 `json:"f78,omitempty"`
	F79 int `json:"f79,omitempty"`
}

// PodTemplate86 is a random struct.
type PodTemplate86 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

