package p1421

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
// +k8s:schema:selectableField:jsonPath=".spec.f8"
// +k8s:schema:selectableField:jsonPath=".status.f14.f17",trigger=true
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.spec.f8`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f9`,description="A column."
// +k8s:printerColumn:name="Col50",type=date,jsonPath=`.spec.f10`,priority=1,description="A column."
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f14.f17`,priority=1
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f14.f20`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f14.f21`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.status.f22.f25`,priority=1
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.status.f22.f26[*].f28`
// +k8s:printerColumn:name="Cel56",type=string,expression=`has(self.spec) && has(self.spec.f8) ? self.spec.f8 : "none"`
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

// Kind57 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f82",default="2"
// +k8s:schema:selectableField:jsonPath=".status.f83.f92",default="5"
// +k8s:printerColumn:name="Col111",type=integer,jsonPath=`.status.f82`
// +k8s:printerColumn:name="Col112",type=number,jsonPath=`.status.f83.f91`
// +k8s:printerColumn:name="Col113",type=integer,jsonPath=`.status.f83.f92`,format=int32
// +k8s:printerColumn:name="Col114",type=integer,jsonPath=`.status.f83.f93`,priority=1
// +k8s:printerColumn:name="Col115",type=string,jsonPath=`.status.f96`
// +k8s:printerColumn:name="Col116",type=string,jsonPath=`.spec.f60[*].f72`,priority=1
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.spec.f60[0].f72`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.spec.f60[?(@.f70==1)].f72`,description="A column."
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.status.f83.f86[*].f88`
// +k8s:printerColumn:name="Col120",type=string,jsonPath=`.status.f83.f86[0].f88`
// +k8s:printerColumn:name="Col121",type=string,jsonPath=`.status.f97[0].f104`
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.status.f97[?(@.f105==true)].f104`
// +k8s:printerColumn:name="Cel123",type=string,expression=`has(self.status) && has(self.status.f83) && has(self.status.f83.f85) ? string(self.status.f83.f85) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec58 `json:"spec,omitempty"`
	Status Status81 `json:"status,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3,omitempty"`
	F6 types.UID `json:"f6,omitzero"`
	*Inline7 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *string `json:"f5,omitempty"`
}

// Inline7 is a random struct.
type Inline7 struct {
	F8 *string `json:"f8,omitempty"`
	F9 uint64 `json:"f9,omitempty"`
	F10 metav1.MicroTime `json:"f10,omitempty"`
	F11 Labels12 `json:"f11"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Status13 is a random struct.
type Status13 struct {
	F14 S15 `json:"f14"`
	F22 S23 `json:"f22,omitempty"`
	// +k8s:schema:selectableField:description="The f34 of the kind."
	F34 bool `json:"f34,omitempty"`
	F35 *Template36 `json:"f35,omitempty"`
	F38 map[string]string `json:"f38,omitempty"`
	*Inline39 `json:",inline"`
}

// S15 is a random struct.
type S15 struct {
	// +k8s:schema:selectableField:default="1h0m0s"
	F16 metav1.Duration `json:"f16"`
	F17 Mode `json:"f17"`
	F18 *resource.Quantity `json:"f18,omitempty"`
	Inline19 `json:",inline"`
}

// Inline19 is a random struct.
type Inline19 struct {
	// +k8s:schema:selectableField:indexed=true
	F20 intstr.IntOrString `json:"f20,omitempty"`
	// +k8s:schema:selectableField:description="The f21 of the kind."
	F21 *uint64 `json:"f21,omitempty"`
}

// S23 is a random struct.
type S23 struct {
	F24 uint64 `json:"f24,omitempty"`
	F25 *types.UID `json:"f25,omitempty"`
	F26 []Item27 `json:"f26"`
	Skipped33 string `json:"-"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 []int8 `json:"f28"`
	F29 int16 `json:"f29"`
	F30 *uint64 `json:"f30"`
	F31 float32 `json:"f31"`
	F32 string `json:"f32"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 types.UID `json:"f37,omitempty"`
}

// Inline39 is a random struct.
type Inline39 struct {
	F40 []Item41 `json:"f40,omitempty"`
	F46 *float64 `json:"f46"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 *metav1.Time `json:"f42,omitempty"`
	F43 *int32 `json:"f43"`
	F44 *resource.Quantity `json:"f44"`
	F45 *float64 `json:"f45"`
}

// Spec58 is a random struct.
type Spec58 struct {
	F59 *int8 `json:"f59,omitempty,omitzero"`
	F60 []Item61 `json:"f60,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item61 is a random struct.
type Item61 struct {
	F62 []Item63 `json:"f62,omitempty"`
	F69 *int8 `json:"f69"`
	F70 int32 `json:"f70"`
	F71 *bool `json:"f71"`
	F72 types.UID `json:"f72"`
	F73 float32 `json:"f73,omitempty,omitzero"`
	Inline74 `json:",inline"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 []byte `json:"f64"`
	F65 *string `json:"f65,omitempty"`
	F66 metav1.MicroTime `json:"f66,omitempty"`
	F67 int32 `json:"f67,omitempty"`
	F68 uint64 `json:"f68,omitempty"`
}

// Inline74 is a random struct.
type Inline74 struct {
	F75 uint32 `json:"f75"`
	F76 intstr.IntOrString `json:"f76,omitzero"`
	F77 types.UID `json:"f77,omitempty"`
	F78 Mode `json:"f78"`
	F79 types.UID `json:"f79,omitempty,omitzero"`
	Skipped80 string `json:"-"`
}

// Status81 is a random struct.
type Status81 struct {
	F82 *int16 `json:"f82"`
	F83 *S84 `json:"f83,omitempty"`
	F94 *metav1.Duration `json:"f94"`
	F95 int16 `json:"f95,omitempty,omitzero"`
	F96 *types.UID `json:"f96,omitempty"`
	F97 List110 `json:"f97,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S84 is a random struct.
type S84 struct {
	F85 *int `json:"f85,omitempty"`
	F86 List90 `json:"f86,omitempty"`
	F91 float64 `json:"f91,omitempty"`
	F92 *uint8 `json:"f92"`
	F93 int8 `json:"f93"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 []byte `json:"f88,omitempty"`
	F89 int8 `json:"f89"`
}

// List90 is a declared list or map type.
type List90 []Item87

// Item98 is a random struct.
type Item98 struct {
	F99 Template100 `json:"f99,omitempty"`
	F102 *metav1.Time `json:"f102,omitempty"`
	F103 float32 `json:"f103,omitempty"`
	F104 metav1.Duration `json:"f104"`
	F105 bool `json:"f105,omitempty"`
	F106 *Template107 `json:"f106"`
	Skipped109 string `json:"-"`
}

// Template100 is a random struct.
type Template100 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F101 int8 `json:"f101"`
}

// Template107 is a random struct.
type Template107 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F108 int64 `json:"f108,omitempty"`
}

// List110 is a declared list or map type.
type List110 []Item98

