package p1282

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
// +k8s:schema:selectableField:jsonPath=".spec.f6.f8"
// +k8s:selectableField:jsonPath=".spec.f6.f18"
// +k8s:printerColumn:name="Col23",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col24",type=integer,jsonPath=`.spec.f6.f9`
// +k8s:printerColumn:name="Col25",type=integer,jsonPath=`.spec.f6.f10`
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.spec.f6.f11`
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.spec.f6.f13`,format=int32
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f6.f16`,priority=1
// +k8s:printerColumn:name="Col29",type=number,jsonPath=`.spec.f6.f20`
// +k8s:subresource:status
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

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f32",trigger=true
// +k8s:selectableField:jsonPath=".status.f58.f63",default="6",indexed=true
// +kubebuilder:printcolumn:name="Col76",type="integer",JSONPath=`.spec.f32`,priority=1
// +kubebuilder:printcolumn:name="Col77",type="integer",JSONPath=`.status.f46`,format=int32
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.status.f47[*].f50`,priority=1
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind30z,singular=kind30
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec31 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.MicroTime `json:"f3,omitempty"`
	F4 Mode `json:"f4,omitempty"`
	F5 resource.Quantity `json:"f5,omitempty"`
	F6 *S7 `json:"f6"`
	F21 *uint8 `json:"f21"`
	Skipped22 string `json:"-"`
}

// S7 is a random struct.
type S7 struct {
	F8 *metav1.Duration `json:"f8"`
	// +k8s:selectableField:default="7"
	F9 uint32 `json:"f9,omitempty"`
	// +k8s:schema:selectableField
	F10 uint8 `json:"f10"`
	F11 intstr.IntOrString `json:"f11,omitempty"`
	F12 metav1.Duration `json:"f12,omitzero"`
	F13 int64 `json:"f13"`
	*Inline14 `json:",inline"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 *metav1.Time `json:"f15"`
	// +k8s:schema:selectableField
	F16 string `json:"f16,omitempty"`
	F17 uint16 `json:"f17,omitempty"`
	F18 int `json:"f18"`
	// +k8s:selectableField
	F19 metav1.MicroTime `json:"f19,omitempty"`
	F20 *float64 `json:"f20,omitempty"`
}

// Spec31 is a random struct.
type Spec31 struct {
	F32 int32 `json:"f32,omitempty"`
	F33 *Template34 `json:"f33,omitempty"`
	F40 Labels41 `json:"f40"`
	F42 map[string]string `json:"f42"`
}

// S36 is a random struct.
type S36 struct {
	F37 uint32 `json:"f37,omitempty"`
	F38 *int16 `json:"f38,omitempty"`
	F39 uint64 `json:"f39"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 *S36 `json:"f35,omitempty"`
}

// Labels41 is a declared list or map type.
type Labels41 map[string]string

// Status43 is a random struct.
type Status43 struct {
	F44 Labels45 `json:"f44,omitempty"`
	// +k8s:schema:selectableField:default="6"
	F46 *uint16 `json:"f46,omitempty"`
	F47 []Item48 `json:"f47"`
	F54 intstr.IntOrString `json:"f54,omitempty,omitzero"`
	F55 Template56 `json:"f55,omitempty"`
	F58 S59 `json:"f58"`
}

// Labels45 is a declared list or map type.
type Labels45 map[string]string

// Item48 is a random struct.
type Item48 struct {
	F49 uint8 `json:"f49"`
	F50 []byte `json:"f50"`
	Inline51 `json:",inline"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 []int8 `json:"f52,omitempty,omitzero"`
	F53 *types.UID `json:"f53,omitempty"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 metav1.Duration `json:"f57,omitempty"`
}

// S59 is a random struct.
type S59 struct {
	F60 Template61 `json:"f60"`
	F63 uint16 `json:"f63"`
	F64 []Item65 `json:"f64"`
	// +k8s:schema:selectableField
	F71 *bool `json:"f71,omitempty"`
	// +k8s:schema:selectableField:description="The f72 of the kind."
	F72 *uint32 `json:"f72,omitempty"`
	F73 *Template74 `json:"f73,omitempty"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 uint8 `json:"f62"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 *uint64 `json:"f66"`
	F67 uint8 `json:"f67,omitempty"`
	F68 int64 `json:"f68,omitempty"`
	F69 *metav1.Time `json:"f69,omitempty"`
	F70 *float32 `json:"f70,omitempty"`
}

// Template74 is a random struct.
type Template74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F75 *uint8 `json:"f75"`
}

