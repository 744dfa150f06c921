package p1506

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
// +kubebuilder:selectablefield:JSONPath=".status.f15"
// +kubebuilder:selectablefield:JSONPath=".status.f27"
// +kubebuilder:printcolumn:name="Col43",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col45",type="number",JSONPath=`.status.f6.f9.f11`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.status.f6.f14`
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f15`
// +kubebuilder:printcolumn:name="Col48",type="date",JSONPath=`.status.f27`,priority=1
// +kubebuilder:printcolumn:name="Col49",type="number",JSONPath=`.status.f29`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f38`
// +kubebuilder:printcolumn:name="Col51",type="integer",JSONPath=`.status.f39`,priority=1
// +kubebuilder:printcolumn:name="Col52",type="number",JSONPath=`.status.f40`
// +kubebuilder:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f56",default="7",description="The f56 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f60"
// +k8s:selectableField:jsonPath=".spec.f65.f67"
// +k8s:selectableField:jsonPath=".status.f91",default="fast",trigger=true
// +k8s:printerColumn:name="Col103",type=date,jsonPath=`.spec.f61`
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.spec.f63`,description="A column."
// +k8s:printerColumn:name="Col105",type=boolean,jsonPath=`.spec.f65.f67`
// +k8s:printerColumn:name="Col106",type=number,jsonPath=`.status.f73.f78`
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.status.f79`
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.status.f80.f83.f85`
// +k8s:printerColumn:name="Col109",type=integer,jsonPath=`.status.f92`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f93.f96`,description="A column."
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.status.f93.f98`
// +k8s:printerColumn:name="Col112",type=string,jsonPath=`.status.f100`
// +k8s:printerColumn:name="Cel113",type=string,expression=`has(self.spec) && has(self.spec.f57) ? string(self.spec.f57) : "none"`
// +k8s:subresource:status
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec54 `json:"spec,omitempty"`
	Status Status69 `json:"status,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:indexed=true
	F3 []byte `json:"f3"`
	F4 []byte `json:"f4,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 *S7 `json:"f6,omitempty"`
	F15 Mode `json:"f15"`
	F16 *Template17 `json:"f16,omitempty"`
	F21 Labels22 `json:"f21"`
	*Inline23 `json:",inline"`
}

// S7 is a random struct.
type S7 struct {
	F8 int16 `json:"f8"`
	F9 *S10 `json:"f9,omitempty"`
	F14 *int64 `json:"f14,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	// +k8s:schema:selectableField
	F11 float32 `json:"f11,omitempty"`
	// +k8s:schema:selectableField
	F12 intstr.IntOrString `json:"f12,omitempty"`
	Skipped13 string `json:"-"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 *int8 `json:"f20,omitzero"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 *Template19 `json:"f18,omitempty"`
}

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// Inline23 is a random struct.
type Inline23 struct {
	F24 Template25 `json:"f24"`
	F27 *metav1.Time `json:"f27,omitempty"`
	// +k8s:schema:selectableField
	F28 *metav1.Time `json:"f28"`
	F29 float32 `json:"f29,omitempty"`
	F30 List35 `json:"f30,omitempty"`
	Skipped36 string `json:"-"`
	Inline37 `json:",inline"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 int8 `json:"f26"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 bool `json:"f32"`
	F33 metav1.MicroTime `json:"f33"`
	F34 *float32 `json:"f34,omitzero"`
}

// List35 is a declared list or map type.
type List35 []Item31

// Inline37 is a random struct.
type Inline37 struct {
	// +k8s:schema:selectableField:indexed=true
	F38 uint32 `json:"f38,omitzero"`
	F39 int8 `json:"f39"`
	F40 float32 `json:"f40,omitempty"`
	F41 uint64 `json:"f41"`
	F42 *types.UID `json:"f42,omitempty"`
}

// Spec54 is a random struct.
type Spec54 struct {
	// +k8s:schema:selectableField:default="1h0m0s"
	F55 metav1.Duration `json:"f55"`
	F56 uint32 `json:"f56,omitempty"`
	F57 bool `json:"f57,omitempty"`
	// +k8s:selectableField:default="false"
	F58 bool `json:"f58"`
	*Inline59 `json:",inline"`
}

// Inline59 is a random struct.
type Inline59 struct {
	F60 types.UID `json:"f60"`
	F61 metav1.MicroTime `json:"f61,omitempty"`
	F62 intstr.IntOrString `json:"f62,omitempty"`
	F63 Mode `json:"f63"`
	F64 int16 `json:"f64,omitzero"`
	F65 *S66 `json:"f65,omitempty"`
}

// S66 is a random struct.
type S66 struct {
	F67 bool `json:"f67,omitempty"`
	F68 float32 `json:"f68,omitempty"`
}

// Status69 is a random struct.
type Status69 struct {
	F70 Template71 `json:"f70"`
	F73 S74 `json:"f73,omitempty"`
	F79 int32 `json:"f79"`
	F80 S81 `json:"f80,omitempty"`
	F88 Labels89 `json:"f88,omitempty"`
	Inline90 `json:",inline"`
}

// Template71 is a random struct.
type Template71 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F72 metav1.Time `json:"f72"`
}

// S74 is a random struct.
type S74 struct {
	F75 Labels76 `json:"f75"`
	F77 *uint32 `json:"f77,omitempty"`
	F78 float32 `json:"f78"`
}

// Labels76 is a declared list or map type.
type Labels76 map[string]string

// S81 is a random struct.
type S81 struct {
	F82 *int64 `json:"f82"`
	F83 S84 `json:"f83"`
	F87 resource.Quantity `json:"f87"`
}

// S84 is a random struct.
type S84 struct {
	F85 *Mode `json:"f85"`
	F86 string `json:"f86,omitempty"`
}

// Labels89 is a declared list or map type.
type Labels89 map[string]string

// Inline90 is a random struct.
type Inline90 struct {
	F91 Mode `json:"f91,omitempty"`
	F92 int32 `json:"f92,omitempty"`
	F93 S94 `json:"f93"`
	F100 *resource.Quantity `json:"f100,omitempty,omitzero"`
	F101 []byte `json:"f101"`
	F102 map[string]string `json:"f102,omitempty"`
}

// S94 is a random struct.
type S94 struct {
	F95 resource.Quantity `json:"f95,omitempty"`
	F96 types.UID `json:"f96,omitempty"`
	F97 []byte `json:"f97,omitempty"`
	F98 intstr.IntOrString `json:"f98"`
	F99 int16 `json:"f99"`
}

