package p1392

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
// +k8s:selectableField:jsonPath=".spec.f17",default="7"
// +kubebuilder:printcolumn:name="Col37",type="integer",JSONPath=`.spec.f17`,description="A column."
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.status.f19`,description="A column."
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.status.f20`,format=int32
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.status.f35`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.status.f23[*].f25`
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.status) && has(self.status.f21) ? self.status.f21 : "none"`
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f45.f52"
// +k8s:selectableField:jsonPath=".spec.f45.f54",default="8"
// +k8s:schema:selectableField:jsonPath=".spec.f84.f87"
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.spec.f45.f49`,description="A column."
// +k8s:printerColumn:name="Col92",type=number,jsonPath=`.spec.f45.f51`,priority=1,description="A column."
// +k8s:printerColumn:name="Col93",type=string,jsonPath=`.spec.f45.f52`,description="A column."
// +k8s:printerColumn:name="Col94",type=integer,jsonPath=`.spec.f45.f56`
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Kind95 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f97.f102",description="The f102 of the kind."
// +k8s:selectableField:jsonPath=".spec.f106",default="false"
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.spec.f97.f102`
// +k8s:printerColumn:name="Col108",type=date,jsonPath=`.spec.f104`
// +k8s:printerColumn:name="Cel109",type=string,expression=`has(self.spec) && has(self.spec.f97) && has(self.spec.f97.f103) ? string(self.spec.f97.f103) : "none"`
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind95 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec96 `json:"spec,omitempty"`
}

// Kind95List is a list of Kind95.
//
// +kubebuilder:object:root=true
type Kind95List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind95 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3,omitempty"`
	F4 []Item5 `json:"f4,omitempty"`
	F16 *uint8 `json:"f16,omitempty"`
	F17 *uint32 `json:"f17"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 S7 `json:"f6,omitempty"`
	F13 uint32 `json:"f13,omitzero"`
	F14 Labels15 `json:"f14,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 uint16 `json:"f8"`
	F9 *metav1.Duration `json:"f9"`
	F10 *resource.Quantity `json:"f10"`
	F11 *uint16 `json:"f11"`
	F12 *types.UID `json:"f12"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Status18 is a random struct.
type Status18 struct {
	F19 uint16 `json:"f19,omitempty"`
	F20 *int64 `json:"f20"`
	// +k8s:schema:selectableField
	F21 Mode `json:"f21,omitempty"`
	Inline22 `json:",inline"`
}

// Inline22 is a random struct.
type Inline22 struct {
	F23 []Item24 `json:"f23,omitempty"`
	F32 uint32 `json:"f32"`
	*Inline33 `json:",inline"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 []int8 `json:"f25,omitempty,omitzero"`
	F26 *metav1.Duration `json:"f26,omitempty"`
	F27 *int32 `json:"f27,omitempty"`
	F28 int8 `json:"f28,omitempty"`
	F29 *int8 `json:"f29,omitzero"`
	F30 *metav1.Duration `json:"f30"`
	Skipped31 string `json:"-"`
}

// Inline33 is a random struct.
type Inline33 struct {
	F34 *metav1.MicroTime `json:"f34"`
	F35 *int32 `json:"f35,omitempty"`
	F36 *Mode `json:"f36,omitempty"`
}

// Spec44 is a random struct.
type Spec44 struct {
	F45 *S46 `json:"f45"`
	F57 List80 `json:"f57"`
	F81 Template82 `json:"f81,omitempty"`
	F84 S85 `json:"f84,omitempty"`
	F90 intstr.IntOrString `json:"f90"`
}

// S46 is a random struct.
type S46 struct {
	F47 *metav1.MicroTime `json:"f47,omitempty"`
	F48 metav1.MicroTime `json:"f48,omitempty"`
	F49 string `json:"f49"`
	*Inline50 `json:",inline"`
}

// Inline50 is a random struct.
type Inline50 struct {
	F51 float64 `json:"f51,omitempty"`
	F52 intstr.IntOrString `json:"f52,omitempty"`
	F53 []byte `json:"f53,omitempty"`
	F54 *uint64 `json:"f54,omitempty"`
	F55 *uint64 `json:"f55,omitempty"`
	// +k8s:selectableField:trigger=true
	F56 *uint32 `json:"f56,omitzero"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 S60 `json:"f59,omitempty"`
	F63 metav1.Time `json:"f63"`
	F64 *[]int8 `json:"f64"`
	F65 Template66 `json:"f65,omitempty"`
	F68 S69 `json:"f68,omitempty"`
	Inline73 `json:",inline"`
}

// S60 is a random struct.
type S60 struct {
	F61 int `json:"f61"`
	F62 bool `json:"f62"`
}

// Template66 is a random struct.
type Template66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F67 int `json:"f67,omitempty"`
}

// S69 is a random struct.
type S69 struct {
	F70 uint16 `json:"f70,omitempty"`
	F71 uint8 `json:"f71,omitempty"`
	F72 int64 `json:"f72,omitempty"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 *[]int8 `json:"f74"`
	F75 *metav1.Time `json:"f75"`
	F76 []byte `json:"f76,omitempty,omitzero"`
	F77 intstr.IntOrString `json:"f77,omitempty"`
	F78 int64 `json:"f78,omitempty"`
	F79 uint8 `json:"f79"`
}

// List80 is a declared list or map type.
type List80 []Item58

// Template82 is a random struct.
type Template82 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F83 *float64 `json:"f83,omitempty"`
}

// S85 is a random struct.
type S85 struct {
	F86 []byte `json:"f86"`
	F87 metav1.Time `json:"f87,omitempty"`
	// +k8s:schema:selectableField
	F88 int64 `json:"f88"`
	F89 *float64 `json:"f89"`
}

// Spec96 is a random struct.
type Spec96 struct {
	F97 *S98 `json:"f97"`
	F104 metav1.Time `json:"f104,omitempty"`
	F105 map[string]string `json:"f105"`
	F106 bool `json:"f106,omitempty"`
}

// S98 is a random struct.
type S98 struct {
	F99 Template100 `json:"f99"`
	F102 *int16 `json:"f102,omitempty,omitzero"`
	// +k8s:selectableField:default="1"
	F103 int `json:"f103,omitempty"`
}

// Template100 is a random struct.
type Template100 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F101 int `json:"f101,omitempty"`
}

