package p1480

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f6",default="2",indexed=true
// +k8s:selectableField:jsonPath=".spec.f4.f9",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f21.f23.f30"
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col38",type=number,jsonPath=`.spec.f4.f10`,description="A column."
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.spec.f4.f13`,description="A column."
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.status.f21.f23.f26`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.status.f21.f23.f28`,priority=1
// +k8s:printerColumn:name="Col42",type=integer,jsonPath=`.status.f21.f23.f30`
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f4.f7.app`,priority=1
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f17.app`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f4.f9",description="The f9 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f4.f13",default="7",trigger=true
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.spec.f4.f6`
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f4.f14`,priority=1
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f4.f15`
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.spec.f16`,description="A column.",format=int32
// +kubebuilder:resource:path=kind45z,singular=kind45
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f66",trigger=true
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.spec.f65`
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.spec.f66`,priority=1
// +k8s:printerColumn:name="Cel98",type=string,expression=`has(self.status) && has(self.status.f94) ? string(self.status.f94) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind60z,singular=kind60
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec61 `json:"spec,omitempty"`
	Status Status67 `json:"status,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 resource.Quantity `json:"f3"`
	F4 *S5 `json:"f4"`
	// +k8s:schema:selectableField
	F16 *int64 `json:"f16,omitempty"`
	F17 map[string]string `json:"f17"`
}

// S5 is a random struct.
type S5 struct {
	F6 int16 `json:"f6,omitzero"`
	F7 Labels8 `json:"f7,omitempty"`
	F9 *uint32 `json:"f9"`
	F10 float64 `json:"f10"`
	Inline11 `json:",inline"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Inline11 is a random struct.
type Inline11 struct {
	F12 []int8 `json:"f12"`
	F13 *uint32 `json:"f13"`
	F14 int8 `json:"f14,omitempty"`
	F15 *uint8 `json:"f15,omitempty"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 *[]int8 `json:"f19"`
	F20 *metav1.MicroTime `json:"f20"`
	F21 S22 `json:"f21"`
	F35 uint64 `json:"f35"`
	F36 uint16 `json:"f36,omitempty"`
}

// S22 is a random struct.
type S22 struct {
	F23 S24 `json:"f23,omitempty"`
	F31 Template32 `json:"f31,omitempty"`
	Skipped34 string `json:"-"`
}

// S24 is a random struct.
type S24 struct {
	// +k8s:schema:selectableField:description="The f25 of the kind."
	F25 metav1.Time `json:"f25"`
	F26 []byte `json:"f26,omitempty"`
	F27 int8 `json:"f27"`
	F28 intstr.IntOrString `json:"f28,omitempty"`
	// +k8s:selectableField:indexed=true
	F29 types.UID `json:"f29"`
	F30 uint16 `json:"f30,omitempty"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 metav1.Time `json:"f33,omitempty,omitzero"`
}

// Status46 is a random struct.
type Status46 struct {
	F47 Template48 `json:"f47"`
	F50 []Item51 `json:"f50"`
	Skipped54 string `json:"-"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 Mode `json:"f49,omitempty"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 *metav1.Time `json:"f52,omitempty"`
	F53 uint16 `json:"f53"`
}

// Spec61 is a random struct.
type Spec61 struct {
	F62 Template63 `json:"f62,omitempty"`
	F65 *[]int8 `json:"f65"`
	F66 []byte `json:"f66,omitempty"`
}

// Template63 is a random struct.
type Template63 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F64 int16 `json:"f64,omitzero"`
}

// Status67 is a random struct.
type Status67 struct {
	F68 []Item69 `json:"f68"`
	F82 []Item83 `json:"f82,omitempty"`
	F94 int32 `json:"f94"`
	F95 *types.UID `json:"f95,omitempty"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 metav1.MicroTime `json:"f70"`
	F71 *metav1.Duration `json:"f71"`
	F72 []Item73 `json:"f72,omitempty"`
	F76 map[string]string `json:"f76,omitempty"`
	Inline77 `json:",inline"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 *string `json:"f74"`
	F75 resource.Quantity `json:"f75"`
}

// Inline77 is a random struct.
type Inline77 struct {
	F78 string `json:"f78,omitempty,omitzero"`
	F79 int32 `json:"f79,omitzero"`
	F80 *resource.Quantity `json:"f80,omitzero"`
	F81 int64 `json:"f81,omitzero"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 *metav1.Duration `json:"f84"`
	F85 []byte `json:"f85,omitempty,omitzero"`
	F86 Mode `json:"f86"`
	F87 *S88 `json:"f87"`
}

// S88 is a random struct.
type S88 struct {
	F89 metav1.Time `json:"f89,omitempty"`
	F90 string `json:"f90"`
	F91 *metav1.Duration `json:"f91,omitzero"`
	F92 *int `json:"f92"`
	F93 string `json:"f93"`
}

