package p1385

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
// +kubebuilder:selectablefield:JSONPath=".spec.f7"
// +k8s:schema:index:field="spec.f7"
// +kubebuilder:selectablefield:JSONPath=".spec.f11"
// +kubebuilder:selectablefield:JSONPath=".status.f14"
// +kubebuilder:printcolumn:name="Col26",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f7`,format=int32
// +kubebuilder:printcolumn:name="Col28",type="integer",JSONPath=`.spec.f9`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.status.f13`,priority=1
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.status.f25`,priority=1
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.status.f18.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:printcolumn:name="Dup32",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup32",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status12 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind33 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f36",default="2024-01-02T15:04:05Z"
// +kubebuilder:selectablefield:JSONPath=".spec.f37.f42"
// +k8s:selectableField:jsonPath=".spec.f37.f43",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f48.f50"
// +k8s:schema:index:field="spec.f48.f50"
// +kubebuilder:printcolumn:name="Col107",type="date",JSONPath=`.spec.f37.f39`
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.spec.f37.f40`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col109",type="string",JSONPath=`.spec.f37.f41`
// +kubebuilder:printcolumn:name="Col110",type="integer",JSONPath=`.spec.f47`
// +kubebuilder:printcolumn:name="Col111",type="integer",JSONPath=`.spec.f48.f51`,priority=1
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.spec.f48.f54`,priority=1
// +kubebuilder:printcolumn:name="Col113",type="boolean",JSONPath=`.spec.f48.f57`,description="A column."
// +kubebuilder:printcolumn:name="Col114",type="date",JSONPath=`.spec.f48.f61`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col115",type="integer",JSONPath=`.spec.f48.f62`,format=int32
// +kubebuilder:printcolumn:name="Col116",type="boolean",JSONPath=`.status.f64`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col117",type="string",JSONPath=`.status.f85`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind33
// +kubebuilder:printcolumn:name="Dup118",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup118",type="string",JSONPath=`.metadata.name`
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec34 `json:"spec,omitempty"`
	Status Status63 `json:"status,omitempty"`
}

// Kind33List is a list of Kind33.
//
// +kubebuilder:object:root=true
type Kind33List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind33 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Time `json:"f3"`
	F4 float64 `json:"f4,omitempty,omitzero"`
	F5 uint32 `json:"f5,omitempty,omitzero"`
	F6 *int32 `json:"f6,omitempty"`
	F7 *int32 `json:"f7"`
	*Inline8 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 *int16 `json:"f9,omitempty"`
	F10 []int8 `json:"f10"`
	F11 *uint32 `json:"f11"`
}

// Status12 is a random struct.
type Status12 struct {
	F13 *intstr.IntOrString `json:"f13,omitempty"`
	F14 *int32 `json:"f14"`
	// +k8s:schema:selectableField:trigger=true
	F15 *int `json:"f15"`
	F16 *metav1.MicroTime `json:"f16"`
	F17 metav1.MicroTime `json:"f17,omitzero"`
	F18 map[string]string `json:"f18"`
	Inline19 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 Template21 `json:"f20"`
	// +k8s:selectableField:description="The f23 of the kind."
	F23 *metav1.MicroTime `json:"f23"`
	// +k8s:schema:selectableField
	F24 uint64 `json:"f24,omitempty"`
	F25 *intstr.IntOrString `json:"f25,omitempty,omitzero"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 int32 `json:"f22,omitempty"`
}

// Spec34 is a random struct.
type Spec34 struct {
	F35 *uint64 `json:"f35,omitempty"`
	F36 metav1.Time `json:"f36,omitempty"`
	F37 *S38 `json:"f37"`
	F47 uint8 `json:"f47"`
	F48 S49 `json:"f48,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S38 is a random struct.
type S38 struct {
	F39 *metav1.Time `json:"f39"`
	// +k8s:schema:selectableField:default="1h0m0s"
	F40 metav1.Duration `json:"f40,omitempty"`
	F41 *string `json:"f41,omitempty"`
	F42 int8 `json:"f42,omitempty"`
	F43 *int32 `json:"f43,omitempty"`
	F44 *Template45 `json:"f44,omitempty"`
}

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 int32 `json:"f46,omitempty"`
}

// S49 is a random struct.
type S49 struct {
	F50 int32 `json:"f50,omitempty,omitzero"`
	F51 int16 `json:"f51,omitzero"`
	F52 *uint8 `json:"f52,omitempty"`
	F53 string `json:"f53,omitempty"`
	// +k8s:schema:selectableField:default="fast"
	F54 *Mode `json:"f54,omitempty"`
	Skipped55 string `json:"-"`
	*Inline56 `json:",inline"`
}

// Inline56 is a random struct.
type Inline56 struct {
	F57 *bool `json:"f57"`
	F58 bool `json:"f58"`
	F59 *metav1.Duration `json:"f59"`
	F60 *int64 `json:"f60,omitempty"`
	F61 *metav1.MicroTime `json:"f61,omitempty"`
	F62 uint8 `json:"f62"`
}

// Status63 is a random struct.
type Status63 struct {
	F64 bool `json:"f64"`
	F65 List76 `json:"f65,omitempty"`
	F77 Template78 `json:"f77,omitempty"`
	F84 *bool `json:"f84,omitempty"`
	F85 *Mode `json:"f85"`
	F86 List106 `json:"f86,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 S68 `json:"f67"`
	F75 map[string]string `json:"f75"`
}

// S68 is a random struct.
type S68 struct {
	F69 *metav1.Duration `json:"f69,omitempty"`
	F70 *int64 `json:"f70,omitempty"`
	F71 *uint64 `json:"f71,omitempty"`
	F72 int8 `json:"f72,omitempty"`
	F73 uint8 `json:"f73,omitempty"`
	F74 *metav1.MicroTime `json:"f74,omitempty"`
}

// List76 is a declared list or map type.
type List76 []Item66

// Item80 is a random struct.
type Item80 struct {
	F81 []int8 `json:"f81,omitempty"`
	F82 uint32 `json:"f82"`
}

// List83 is a declared list or map type.
type List83 []Item80

// Template78 is a random struct.
type Template78 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F79 List83 `json:"f79,omitempty"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 map[string]string `json:"f88,omitempty"`
	F89 *intstr.IntOrString `json:"f89"`
	F90 Labels91 `json:"f90"`
	F92 []Item93 `json:"f92"`
	F98 S99 `json:"f98"`
	F105 *[]int8 `json:"f105"`
}

// Labels91 is a declared list or map type.
type Labels91 map[string]string

// Item93 is a random struct.
type Item93 struct {
	F94 *int8 `json:"f94,omitempty"`
	F95 int64 `json:"f95"`
	F96 *intstr.IntOrString `json:"f96"`
	F97 *uint32 `json:"f97"`
}

// S99 is a random struct.
type S99 struct {
	F100 uint64 `json:"f100,omitempty"`
	F101 bool `json:"f101,omitempty"`
	F102 *resource.Quantity `json:"f102,omitzero"`
	F103 []byte `json:"f103,omitempty"`
	F104 *metav1.MicroTime `json:"f104,omitempty"`
}

// List106 is a declared list or map type.
type List106 []Item87

