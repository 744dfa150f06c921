package p1283

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
// +k8s:schema:selectableField:jsonPath=".status.f26",description="The f26 of the kind."
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col28",type="boolean",JSONPath=`.status.f20`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.status.f26`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.status.f6.f10[*].f13`
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.status.f6.f10[0].f13`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.status.f25.app`
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
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
// +kubebuilder:selectablefield:JSONPath=".spec.f51"
// +k8s:selectableField:jsonPath=".status.f63.f75",default="false"
// +k8s:selectableField:jsonPath=".status.f63.f78",description="The f78 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f82.f94.f98"
// +kubebuilder:selectablefield:JSONPath=".status.f82.f94.f101"
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.spec.f35`,description="A column."
// +kubebuilder:printcolumn:name="Col107",type="string",JSONPath=`.spec.f61`
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.status.f63.f65`,priority=1
// +kubebuilder:printcolumn:name="Col109",type="boolean",JSONPath=`.status.f63.f75`
// +kubebuilder:printcolumn:name="Col110",type="string",JSONPath=`.status.f63.f76`
// +kubebuilder:printcolumn:name="Col111",type="integer",JSONPath=`.status.f63.f78`
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.status.f80`
// +kubebuilder:printcolumn:name="Col113",type="string",JSONPath=`.status.f82.f94.f98`
// +kubebuilder:printcolumn:name="Col114",type="string",JSONPath=`.spec.f36[*].f38`
// +kubebuilder:printcolumn:name="Col115",type="string",JSONPath=`.spec.f36[?(@.f38=="fast")].f38`
// +kubebuilder:printcolumn:name="Col116",type="string",JSONPath=`.spec.f52.f55[0].f60`,priority=1,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind33
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec34 `json:"spec,omitempty"`
	Status Status62 `json:"status,omitempty"`
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
	// +k8s:selectableField
	F3 uint16 `json:"f3,omitzero"`
	F4 *int16 `json:"f4,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 *S7 `json:"f6,omitempty"`
	// +k8s:schema:selectableField
	F20 bool `json:"f20,omitempty"`
	F21 Template22 `json:"f21,omitempty"`
	F25 map[string]string `json:"f25,omitempty"`
	F26 *string `json:"f26,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 Labels9 `json:"f8"`
	F10 List17 `json:"f10"`
	F18 int `json:"f18,omitempty,omitzero"`
	F19 *float32 `json:"f19,omitempty"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Item11 is a random struct.
type Item11 struct {
	F12 int64 `json:"f12,omitzero"`
	F13 resource.Quantity `json:"f13,omitzero"`
	F14 *int `json:"f14,omitempty"`
	F15 uint64 `json:"f15,omitempty,omitzero"`
	F16 intstr.IntOrString `json:"f16"`
}

// List17 is a declared list or map type.
type List17 []Item11

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 Labels24 `json:"f23,omitempty"`
}

// Spec34 is a random struct.
type Spec34 struct {
	F35 *metav1.Duration `json:"f35,omitempty,omitzero"`
	F36 List50 `json:"f36"`
	F51 metav1.MicroTime `json:"f51,omitzero"`
	F52 S53 `json:"f52,omitempty"`
	F61 resource.Quantity `json:"f61"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 Mode `json:"f38,omitempty"`
	F39 Template40 `json:"f39,omitempty"`
	F42 Labels43 `json:"f42,omitempty"`
	F44 int8 `json:"f44,omitzero"`
	Inline45 `json:",inline"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 float32 `json:"f41"`
}

// Labels43 is a declared list or map type.
type Labels43 map[string]string

// Inline45 is a random struct.
type Inline45 struct {
	F46 intstr.IntOrString `json:"f46"`
	F47 bool `json:"f47"`
	F48 *string `json:"f48"`
	F49 *[]int8 `json:"f49,omitempty"`
}

// List50 is a declared list or map type.
type List50 []Item37

// S53 is a random struct.
type S53 struct {
	F54 intstr.IntOrString `json:"f54"`
	F55 []Item56 `json:"f55"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 *[]int8 `json:"f57"`
	F58 *metav1.MicroTime `json:"f58,omitzero"`
	F59 *metav1.Duration `json:"f59"`
	F60 Mode `json:"f60"`
}

// Status62 is a random struct.
type Status62 struct {
	F63 S64 `json:"f63"`
	F80 resource.Quantity `json:"f80"`
	F81 uint64 `json:"f81"`
	F82 S83 `json:"f82"`
	F102 *metav1.Duration `json:"f102"`
	F103 Template104 `json:"f103"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S64 is a random struct.
type S64 struct {
	// +k8s:selectableField:default="1h0m0s",trigger=true
	F65 metav1.Duration `json:"f65,omitempty"`
	F66 List74 `json:"f66,omitempty"`
	F75 bool `json:"f75"`
	F76 resource.Quantity `json:"f76,omitempty"`
	F77 *int16 `json:"f77,omitempty,omitzero"`
	F78 int32 `json:"f78,omitempty"`
	Skipped79 string `json:"-"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 *metav1.Duration `json:"f68"`
	F69 *float64 `json:"f69,omitzero"`
	F70 float64 `json:"f70,omitempty"`
	F71 int8 `json:"f71"`
	F72 int32 `json:"f72"`
	F73 int16 `json:"f73,omitempty"`
}

// List74 is a declared list or map type.
type List74 []Item67

// S83 is a random struct.
type S83 struct {
	F84 List93 `json:"f84"`
	F94 S95 `json:"f94,omitempty"`
}

// Item85 is a random struct.
type Item85 struct {
	F86 int8 `json:"f86"`
	F87 *int16 `json:"f87"`
	F88 float32 `json:"f88,omitzero"`
	F89 uint16 `json:"f89,omitzero"`
	F90 *int64 `json:"f90,omitempty"`
	F91 metav1.MicroTime `json:"f91"`
	Skipped92 string `json:"-"`
}

// List93 is a declared list or map type.
type List93 []Item85

// S95 is a random struct.
type S95 struct {
	F96 int32 `json:"f96"`
	F97 float32 `json:"f97,omitempty"`
	F98 types.UID `json:"f98"`
	F99 *string `json:"f99,omitempty"`
	F100 int16 `json:"f100,omitempty"`
	F101 []byte `json:"f101,omitempty"`
}

// Template104 is a random struct.
type Template104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F105 float32 `json:"f105,omitempty"`
}

