package p1344

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
// +k8s:schema:selectableField:jsonPath=".spec.f15.f27.f33",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f40"
// +k8s:schema:index:field="spec.f40"
// +k8s:schema:selectableField:jsonPath=".spec.f41",description="The f41 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.spec.f3.f11`,format=int32
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f15.f17.f19`,priority=1
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f15.f27.f31`,format=int32
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.f15.f27.f32`,description="A column."
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.spec.f15.f27.f33`
// +kubebuilder:printcolumn:name="Col49",type="date",JSONPath=`.spec.f15.f36`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.spec.f41`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f15.f21[?(@.f23==1)].f24`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel52",type=string,expression=`has(self.spec) && has(self.spec.f15) && has(self.spec.f15.f27) && has(self.spec.f15.f27.f30) ? string(self.spec.f15.f27.f30) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:selectorGeneration:selector=".spec.noSelector"
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

// Kind54 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f65"
// +kubebuilder:printcolumn:name="Col69",type="string",JSONPath=`.spec.f56`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.spec.f58`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	F15 *S16 `json:"f15,omitempty"`
	F40 int16 `json:"f40"`
	F41 int16 `json:"f41"`
	F42 *metav1.Time `json:"f42"`
	F43 float64 `json:"f43,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate53 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 []Item6 `json:"f5,omitempty"`
	F11 uint8 `json:"f11,omitempty"`
	F12 Template13 `json:"f12,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *types.UID `json:"f7,omitempty"`
	F8 int32 `json:"f8,omitzero"`
	F9 int `json:"f9"`
	F10 int `json:"f10,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 int32 `json:"f14"`
}

// S16 is a random struct.
type S16 struct {
	F17 S18 `json:"f17"`
	F21 []Item22 `json:"f21"`
	F27 *S28 `json:"f27"`
	F35 *int64 `json:"f35"`
	F36 *metav1.Time `json:"f36,omitempty"`
	F37 *Template38 `json:"f37,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 resource.Quantity `json:"f19,omitempty"`
	F20 *int16 `json:"f20"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 int32 `json:"f23,omitempty"`
	F24 []byte `json:"f24"`
	F25 uint16 `json:"f25,omitempty"`
	F26 *string `json:"f26,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 resource.Quantity `json:"f29,omitzero"`
	F30 int `json:"f30"`
	// +k8s:schema:selectableField:description="The f31 of the kind."
	F31 int16 `json:"f31"`
	// +k8s:selectableField
	F32 uint16 `json:"f32"`
	F33 uint16 `json:"f33,omitempty"`
	Skipped34 string `json:"-"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 *uint16 `json:"f39"`
}

// PodTemplate53 is a random struct.
type PodTemplate53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec55 is a random struct.
type Spec55 struct {
	F56 resource.Quantity `json:"f56,omitempty"`
	F57 metav1.MicroTime `json:"f57,omitzero"`
	F58 metav1.Duration `json:"f58,omitzero"`
	F59 Mode `json:"f59,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate71 `json:"template"`
}

// Status60 is a random struct.
type Status60 struct {
	F61 *Template62 `json:"f61"`
	F64 metav1.Time `json:"f64,omitempty"`
	F65 *types.UID `json:"f65"`
	F66 Template67 `json:"f66"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 map[string]string `json:"f63"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 *int64 `json:"f68,omitempty"`
}

// PodTemplate71 is a random struct.
type PodTemplate71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

