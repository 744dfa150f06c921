package p1142

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f7.f11",default="1",description="The f11 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f17"
// +kubebuilder:printcolumn:name="Col42",type="number",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.spec.f4.f7.f9`,format=int32
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.spec.f12`,format=int32
// +kubebuilder:printcolumn:name="Col45",type="boolean",JSONPath=`.spec.f14`
// +kubebuilder:printcolumn:name="Col46",type="date",JSONPath=`.spec.f17`
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f18.f20`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f22`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f39.app`
// +k8s:printerColumn:name="Cel50",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f6) ? string(self.spec.f4.f6) : "none"`
// +genclient:nonNamespaced
// +kubebuilder:printcolumn:name="Dup51",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup51",type="string",JSONPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	F12 int32 `json:"f12,omitempty"`
	F13 *Mode `json:"f13"`
	F14 bool `json:"f14,omitempty"`
	F15 uint32 `json:"f15"`
	*Inline16 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	F6 int64 `json:"f6"`
	F7 S8 `json:"f7,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	// +k8s:schema:selectableField
	F9 int8 `json:"f9"`
	F10 *resource.Quantity `json:"f10,omitempty"`
	F11 int `json:"f11,omitempty"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 metav1.Time `json:"f17"`
	F18 S19 `json:"f18,omitempty"`
	// +k8s:schema:selectableField:default="8"
	F22 uint64 `json:"f22,omitempty,omitzero"`
	F23 *float64 `json:"f23"`
	Skipped24 string `json:"-"`
}

// S19 is a random struct.
type S19 struct {
	F20 []byte `json:"f20"`
	F21 uint32 `json:"f21,omitempty"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 float64 `json:"f26"`
	F27 []Item28 `json:"f27,omitempty"`
	F39 Labels40 `json:"f39"`
	Skipped41 string `json:"-"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 int32 `json:"f29"`
	F30 int64 `json:"f30"`
	F31 S32 `json:"f31"`
}

// S32 is a random struct.
type S32 struct {
	F33 int32 `json:"f33,omitempty"`
	F34 types.UID `json:"f34"`
	F35 []int8 `json:"f35,omitempty"`
	F36 int16 `json:"f36"`
	F37 *uint32 `json:"f37"`
	F38 *float32 `json:"f38"`
}

// Labels40 is a declared list or map type.
type Labels40 map[string]string

