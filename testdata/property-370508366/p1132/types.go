package p1132

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
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f11`,priority=1
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f12`
// +k8s:printerColumn:name="Cel29",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.status.f32`,priority=1
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.status.f38`,description="A column."
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Kind41 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f44",description="The f44 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f47",description="The f47 of the kind."
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.spec.f43`,format=int32
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f44`
// +kubebuilder:printcolumn:name="Col57",type="number",JSONPath=`.spec.f45`
// +kubebuilder:printcolumn:name="Col58",type="date",JSONPath=`.spec.f47`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f48.f51`,priority=1
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f54`
// +k8s:printerColumn:name="Cel61",type=string,expression=`has(self.spec) && has(self.spec.f44) ? self.spec.f44 : "none"`
type Kind41 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec42 `json:"spec,omitempty"`
}

// Kind41List is a list of Kind41.
//
// +kubebuilder:object:root=true
type Kind41List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind41 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F8 *Template9 `json:"f8,omitempty"`
	F11 []int8 `json:"f11,omitzero"`
	F12 []int8 `json:"f12,omitempty"`
	Skipped13 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *int64 `json:"f7,omitzero"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Template6 `json:"f5,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 resource.Quantity `json:"f10"`
}

// Status14 is a random struct.
type Status14 struct {
	F15 *Template16 `json:"f15"`
	F20 Template21 `json:"f20,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F23 *metav1.MicroTime `json:"f23"`
	F24 Template25 `json:"f24"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 int8 `json:"f19"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 Template18 `json:"f17,omitempty"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 *uint64 `json:"f22"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 bool `json:"f26,omitzero"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 *int64 `json:"f32,omitempty,omitzero"`
	F33 int8 `json:"f33"`
	F34 Template35 `json:"f34"`
	F37 uint16 `json:"f37"`
	F38 *uint32 `json:"f38,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 float64 `json:"f36,omitempty"`
}

// Spec42 is a random struct.
type Spec42 struct {
	F43 uint8 `json:"f43,omitempty"`
	F44 Mode `json:"f44,omitempty"`
	F45 *float64 `json:"f45"`
	Inline46 `json:",inline"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 metav1.MicroTime `json:"f47,omitzero"`
	F48 S49 `json:"f48"`
	F52 metav1.MicroTime `json:"f52,omitempty"`
	F53 uint64 `json:"f53,omitempty"`
	F54 []int8 `json:"f54,omitempty"`
}

// S49 is a random struct.
type S49 struct {
	F50 float32 `json:"f50"`
	// +k8s:schema:selectableField:indexed=true
	F51 string `json:"f51"`
}

