package p1061

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
// +kubebuilder:printcolumn:name="Col10",type="string",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col11",type="string",JSONPath=`.spec.f9.app`
// +kubebuilder:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind12 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f23.f26"
// +k8s:selectableField:jsonPath=".spec.f23.f27.f29",description="The f29 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f23.f27.f32",default="none",trigger=true
// +k8s:selectableField:jsonPath=".spec.f23.f38",default="5",indexed=true
// +k8s:printerColumn:name="Col41",type=number,jsonPath=`.spec.f14.f18`,priority=1
// +k8s:printerColumn:name="Col42",type=integer,jsonPath=`.spec.f23.f37`,format=int32
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f23.f25.app`
// +k8s:printerColumn:name="Cel44",type=string,expression=`has(self.spec) && has(self.spec.f14) && has(self.spec.f14.f21) ? self.spec.f14.f21 : "none"`
type Kind12 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec13 `json:"spec,omitempty"`
}

// Kind12List is a list of Kind12.
//
// +kubebuilder:object:root=true
type Kind12List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind12 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f52.f54.f58",default="none"
// +k8s:selectableField:jsonPath=".spec.f52.f54.f61",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f52.f76"
// +k8s:schema:selectableField:jsonPath=".spec.f52.f77",default="5",description="The f77 of the kind."
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f52.f54.f56`,description="A column."
// +kubebuilder:printcolumn:name="Col87",type="integer",JSONPath=`.spec.f52.f54.f59`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f52.f54.f60`
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f52.f54.f61`,priority=1
// +kubebuilder:printcolumn:name="Col90",type="integer",JSONPath=`.spec.f52.f75`
// +kubebuilder:printcolumn:name="Col91",type="date",JSONPath=`.spec.f52.f76`
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.spec.f52.f77`
// +kubebuilder:printcolumn:name="Col93",type="integer",JSONPath=`.status.f85`
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.spec.f52.f67[?(@.f69==1)].f70`
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.status.f82.app`,description="A column."
// +k8s:printerColumn:name="Cel96",type=string,expression=`has(self.spec) && has(self.spec.f52) && has(self.spec.f52.f54) && has(self.spec.f52.f54.f57) ? self.spec.f52.f54.f57 : "none"`
// +kubebuilder:subresource:status
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
	Status Status81 `json:"status,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint64 `json:"f3,omitzero"`
	F4 List8 `json:"f4,omitempty"`
	F9 map[string]string `json:"f9,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 uint32 `json:"f6"`
	F7 *[]int8 `json:"f7"`
}

// List8 is a declared list or map type.
type List8 []Item5

// Spec13 is a random struct.
type Spec13 struct {
	F14 S15 `json:"f14,omitempty"`
	F22 *int32 `json:"f22"`
	F23 *S24 `json:"f23"`
}

// S15 is a random struct.
type S15 struct {
	F16 Labels17 `json:"f16"`
	F18 *float64 `json:"f18"`
	Inline19 `json:",inline"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Inline19 is a random struct.
type Inline19 struct {
	// +k8s:schema:selectableField
	F20 types.UID `json:"f20,omitzero"`
	F21 *Mode `json:"f21,omitempty"`
}

// S24 is a random struct.
type S24 struct {
	F25 map[string]string `json:"f25"`
	F26 *string `json:"f26,omitempty"`
	F27 S28 `json:"f27,omitempty"`
	F34 uint64 `json:"f34,omitempty,omitzero"`
	Skipped35 string `json:"-"`
	Inline36 `json:",inline"`
}

// S28 is a random struct.
type S28 struct {
	F29 intstr.IntOrString `json:"f29"`
	F30 resource.Quantity `json:"f30"`
	F31 float32 `json:"f31,omitzero"`
	F32 *string `json:"f32,omitzero"`
	F33 uint64 `json:"f33,omitempty"`
}

// Inline36 is a random struct.
type Inline36 struct {
	// +k8s:schema:selectableField
	F37 int8 `json:"f37"`
	F38 *uint8 `json:"f38,omitzero"`
	F39 metav1.MicroTime `json:"f39"`
	Skipped40 string `json:"-"`
}

// Spec46 is a random struct.
type Spec46 struct {
	F47 Template48 `json:"f47,omitempty"`
	F52 S53 `json:"f52"`
	F79 Labels80 `json:"f79"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 []int8 `json:"f51,omitempty"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 Template50 `json:"f49,omitempty"`
}

// S53 is a random struct.
type S53 struct {
	F54 S55 `json:"f54,omitempty"`
	F62 Template63 `json:"f62,omitempty"`
	// +k8s:schema:selectableField
	F65 *metav1.Time `json:"f65,omitempty"`
	F66 resource.Quantity `json:"f66"`
	F67 []Item68 `json:"f67"`
	Inline73 `json:",inline"`
}

// S55 is a random struct.
type S55 struct {
	F56 resource.Quantity `json:"f56,omitzero"`
	F57 Mode `json:"f57,omitempty"`
	F58 *string `json:"f58"`
	F59 int16 `json:"f59"`
	F60 intstr.IntOrString `json:"f60"`
	F61 metav1.Duration `json:"f61"`
}

// Template63 is a random struct.
type Template63 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F64 int `json:"f64"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 int32 `json:"f69,omitempty"`
	F70 []int8 `json:"f70,omitempty,omitzero"`
	F71 *int64 `json:"f71"`
	F72 *uint64 `json:"f72,omitempty"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 uint8 `json:"f74,omitempty"`
	F75 *uint16 `json:"f75,omitzero"`
	F76 metav1.Time `json:"f76"`
	F77 *uint8 `json:"f77,omitempty"`
	// +k8s:selectableField:default="2024-01-02T15:04:05Z",description="The f78 of the kind."
	F78 metav1.Time `json:"f78"`
}

// Labels80 is a declared list or map type.
type Labels80 map[string]string

// Status81 is a random struct.
type Status81 struct {
	F82 Labels83 `json:"f82,omitempty"`
	F84 map[string]string `json:"f84"`
	F85 int16 `json:"f85,omitempty"`
}

// Labels83 is a declared list or map type.
type Labels83 map[string]string

