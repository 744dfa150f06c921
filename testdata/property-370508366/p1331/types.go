package p1331

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f20.f22",description="The f22 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f3.f20.f24",default="-1",description="The f24 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f3.f5`,priority=1
// +kubebuilder:printcolumn:name="Col53",type="date",JSONPath=`.spec.f3.f6`,priority=1
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.spec.f3.f10.f12`,format=int32
// +kubebuilder:printcolumn:name="Col55",type="number",JSONPath=`.spec.f3.f10.f13`
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.spec.f3.f10.f14`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f3.f10.f15`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f3.f10.f16`,format=int32
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f3.f20.f22`
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.spec.f3.f20.f24`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.spec.f3.f20.f25`
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f3.f20.f27`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.spec.f29`
// +kubebuilder:printcolumn:name="Col64",type="number",JSONPath=`.spec.f30`,description="A column."
// +kubebuilder:printcolumn:name="Col65",type="date",JSONPath=`.spec.f34`
// +kubebuilder:printcolumn:name="Col66",type="integer",JSONPath=`.status.f37.f40`,priority=1
// +kubebuilder:printcolumn:name="Col67",type="integer",JSONPath=`.status.f37.f41`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f37.f42`,description="A column."
// +kubebuilder:printcolumn:name="Col69",type="date",JSONPath=`.status.f37.f46`
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.status.f37.f47`,priority=1
// +kubebuilder:printcolumn:name="Col71",type="boolean",JSONPath=`.status.f37.f48`
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.status.f49`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status36 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind74 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f76"
// +k8s:schema:selectableField:jsonPath=".spec.f83"
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.spec.f83`
// +k8s:printerColumn:name="Col91",type=integer,jsonPath=`.spec.f87`,format=int32
// +k8s:selectorGeneration
type Kind74 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec75 `json:"spec,omitempty"`
}

// Kind74List is a list of Kind74.
//
// +kubebuilder:object:root=true
type Kind74List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind74 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	F28 []byte `json:"f28"`
	F29 *intstr.IntOrString `json:"f29,omitempty"`
	F30 float32 `json:"f30,omitempty"`
	F31 Template32 `json:"f31"`
	// +k8s:selectableField:default="2024-01-02T15:04:05Z",description="The f34 of the kind."
	F34 metav1.Time `json:"f34"`
	Skipped35 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate73 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 []int8 `json:"f5,omitempty"`
	F6 metav1.MicroTime `json:"f6"`
	F7 Template8 `json:"f7,omitempty"`
	F10 *S11 `json:"f10"`
	F17 Template18 `json:"f17"`
	F20 S21 `json:"f20"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 int `json:"f9"`
}

// S11 is a random struct.
type S11 struct {
	F12 uint16 `json:"f12"`
	F13 *float64 `json:"f13,omitempty"`
	F14 int8 `json:"f14,omitempty,omitzero"`
	F15 []int8 `json:"f15,omitempty"`
	F16 uint16 `json:"f16"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 uint16 `json:"f19"`
}

// S21 is a random struct.
type S21 struct {
	F22 Mode `json:"f22,omitempty,omitzero"`
	F23 *metav1.MicroTime `json:"f23"`
	F24 *int8 `json:"f24"`
	F25 []byte `json:"f25"`
	F26 *int `json:"f26"`
	F27 *types.UID `json:"f27"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 string `json:"f33,omitempty"`
}

// Status36 is a random struct.
type Status36 struct {
	F37 S38 `json:"f37"`
	F49 *string `json:"f49"`
	// +k8s:selectableField:description="The f50 of the kind.",indexed=true
	F50 []byte `json:"f50"`
	Skipped51 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S38 is a random struct.
type S38 struct {
	F39 types.UID `json:"f39,omitempty,omitzero"`
	// +k8s:schema:selectableField:description="The f40 of the kind."
	F40 uint16 `json:"f40,omitempty"`
	F41 *int `json:"f41"`
	F42 metav1.Duration `json:"f42"`
	F43 *uint16 `json:"f43"`
	Skipped44 string `json:"-"`
	Inline45 `json:",inline"`
}

// Inline45 is a random struct.
type Inline45 struct {
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z",description="The f46 of the kind."
	F46 *metav1.Time `json:"f46,omitempty"`
	F47 uint16 `json:"f47"`
	F48 *bool `json:"f48,omitzero"`
}

// PodTemplate73 is a random struct.
type PodTemplate73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec75 is a random struct.
type Spec75 struct {
	F76 uint32 `json:"f76"`
	F77 []Item78 `json:"f77,omitempty"`
	F82 *types.UID `json:"f82,omitempty"`
	F83 string `json:"f83"`
	F84 Labels85 `json:"f84,omitempty"`
	*Inline86 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate92 `json:"template"`
}

// Item78 is a random struct.
type Item78 struct {
	F79 *int16 `json:"f79"`
	F80 int `json:"f80,omitempty"`
	F81 int32 `json:"f81,omitempty"`
}

// Labels85 is a declared list or map type.
type Labels85 map[string]string

// Inline86 is a random struct.
type Inline86 struct {
	F87 int8 `json:"f87,omitempty"`
	F88 int16 `json:"f88,omitempty,omitzero"`
	Skipped89 string `json:"-"`
}

// PodTemplate92 is a random struct.
type PodTemplate92 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

