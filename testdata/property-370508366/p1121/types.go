package p1121

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5",description="The f5 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f3.f6.f8",default="2024-01-02T15:04:05Z"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f23"
// +k8s:printerColumn:name="Col105",type=date,jsonPath=`.spec.f3.f6.f8`
// +k8s:printerColumn:name="Col106",type=date,jsonPath=`.spec.f3.f25`
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.spec.f3.f26`
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.status.f86.f94.f96`
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.status.f86.f94.f97`,priority=1
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.spec.f3.f11[*].f14`
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.spec.f3.f11[?(@.f17==1)].f14`
// +k8s:printerColumn:name="Col112",type=string,jsonPath=`.spec.f3.f19.app`
// +k8s:printerColumn:name="Col113",type=string,jsonPath=`.spec.f28[?(@.f30=="fast")].f30`
// +k8s:printerColumn:name="Col114",type=string,jsonPath=`.spec.f42[*].f44`
// +k8s:printerColumn:name="Col115",type=string,jsonPath=`.status.f59[?(@.f68=="x")].f68`
// +k8s:printerColumn:name="Col116",type=string,jsonPath=`.status.f86.f89[0].f92`,description="A column."
// +k8s:printerColumn:name="Cel117",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f6) && has(self.spec.f3.f6.f9) ? string(self.spec.f3.f6.f9) : "none"`
// +k8s:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
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
	F3 S4 `json:"f3"`
	// +k8s:schema:selectableField
	F27 metav1.MicroTime `json:"f27"`
	F28 List41 `json:"f28,omitempty"`
	F42 []Item43 `json:"f42,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 []byte `json:"f5"`
	F6 S7 `json:"f6"`
	F10 *metav1.MicroTime `json:"f10"`
	F11 List18 `json:"f11,omitempty"`
	F19 Labels20 `json:"f19,omitempty"`
	// +k8s:selectableField:default="-1",indexed=true
	F21 int8 `json:"f21,omitempty"`
	Inline22 `json:",inline"`
}

// S7 is a random struct.
type S7 struct {
	F8 metav1.Time `json:"f8,omitempty,omitzero"`
	F9 int32 `json:"f9,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 metav1.MicroTime `json:"f13,omitempty"`
	F14 types.UID `json:"f14"`
	F15 *types.UID `json:"f15"`
	F16 *metav1.Duration `json:"f16,omitzero"`
	F17 int32 `json:"f17,omitempty"`
}

// List18 is a declared list or map type.
type List18 []Item12

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Inline22 is a random struct.
type Inline22 struct {
	F23 uint8 `json:"f23"`
	F24 *float32 `json:"f24,omitempty"`
	// +k8s:selectableField:trigger=true
	F25 *metav1.Time `json:"f25"`
	F26 *int8 `json:"f26,omitempty"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 Mode `json:"f30"`
	F31 types.UID `json:"f31"`
	F32 *S33 `json:"f32,omitempty"`
	F38 *Template39 `json:"f38,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	F34 []byte `json:"f34,omitempty"`
	F35 int8 `json:"f35,omitempty"`
	F36 metav1.Duration `json:"f36"`
	F37 int32 `json:"f37,omitempty"`
}

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 resource.Quantity `json:"f40,omitempty"`
}

// List41 is a declared list or map type.
type List41 []Item29

// Item43 is a random struct.
type Item43 struct {
	F44 []byte `json:"f44"`
	F45 *string `json:"f45"`
	F46 int16 `json:"f46,omitempty"`
	F47 Mode `json:"f47,omitzero"`
	F48 Labels49 `json:"f48"`
	F50 []Item51 `json:"f50"`
}

// Labels49 is a declared list or map type.
type Labels49 map[string]string

// Item51 is a random struct.
type Item51 struct {
	F52 bool `json:"f52"`
	F53 []int8 `json:"f53,omitempty"`
	F54 *int64 `json:"f54"`
	F55 uint64 `json:"f55,omitempty"`
	F56 uint8 `json:"f56,omitempty"`
}

// Status57 is a random struct.
type Status57 struct {
	F58 int8 `json:"f58"`
	F59 List83 `json:"f59,omitempty"`
	F84 uint8 `json:"f84"`
	F85 int16 `json:"f85,omitzero"`
	F86 S87 `json:"f86"`
	F103 int64 `json:"f103,omitempty"`
	Skipped104 string `json:"-"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 S62 `json:"f61,omitempty"`
	F68 string `json:"f68,omitzero"`
	F69 Template70 `json:"f69"`
	F72 List80 `json:"f72"`
	F81 []int8 `json:"f81"`
	F82 float32 `json:"f82,omitempty,omitzero"`
}

// S62 is a random struct.
type S62 struct {
	F63 int64 `json:"f63,omitempty"`
	F64 Mode `json:"f64,omitempty"`
	F65 metav1.Duration `json:"f65"`
	F66 intstr.IntOrString `json:"f66,omitempty"`
	F67 *metav1.MicroTime `json:"f67"`
}

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 metav1.Duration `json:"f71,omitempty"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 *string `json:"f74,omitzero"`
	F75 uint32 `json:"f75"`
	F76 int16 `json:"f76"`
	F77 *bool `json:"f77,omitempty"`
	F78 metav1.Time `json:"f78,omitzero"`
	F79 float64 `json:"f79"`
}

// List80 is a declared list or map type.
type List80 []Item73

// List83 is a declared list or map type.
type List83 []Item60

// S87 is a random struct.
type S87 struct {
	F88 *metav1.Time `json:"f88,omitempty"`
	F89 List93 `json:"f89"`
	F94 *S95 `json:"f94,omitempty"`
	F99 float32 `json:"f99"`
	F100 Labels101 `json:"f100,omitempty"`
	Skipped102 string `json:"-"`
}

// Item90 is a random struct.
type Item90 struct {
	F91 *int64 `json:"f91"`
	F92 []int8 `json:"f92,omitempty"`
}

// List93 is a declared list or map type.
type List93 []Item90

// S95 is a random struct.
type S95 struct {
	F96 Mode `json:"f96"`
	F97 intstr.IntOrString `json:"f97,omitzero"`
	F98 *metav1.MicroTime `json:"f98"`
}

// Labels101 is a declared list or map type.
type Labels101 map[string]string

