package p1460

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
// +k8s:schema:index:field="spec.f11"
// +kubebuilder:printcolumn:name="Col12",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col13",type="string",JSONPath=`.spec.f11`
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

// Kind14 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f16",default="1"
// +k8s:schema:selectableField:jsonPath=".spec.f17.f21",description="The f21 of the kind."
// +k8s:selectableField:jsonPath=".spec.f17.f25",default="80"
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.spec.f16`,description="A column."
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f17.f20`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f17.f25`
// +kubebuilder:printcolumn:name="Col47",type="number",JSONPath=`.spec.f27.f30`,description="A column."
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f27.f31`
// +kubebuilder:printcolumn:name="Col49",type="number",JSONPath=`.status.f37`,priority=1
// +kubebuilder:subresource:status
type Kind14 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec15 `json:"spec,omitempty"`
	Status Status35 `json:"status,omitempty"`
}

// Kind14List is a list of Kind14.
//
// +kubebuilder:object:root=true
type Kind14List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind14 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	// +k8s:selectableField:description="The f5 of the kind."
	F5 metav1.MicroTime `json:"f5"`
	F6 []byte `json:"f6,omitempty,omitzero"`
	F7 int `json:"f7,omitempty"`
	F8 *Template9 `json:"f8"`
	F11 types.UID `json:"f11"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 types.UID `json:"f10,omitempty"`
}

// Spec15 is a random struct.
type Spec15 struct {
	F16 int `json:"f16,omitempty"`
	F17 S18 `json:"f17"`
	F27 *S28 `json:"f27,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 metav1.Time `json:"f19"`
	F20 []int8 `json:"f20,omitempty"`
	F21 Mode `json:"f21,omitempty"`
	F22 resource.Quantity `json:"f22"`
	// +k8s:schema:selectableField
	F23 int16 `json:"f23,omitempty,omitzero"`
	Inline24 `json:",inline"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 intstr.IntOrString `json:"f25"`
	// +k8s:selectableField
	F26 *int `json:"f26,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	// +k8s:schema:selectableField:indexed=true
	F29 *types.UID `json:"f29,omitempty,omitzero"`
	F30 float32 `json:"f30,omitempty"`
	F31 []int8 `json:"f31,omitzero"`
	F32 float32 `json:"f32"`
	F33 Labels34 `json:"f33"`
}

// Labels34 is a declared list or map type.
type Labels34 map[string]string

// Status35 is a random struct.
type Status35 struct {
	F36 *int `json:"f36,omitempty"`
	F37 float32 `json:"f37,omitempty"`
	F38 Template39 `json:"f38,omitempty"`
	F41 []byte `json:"f41"`
	F42 *string `json:"f42"`
	Skipped43 string `json:"-"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 int8 `json:"f40"`
}

