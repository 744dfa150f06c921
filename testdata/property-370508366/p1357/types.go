package p1357

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
// +k8s:schema:selectableField:jsonPath=".spec.f10",description="The f10 of the kind."
// +k8s:selectableField:jsonPath=".spec.f11",default="none",description="The f11 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f27.f29.f31",default="none"
// +kubebuilder:selectablefield:JSONPath=".status.f27.f29.f32"
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.spec.f10`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f27.f33`,format=int32
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f12[*].f19`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f12[?(@.f19=="x")].f19`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f64",description="The f64 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f65",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f66",description="The f66 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f72.f74"
// +k8s:schema:selectableField:jsonPath=".status.f72.f75"
// +k8s:schema:selectableField:jsonPath=".status.f72.f76.f79"
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.spec.f56.f59.f62`,description="A column."
// +k8s:printerColumn:name="Col82",type=integer,jsonPath=`.spec.f66`,priority=1
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.status.f72.f75`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
	Status Status70 `json:"status,omitempty"`
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
	F3 *Template4 `json:"f3"`
	F10 *int `json:"f10,omitempty"`
	F11 string `json:"f11,omitempty"`
	F12 []Item13 `json:"f12"`
	F20 Template21 `json:"f20"`
	// +k8s:schema:selectableField
	F25 *metav1.MicroTime `json:"f25"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate53 `json:"template"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 intstr.IntOrString `json:"f7,omitempty,omitzero"`
	F8 intstr.IntOrString `json:"f8"`
	Skipped9 string `json:"-"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 []Item6 `json:"f5,omitempty"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 *S15 `json:"f14,omitempty"`
	F19 string `json:"f19,omitempty"`
}

// S15 is a random struct.
type S15 struct {
	F16 int `json:"f16,omitempty"`
	F17 uint64 `json:"f17"`
	F18 *metav1.Time `json:"f18"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 int32 `json:"f24"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 Template23 `json:"f22"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 *S28 `json:"f27,omitempty"`
	F38 resource.Quantity `json:"f38,omitempty"`
	F39 Template40 `json:"f39,omitempty"`
	F46 Labels47 `json:"f46,omitempty"`
	Skipped48 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 S30 `json:"f29,omitempty"`
	F33 int `json:"f33,omitempty"`
	*Inline34 `json:",inline"`
}

// S30 is a random struct.
type S30 struct {
	F31 string `json:"f31,omitzero"`
	F32 metav1.Time `json:"f32"`
}

// Inline34 is a random struct.
type Inline34 struct {
	F35 *int32 `json:"f35,omitempty"`
	F36 int16 `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 int `json:"f43,omitempty"`
	F44 int64 `json:"f44"`
	Skipped45 string `json:"-"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 []Item42 `json:"f41"`
}

// Labels47 is a declared list or map type.
type Labels47 map[string]string

// PodTemplate53 is a random struct.
type PodTemplate53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec55 is a random struct.
type Spec55 struct {
	F56 S57 `json:"f56"`
	F64 uint64 `json:"f64,omitempty"`
	F65 *metav1.MicroTime `json:"f65"`
	F66 *int8 `json:"f66,omitempty,omitzero"`
	F67 Template68 `json:"f67,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate84 `json:"template"`
}

// S57 is a random struct.
type S57 struct {
	F58 int32 `json:"f58"`
	F59 S60 `json:"f59"`
	Skipped63 string `json:"-"`
}

// S60 is a random struct.
type S60 struct {
	F61 uint32 `json:"f61"`
	F62 resource.Quantity `json:"f62"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 int16 `json:"f69"`
}

// Status70 is a random struct.
type Status70 struct {
	F71 []byte `json:"f71,omitempty"`
	F72 *S73 `json:"f72,omitempty"`
}

// S73 is a random struct.
type S73 struct {
	F74 *uint64 `json:"f74,omitempty"`
	F75 Mode `json:"f75"`
	F76 S77 `json:"f76,omitempty"`
}

// S77 is a random struct.
type S77 struct {
	F78 metav1.Duration `json:"f78"`
	F79 bool `json:"f79"`
	Skipped80 string `json:"-"`
}

// PodTemplate84 is a random struct.
type PodTemplate84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

