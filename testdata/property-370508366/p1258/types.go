package p1258

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
// +k8s:selectableField:jsonPath=".spec.f3",default="5"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f12",description="The f12 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f16"
// +k8s:schema:index:field="spec.f4.f16"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f17",description="The f17 of the kind."
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.spec.f3`,format=int32
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f4.f15`
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f4.f16`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f4.f17`
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f4.f18`
// +kubebuilder:printcolumn:name="Col43",type="boolean",JSONPath=`.spec.f19.f21`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f19.f23`
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.spec.f26.f33`,format=int32
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f26.f35`,description="A column."
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f26.f36`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f19.f22.app`
// +k8s:printerColumn:name="Cel49",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind50 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f53"
// +k8s:printerColumn:name="Cel68",type=string,expression=`has(self.spec) && has(self.spec.f52) ? self.spec.f52 : "none"`
type Kind50 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec51 `json:"spec,omitempty"`
	Status Status54 `json:"status,omitempty"`
}

// Kind50List is a list of Kind50.
//
// +kubebuilder:object:root=true
type Kind50List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind50 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint8 `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
	F19 *S20 `json:"f19"`
	F25 *int32 `json:"f25"`
	F26 S27 `json:"f26,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 []Item7 `json:"f6"`
	F12 int `json:"f12"`
	// +k8s:schema:selectableField:indexed=true
	F13 metav1.Time `json:"f13"`
	*Inline14 `json:",inline"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *[]int8 `json:"f8,omitempty"`
	F9 *bool `json:"f9,omitempty"`
	F10 *bool `json:"f10"`
	F11 int16 `json:"f11,omitempty"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 []int8 `json:"f15,omitempty"`
	F16 types.UID `json:"f16,omitempty"`
	F17 *uint16 `json:"f17"`
	F18 *int8 `json:"f18,omitzero"`
}

// S20 is a random struct.
type S20 struct {
	F21 bool `json:"f21"`
	F22 map[string]string `json:"f22"`
	F23 *resource.Quantity `json:"f23,omitempty"`
	// +k8s:selectableField:indexed=true
	F24 Mode `json:"f24,omitempty"`
}

// S27 is a random struct.
type S27 struct {
	F28 []Item29 `json:"f28"`
	F33 uint32 `json:"f33,omitempty"`
	F34 *uint8 `json:"f34"`
	F35 *int16 `json:"f35,omitempty"`
	F36 *uint64 `json:"f36"`
	Skipped37 string `json:"-"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 *types.UID `json:"f30"`
	F31 *uint16 `json:"f31,omitempty"`
	F32 uint32 `json:"f32"`
}

// Spec51 is a random struct.
type Spec51 struct {
	F52 string `json:"f52"`
	F53 metav1.Time `json:"f53,omitempty"`
}

// Status54 is a random struct.
type Status54 struct {
	// +k8s:schema:selectableField:default="5"
	F55 *uint8 `json:"f55"`
	F56 []Item57 `json:"f56,omitempty"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 *Mode `json:"f58"`
	F59 Template60 `json:"f59,omitempty"`
	F62 map[string]string `json:"f62"`
	F63 *uint32 `json:"f63"`
	*Inline64 `json:",inline"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 *float64 `json:"f61,omitempty"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 string `json:"f65"`
	F66 Mode `json:"f66"`
	F67 uint16 `json:"f67"`
}

