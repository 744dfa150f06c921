package p1098

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
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.spec.f6[*].f18`
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
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

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f53"
// +k8s:selectableField:jsonPath=".status.f54"
// +k8s:printerColumn:name="Col56",type=integer,jsonPath=`.status.f52`
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.status.f53`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f25.f27[*].f30`
// +k8s:printerColumn:name="Cel59",type=string,expression=`has(self.spec) && has(self.spec.f25) && has(self.spec.f25.f35) ? string(self.spec.f25.f35) : "none"`
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
	Status Status45 `json:"status,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f66.f71"
// +kubebuilder:selectablefield:JSONPath=".status.f96"
// +k8s:schema:index:field="status.f96"
// +kubebuilder:selectablefield:JSONPath=".status.f100"
// +kubebuilder:printcolumn:name="Col110",type="integer",JSONPath=`.spec.f66.f71`,format=int32
// +kubebuilder:printcolumn:name="Col111",type="integer",JSONPath=`.spec.f74`,format=int32
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.status.f97`,priority=1
// +kubebuilder:printcolumn:name="Col113",type="integer",JSONPath=`.status.f99`,description="A column."
// +kubebuilder:printcolumn:name="Col114",type="string",JSONPath=`.status.f101.f104`
// +kubebuilder:printcolumn:name="Col115",type="string",JSONPath=`.spec.f62.app`
// +kubebuilder:printcolumn:name="Col116",type="string",JSONPath=`.status.f77.app`,description="A column."
// +k8s:printerColumn:name="Cel117",type=string,expression=`has(self.status) && has(self.status.f92) && has(self.status.f92.f95) ? self.status.f92.f95 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind60-items
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec61 `json:"spec,omitempty"`
	Status Status76 `json:"status,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3,omitempty"`
	F5 *int8 `json:"f5,omitempty"`
	F6 []Item7 `json:"f6,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Item7 is a random struct.
type Item7 struct {
	F8 *string `json:"f8"`
	F9 List15 `json:"f9"`
	F16 bool `json:"f16,omitempty"`
	F17 *types.UID `json:"f17"`
	F18 uint64 `json:"f18,omitempty"`
	F19 intstr.IntOrString `json:"f19,omitempty"`
	Skipped20 string `json:"-"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 Mode `json:"f11,omitempty"`
	F12 resource.Quantity `json:"f12,omitempty"`
	F13 *int `json:"f13"`
	F14 *uint64 `json:"f14"`
}

// List15 is a declared list or map type.
type List15 []Item10

// Spec23 is a random struct.
type Spec23 struct {
	F24 int64 `json:"f24"`
	F25 S26 `json:"f25"`
	Skipped44 string `json:"-"`
}

// S26 is a random struct.
type S26 struct {
	F27 List31 `json:"f27,omitempty"`
	F32 Template33 `json:"f32"`
	F35 bool `json:"f35"`
	F36 map[string]string `json:"f36"`
	F37 List42 `json:"f37,omitempty"`
	F43 *resource.Quantity `json:"f43"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 *[]int8 `json:"f29,omitempty"`
	F30 resource.Quantity `json:"f30"`
}

// List31 is a declared list or map type.
type List31 []Item28

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 *metav1.Duration `json:"f34"`
}

// Item38 is a random struct.
type Item38 struct {
	F39 *uint16 `json:"f39,omitempty,omitzero"`
	F40 uint32 `json:"f40,omitempty"`
	F41 []byte `json:"f41,omitempty"`
}

// List42 is a declared list or map type.
type List42 []Item38

// Status45 is a random struct.
type Status45 struct {
	F46 *uint16 `json:"f46,omitempty"`
	F47 *Template48 `json:"f47"`
	F52 uint32 `json:"f52,omitempty"`
	F53 *int `json:"f53,omitempty"`
	F54 metav1.Time `json:"f54,omitempty"`
	Skipped55 string `json:"-"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 bool `json:"f51"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 *Template50 `json:"f49,omitempty"`
}

// Spec61 is a random struct.
type Spec61 struct {
	F62 map[string]string `json:"f62"`
	F63 int16 `json:"f63"`
	F64 intstr.IntOrString `json:"f64,omitempty,omitzero"`
	*Inline65 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Inline65 is a random struct.
type Inline65 struct {
	F66 *S67 `json:"f66,omitempty"`
	// +k8s:schema:selectableField
	F74 int16 `json:"f74"`
	Skipped75 string `json:"-"`
}

// S67 is a random struct.
type S67 struct {
	// +k8s:selectableField
	F68 uint32 `json:"f68,omitempty"`
	F69 int16 `json:"f69,omitempty,omitzero"`
	F70 float64 `json:"f70,omitempty"`
	F71 uint16 `json:"f71,omitempty"`
	F72 uint64 `json:"f72,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F73 []byte `json:"f73,omitempty,omitzero"`
}

// Status76 is a random struct.
type Status76 struct {
	F77 Labels78 `json:"f77,omitempty"`
	F79 List90 `json:"f79,omitempty"`
	F91 []byte `json:"f91"`
	F92 S93 `json:"f92,omitempty"`
	F96 Mode `json:"f96"`
	F97 metav1.Duration `json:"f97,omitempty"`
	Inline98 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels78 is a declared list or map type.
type Labels78 map[string]string

// Item80 is a random struct.
type Item80 struct {
	F81 float32 `json:"f81"`
	F82 uint8 `json:"f82"`
	F83 *uint32 `json:"f83,omitempty"`
	F84 metav1.MicroTime `json:"f84,omitzero"`
	Skipped85 string `json:"-"`
	Inline86 `json:",inline"`
}

// Inline86 is a random struct.
type Inline86 struct {
	F87 *int16 `json:"f87,omitzero"`
	F88 uint16 `json:"f88"`
	F89 metav1.Time `json:"f89,omitempty"`
}

// List90 is a declared list or map type.
type List90 []Item80

// S93 is a random struct.
type S93 struct {
	F94 map[string]string `json:"f94,omitempty"`
	F95 *string `json:"f95,omitempty"`
}

// Inline98 is a random struct.
type Inline98 struct {
	F99 int16 `json:"f99,omitempty"`
	F100 []byte `json:"f100,omitempty"`
	F101 S102 `json:"f101"`
	F109 metav1.MicroTime `json:"f109,omitempty"`
}

// S102 is a random struct.
type S102 struct {
	F103 *resource.Quantity `json:"f103"`
	F104 *uint64 `json:"f104,omitempty"`
	F105 uint32 `json:"f105,omitzero"`
	F106 int32 `json:"f106,omitempty"`
	F107 int16 `json:"f107,omitempty"`
	F108 metav1.Time `json:"f108,omitempty"`
}

