package p1041

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
// +kubebuilder:selectablefield:JSONPath=".spec.f42.f45"
// +k8s:schema:selectableField:jsonPath=".spec.f53.f57.f59",default="5"
// +k8s:selectableField:jsonPath=".spec.f53.f57.f60",description="The f60 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f53.f57.f61"
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f42.f45`
// +kubebuilder:printcolumn:name="Col75",type="number",JSONPath=`.spec.f53.f56`,priority=1
// +kubebuilder:printcolumn:name="Col76",type="integer",JSONPath=`.spec.f53.f57.f59`
// +kubebuilder:printcolumn:name="Col77",type="integer",JSONPath=`.status.f71`
// +kubebuilder:printcolumn:name="Col78",type="boolean",JSONPath=`.status.f72`
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.status.f73`
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.status.f70.app`
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status63 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField:indexed=true
	F21 metav1.Time `json:"f21,omitempty"`
	// +k8s:schema:selectableField:description="The f22 of the kind.",indexed=true
	F22 metav1.Time `json:"f22"`
	F23 []Item24 `json:"f23"`
	F42 *S43 `json:"f42,omitempty"`
	F53 *S54 `json:"f53"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 intstr.IntOrString `json:"f5"`
	F6 []Item7 `json:"f6"`
	F11 S12 `json:"f11,omitempty"`
	F17 Template18 `json:"f17"`
	F20 uint64 `json:"f20,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *metav1.Duration `json:"f8,omitempty"`
	F9 *int16 `json:"f9,omitempty"`
	F10 int32 `json:"f10"`
}

// S12 is a random struct.
type S12 struct {
	F13 uint8 `json:"f13,omitempty"`
	F14 int8 `json:"f14,omitempty"`
	F15 *intstr.IntOrString `json:"f15"`
	F16 int `json:"f16,omitempty"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 metav1.Time `json:"f19"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *Template26 `json:"f25,omitempty"`
	F28 Template29 `json:"f28"`
	F31 types.UID `json:"f31"`
	F32 *bool `json:"f32,omitempty,omitzero"`
	F33 *Template34 `json:"f33"`
	F36 *uint32 `json:"f36,omitempty,omitzero"`
	*Inline37 `json:",inline"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 float32 `json:"f27"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 int32 `json:"f30"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 metav1.Time `json:"f35"`
}

// Inline37 is a random struct.
type Inline37 struct {
	F38 uint32 `json:"f38"`
	F39 uint64 `json:"f39"`
	F40 *Mode `json:"f40,omitempty"`
	F41 string `json:"f41,omitempty,omitzero"`
}

// S43 is a random struct.
type S43 struct {
	F44 *int `json:"f44"`
	F45 types.UID `json:"f45"`
	F46 List51 `json:"f46"`
	F52 []int8 `json:"f52,omitempty"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 bool `json:"f48"`
	F49 *string `json:"f49,omitempty"`
	Skipped50 string `json:"-"`
}

// List51 is a declared list or map type.
type List51 []Item47

// S54 is a random struct.
type S54 struct {
	F55 *string `json:"f55,omitempty"`
	F56 float32 `json:"f56"`
	F57 *S58 `json:"f57"`
}

// S58 is a random struct.
type S58 struct {
	F59 *uint8 `json:"f59"`
	F60 metav1.Time `json:"f60"`
	F61 metav1.Duration `json:"f61"`
	F62 bool `json:"f62,omitempty"`
}

// Status63 is a random struct.
type Status63 struct {
	F64 *float64 `json:"f64"`
	F65 Template66 `json:"f65,omitempty"`
	F70 map[string]string `json:"f70,omitempty"`
	F71 *uint8 `json:"f71,omitempty"`
	F72 bool `json:"f72"`
	F73 *Mode `json:"f73"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 uint16 `json:"f69,omitempty,omitzero"`
}

// Template66 is a random struct.
type Template66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F67 Template68 `json:"f67,omitempty"`
}

