package p1590

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",indexed=true
// +kubebuilder:printcolumn:name="Col25",type="integer",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col26",type="number",JSONPath=`.spec.f5`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.status.f10`
// +k8s:selectable-gen=true
// +k8s:schema:scope=Cluster
// +k8s:schema:index:field="spec.notDeclared"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind28 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f38"
// +k8s:schema:selectableField:jsonPath=".status.f47",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f48",description="The f48 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f57",indexed=true
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f47`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f30.app`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f35.app`,description="A column."
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f40.app`
// +kubebuilder:subresource:status
type Kind28 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec29 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
}

// Kind28List is a list of Kind28.
//
// +kubebuilder:object:root=true
type Kind28List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind28 `json:"items"`
}

// Kind62 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f87.f90",default="80"
// +k8s:schema:selectableField:jsonPath=".status.f87.f103.f106",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f113",trigger=true
// +k8s:printerColumn:name="Col115",type=integer,jsonPath=`.status.f87.f89`
// +k8s:printerColumn:name="Col116",type=string,jsonPath=`.status.f87.f90`
// +k8s:printerColumn:name="Col117",type=integer,jsonPath=`.status.f87.f103.f105`,format=int32
// +k8s:printerColumn:name="Col118",type=integer,jsonPath=`.status.f87.f103.f107`,description="A column."
// +k8s:printerColumn:name="Col119",type=integer,jsonPath=`.status.f87.f108`
// +k8s:printerColumn:name="Col120",type=string,jsonPath=`.status.f87.f111`
// +k8s:printerColumn:name="Col121",type=integer,jsonPath=`.status.f113`,priority=1
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.status.f87.f91[*].f97`
// +k8s:printerColumn:name="Col123",type=string,jsonPath=`.status.f87.f91[0].f97`
// +k8s:printerColumn:name="Cel124",type=string,expression=`has(self.status) && has(self.status.f87) && has(self.status.f87.f103) && has(self.status.f87.f103.f105) ? string(self.status.f87.f103.f105) : "none"`
type Kind62 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec63 `json:"spec,omitempty"`
	Status Status67 `json:"status,omitempty"`
}

// Kind62List is a list of Kind62.
//
// +kubebuilder:object:root=true
type Kind62List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind62 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int64 `json:"f3,omitempty"`
	F4 resource.Quantity `json:"f4,omitempty"`
	F5 float64 `json:"f5"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 *float32 `json:"f7,omitempty"`
	F8 Mode `json:"f8"`
	F9 types.UID `json:"f9"`
	F10 uint64 `json:"f10,omitempty"`
	F11 map[string]string `json:"f11"`
	F12 []Item13 `json:"f12"`
	Skipped24 string `json:"-"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 Labels15 `json:"f14"`
	F16 S17 `json:"f16"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// S17 is a random struct.
type S17 struct {
	F18 *metav1.Time `json:"f18"`
	F19 float32 `json:"f19"`
	F20 *int64 `json:"f20,omitempty,omitzero"`
	F21 []byte `json:"f21"`
	F22 int `json:"f22,omitempty"`
	Skipped23 string `json:"-"`
}

// Spec29 is a random struct.
type Spec29 struct {
	F30 map[string]string `json:"f30"`
	F31 *int16 `json:"f31"`
	F32 Template33 `json:"f32"`
	F35 Labels36 `json:"f35,omitempty"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 *float32 `json:"f34"`
}

// Labels36 is a declared list or map type.
type Labels36 map[string]string

// Status37 is a random struct.
type Status37 struct {
	F38 uint32 `json:"f38,omitzero"`
	F39 *metav1.Duration `json:"f39,omitempty"`
	F40 map[string]string `json:"f40"`
	F41 float32 `json:"f41,omitempty"`
	F42 Template43 `json:"f42"`
	Skipped45 string `json:"-"`
	*Inline46 `json:",inline"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 *int64 `json:"f44,omitempty"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 uint32 `json:"f47"`
	F48 *metav1.MicroTime `json:"f48"`
	F49 Template50 `json:"f49,omitempty"`
	F52 Labels53 `json:"f52"`
	F54 *Template55 `json:"f54"`
	F57 Mode `json:"f57,omitempty"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 *int32 `json:"f51,omitempty"`
}

// Labels53 is a declared list or map type.
type Labels53 map[string]string

// Template55 is a random struct.
type Template55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F56 int32 `json:"f56"`
}

// Spec63 is a random struct.
type Spec63 struct {
	F64 map[string]string `json:"f64,omitempty"`
	F65 *types.UID `json:"f65,omitempty"`
	F66 int32 `json:"f66,omitempty"`
}

// Status67 is a random struct.
type Status67 struct {
	F68 []Item69 `json:"f68,omitempty"`
	F84 Template85 `json:"f84,omitempty"`
	F87 S88 `json:"f87,omitempty"`
	F113 uint8 `json:"f113,omitempty"`
	F114 *[]int8 `json:"f114"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 *uint64 `json:"f70"`
	F71 *S72 `json:"f71,omitempty"`
	F77 *S78 `json:"f77,omitempty"`
	F82 *resource.Quantity `json:"f82"`
	F83 *uint32 `json:"f83,omitempty"`
}

// S72 is a random struct.
type S72 struct {
	F73 intstr.IntOrString `json:"f73,omitempty,omitzero"`
	F74 *int `json:"f74,omitempty"`
	F75 float32 `json:"f75,omitzero"`
	F76 uint8 `json:"f76"`
}

// S78 is a random struct.
type S78 struct {
	F79 *[]int8 `json:"f79,omitempty"`
	F80 *uint64 `json:"f80,omitzero"`
	F81 *string `json:"f81"`
}

// Template85 is a random struct.
type Template85 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F86 *int16 `json:"f86,omitempty"`
}

// S88 is a random struct.
type S88 struct {
	F89 *int16 `json:"f89,omitzero"`
	F90 intstr.IntOrString `json:"f90,omitempty,omitzero"`
	F91 List99 `json:"f91,omitempty"`
	F100 Template101 `json:"f100,omitempty"`
	F103 S104 `json:"f103"`
	F108 *int16 `json:"f108"`
	Inline109 `json:",inline"`
}

// Item92 is a random struct.
type Item92 struct {
	F93 float32 `json:"f93,omitzero"`
	F94 *int8 `json:"f94"`
	F95 uint16 `json:"f95"`
	F96 int64 `json:"f96,omitempty,omitzero"`
	F97 []int8 `json:"f97,omitempty,omitzero"`
	F98 metav1.Duration `json:"f98,omitempty,omitzero"`
}

// List99 is a declared list or map type.
type List99 []Item92

// Template101 is a random struct.
type Template101 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F102 []byte `json:"f102,omitempty"`
}

// S104 is a random struct.
type S104 struct {
	F105 *int64 `json:"f105,omitempty"`
	F106 metav1.MicroTime `json:"f106"`
	F107 *int8 `json:"f107,omitempty"`
}

// Inline109 is a random struct.
type Inline109 struct {
	F110 types.UID `json:"f110,omitempty"`
	F111 intstr.IntOrString `json:"f111,omitempty"`
	Skipped112 string `json:"-"`
}

