package p1486

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f16",indexed=true
// +k8s:printerColumn:name="Col19",type=number,jsonPath=`.spec.f17`
// +k8s:printerColumn:name="Col20",type=string,jsonPath=`.spec.f18`
// +k8s:printerColumn:name="Cel21",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f12) ? string(self.spec.f4.f12) : "none"`
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

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f28"
// +k8s:schema:selectableField:jsonPath=".spec.f33",description="The f33 of the kind."
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f27`,priority=1
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f29`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col40",type="number",JSONPath=`.spec.f32`
// +k8s:printerColumn:name="Cel41",type=string,expression=`has(self.spec) && has(self.spec.f28) ? self.spec.f28 : "none"`
// +k8s:selectable-gen=true
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3"`
	F4 *S5 `json:"f4"`
	F17 *float64 `json:"f17"`
	F18 metav1.Duration `json:"f18,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	// +k8s:selectableField
	F6 *metav1.MicroTime `json:"f6,omitempty"`
	F7 Labels8 `json:"f7,omitempty"`
	F9 Template10 `json:"f9"`
	F12 int32 `json:"f12"`
	F13 Template14 `json:"f13,omitempty"`
	F16 *string `json:"f16,omitempty"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 *string `json:"f11"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 float32 `json:"f15"`
}

// Spec23 is a random struct.
type Spec23 struct {
	F24 Template25 `json:"f24,omitempty"`
	F27 *Mode `json:"f27,omitempty"`
	F28 Mode `json:"f28,omitempty,omitzero"`
	// +k8s:selectableField
	F29 *uint32 `json:"f29"`
	Skipped30 string `json:"-"`
	*Inline31 `json:",inline"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 metav1.Duration `json:"f26"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 *float32 `json:"f32,omitempty"`
	F33 int `json:"f33"`
	F34 string `json:"f34"`
	F35 *Template36 `json:"f35,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 types.UID `json:"f37,omitempty"`
}

