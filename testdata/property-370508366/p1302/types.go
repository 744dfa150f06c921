package p1302

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
// +k8s:selectableField:jsonPath=".spec.f5.f10.f17",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f28",default="2"
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f4`,format=int32
// +kubebuilder:printcolumn:name="Col43",type="date",JSONPath=`.spec.f5.f10.f12`,description="A column."
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f5.f10.f14`
// +kubebuilder:printcolumn:name="Col45",type="boolean",JSONPath=`.spec.f5.f10.f15`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f5.f19`
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.status.f24`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.status.f27`
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.status.f37.f40`,priority=1
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f41`
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.status.f22.app`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.status.f29[*].f32`
// +k8s:printerColumn:name="Cel53",type=string,expression=`has(self.spec) && has(self.spec.f5) && has(self.spec.f5.f10) && has(self.spec.f5.f10.f15) ? string(self.spec.f5.f10.f15) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f57"
// +k8s:schema:index:field="spec.f57"
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.status.f61`
// +k8s:selectorGeneration
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec56 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind55List is a list of Kind55.
//
// +kubebuilder:object:root=true
type Kind55List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind55 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int8 `json:"f3,omitempty"`
	// +k8s:selectableField:description="The f4 of the kind."
	F4 *int8 `json:"f4"`
	F5 *S6 `json:"f5,omitempty"`
	Skipped20 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate54 `json:"template"`
}

// S6 is a random struct.
type S6 struct {
	F7 Template8 `json:"f7,omitempty"`
	F10 *S11 `json:"f10"`
	F19 *int64 `json:"f19,omitempty"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 resource.Quantity `json:"f9,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	// +k8s:selectableField:default="2024-01-02T15:04:05Z",indexed=true
	F12 metav1.Time `json:"f12"`
	F13 *metav1.MicroTime `json:"f13"`
	F14 string `json:"f14"`
	F15 bool `json:"f15"`
	// +k8s:schema:selectableField
	F16 int16 `json:"f16"`
	F17 metav1.MicroTime `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 Labels23 `json:"f22,omitempty"`
	F24 *uint8 `json:"f24"`
	Skipped25 string `json:"-"`
	Inline26 `json:",inline"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// Inline26 is a random struct.
type Inline26 struct {
	F27 intstr.IntOrString `json:"f27,omitempty"`
	F28 int16 `json:"f28,omitzero"`
	F29 []Item30 `json:"f29,omitempty"`
	F37 S38 `json:"f37,omitempty"`
	F41 int16 `json:"f41"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 *[]int8 `json:"f31,omitempty,omitzero"`
	F32 resource.Quantity `json:"f32,omitempty"`
	F33 resource.Quantity `json:"f33,omitempty"`
	F34 uint64 `json:"f34,omitempty"`
	F35 *Mode `json:"f35,omitempty"`
	F36 metav1.Duration `json:"f36,omitempty"`
}

// S38 is a random struct.
type S38 struct {
	F39 []byte `json:"f39"`
	// +k8s:schema:selectableField
	F40 int `json:"f40"`
}

// PodTemplate54 is a random struct.
type PodTemplate54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec56 is a random struct.
type Spec56 struct {
	F57 int16 `json:"f57,omitempty"`
	F58 int64 `json:"f58,omitempty"`
	Skipped59 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate75 `json:"template"`
}

// Status60 is a random struct.
type Status60 struct {
	F61 *[]int8 `json:"f61"`
	F62 List70 `json:"f62,omitempty"`
	F71 *string `json:"f71"`
	F72 float32 `json:"f72,omitzero"`
	// +k8s:selectableField:description="The f73 of the kind.",indexed=true
	F73 int64 `json:"f73,omitempty"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 int16 `json:"f64,omitempty,omitzero"`
	F65 S66 `json:"f65,omitempty"`
}

// S66 is a random struct.
type S66 struct {
	F67 string `json:"f67"`
	F68 []byte `json:"f68"`
	F69 float64 `json:"f69,omitempty"`
}

// List70 is a declared list or map type.
type List70 []Item63

// PodTemplate75 is a random struct.
type PodTemplate75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

