package p1122

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
// +k8s:schema:selectableField:jsonPath=".status.f48.f58",description="The f58 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f48.f60"
// +kubebuilder:selectablefield:JSONPath=".status.f48.f62"
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f11.f13.f15`
// +kubebuilder:printcolumn:name="Col68",type="integer",JSONPath=`.spec.f11.f13.f16`,format=int32
// +kubebuilder:printcolumn:name="Col69",type="integer",JSONPath=`.spec.f11.f13.f17`,priority=1
// +kubebuilder:printcolumn:name="Col70",type="number",JSONPath=`.spec.f11.f13.f18`
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f11.f13.f19`
// +kubebuilder:printcolumn:name="Col72",type="integer",JSONPath=`.spec.f11.f20`
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.status.f48.f52`
// +kubebuilder:printcolumn:name="Col74",type="integer",JSONPath=`.status.f48.f55`,format=int32
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.status.f48.f58`
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.status.f64`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f3[*].f6`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.spec.f3[0].f6`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.status.f48.f50.app`
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.status.f48.f54.app`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.status.f65.app`
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Kind82 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f103",default="6"
// +kubebuilder:printcolumn:name="Col108",type="integer",JSONPath=`.spec.f11.f13.f16`
// +kubebuilder:printcolumn:name="Col109",type="integer",JSONPath=`.spec.f11.f13.f17`,format=int32
// +kubebuilder:printcolumn:name="Col110",type="number",JSONPath=`.spec.f11.f13.f18`,description="A column."
// +kubebuilder:printcolumn:name="Col111",type="string",JSONPath=`.spec.f11.f13.f19`
// +kubebuilder:printcolumn:name="Col112",type="integer",JSONPath=`.status.f103`,description="A column."
// +kubebuilder:printcolumn:name="Col113",type="string",JSONPath=`.spec.f3[*].f6`,priority=1
// +kubebuilder:printcolumn:name="Col114",type="string",JSONPath=`.spec.f3[?(@.f6=="x")].f6`
// +k8s:printerColumn:name="Cel115",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind82 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status83 `json:"status,omitempty"`
}

// Kind82List is a list of Kind82.
//
// +kubebuilder:object:root=true
type Kind82List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind82 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List10 `json:"f3"`
	F11 *S12 `json:"f11"`
	F21 []Item22 `json:"f21"`
	Skipped46 string `json:"-"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 map[string]string `json:"f5"`
	F6 string `json:"f6"`
	F7 []byte `json:"f7"`
	F8 *int `json:"f8,omitempty"`
	Skipped9 string `json:"-"`
}

// List10 is a declared list or map type.
type List10 []Item4

// S12 is a random struct.
type S12 struct {
	F13 S14 `json:"f13,omitempty"`
	F20 int8 `json:"f20,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 *metav1.Duration `json:"f15"`
	F16 *int16 `json:"f16"`
	F17 int32 `json:"f17,omitzero"`
	F18 *float32 `json:"f18"`
	F19 Mode `json:"f19"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 int32 `json:"f23"`
	F24 List29 `json:"f24,omitempty"`
	F30 *S31 `json:"f30,omitempty"`
	F34 *S35 `json:"f34,omitempty"`
	F40 int16 `json:"f40"`
	F41 S42 `json:"f41"`
	Skipped45 string `json:"-"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 *uint8 `json:"f26,omitempty"`
	F27 resource.Quantity `json:"f27,omitempty"`
	F28 int64 `json:"f28,omitempty"`
}

// List29 is a declared list or map type.
type List29 []Item25

// S31 is a random struct.
type S31 struct {
	F32 metav1.Time `json:"f32"`
	F33 *uint16 `json:"f33"`
}

// S35 is a random struct.
type S35 struct {
	F36 *float64 `json:"f36"`
	F37 *uint8 `json:"f37"`
	F38 *float32 `json:"f38,omitempty"`
	F39 metav1.MicroTime `json:"f39,omitempty"`
}

// S42 is a random struct.
type S42 struct {
	F43 bool `json:"f43"`
	F44 Mode `json:"f44,omitzero"`
}

// Status47 is a random struct.
type Status47 struct {
	F48 *S49 `json:"f48,omitempty"`
	F64 Mode `json:"f64,omitempty,omitzero"`
	F65 Labels66 `json:"f65,omitempty"`
}

// S49 is a random struct.
type S49 struct {
	F50 Labels51 `json:"f50"`
	// +k8s:schema:selectableField:description="The f52 of the kind.",indexed=true
	F52 intstr.IntOrString `json:"f52,omitempty"`
	F53 []byte `json:"f53,omitempty"`
	F54 map[string]string `json:"f54"`
	F55 *uint8 `json:"f55"`
	Skipped56 string `json:"-"`
	Inline57 `json:",inline"`
}

// Labels51 is a declared list or map type.
type Labels51 map[string]string

// Inline57 is a random struct.
type Inline57 struct {
	F58 uint16 `json:"f58"`
	// +k8s:schema:selectableField:description="The f59 of the kind."
	F59 *uint64 `json:"f59,omitempty"`
	F60 []byte `json:"f60"`
	F61 *bool `json:"f61,omitempty"`
	F62 intstr.IntOrString `json:"f62,omitempty"`
	Skipped63 string `json:"-"`
}

// Labels66 is a declared list or map type.
type Labels66 map[string]string

// Status83 is a random struct.
type Status83 struct {
	F84 List99 `json:"f84"`
	F100 *metav1.Time `json:"f100,omitempty"`
	Inline101 `json:",inline"`
}

// Item85 is a random struct.
type Item85 struct {
	F86 Labels87 `json:"f86,omitempty"`
	F88 int `json:"f88,omitempty,omitzero"`
	F89 float64 `json:"f89"`
	F90 *Template91 `json:"f90,omitempty"`
	F93 int8 `json:"f93"`
	F94 metav1.Time `json:"f94"`
	Inline95 `json:",inline"`
}

// Labels87 is a declared list or map type.
type Labels87 map[string]string

// Template91 is a random struct.
type Template91 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F92 *types.UID `json:"f92,omitempty"`
}

// Inline95 is a random struct.
type Inline95 struct {
	F96 *int `json:"f96,omitzero"`
	F97 string `json:"f97"`
	F98 int8 `json:"f98,omitempty"`
}

// List99 is a declared list or map type.
type List99 []Item85

// Inline101 is a random struct.
type Inline101 struct {
	F102 float32 `json:"f102"`
	F103 uint16 `json:"f103,omitzero"`
	F104 float64 `json:"f104,omitempty"`
	F105 intstr.IntOrString `json:"f105"`
	F106 map[string]string `json:"f106,omitempty"`
	Skipped107 string `json:"-"`
}

