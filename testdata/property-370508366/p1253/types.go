package p1253

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
// +k8s:schema:selectableField:jsonPath=".spec.f20.f22.f24",description="The f24 of the kind.",trigger=true
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f19`
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f29`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.status.f30`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f3.app`,priority=1,description="A column."
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:schema:index:field="spec.f4"
// +kubebuilder:printcolumn:name="Col43",type="date",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col44",type="date",JSONPath=`.spec.f5`,priority=1
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f19`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f20.f22.f24`
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.f20.f22.f25`
// +kubebuilder:printcolumn:name="Col48",type="date",JSONPath=`.spec.f20.f26`
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.status.f41`,description="A column."
// +kubebuilder:printcolumn:name="Col50",type="number",JSONPath=`.status.f42`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f3.app`
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Dup52",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup52",type="string",JSONPath=`.metadata.name`
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 *metav1.MicroTime `json:"f4"`
	// +k8s:selectableField
	F5 metav1.MicroTime `json:"f5,omitzero"`
	F6 []Item7 `json:"f6"`
	F19 resource.Quantity `json:"f19"`
	F20 *S21 `json:"f20"`
	Skipped27 string `json:"-"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 int16 `json:"f8,omitempty"`
	F9 *uint16 `json:"f9,omitempty"`
	F10 *uint16 `json:"f10"`
	F11 *int `json:"f11"`
	F12 int32 `json:"f12,omitempty"`
	Inline13 `json:",inline"`
}

// Inline13 is a random struct.
type Inline13 struct {
	F14 metav1.Time `json:"f14,omitzero"`
	F15 *uint8 `json:"f15,omitempty"`
	F16 float64 `json:"f16"`
	F17 float32 `json:"f17,omitempty"`
	F18 metav1.Duration `json:"f18,omitempty"`
}

// S21 is a random struct.
type S21 struct {
	F22 *S23 `json:"f22"`
	F26 metav1.MicroTime `json:"f26"`
}

// S23 is a random struct.
type S23 struct {
	F24 int16 `json:"f24"`
	// +k8s:schema:selectableField:description="The f25 of the kind."
	F25 int `json:"f25"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 uint8 `json:"f29,omitempty,omitzero"`
	F30 []int8 `json:"f30,omitempty"`
	F31 *Template32 `json:"f31"`
	Skipped34 string `json:"-"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 *float32 `json:"f33"`
}

// Status40 is a random struct.
type Status40 struct {
	F41 *int `json:"f41,omitzero"`
	F42 *float32 `json:"f42"`
}

