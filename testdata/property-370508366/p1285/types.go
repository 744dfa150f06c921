package p1285

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:selectableField:jsonPath=".spec.f11",description="The f11 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f35"
// +kubebuilder:printcolumn:name="Col53",type="integer",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.spec.f5`,description="A column."
// +kubebuilder:printcolumn:name="Col55",type="date",JSONPath=`.spec.f6.f8`
// +kubebuilder:printcolumn:name="Col56",type="integer",JSONPath=`.spec.f6.f9`,format=int32
// +kubebuilder:printcolumn:name="Col57",type="number",JSONPath=`.spec.f6.f10`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f17`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.status.f46[*].f48`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.status.f46[0].f48`
// +k8s:printerColumn:name="Cel61",type=string,expression=`has(self.spec) && has(self.spec.f4) ? string(self.spec.f4) : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status13 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind62 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:schema:selectableField:jsonPath=".status.f70",default="1"
// +kubebuilder:printcolumn:name="Col85",type="integer",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.spec.f5`,description="A column."
// +kubebuilder:printcolumn:name="Col87",type="integer",JSONPath=`.spec.f11`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.status.f64`,format=int32
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.status.f70`
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.status.f71[*].f73`,description="A column."
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.status.f71[0].f73`,description="A column."
// +kubebuilder:subresource:status
type Kind62 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status63 `json:"status,omitempty"`
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
	F3 int64 `json:"f3"`
	F4 int `json:"f4,omitzero"`
	F5 *int8 `json:"f5"`
	F6 *S7 `json:"f6,omitempty"`
	F11 int `json:"f11"`
	Skipped12 string `json:"-"`
}

// S7 is a random struct.
type S7 struct {
	F8 metav1.MicroTime `json:"f8,omitempty"`
	F9 int32 `json:"f9"`
	F10 float32 `json:"f10,omitempty"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 Template15 `json:"f14,omitempty"`
	F17 uint8 `json:"f17,omitempty,omitzero"`
	F18 List34 `json:"f18"`
	F35 *int16 `json:"f35,omitempty"`
	F36 Labels37 `json:"f36"`
	Inline38 `json:",inline"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 *[]int8 `json:"f16,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 map[string]string `json:"f20,omitempty"`
	F21 int32 `json:"f21,omitempty"`
	F22 S23 `json:"f22"`
	F26 S27 `json:"f26"`
}

// S23 is a random struct.
type S23 struct {
	F24 *uint64 `json:"f24"`
	F25 *int8 `json:"f25"`
}

// S27 is a random struct.
type S27 struct {
	F28 *types.UID `json:"f28,omitempty"`
	F29 metav1.Duration `json:"f29"`
	F30 int64 `json:"f30,omitempty"`
	F31 int64 `json:"f31"`
	F32 int `json:"f32"`
	F33 *bool `json:"f33,omitempty"`
}

// List34 is a declared list or map type.
type List34 []Item19

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// Inline38 is a random struct.
type Inline38 struct {
	F39 string `json:"f39,omitempty"`
	F40 List45 `json:"f40"`
	F46 List52 `json:"f46"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 uint32 `json:"f42,omitempty"`
	F43 int64 `json:"f43,omitempty"`
	Skipped44 string `json:"-"`
}

// List45 is a declared list or map type.
type List45 []Item41

// Item47 is a random struct.
type Item47 struct {
	F48 resource.Quantity `json:"f48,omitempty"`
	F49 *intstr.IntOrString `json:"f49"`
	F50 []int8 `json:"f50,omitempty"`
	F51 metav1.Time `json:"f51,omitempty"`
}

// List52 is a declared list or map type.
type List52 []Item47

// Status63 is a random struct.
type Status63 struct {
	F64 int16 `json:"f64,omitempty"`
	F65 *Template66 `json:"f65"`
	F68 *float32 `json:"f68,omitempty"`
	F69 int8 `json:"f69"`
	F70 int `json:"f70"`
	F71 []Item72 `json:"f71,omitempty"`
	Skipped84 string `json:"-"`
}

// Template66 is a random struct.
type Template66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F67 intstr.IntOrString `json:"f67,omitempty"`
}

// Item72 is a random struct.
type Item72 struct {
	F73 []byte `json:"f73"`
	F74 uint16 `json:"f74"`
	F75 *int32 `json:"f75,omitempty"`
	F76 []Item77 `json:"f76"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 []byte `json:"f78"`
	F79 float64 `json:"f79,omitempty"`
	F80 float32 `json:"f80"`
	F81 uint64 `json:"f81,omitempty"`
	F82 int64 `json:"f82"`
	F83 uint16 `json:"f83,omitempty"`
}

