package p1173

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
// +k8s:schema:selectableField:jsonPath=".spec.f9",description="The f9 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f28.f33",description="The f33 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f28.f35",default="fast"
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.f6`,format=int32
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.status.f21`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f27`,format=int32
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.status.f28.f31`
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.status.f28.f32`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f28.f33`,description="A column."
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.status.f28.f34`,description="A column."
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f28.f35`,priority=1
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.status.f43`,priority=1
// +kubebuilder:printcolumn:name="Col57",type="number",JSONPath=`.status.f45`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.status.f22[*].f25`,description="A column."
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.status.f36[0].f39`,priority=1
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.status.f36[?(@.f39=="x")].f39`
// +k8s:printerColumn:name="Cel61",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:schema:index:field="spec.notDeclared"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F3 Template4 `json:"f3,omitempty"`
	F6 int16 `json:"f6,omitempty"`
	F7 Labels8 `json:"f7"`
	F9 uint8 `json:"f9"`
	Inline10 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate62 `json:"template"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *uint8 `json:"f5"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Inline10 is a random struct.
type Inline10 struct {
	// +k8s:schema:selectableField
	F11 intstr.IntOrString `json:"f11"`
	F12 Template13 `json:"f12,omitempty"`
	Skipped15 string `json:"-"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 uint16 `json:"f14"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 map[string]string `json:"f17,omitempty"`
	// +k8s:schema:selectableField
	F18 *int32 `json:"f18,omitempty,omitzero"`
	F19 int16 `json:"f19,omitempty,omitzero"`
	Inline20 `json:",inline"`
}

// Inline20 is a random struct.
type Inline20 struct {
	F21 *int64 `json:"f21,omitempty,omitzero"`
	F22 List26 `json:"f22,omitempty"`
	F27 uint32 `json:"f27,omitempty"`
	F28 *S29 `json:"f28,omitempty"`
	F36 []Item37 `json:"f36,omitempty"`
	*Inline41 `json:",inline"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 *int16 `json:"f24"`
	F25 []byte `json:"f25"`
}

// List26 is a declared list or map type.
type List26 []Item23

// S29 is a random struct.
type S29 struct {
	F30 *metav1.MicroTime `json:"f30,omitempty,omitzero"`
	F31 []byte `json:"f31"`
	F32 uint32 `json:"f32"`
	F33 string `json:"f33"`
	// +k8s:schema:selectableField:description="The f34 of the kind."
	F34 int32 `json:"f34,omitempty"`
	F35 Mode `json:"f35,omitempty"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 *types.UID `json:"f38,omitempty"`
	F39 string `json:"f39,omitempty"`
	F40 *uint32 `json:"f40,omitzero"`
}

// Inline41 is a random struct.
type Inline41 struct {
	F42 string `json:"f42"`
	F43 *int32 `json:"f43,omitempty"`
	F44 []byte `json:"f44,omitzero"`
	F45 float64 `json:"f45"`
	Skipped46 string `json:"-"`
}

// PodTemplate62 is a random struct.
type PodTemplate62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

