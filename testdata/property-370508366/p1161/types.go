package p1161

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
// +k8s:selectableField:jsonPath=".spec.f3.f5.f10",description="The f10 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5.f11",default="1h0m0s",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f16",description="The f16 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f3.f17.f23",default="2024-01-02T15:04:05Z"
// +kubebuilder:printcolumn:name="Col35",type="date",JSONPath=`.spec.f3.f5.f7`
// +kubebuilder:printcolumn:name="Col36",type="integer",JSONPath=`.spec.f3.f5.f8`,format=int32
// +kubebuilder:printcolumn:name="Col37",type="integer",JSONPath=`.spec.f3.f5.f10`,format=int32
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f3.f5.f11`,priority=1
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f3.f16`
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f3.f17.f20`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f3.f17.f21`,description="A column."
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f3.f26.app`,priority=1
// +k8s:printerColumn:name="Cel43",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f63.f66",default="6",description="The f66 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f88"
// +k8s:schema:selectableField:jsonPath=".status.f90.f94"
// +k8s:printerColumn:name="Col100",type=boolean,jsonPath=`.spec.f49`,description="A column."
// +k8s:printerColumn:name="Col101",type=string,jsonPath=`.spec.f60`,description="A column."
// +k8s:printerColumn:name="Col102",type=integer,jsonPath=`.spec.f63.f66`
// +k8s:printerColumn:name="Col103",type=date,jsonPath=`.status.f89`,description="A column."
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.status.f90.f93`,priority=1
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f90.f96`,priority=1,description="A column."
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.spec.f67[*].f72`,priority=1
// +k8s:printerColumn:name="Cel107",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind44
// +k8s:printerColumn:name="Dup108",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup108",type=string,jsonPath=`.metadata.name`
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status75 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F28 Mode `json:"f28,omitempty,omitzero"`
}

// S4 is a random struct.
type S4 struct {
	F5 S6 `json:"f5,omitempty"`
	F13 *Template14 `json:"f13"`
	F16 []byte `json:"f16"`
	F17 *S18 `json:"f17"`
	F25 int32 `json:"f25,omitempty"`
	F26 map[string]string `json:"f26"`
	Skipped27 string `json:"-"`
}

// S6 is a random struct.
type S6 struct {
	F7 metav1.MicroTime `json:"f7"`
	F8 *uint8 `json:"f8"`
	F9 uint32 `json:"f9,omitempty"`
	F10 uint32 `json:"f10,omitempty"`
	F11 metav1.Duration `json:"f11"`
	// +k8s:schema:selectableField:description="The f12 of the kind.",indexed=true
	F12 string `json:"f12"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 uint64 `json:"f15,omitempty"`
}

// S18 is a random struct.
type S18 struct {
	F19 metav1.MicroTime `json:"f19"`
	// +k8s:schema:selectableField:description="The f20 of the kind."
	F20 Mode `json:"f20,omitempty"`
	F21 *resource.Quantity `json:"f21,omitempty"`
	F22 []int8 `json:"f22"`
	F23 metav1.Time `json:"f23,omitempty"`
	Skipped24 string `json:"-"`
}

// Status29 is a random struct.
type Status29 struct {
	F30 *bool `json:"f30,omitempty"`
	F31 *types.UID `json:"f31"`
	F32 Template33 `json:"f32,omitempty"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 map[string]string `json:"f34,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 Labels47 `json:"f46,omitempty"`
	F48 float64 `json:"f48,omitzero"`
	// +k8s:schema:selectableField:default="false",description="The f49 of the kind."
	F49 *bool `json:"f49,omitempty"`
	F50 List58 `json:"f50,omitempty"`
	Inline59 `json:",inline"`
}

// Labels47 is a declared list or map type.
type Labels47 map[string]string

// Item51 is a random struct.
type Item51 struct {
	F52 *int16 `json:"f52"`
	F53 Template54 `json:"f53"`
	F56 *uint16 `json:"f56"`
	F57 float32 `json:"f57,omitempty"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 int16 `json:"f55"`
}

// List58 is a declared list or map type.
type List58 []Item51

// Inline59 is a random struct.
type Inline59 struct {
	F60 types.UID `json:"f60"`
	F61 *metav1.MicroTime `json:"f61,omitempty"`
	F62 *intstr.IntOrString `json:"f62,omitempty,omitzero"`
	F63 S64 `json:"f63,omitempty"`
	F67 List73 `json:"f67"`
	F74 float64 `json:"f74,omitzero"`
}

// S64 is a random struct.
type S64 struct {
	F65 []byte `json:"f65,omitempty"`
	F66 uint16 `json:"f66"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 *Mode `json:"f69"`
	F70 *uint32 `json:"f70"`
	F71 *bool `json:"f71,omitzero"`
	F72 resource.Quantity `json:"f72,omitzero"`
}

// List73 is a declared list or map type.
type List73 []Item68

// Status75 is a random struct.
type Status75 struct {
	F76 List84 `json:"f76"`
	F85 map[string]string `json:"f85"`
	*Inline86 `json:",inline"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 map[string]string `json:"f78,omitempty"`
	F79 Template80 `json:"f79,omitempty"`
	F82 *string `json:"f82"`
	Skipped83 string `json:"-"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 []int8 `json:"f81"`
}

// List84 is a declared list or map type.
type List84 []Item77

// Inline86 is a random struct.
type Inline86 struct {
	F87 int32 `json:"f87"`
	F88 metav1.Duration `json:"f88"`
	F89 metav1.Time `json:"f89,omitempty"`
	F90 S91 `json:"f90,omitempty"`
	F98 resource.Quantity `json:"f98,omitempty"`
	Skipped99 string `json:"-"`
}

// S91 is a random struct.
type S91 struct {
	F92 []byte `json:"f92"`
	// +k8s:schema:selectableField:description="The f93 of the kind."
	F93 intstr.IntOrString `json:"f93,omitempty"`
	F94 *int64 `json:"f94"`
	// +k8s:schema:selectableField
	F95 metav1.MicroTime `json:"f95"`
	F96 *uint64 `json:"f96,omitempty"`
	Skipped97 string `json:"-"`
}

