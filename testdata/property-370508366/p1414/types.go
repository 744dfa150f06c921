package p1414

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
// +k8s:printerColumn:name="Col18",type=string,jsonPath=`.spec.f3.app`
// +k8s:printerColumn:name="Cel19",type=string,expression=`has(self.spec) && has(self.spec.f17) ? string(self.spec.f17) : "none"`
// +kubebuilder:resource:path=kind1z,singular=kind1
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

// Kind20 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f22"
// +k8s:schema:selectableField:jsonPath=".spec.f23",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f27.f29",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f27.f30",default="5"
// +k8s:schema:selectableField:jsonPath=".spec.f27.f40",default="8"
// +kubebuilder:selectablefield:JSONPath=".status.f44.f47"
// +kubebuilder:printcolumn:name="Col96",type="boolean",JSONPath=`.spec.f22`
// +kubebuilder:printcolumn:name="Col97",type="integer",JSONPath=`.spec.f27.f30`
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f44.f47`
// +kubebuilder:printcolumn:name="Col99",type="date",JSONPath=`.status.f59.f71`
// +kubebuilder:printcolumn:name="Col100",type="number",JSONPath=`.status.f59.f72`
// +kubebuilder:printcolumn:name="Col101",type="integer",JSONPath=`.status.f59.f74.f76`,format=int32
// +kubebuilder:printcolumn:name="Col102",type="integer",JSONPath=`.status.f84`
// +kubebuilder:printcolumn:name="Col103",type="integer",JSONPath=`.status.f85`
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.status.f86`
// +kubebuilder:printcolumn:name="Col105",type="number",JSONPath=`.status.f87.f90`
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.status.f87.f91`
// +kubebuilder:printcolumn:name="Col107",type="string",JSONPath=`.status.f87.f93`
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.status.f87.f94`
// +kubebuilder:printcolumn:name="Col109",type="string",JSONPath=`.spec.f27.f31[*].f37`,description="A column."
// +kubebuilder:printcolumn:name="Col110",type="string",JSONPath=`.spec.f27.f31[?(@.f37=="x")].f37`,priority=1
// +kubebuilder:printcolumn:name="Col111",type="string",JSONPath=`.status.f44.f50[*].f54`
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.status.f59.f61[*].f67`
// +k8s:schema:scope=Cluster
type Kind20 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec21 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind20List is a list of Kind20.
//
// +kubebuilder:object:root=true
type Kind20List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind20 `json:"items"`
}

// Kind113 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.spec.f115`
type Kind113 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec114 `json:"spec,omitempty"`
}

// Kind113List is a list of Kind113.
//
// +kubebuilder:object:root=true
type Kind113List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind113 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 List15 `json:"f4"`
	F16 uint8 `json:"f16,omitempty"`
	F17 int32 `json:"f17"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 *uint8 `json:"f6"`
	F7 *S8 `json:"f7,omitempty"`
	F14 uint32 `json:"f14,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 uint8 `json:"f9,omitempty"`
	F10 *intstr.IntOrString `json:"f10,omitempty,omitzero"`
	F11 *metav1.Time `json:"f11"`
	F12 *resource.Quantity `json:"f12,omitzero"`
	F13 int32 `json:"f13"`
}

// List15 is a declared list or map type.
type List15 []Item5

// Spec21 is a random struct.
type Spec21 struct {
	F22 *bool `json:"f22,omitzero"`
	F23 int32 `json:"f23,omitempty"`
	F24 *Template25 `json:"f24,omitempty"`
	F27 S28 `json:"f27"`
	F42 *bool `json:"f42"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 []byte `json:"f26,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 uint16 `json:"f29,omitzero"`
	F30 uint8 `json:"f30"`
	F31 List39 `json:"f31,omitempty"`
	F40 *uint64 `json:"f40"`
	F41 string `json:"f41"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 uint8 `json:"f33"`
	F34 *bool `json:"f34,omitempty"`
	F35 int64 `json:"f35"`
	F36 int8 `json:"f36"`
	F37 string `json:"f37"`
	F38 float32 `json:"f38"`
}

// List39 is a declared list or map type.
type List39 []Item32

// Status43 is a random struct.
type Status43 struct {
	F44 S45 `json:"f44,omitempty"`
	F59 S60 `json:"f59"`
	Inline82 `json:",inline"`
}

// S45 is a random struct.
type S45 struct {
	F46 *uint32 `json:"f46,omitempty"`
	F47 types.UID `json:"f47"`
	F48 uint64 `json:"f48,omitempty,omitzero"`
	F49 int8 `json:"f49,omitempty"`
	F50 List58 `json:"f50,omitempty"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 *uint32 `json:"f52,omitempty,omitzero"`
	F53 int32 `json:"f53"`
	F54 []byte `json:"f54,omitempty"`
	F55 *float32 `json:"f55,omitempty"`
	F56 *uint64 `json:"f56"`
	F57 int8 `json:"f57"`
}

// List58 is a declared list or map type.
type List58 []Item51

// S60 is a random struct.
type S60 struct {
	F61 List70 `json:"f61"`
	F71 metav1.Time `json:"f71,omitempty"`
	F72 float32 `json:"f72,omitempty"`
	F73 uint64 `json:"f73,omitempty"`
	F74 S75 `json:"f74,omitempty"`
	F81 *bool `json:"f81"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 *metav1.Time `json:"f63,omitempty"`
	F64 uint32 `json:"f64"`
	F65 float64 `json:"f65,omitempty,omitzero"`
	F66 int64 `json:"f66"`
	F67 types.UID `json:"f67,omitempty"`
	F68 *int64 `json:"f68,omitempty"`
	Skipped69 string `json:"-"`
}

// List70 is a declared list or map type.
type List70 []Item62

// S75 is a random struct.
type S75 struct {
	F76 uint32 `json:"f76"`
	F77 int `json:"f77,omitempty"`
	F78 float32 `json:"f78"`
	F79 float32 `json:"f79"`
	Skipped80 string `json:"-"`
}

// Inline82 is a random struct.
type Inline82 struct {
	F83 float32 `json:"f83,omitzero"`
	F84 uint16 `json:"f84,omitempty"`
	F85 uint16 `json:"f85,omitempty"`
	F86 uint64 `json:"f86,omitempty"`
	F87 S88 `json:"f87,omitempty"`
}

// S88 is a random struct.
type S88 struct {
	F89 *bool `json:"f89,omitempty"`
	F90 float64 `json:"f90,omitempty,omitzero"`
	F91 []byte `json:"f91"`
	F92 []byte `json:"f92,omitempty"`
	F93 *types.UID `json:"f93,omitempty"`
	F94 metav1.Duration `json:"f94,omitempty,omitzero"`
	Skipped95 string `json:"-"`
}

// Spec114 is a random struct.
type Spec114 struct {
	F115 []int8 `json:"f115,omitempty"`
	F116 *int32 `json:"f116"`
}

