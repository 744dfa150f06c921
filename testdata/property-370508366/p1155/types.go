package p1155

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
// +k8s:selectableField:jsonPath=".spec.f11.f13"
// +k8s:selectableField:jsonPath=".spec.f27",indexed=true
// +k8s:selectableField:jsonPath=".spec.f28",default="1"
// +k8s:printerColumn:name="Col30",type=integer,jsonPath=`.spec.f3.f6`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f11.f13`,description="A column."
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f28`,format=int32
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f29`
// +k8s:printerColumn:name="Cel34",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup35",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup35",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f38.f41.f44",description="The f44 of the kind."
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f38.f48`,description="A column."
// +kubebuilder:printcolumn:name="Col56",type="date",JSONPath=`.spec.f38.f49`,description="A column."
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f54`
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec37 `json:"spec,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Kind58 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f38.f46",default="3"
// +k8s:selectableField:jsonPath=".status.f61.f69",description="The f69 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f61.f70.f72",description="The f72 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f61.f70.f74"
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.spec.f38.f40`
// +kubebuilder:printcolumn:name="Col95",type="number",JSONPath=`.spec.f38.f41.f43`
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.spec.f38.f47`
// +kubebuilder:printcolumn:name="Col97",type="date",JSONPath=`.spec.f38.f49`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col98",type="integer",JSONPath=`.status.f61.f69`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col99",type="number",JSONPath=`.status.f61.f70.f73`
// +kubebuilder:printcolumn:name="Col100",type="number",JSONPath=`.status.f61.f82`,priority=1
// +kubebuilder:printcolumn:name="Col101",type="number",JSONPath=`.status.f84`
// +kubebuilder:printcolumn:name="Col102",type="date",JSONPath=`.status.f92`,description="A column."
// +kubebuilder:printcolumn:name="Col103",type="integer",JSONPath=`.status.f93`
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.status.f87.app`
// +kubebuilder:resource:scope=Cluster,shortName=xkind58
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind58 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec37 `json:"spec,omitempty"`
	Status Status59 `json:"status,omitempty"`
}

// Kind58List is a list of Kind58.
//
// +kubebuilder:object:root=true
type Kind58List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind58 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F11 *S12 `json:"f11"`
	F27 types.UID `json:"f27"`
	F28 int `json:"f28"`
	F29 []byte `json:"f29"`
}

// S4 is a random struct.
type S4 struct {
	F5 Mode `json:"f5"`
	F6 int16 `json:"f6"`
	F7 Labels8 `json:"f7"`
	F9 []int8 `json:"f9"`
	Skipped10 string `json:"-"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// S12 is a random struct.
type S12 struct {
	F13 uint64 `json:"f13"`
	F14 S15 `json:"f14,omitempty"`
	F19 []Item20 `json:"f19,omitempty"`
	// +k8s:schema:selectableField:default="5",description="The f23 of the kind."
	F23 uint8 `json:"f23,omitempty"`
	F24 Template25 `json:"f24"`
}

// S15 is a random struct.
type S15 struct {
	// +k8s:schema:selectableField:default="1h0m0s"
	F16 *metav1.Duration `json:"f16"`
	F17 *int64 `json:"f17,omitzero"`
	F18 []byte `json:"f18"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 uint32 `json:"f21,omitempty,omitzero"`
	F22 *int `json:"f22,omitempty"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 uint8 `json:"f26,omitempty"`
}

// Spec37 is a random struct.
type Spec37 struct {
	F38 S39 `json:"f38"`
	F50 metav1.Duration `json:"f50"`
	F51 *Template52 `json:"f51,omitempty"`
	F54 int `json:"f54"`
}

// S39 is a random struct.
type S39 struct {
	// +k8s:schema:selectableField:default="fast"
	F40 Mode `json:"f40,omitempty"`
	F41 *S42 `json:"f41,omitempty"`
	F46 int32 `json:"f46,omitempty,omitzero"`
	// +k8s:selectableField:description="The f47 of the kind."
	F47 []byte `json:"f47,omitempty"`
	F48 resource.Quantity `json:"f48,omitempty"`
	F49 *metav1.Time `json:"f49"`
}

// S42 is a random struct.
type S42 struct {
	F43 *float32 `json:"f43"`
	F44 int `json:"f44"`
	Skipped45 string `json:"-"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 []byte `json:"f53,omitempty"`
}

// Status59 is a random struct.
type Status59 struct {
	F60 *types.UID `json:"f60"`
	F61 *S62 `json:"f61,omitempty"`
	F84 *float32 `json:"f84"`
	Inline85 `json:",inline"`
}

// S62 is a random struct.
type S62 struct {
	F63 Template64 `json:"f63,omitempty"`
	F66 *Template67 `json:"f66,omitempty"`
	F69 uint32 `json:"f69"`
	F70 S71 `json:"f70,omitempty"`
	F76 []Item77 `json:"f76,omitempty"`
	F82 *float32 `json:"f82,omitzero"`
	Skipped83 string `json:"-"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 uint8 `json:"f65"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 *string `json:"f68,omitempty"`
}

// S71 is a random struct.
type S71 struct {
	F72 int8 `json:"f72"`
	F73 *float64 `json:"f73,omitempty"`
	F74 bool `json:"f74,omitempty"`
	F75 *uint32 `json:"f75,omitempty,omitzero"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 *uint32 `json:"f78"`
	F79 metav1.MicroTime `json:"f79"`
	F80 *Mode `json:"f80,omitempty"`
	F81 *bool `json:"f81"`
}

// Inline85 is a random struct.
type Inline85 struct {
	F86 float64 `json:"f86,omitempty"`
	F87 map[string]string `json:"f87"`
	F88 int16 `json:"f88"`
	F89 bool `json:"f89"`
	F90 uint16 `json:"f90,omitzero"`
	*Inline91 `json:",inline"`
}

// Inline91 is a random struct.
type Inline91 struct {
	F92 metav1.MicroTime `json:"f92,omitempty"`
	F93 int8 `json:"f93"`
}

