package p1453

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
// +k8s:selectableField:jsonPath=".spec.f6.f9",description="The f9 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f14.f20.f22",default="3"
// +k8s:schema:selectableField:jsonPath=".status.f14.f20.f26",description="The f26 of the kind."
// +k8s:selectableField:jsonPath=".status.f29",trigger=true
// +kubebuilder:printcolumn:name="Col59",type="number",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.spec.f6.f9`
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.spec.f11`,description="A column."
// +kubebuilder:printcolumn:name="Col63",type="number",JSONPath=`.status.f13`
// +kubebuilder:printcolumn:name="Col64",type="boolean",JSONPath=`.status.f14.f20.f25`
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f14.f28`,format=int32
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.status) && has(self.status.f14) && has(self.status.f14.f20) && has(self.status.f14.f20.f22) ? string(self.status.f14.f20.f22) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
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

// Kind67 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:selectableField:jsonPath=".spec.f6.f9",default="3",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f11"
// +kubebuilder:printcolumn:name="Col68",type="integer",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col69",type="number",JSONPath=`.spec.f10`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Kind70 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col95",type=integer,jsonPath=`.spec.f73`,format=int32
// +k8s:printerColumn:name="Col96",type=string,jsonPath=`.spec.f74`
// +k8s:printerColumn:name="Col97",type=string,jsonPath=`.spec.f75[0].f86`
// +k8s:selectorGeneration
type Kind70 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec71 `json:"spec,omitempty"`
}

// Kind70List is a list of Kind70.
//
// +kubebuilder:object:root=true
type Kind70List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind70 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *float64 `json:"f3,omitempty"`
	F4 uint32 `json:"f4"`
	// +k8s:schema:selectableField
	F5 uint8 `json:"f5"`
	F6 S7 `json:"f6,omitempty"`
	F10 float32 `json:"f10,omitzero"`
	F11 int8 `json:"f11,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 map[string]string `json:"f8"`
	F9 *int32 `json:"f9,omitempty"`
}

// Status12 is a random struct.
type Status12 struct {
	F13 float32 `json:"f13,omitempty"`
	F14 S15 `json:"f14,omitempty"`
	F29 *int16 `json:"f29,omitempty"`
	F30 *string `json:"f30"`
	F31 []Item32 `json:"f31"`
	F45 []Item46 `json:"f45,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S15 is a random struct.
type S15 struct {
	F16 metav1.MicroTime `json:"f16,omitzero"`
	F17 Template18 `json:"f17"`
	F20 *S21 `json:"f20,omitempty"`
	F28 int8 `json:"f28"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *string `json:"f19,omitempty"`
}

// S21 is a random struct.
type S21 struct {
	F22 *int32 `json:"f22,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F23 metav1.Duration `json:"f23"`
	F24 float64 `json:"f24"`
	F25 *bool `json:"f25,omitempty,omitzero"`
	F26 types.UID `json:"f26,omitempty"`
	F27 *int8 `json:"f27"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 []Item34 `json:"f33,omitempty"`
	F38 *intstr.IntOrString `json:"f38"`
	F39 Template40 `json:"f39"`
	F42 Labels43 `json:"f42,omitempty"`
	F44 float32 `json:"f44"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 []byte `json:"f35"`
	F36 int32 `json:"f36"`
	F37 *[]int8 `json:"f37"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 []byte `json:"f41,omitempty"`
}

// Labels43 is a declared list or map type.
type Labels43 map[string]string

// Item46 is a random struct.
type Item46 struct {
	F47 int16 `json:"f47"`
	F48 int64 `json:"f48,omitzero"`
	F49 *int8 `json:"f49,omitempty"`
	F50 *S51 `json:"f50,omitempty"`
	F57 int8 `json:"f57,omitempty"`
	F58 *float32 `json:"f58,omitempty"`
}

// S51 is a random struct.
type S51 struct {
	F52 *uint64 `json:"f52"`
	F53 *int8 `json:"f53,omitempty"`
	F54 float32 `json:"f54,omitempty"`
	F55 bool `json:"f55,omitempty,omitzero"`
	Skipped56 string `json:"-"`
}

// Spec71 is a random struct.
type Spec71 struct {
	F72 bool `json:"f72,omitempty"`
	// +k8s:schema:selectableField:default="4",description="The f73 of the kind.",indexed=true
	F73 int64 `json:"f73,omitempty"`
	// +k8s:schema:selectableField:default="80",description="The f74 of the kind.",indexed=true
	F74 intstr.IntOrString `json:"f74,omitzero"`
	F75 List93 `json:"f75"`
	F94 uint32 `json:"f94"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate98 `json:"template"`
}

// Item76 is a random struct.
type Item76 struct {
	F77 *S78 `json:"f77"`
	F86 uint64 `json:"f86,omitzero"`
	F87 *bool `json:"f87,omitempty,omitzero"`
	F88 *float64 `json:"f88,omitempty,omitzero"`
	F89 metav1.Duration `json:"f89"`
	Inline90 `json:",inline"`
}

// S78 is a random struct.
type S78 struct {
	F79 Mode `json:"f79"`
	F80 *uint8 `json:"f80"`
	F81 []int8 `json:"f81,omitempty,omitzero"`
	F82 []byte `json:"f82,omitempty"`
	F83 float32 `json:"f83,omitempty"`
	F84 *float32 `json:"f84"`
	Skipped85 string `json:"-"`
}

// Inline90 is a random struct.
type Inline90 struct {
	F91 uint8 `json:"f91,omitempty"`
	F92 *int16 `json:"f92"`
}

// List93 is a declared list or map type.
type List93 []Item76

// PodTemplate98 is a random struct.
type PodTemplate98 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

