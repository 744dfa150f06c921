package p1289

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
// +k8s:printerColumn:name="Col9",type=string,jsonPath=`.spec.f3`,priority=1
// +genclient:nonNamespaced
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

// Kind10 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f13",trigger=true
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.spec.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col48",type="number",JSONPath=`.spec.f14`,priority=1
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f15`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f26[*].f34`
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind10 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec11 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
}

// Kind10List is a list of Kind10.
//
// +kubebuilder:object:root=true
type Kind10List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind10 `json:"items"`
}

// Kind51 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f53.f58"
// +k8s:selectableField:jsonPath=".spec.f73"
// +k8s:schema:selectableField:jsonPath=".status.f83",description="The f83 of the kind.",indexed=true
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.spec.f53.f60`
// +k8s:printerColumn:name="Col106",type=integer,jsonPath=`.spec.f53.f64`,description="A column."
// +k8s:printerColumn:name="Col107",type=string,jsonPath=`.spec.f73`
// +k8s:printerColumn:name="Col108",type=integer,jsonPath=`.status.f94.f96`,priority=1,format=int32
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.spec.f78.app`
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f99.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.status.f101[0].f104`,description="A column."
// +k8s:printerColumn:name="Cel112",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:resource:path=kind51-items
type Kind51 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec52 `json:"spec,omitempty"`
	Status Status81 `json:"status,omitempty"`
}

// Kind51List is a list of Kind51.
//
// +kubebuilder:object:root=true
type Kind51List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind51 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.Duration `json:"f3,omitempty"`
	F4 Labels5 `json:"f4,omitempty"`
	F6 Template7 `json:"f6,omitempty"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *int8 `json:"f8,omitempty"`
}

// Spec11 is a random struct.
type Spec11 struct {
	F12 *int `json:"f12"`
	F13 uint16 `json:"f13"`
	F14 *float64 `json:"f14,omitempty"`
	F15 Mode `json:"f15"`
	Skipped16 string `json:"-"`
}

// Status17 is a random struct.
type Status17 struct {
	F18 Template19 `json:"f18,omitempty"`
	F26 []Item27 `json:"f26"`
	F35 List45 `json:"f35,omitempty"`
	Skipped46 string `json:"-"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 uint16 `json:"f22,omitempty,omitzero"`
	F23 *Mode `json:"f23,omitempty,omitzero"`
	F24 metav1.Duration `json:"f24"`
	Skipped25 string `json:"-"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 []Item21 `json:"f20"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 Template29 `json:"f28"`
	F31 *string `json:"f31,omitempty"`
	F32 *int32 `json:"f32"`
	F33 metav1.Time `json:"f33,omitempty"`
	F34 []byte `json:"f34"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 []byte `json:"f30,omitempty"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 Template38 `json:"f37,omitempty"`
	F40 *float64 `json:"f40,omitempty"`
	F41 *uint64 `json:"f41,omitempty"`
	Inline42 `json:",inline"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 int `json:"f39,omitempty"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 *int8 `json:"f43"`
	F44 *uint32 `json:"f44,omitempty"`
}

// List45 is a declared list or map type.
type List45 []Item36

// Spec52 is a random struct.
type Spec52 struct {
	F53 *S54 `json:"f53"`
	F65 uint8 `json:"f65,omitempty"`
	F66 *Template67 `json:"f66,omitempty"`
	F73 *types.UID `json:"f73"`
	*Inline74 `json:",inline"`
}

// S54 is a random struct.
type S54 struct {
	F55 Template56 `json:"f55"`
	F58 Mode `json:"f58"`
	F59 metav1.Duration `json:"f59"`
	F60 resource.Quantity `json:"f60,omitempty"`
	F61 *Template62 `json:"f61"`
	F64 int32 `json:"f64,omitempty"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 types.UID `json:"f57"`
}

// Template62 is a random struct.
type Template62 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F63 *[]int8 `json:"f63,omitempty,omitzero"`
}

// S69 is a random struct.
type S69 struct {
	F70 *intstr.IntOrString `json:"f70,omitempty"`
	F71 int32 `json:"f71,omitempty,omitzero"`
	F72 int64 `json:"f72,omitempty,omitzero"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 S69 `json:"f68,omitempty"`
}

// Inline74 is a random struct.
type Inline74 struct {
	F75 *uint64 `json:"f75,omitzero"`
	F76 int `json:"f76,omitzero"`
	F77 *int32 `json:"f77,omitempty"`
	F78 map[string]string `json:"f78"`
	F79 int32 `json:"f79"`
	F80 types.UID `json:"f80,omitempty"`
}

// Status81 is a random struct.
type Status81 struct {
	F82 map[string]string `json:"f82,omitempty"`
	F83 int `json:"f83"`
	F84 List93 `json:"f84"`
	F94 S95 `json:"f94"`
	F99 Labels100 `json:"f99"`
	F101 []Item102 `json:"f101"`
}

// Item85 is a random struct.
type Item85 struct {
	F86 int64 `json:"f86"`
	F87 uint32 `json:"f87"`
	F88 *string `json:"f88"`
	F89 *[]int8 `json:"f89,omitempty"`
	*Inline90 `json:",inline"`
}

// Inline90 is a random struct.
type Inline90 struct {
	F91 *bool `json:"f91"`
	F92 []byte `json:"f92,omitempty"`
}

// List93 is a declared list or map type.
type List93 []Item85

// S95 is a random struct.
type S95 struct {
	// +k8s:schema:selectableField
	F96 uint32 `json:"f96,omitzero"`
	F97 []byte `json:"f97,omitempty"`
	Skipped98 string `json:"-"`
}

// Labels100 is a declared list or map type.
type Labels100 map[string]string

// Item102 is a random struct.
type Item102 struct {
	F103 *metav1.Time `json:"f103,omitempty"`
	F104 []byte `json:"f104,omitempty"`
}

