package p1222

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
// +k8s:schema:selectableField:jsonPath=".status.f15.f24",description="The f24 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f15.f30"
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.status.f14`
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f15.f17`,format=int32
// +k8s:printerColumn:name="Col37",type=integer,jsonPath=`.status.f15.f24`,priority=1
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.status.f15.f29`
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.status.f15.f30`,format=int32
// +k8s:printerColumn:name="Cel40",type=string,expression=`has(self.spec) && has(self.spec.f3) ? self.spec.f3 : "none"`
// +k8s:subresource:status
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

// Kind41 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f65",trigger=true
// +kubebuilder:printcolumn:name="Col74",type="boolean",JSONPath=`.spec.f62`
// +kubebuilder:printcolumn:name="Col75",type="number",JSONPath=`.spec.f64`
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f67`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f53[*].f55`
// +kubebuilder:printcolumn:name="Col78",type="string",JSONPath=`.spec.f53[0].f55`
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f53[?(@.f55=="x")].f55`
// +k8s:resource:path=kind41-items
type Kind41 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec42 `json:"spec,omitempty"`
}

// Kind41List is a list of Kind41.
//
// +kubebuilder:object:root=true
type Kind41List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind41 `json:"items"`
}

// Kind80 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col107",type=string,jsonPath=`.spec.f83`
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.status.f87`
// +k8s:printerColumn:name="Cel109",type=string,expression=`has(self.status) && has(self.status.f87) ? self.status.f87 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind80z,singular=kind80
type Kind80 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec81 `json:"spec,omitempty"`
	Status Status86 `json:"status,omitempty"`
}

// Kind80List is a list of Kind80.
//
// +kubebuilder:object:root=true
type Kind80List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind80 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 string `json:"f3,omitempty"`
	F4 *int64 `json:"f4"`
	F5 *float64 `json:"f5,omitempty"`
	F6 Template7 `json:"f6,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 bool `json:"f10,omitempty"`
	F11 Mode `json:"f11"`
}

// List12 is a declared list or map type.
type List12 []Item9

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 List12 `json:"f8,omitempty"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 []byte `json:"f14,omitempty,omitzero"`
	F15 S16 `json:"f15"`
	Skipped34 string `json:"-"`
}

// S16 is a random struct.
type S16 struct {
	F17 *int64 `json:"f17"`
	F18 List23 `json:"f18,omitempty"`
	F24 uint16 `json:"f24,omitempty"`
	F25 *Template26 `json:"f25"`
	Inline28 `json:",inline"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 int8 `json:"f20,omitempty"`
	F21 float32 `json:"f21,omitempty"`
	F22 *bool `json:"f22,omitempty"`
}

// List23 is a declared list or map type.
type List23 []Item19

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 *float64 `json:"f27"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 int64 `json:"f29"`
	F30 *int64 `json:"f30"`
	F31 *resource.Quantity `json:"f31"`
	F32 *resource.Quantity `json:"f32,omitempty"`
	F33 *int64 `json:"f33"`
}

// Spec42 is a random struct.
type Spec42 struct {
	F43 *Template44 `json:"f43,omitempty"`
	F53 List61 `json:"f53,omitempty"`
	// +k8s:schema:selectableField:default="false"
	F62 bool `json:"f62,omitempty"`
	Inline63 `json:",inline"`
}

// S46 is a random struct.
type S46 struct {
	F47 metav1.MicroTime `json:"f47"`
	F48 *float64 `json:"f48"`
	F49 []int8 `json:"f49,omitempty,omitzero"`
	F50 *float32 `json:"f50,omitempty"`
	F51 Mode `json:"f51,omitempty"`
	F52 []int8 `json:"f52"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 *S46 `json:"f45,omitempty"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 string `json:"f55"`
	F56 Labels57 `json:"f56,omitempty"`
	F58 Labels59 `json:"f58,omitempty"`
	F60 uint64 `json:"f60"`
}

// Labels57 is a declared list or map type.
type Labels57 map[string]string

// Labels59 is a declared list or map type.
type Labels59 map[string]string

// List61 is a declared list or map type.
type List61 []Item54

// Inline63 is a random struct.
type Inline63 struct {
	F64 float64 `json:"f64"`
	F65 *intstr.IntOrString `json:"f65"`
	F66 *[]int8 `json:"f66"`
	F67 intstr.IntOrString `json:"f67,omitempty,omitzero"`
	F68 Template69 `json:"f68"`
	*Inline71 `json:",inline"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 float32 `json:"f70,omitempty"`
}

// Inline71 is a random struct.
type Inline71 struct {
	// +k8s:selectableField:description="The f72 of the kind.",indexed=true
	F72 int32 `json:"f72,omitempty"`
	F73 metav1.Duration `json:"f73,omitempty"`
}

// Spec81 is a random struct.
type Spec81 struct {
	// +k8s:schema:selectableField
	F82 string `json:"f82,omitempty,omitzero"`
	// +k8s:selectableField
	F83 string `json:"f83,omitempty"`
	F84 int `json:"f84,omitempty"`
	F85 *uint32 `json:"f85"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status86 is a random struct.
type Status86 struct {
	F87 Mode `json:"f87,omitempty"`
	F88 []Item89 `json:"f88,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item89 is a random struct.
type Item89 struct {
	F90 []Item91 `json:"f90,omitempty"`
	F95 Template96 `json:"f95"`
	F98 Labels99 `json:"f98"`
	F100 Labels101 `json:"f100"`
	F102 List106 `json:"f102"`
}

// Item91 is a random struct.
type Item91 struct {
	F92 intstr.IntOrString `json:"f92"`
	F93 int8 `json:"f93,omitzero"`
	Skipped94 string `json:"-"`
}

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 uint64 `json:"f97"`
}

// Labels99 is a declared list or map type.
type Labels99 map[string]string

// Labels101 is a declared list or map type.
type Labels101 map[string]string

// Item103 is a random struct.
type Item103 struct {
	F104 uint32 `json:"f104,omitempty"`
	F105 *resource.Quantity `json:"f105,omitempty"`
}

// List106 is a declared list or map type.
type List106 []Item103

