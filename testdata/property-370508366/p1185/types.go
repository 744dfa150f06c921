package p1185

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
// +k8s:selectableField:jsonPath=".status.f56.f63",description="The f63 of the kind.",trigger=true
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.spec.f25`,format=int32
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f56.f63`,priority=1
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f8[*].f16`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f8[0].f16`,priority=1
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.status.f43[*].f46`
// +k8s:subresource:status
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status42 `json:"status,omitempty"`
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
	F3 Template4 `json:"f3"`
	F8 []Item9 `json:"f8,omitempty"`
	F25 *int16 `json:"f25,omitzero"`
	F26 intstr.IntOrString `json:"f26"`
	F27 Labels28 `json:"f27"`
	F29 []int8 `json:"f29,omitempty"`
	Skipped30 string `json:"-"`
	Inline31 `json:",inline"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 metav1.MicroTime `json:"f7"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *Template6 `json:"f5"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 []Item11 `json:"f10"`
	F16 metav1.Duration `json:"f16,omitzero"`
	F17 []Item18 `json:"f17,omitempty"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 *int64 `json:"f12,omitempty,omitzero"`
	F13 float64 `json:"f13"`
	F14 int8 `json:"f14"`
	F15 float32 `json:"f15,omitempty,omitzero"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 *uint32 `json:"f19"`
	F20 bool `json:"f20,omitempty,omitzero"`
	F21 int64 `json:"f21"`
	F22 int `json:"f22,omitempty"`
	F23 string `json:"f23"`
	Skipped24 string `json:"-"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Inline31 is a random struct.
type Inline31 struct {
	F32 Template33 `json:"f32,omitempty"`
	F35 *float64 `json:"f35"`
	// +k8s:selectableField
	F36 metav1.Time `json:"f36,omitempty,omitzero"`
	Skipped37 string `json:"-"`
	Inline38 `json:",inline"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 string `json:"f34,omitempty"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 string `json:"f39,omitempty"`
	F40 *resource.Quantity `json:"f40"`
	Skipped41 string `json:"-"`
}

// Status42 is a random struct.
type Status42 struct {
	F43 []Item44 `json:"f43,omitempty"`
	F55 resource.Quantity `json:"f55"`
	F56 S57 `json:"f56,omitempty"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 metav1.Time `json:"f45,omitempty,omitzero"`
	F46 Mode `json:"f46,omitempty"`
	F47 *uint8 `json:"f47,omitempty,omitzero"`
	F48 List53 `json:"f48,omitempty"`
	F54 bool `json:"f54,omitempty"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 *uint64 `json:"f50,omitempty"`
	F51 uint32 `json:"f51,omitempty"`
	F52 *[]int8 `json:"f52"`
}

// List53 is a declared list or map type.
type List53 []Item49

// S57 is a random struct.
type S57 struct {
	F58 map[string]string `json:"f58"`
	F59 metav1.MicroTime `json:"f59"`
	F60 *Template61 `json:"f60,omitempty"`
	F63 *string `json:"f63"`
	F64 List70 `json:"f64,omitempty"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 int16 `json:"f62,omitzero"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 bool `json:"f66"`
	F67 *uint32 `json:"f67"`
	F68 int16 `json:"f68,omitempty,omitzero"`
	F69 uint32 `json:"f69"`
}

// List70 is a declared list or map type.
type List70 []Item65

