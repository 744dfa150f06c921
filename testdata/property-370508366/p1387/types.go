package p1387

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
// +k8s:selectableField:jsonPath=".spec.f4",trigger=true
// +kubebuilder:printcolumn:name="Col5",type="string",JSONPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Cel6",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
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

// Kind8 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f19",trigger=true
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.spec.f19`,priority=1
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f20`,priority=1
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f27.f29`,priority=1
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.status.f27.f31`,description="A column."
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.status.f27.f40`,format=int32
// +kubebuilder:printcolumn:name="Col50",type="number",JSONPath=`.status.f27.f41`
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.status.f42`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f10.app`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f55.app`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f58.app`,priority=1
// +k8s:printerColumn:name="Cel69",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +genclient:nonNamespaced
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec54 `json:"spec,omitempty"`
	Status Status59 `json:"status,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 Mode `json:"f4,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate7 `json:"template"`
}

// PodTemplate7 is a random struct.
type PodTemplate7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec9 is a random struct.
type Spec9 struct {
	F10 Labels11 `json:"f10"`
	F12 Template13 `json:"f12,omitempty"`
	F17 map[string]string `json:"f17"`
	F18 intstr.IntOrString `json:"f18"`
	F19 uint16 `json:"f19"`
	// +k8s:schema:selectableField:description="The f20 of the kind."
	F20 types.UID `json:"f20"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 resource.Quantity `json:"f16,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 *Template15 `json:"f14,omitempty"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 Labels23 `json:"f22"`
	F24 Template25 `json:"f24"`
	F27 *S28 `json:"f27,omitempty"`
	F42 *string `json:"f42,omitempty"`
	F43 metav1.Duration `json:"f43,omitempty"`
	F44 Mode `json:"f44,omitzero"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 map[string]string `json:"f26,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 metav1.Duration `json:"f29,omitempty,omitzero"`
	F30 map[string]string `json:"f30"`
	// +k8s:schema:selectableField
	F31 int64 `json:"f31"`
	F32 *Template33 `json:"f32"`
	F35 uint64 `json:"f35"`
	Inline36 `json:",inline"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 *float64 `json:"f34,omitempty"`
}

// Inline36 is a random struct.
type Inline36 struct {
	// +k8s:schema:selectableField
	F37 []byte `json:"f37"`
	F38 *resource.Quantity `json:"f38,omitempty"`
	// +k8s:schema:selectableField
	F39 *uint16 `json:"f39,omitempty"`
	F40 int16 `json:"f40,omitempty"`
	F41 float64 `json:"f41,omitempty"`
}

// Spec54 is a random struct.
type Spec54 struct {
	F55 map[string]string `json:"f55,omitempty"`
	F56 types.UID `json:"f56"`
	F57 uint8 `json:"f57,omitempty"`
	F58 map[string]string `json:"f58"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status59 is a random struct.
type Status59 struct {
	F60 Labels61 `json:"f60,omitempty"`
	F62 *Template63 `json:"f62"`
	F65 Labels66 `json:"f65"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels61 is a declared list or map type.
type Labels61 map[string]string

// Template63 is a random struct.
type Template63 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F64 []int8 `json:"f64,omitempty"`
}

// Labels66 is a declared list or map type.
type Labels66 map[string]string

