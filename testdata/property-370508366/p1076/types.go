package p1076

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
// +k8s:schema:selectableField:jsonPath=".status.f32.f36",description="The f36 of the kind."
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f5`,description="A column."
// +kubebuilder:printcolumn:name="Col43",type="number",JSONPath=`.spec.f13`
// +kubebuilder:printcolumn:name="Col44",type="date",JSONPath=`.status.f30`
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f14.app`
// +k8s:printerColumn:name="Cel46",type=string,expression=`has(self.status) && has(self.status.f29) ? string(self.status.f29) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField
	F3 Mode `json:"f3,omitempty"`
	F4 []int8 `json:"f4,omitempty"`
	F5 Mode `json:"f5"`
	F6 Mode `json:"f6,omitzero"`
	F7 *intstr.IntOrString `json:"f7"`
	F8 []int8 `json:"f8,omitempty,omitzero"`
	Inline9 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate47 `json:"template"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 Template11 `json:"f10"`
	F13 float64 `json:"f13"`
	F14 Labels15 `json:"f14"`
	F16 Template17 `json:"f16,omitempty"`
	F19 int `json:"f19"`
	F20 *Template21 `json:"f20,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 types.UID `json:"f12,omitzero"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 uint32 `json:"f18"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 bool `json:"f22,omitempty"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 Template25 `json:"f24"`
	F29 bool `json:"f29,omitempty"`
	F30 metav1.MicroTime `json:"f30,omitempty"`
	F31 uint32 `json:"f31,omitempty"`
	F32 S33 `json:"f32,omitempty"`
	F37 *Template38 `json:"f37"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 *types.UID `json:"f28"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 Template27 `json:"f26,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	F34 *int64 `json:"f34"`
	F35 bool `json:"f35,omitempty"`
	F36 metav1.MicroTime `json:"f36,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 *types.UID `json:"f41,omitzero"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 Template40 `json:"f39,omitempty"`
}

// PodTemplate47 is a random struct.
type PodTemplate47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

