package p1452

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
// +k8s:selectableField:jsonPath=".spec.f7",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f17"
// +k8s:schema:selectableField:jsonPath=".status.f19",description="The f19 of the kind."
// +k8s:selectableField:jsonPath=".status.f20.f25",default="6",description="The f25 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f20.f28",default="false",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f39.f42",description="The f42 of the kind."
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f7`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f17`,description="A column."
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.status.f20.f22`
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.status.f20.f25`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.status.f39.f42`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f46.f51`,description="A column."
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f46.f52`,description="A column."
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f56`,format=int32
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f20.f26.app`
// +k8s:printerColumn:name="Cel67",type=string,expression=`has(self.status) && has(self.status.f46) && has(self.status.f46.f51) ? self.status.f46.f51 : "none"`
// +k8s:schema:index:field="spec.notDeclared"
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

// Kind68 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f100"
// +k8s:schema:selectableField:jsonPath=".status.f109",description="The f109 of the kind."
// +kubebuilder:printcolumn:name="Col110",type="string",JSONPath=`.spec.f70`
// +kubebuilder:printcolumn:name="Col111",type="boolean",JSONPath=`.spec.f100`,priority=1
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.spec.f101`
// +kubebuilder:printcolumn:name="Col113",type="number",JSONPath=`.spec.f102`
// +kubebuilder:printcolumn:name="Col114",type="integer",JSONPath=`.spec.f103`
// +kubebuilder:printcolumn:name="Col115",type="string",JSONPath=`.status.f108`
// +kubebuilder:printcolumn:name="Col116",type="string",JSONPath=`.status.f109`
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.spec.f87[*].f90`
// +kubebuilder:printcolumn:name="Col118",type="string",JSONPath=`.spec.f87[0].f90`
// +kubebuilder:printcolumn:name="Col119",type="string",JSONPath=`.spec.f97.app`,description="A column."
// +kubebuilder:resource:scope=Cluster,shortName=xkind68
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind68 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec69 `json:"spec,omitempty"`
	Status Status106 `json:"status,omitempty"`
}

// Kind68List is a list of Kind68.
//
// +kubebuilder:object:root=true
type Kind68List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind68 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint64 `json:"f3"`
	F4 Template5 `json:"f4"`
	F7 *int32 `json:"f7"`
	F8 []Item9 `json:"f8"`
	F16 map[string]string `json:"f16,omitempty"`
	F17 uint32 `json:"f17"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 int16 `json:"f6,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *uint8 `json:"f10"`
	F11 uint32 `json:"f11,omitempty,omitzero"`
	F12 Template13 `json:"f12,omitempty"`
	F15 uint8 `json:"f15"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 uint32 `json:"f14,omitempty,omitzero"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 uint16 `json:"f19,omitempty"`
	F20 S21 `json:"f20,omitempty"`
	F29 List34 `json:"f29,omitempty"`
	// +k8s:schema:selectableField
	F35 float64 `json:"f35"`
	Skipped36 string `json:"-"`
	Inline37 `json:",inline"`
}

// S21 is a random struct.
type S21 struct {
	F22 *int64 `json:"f22"`
	F23 int16 `json:"f23,omitempty"`
	F24 *bool `json:"f24,omitzero"`
	F25 *uint16 `json:"f25"`
	F26 Labels27 `json:"f26"`
	F28 bool `json:"f28,omitempty"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Item30 is a random struct.
type Item30 struct {
	F31 *uint64 `json:"f31"`
	F32 Labels33 `json:"f32"`
}

// Labels33 is a declared list or map type.
type Labels33 map[string]string

// List34 is a declared list or map type.
type List34 []Item30

// Inline37 is a random struct.
type Inline37 struct {
	F38 *uint8 `json:"f38,omitempty"`
	F39 *S40 `json:"f39"`
	F45 int64 `json:"f45,omitempty"`
	F46 S47 `json:"f46,omitempty"`
	F55 []int8 `json:"f55,omitempty,omitzero"`
	F56 *int64 `json:"f56"`
}

// S40 is a random struct.
type S40 struct {
	F41 float64 `json:"f41"`
	F42 int32 `json:"f42,omitempty"`
	F43 uint32 `json:"f43"`
	F44 *int `json:"f44,omitempty"`
}

// S47 is a random struct.
type S47 struct {
	F48 int8 `json:"f48,omitempty"`
	F49 float64 `json:"f49,omitempty"`
	F50 int16 `json:"f50"`
	F51 *Mode `json:"f51,omitempty"`
	F52 types.UID `json:"f52"`
	F53 []int8 `json:"f53,omitempty"`
	Skipped54 string `json:"-"`
}

// Spec69 is a random struct.
type Spec69 struct {
	F70 []int8 `json:"f70"`
	F71 []int8 `json:"f71,omitempty"`
	F72 List85 `json:"f72,omitempty"`
	Inline86 `json:",inline"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 *string `json:"f74,omitempty"`
	F75 S76 `json:"f75"`
	F81 *int8 `json:"f81"`
	F82 Labels83 `json:"f82"`
	F84 *types.UID `json:"f84,omitempty"`
}

// S76 is a random struct.
type S76 struct {
	F77 bool `json:"f77"`
	F78 []int8 `json:"f78,omitzero"`
	F79 []int8 `json:"f79"`
	F80 bool `json:"f80,omitempty"`
}

// Labels83 is a declared list or map type.
type Labels83 map[string]string

// List85 is a declared list or map type.
type List85 []Item73

// Inline86 is a random struct.
type Inline86 struct {
	F87 []Item88 `json:"f87"`
	F94 Template95 `json:"f94"`
	F97 Labels98 `json:"f97,omitempty"`
	Inline99 `json:",inline"`
}

// Item88 is a random struct.
type Item88 struct {
	F89 int16 `json:"f89,omitempty"`
	F90 []int8 `json:"f90,omitempty,omitzero"`
	F91 *Mode `json:"f91,omitempty"`
	F92 intstr.IntOrString `json:"f92"`
	F93 types.UID `json:"f93"`
}

// Template95 is a random struct.
type Template95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F96 uint8 `json:"f96"`
}

// Labels98 is a declared list or map type.
type Labels98 map[string]string

// Inline99 is a random struct.
type Inline99 struct {
	F100 *bool `json:"f100"`
	F101 metav1.Duration `json:"f101"`
	F102 *float64 `json:"f102"`
	F103 *int64 `json:"f103,omitempty"`
	F104 float32 `json:"f104"`
	F105 types.UID `json:"f105"`
}

// Status106 is a random struct.
type Status106 struct {
	F107 *metav1.MicroTime `json:"f107,omitempty"`
	// +k8s:schema:selectableField
	F108 *intstr.IntOrString `json:"f108"`
	F109 *string `json:"f109,omitempty"`
}

