package p1447

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
// +k8s:selectableField:jsonPath=".spec.f30.f32",description="The f32 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f30.f37.f40",default="1"
// +k8s:schema:selectableField:jsonPath=".spec.f30.f37.f42",description="The f42 of the kind."
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f29`,description="A column."
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f30.f32`,priority=1
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.spec.f30.f37.f39`,priority=1,format=int32
// +k8s:printerColumn:name="Col56",type=integer,jsonPath=`.spec.f30.f37.f40`,priority=1
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f30.f37.f41`
// +k8s:printerColumn:name="Col58",type=integer,jsonPath=`.spec.f30.f45`
// +k8s:subresource:status
// +k8s:printerColumn:name="Dup59",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup59",type=string,jsonPath=`.metadata.name`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status47 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f29",indexed=true
// +k8s:selectableField:jsonPath=".spec.f30.f37.f42",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f30.f37.f43",indexed=true
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col62",type=number,jsonPath=`.spec.f27`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f28`,priority=1
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.spec.f30.f37.f39`,description="A column."
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f30.f37.f41`
// +k8s:printerColumn:name="Cel66",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Kind67 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f30.f32",description="The f32 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f30.f37.f42"
// +kubebuilder:selectablefield:JSONPath=".spec.f30.f37.f43"
// +k8s:schema:index:field="spec.f30.f37.f43"
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.spec.f28`
// +kubebuilder:printcolumn:name="Col95",type="number",JSONPath=`.spec.f30.f36`
// +kubebuilder:printcolumn:name="Col96",type="integer",JSONPath=`.spec.f30.f37.f39`
// +kubebuilder:printcolumn:name="Col97",type="integer",JSONPath=`.spec.f30.f45`
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f71`,description="A column."
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:description="The f3 of the kind."
	F3 types.UID `json:"f3"`
	F4 []Item5 `json:"f4,omitempty"`
	F27 *float32 `json:"f27,omitzero"`
	// +k8s:schema:selectableField:description="The f28 of the kind."
	F28 *intstr.IntOrString `json:"f28,omitempty"`
	F29 int `json:"f29,omitempty"`
	F30 *S31 `json:"f30"`
	Skipped46 string `json:"-"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 float32 `json:"f6,omitzero"`
	F7 S8 `json:"f7,omitempty"`
	F11 []Item12 `json:"f11,omitempty"`
	F16 S17 `json:"f16,omitempty"`
	Skipped23 string `json:"-"`
	*Inline24 `json:",inline"`
}

// S8 is a random struct.
type S8 struct {
	F9 types.UID `json:"f9"`
	F10 *int64 `json:"f10,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *string `json:"f13,omitempty"`
	F14 *string `json:"f14"`
	Skipped15 string `json:"-"`
}

// S17 is a random struct.
type S17 struct {
	F18 types.UID `json:"f18"`
	F19 *resource.Quantity `json:"f19,omitempty"`
	F20 Mode `json:"f20,omitempty"`
	F21 *types.UID `json:"f21,omitzero"`
	F22 string `json:"f22"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 int64 `json:"f25,omitempty"`
	F26 float64 `json:"f26,omitempty"`
}

// S31 is a random struct.
type S31 struct {
	F32 *string `json:"f32"`
	F33 Template34 `json:"f33"`
	F36 float32 `json:"f36,omitzero"`
	F37 *S38 `json:"f37,omitempty"`
	F45 uint32 `json:"f45,omitzero"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 int32 `json:"f35"`
}

// S38 is a random struct.
type S38 struct {
	// +k8s:selectableField
	F39 *int `json:"f39"`
	F40 int `json:"f40,omitempty"`
	F41 []int8 `json:"f41"`
	F42 *uint8 `json:"f42"`
	F43 uint32 `json:"f43,omitempty,omitzero"`
	Skipped44 string `json:"-"`
}

// Status47 is a random struct.
type Status47 struct {
	F48 resource.Quantity `json:"f48,omitzero"`
	F49 Template50 `json:"f49"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 uint16 `json:"f51,omitempty"`
}

// Status68 is a random struct.
type Status68 struct {
	F69 bool `json:"f69,omitzero"`
	F70 *intstr.IntOrString `json:"f70,omitempty"`
	F71 string `json:"f71,omitempty"`
	F72 uint8 `json:"f72"`
	F73 Template74 `json:"f73,omitempty"`
	F76 []Item77 `json:"f76,omitempty"`
}

// Template74 is a random struct.
type Template74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F75 *metav1.MicroTime `json:"f75"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 *uint8 `json:"f78,omitempty,omitzero"`
	F79 *types.UID `json:"f79"`
	F80 uint16 `json:"f80,omitempty"`
	F81 S82 `json:"f81"`
	F86 float64 `json:"f86,omitzero"`
	*Inline87 `json:",inline"`
}

// S82 is a random struct.
type S82 struct {
	F83 *int `json:"f83"`
	F84 int8 `json:"f84"`
	F85 metav1.Time `json:"f85,omitempty"`
}

// Inline87 is a random struct.
type Inline87 struct {
	F88 *int16 `json:"f88"`
	F89 bool `json:"f89"`
	F90 metav1.MicroTime `json:"f90"`
	F91 resource.Quantity `json:"f91,omitempty"`
	Skipped92 string `json:"-"`
}

