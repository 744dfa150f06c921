package p1251

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f14",description="The f14 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f17",default="fast"
// +k8s:schema:selectableField:jsonPath=".status.f18.f20",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f18.f22",default="7",description="The f22 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f27.f29"
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f18.f20`
// +kubebuilder:printcolumn:name="Col50",type="date",JSONPath=`.status.f27.f29`,description="A column."
// +k8s:printerColumn:name="Cel51",type=string,expression=`has(self.spec) && has(self.spec.f14) ? self.spec.f14 : "none"`
// +kubebuilder:subresource:status
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
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
	F3 []byte `json:"f3"`
	F4 types.UID `json:"f4"`
	F5 []Item6 `json:"f5,omitempty"`
	F14 Mode `json:"f14,omitempty"`
	// +k8s:schema:selectableField
	F15 float32 `json:"f15,omitempty,omitzero"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 metav1.MicroTime `json:"f7,omitzero"`
	F8 uint16 `json:"f8,omitempty,omitzero"`
	F9 Labels10 `json:"f9"`
	F11 Template12 `json:"f11"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 []int8 `json:"f13"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 Mode `json:"f17,omitempty,omitzero"`
	F18 S19 `json:"f18,omitempty"`
	F24 Template25 `json:"f24"`
	F27 S28 `json:"f27,omitempty"`
	F38 *Template39 `json:"f38,omitempty"`
}

// S19 is a random struct.
type S19 struct {
	F20 []byte `json:"f20"`
	F21 resource.Quantity `json:"f21,omitempty"`
	F22 uint32 `json:"f22,omitempty"`
	F23 float64 `json:"f23,omitempty,omitzero"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 *types.UID `json:"f26,omitzero"`
}

// S28 is a random struct.
type S28 struct {
	F29 *metav1.Time `json:"f29,omitempty,omitzero"`
	F30 metav1.Time `json:"f30,omitzero"`
	F31 int32 `json:"f31,omitempty"`
	F32 Template33 `json:"f32"`
	F35 Template36 `json:"f35"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 []int8 `json:"f34,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 metav1.Duration `json:"f37"`
}

// S41 is a random struct.
type S41 struct {
	F42 *bool `json:"f42,omitempty"`
	F43 *int8 `json:"f43,omitzero"`
	F44 float32 `json:"f44"`
	F45 bool `json:"f45"`
	F46 []byte `json:"f46"`
	F47 *[]int8 `json:"f47,omitempty"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 *S41 `json:"f40,omitempty"`
}

