package p1312

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
// +k8s:schema:selectableField:jsonPath=".spec.f21.f24.f30",default="5"
// +kubebuilder:selectablefield:JSONPath=".spec.f21.f33"
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.spec.f21.f24.f26`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f21.f24.f31`,priority=1
// +kubebuilder:printcolumn:name="Col57",type="date",JSONPath=`.spec.f21.f32`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f38`
// +kubebuilder:printcolumn:name="Col59",type="date",JSONPath=`.status.f41`,description="A column."
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.status.f48`
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.status.f49`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f20.app`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f43.app`,description="A column."
// +k8s:printerColumn:name="Cel64",type=string,expression=`has(self.spec) && has(self.spec.f21) && has(self.spec.f21.f24) && has(self.spec.f21.f24.f27) ? self.spec.f21.f24.f27 : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
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
	F3 []Item4 `json:"f3,omitempty"`
	F20 map[string]string `json:"f20"`
	F21 *S22 `json:"f21"`
	F34 Template35 `json:"f34,omitempty"`
	// +k8s:schema:selectableField
	F37 int `json:"f37,omitempty"`
	// +k8s:schema:selectableField:default="7",indexed=true
	F38 uint32 `json:"f38"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 Labels6 `json:"f5"`
	F7 *Mode `json:"f7,omitempty"`
	F8 List13 `json:"f8,omitempty"`
	F14 S15 `json:"f14"`
	F19 *bool `json:"f19,omitempty"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Item9 is a random struct.
type Item9 struct {
	F10 []byte `json:"f10,omitempty"`
	F11 uint8 `json:"f11,omitzero"`
	F12 *uint64 `json:"f12"`
}

// List13 is a declared list or map type.
type List13 []Item9

// S15 is a random struct.
type S15 struct {
	F16 *metav1.Time `json:"f16,omitempty"`
	F17 Mode `json:"f17,omitempty"`
	Skipped18 string `json:"-"`
}

// S22 is a random struct.
type S22 struct {
	F23 bool `json:"f23,omitempty"`
	F24 S25 `json:"f24"`
	F32 metav1.MicroTime `json:"f32"`
	F33 uint16 `json:"f33"`
}

// S25 is a random struct.
type S25 struct {
	// +k8s:schema:selectableField:description="The f26 of the kind.",indexed=true
	F26 uint16 `json:"f26"`
	F27 *string `json:"f27"`
	F28 *metav1.Time `json:"f28,omitempty"`
	// +k8s:selectableField:default="1"
	F29 int `json:"f29,omitempty"`
	F30 *uint8 `json:"f30"`
	F31 *resource.Quantity `json:"f31,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 intstr.IntOrString `json:"f36"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 intstr.IntOrString `json:"f40,omitempty"`
	F41 metav1.Time `json:"f41"`
	F42 *uint8 `json:"f42,omitempty"`
	F43 Labels44 `json:"f43,omitempty"`
	F45 metav1.MicroTime `json:"f45,omitempty,omitzero"`
	Inline46 `json:",inline"`
}

// Labels44 is a declared list or map type.
type Labels44 map[string]string

// Inline46 is a random struct.
type Inline46 struct {
	F47 metav1.MicroTime `json:"f47"`
	F48 Mode `json:"f48"`
	F49 *uint32 `json:"f49,omitempty"`
	Skipped50 string `json:"-"`
	Inline51 `json:",inline"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 uint64 `json:"f52"`
	F53 int16 `json:"f53,omitempty"`
	Skipped54 string `json:"-"`
}

