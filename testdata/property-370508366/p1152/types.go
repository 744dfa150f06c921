package p1152

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="7",description="The f3 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f10"
// +k8s:schema:index:field="spec.f10"
// +k8s:selectableField:jsonPath=".spec.f21",description="The f21 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col24",type="integer",JSONPath=`.spec.f3`,format=int32
// +kubebuilder:printcolumn:name="Col25",type="integer",JSONPath=`.spec.f10`,format=int32
// +kubebuilder:printcolumn:name="Col26",type="number",JSONPath=`.spec.f19`,description="A column."
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col28",type="integer",JSONPath=`.spec.f21`,format=int32
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f22`
// +k8s:printerColumn:name="Cel30",type=string,expression=`has(self.spec) && has(self.spec.f20) ? string(self.spec.f20) : "none"`
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint32 `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	F7 *metav1.Duration `json:"f7,omitempty"`
	Inline8 `json:",inline"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +k8s:schema:selectableField
	F6 resource.Quantity `json:"f6"`
}

// Inline8 is a random struct.
type Inline8 struct {
	// +k8s:selectableField:description="The f9 of the kind."
	F9 *uint16 `json:"f9"`
	F10 *int16 `json:"f10,omitempty"`
	F11 []Item12 `json:"f11,omitempty"`
	Skipped17 string `json:"-"`
	*Inline18 `json:",inline"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 uint16 `json:"f13"`
	F14 *int8 `json:"f14"`
	F15 int64 `json:"f15,omitempty"`
	F16 int `json:"f16,omitempty"`
}

// Inline18 is a random struct.
type Inline18 struct {
	// +k8s:schema:selectableField
	F19 *float32 `json:"f19,omitempty"`
	F20 *int32 `json:"f20,omitempty,omitzero"`
	F21 *int8 `json:"f21,omitempty"`
	F22 *types.UID `json:"f22,omitempty"`
	Skipped23 string `json:"-"`
}

