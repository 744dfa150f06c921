package p1539

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
// +k8s:printerColumn:name="Col7",type=string,jsonPath=`.spec.f3.app`
// +k8s:printerColumn:name="Cel8",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectable-gen=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
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
// +k8s:selectableField:jsonPath=".spec.f11.f20",default="5"
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f11.f13`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f11.f14`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f22.f29`,priority=1
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.spec.f22.f37`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f22.f24[*].f28`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f22.f30[0].f32`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel46",type=string,expression=`has(self.spec) && has(self.spec.f11) && has(self.spec.f11.f21) ? self.spec.f11.f21 : "none"`
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind9 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec10 `json:"spec,omitempty"`
}

// Kind9List is a list of Kind9.
//
// +kubebuilder:object:root=true
type Kind9List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind9 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 Labels6 `json:"f5,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Spec10 is a random struct.
type Spec10 struct {
	F11 S12 `json:"f11"`
	F22 S23 `json:"f22,omitempty"`
}

// S12 is a random struct.
type S12 struct {
	F13 *uint64 `json:"f13"`
	F14 uint32 `json:"f14"`
	F15 *Mode `json:"f15"`
	*Inline16 `json:",inline"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 *metav1.MicroTime `json:"f17,omitempty"`
	F18 *Mode `json:"f18,omitempty"`
	// +k8s:schema:selectableField:description="The f19 of the kind."
	F19 int32 `json:"f19,omitzero"`
	F20 *uint8 `json:"f20,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="fast",trigger=true
	F21 *Mode `json:"f21"`
}

// S23 is a random struct.
type S23 struct {
	F24 []Item25 `json:"f24"`
	F29 uint64 `json:"f29,omitempty"`
	F30 List36 `json:"f30,omitempty"`
	F37 int32 `json:"f37"`
	F38 metav1.MicroTime `json:"f38,omitempty"`
	F39 uint8 `json:"f39"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 *int64 `json:"f26,omitempty"`
	F27 *int8 `json:"f27"`
	F28 []byte `json:"f28,omitempty"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 types.UID `json:"f32"`
	F33 bool `json:"f33,omitempty,omitzero"`
	F34 []byte `json:"f34"`
	Skipped35 string `json:"-"`
}

// List36 is a declared list or map type.
type List36 []Item31

