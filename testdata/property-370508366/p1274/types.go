package p1274

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f5"
// +k8s:schema:selectableField:jsonPath=".spec.f25.f29",description="The f29 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f25.f30",description="The f30 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f59",default="2"
// +kubebuilder:printcolumn:name="Col61",type="date",JSONPath=`.spec.f25.f28`,description="A column."
// +kubebuilder:printcolumn:name="Col62",type="integer",JSONPath=`.spec.f25.f30`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.spec.f25.f31`,format=int32
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f50.f52`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f55`
// +kubebuilder:printcolumn:name="Col66",type="integer",JSONPath=`.status.f59`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f33[*].f35`,priority=1
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status46 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f71.f73.f76",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f71.f83"
// +k8s:schema:selectableField:jsonPath=".status.f104",description="The f104 of the kind.",indexed=true
// +k8s:printerColumn:name="Col113",type=integer,jsonPath=`.spec.f71.f78`
// +k8s:printerColumn:name="Col114",type=string,jsonPath=`.spec.f71.f83`
// +k8s:printerColumn:name="Col115",type=integer,jsonPath=`.spec.f90`,priority=1
// +k8s:printerColumn:name="Col116",type=integer,jsonPath=`.status.f101`,format=int32
// +k8s:printerColumn:name="Col117",type=integer,jsonPath=`.status.f102`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.status.f104`
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.status.f112`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec70 `json:"spec,omitempty"`
	Status Status94 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3"`
	F22 float64 `json:"f22,omitempty"`
	Skipped23 string `json:"-"`
	Inline24 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate68 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 int64 `json:"f5"`
	F6 Template7 `json:"f6"`
	F9 List17 `json:"f9"`
	F18 *resource.Quantity `json:"f18,omitempty"`
	F19 Template20 `json:"f19,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *intstr.IntOrString `json:"f8"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 bool `json:"f11,omitempty,omitzero"`
	F12 []byte `json:"f12"`
	F13 uint32 `json:"f13,omitempty"`
	F14 types.UID `json:"f14,omitempty,omitzero"`
	F15 uint8 `json:"f15,omitzero"`
	Skipped16 string `json:"-"`
}

// List17 is a declared list or map type.
type List17 []Item10

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *metav1.Duration `json:"f21"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 S26 `json:"f25,omitempty"`
	F33 List42 `json:"f33"`
	F43 Labels44 `json:"f43"`
	F45 *int64 `json:"f45,omitempty"`
}

// S26 is a random struct.
type S26 struct {
	F27 float32 `json:"f27,omitempty"`
	F28 *metav1.MicroTime `json:"f28,omitzero"`
	F29 int64 `json:"f29,omitempty"`
	F30 int16 `json:"f30,omitempty"`
	// +k8s:selectableField:trigger=true
	F31 uint8 `json:"f31,omitempty"`
	Skipped32 string `json:"-"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 Mode `json:"f35,omitzero"`
	F36 uint16 `json:"f36"`
	F37 intstr.IntOrString `json:"f37"`
	F38 string `json:"f38,omitempty"`
	F39 uint8 `json:"f39,omitempty"`
	F40 *uint64 `json:"f40"`
	Skipped41 string `json:"-"`
}

// List42 is a declared list or map type.
type List42 []Item34

// Labels44 is a declared list or map type.
type Labels44 map[string]string

// Status46 is a random struct.
type Status46 struct {
	F47 []int8 `json:"f47,omitempty,omitzero"`
	F48 float32 `json:"f48"`
	Inline49 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 S51 `json:"f50"`
	F55 string `json:"f55,omitempty,omitzero"`
	F56 Template57 `json:"f56,omitempty"`
	F59 int16 `json:"f59,omitzero"`
	F60 uint32 `json:"f60,omitempty,omitzero"`
}

// S51 is a random struct.
type S51 struct {
	F52 *[]int8 `json:"f52,omitempty"`
	F53 uint16 `json:"f53"`
	F54 int `json:"f54,omitempty"`
}

// Template57 is a random struct.
type Template57 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F58 *float32 `json:"f58,omitempty"`
}

// PodTemplate68 is a random struct.
type PodTemplate68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec70 is a random struct.
type Spec70 struct {
	F71 *S72 `json:"f71,omitempty"`
	F84 float64 `json:"f84"`
	F85 List89 `json:"f85"`
	// +k8s:schema:selectableField:description="The f90 of the kind."
	F90 int8 `json:"f90,omitempty"`
	F91 Template92 `json:"f91,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S72 is a random struct.
type S72 struct {
	F73 S74 `json:"f73,omitempty"`
	F78 int `json:"f78,omitempty"`
	*Inline79 `json:",inline"`
}

// S74 is a random struct.
type S74 struct {
	F75 int64 `json:"f75"`
	F76 *int `json:"f76"`
	F77 []int8 `json:"f77,omitempty"`
}

// Inline79 is a random struct.
type Inline79 struct {
	F80 []int8 `json:"f80"`
	F81 intstr.IntOrString `json:"f81,omitempty"`
	F82 uint16 `json:"f82,omitempty"`
	F83 Mode `json:"f83"`
}

// Item86 is a random struct.
type Item86 struct {
	F87 int32 `json:"f87,omitempty"`
	F88 metav1.Time `json:"f88,omitempty"`
}

// List89 is a declared list or map type.
type List89 []Item86

// Template92 is a random struct.
type Template92 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F93 *Mode `json:"f93"`
}

// Status94 is a random struct.
type Status94 struct {
	F95 List100 `json:"f95"`
	F101 *uint8 `json:"f101"`
	// +k8s:schema:selectableField:default="7"
	F102 uint32 `json:"f102"`
	Inline103 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item96 is a random struct.
type Item96 struct {
	F97 float64 `json:"f97,omitempty"`
	F98 Labels99 `json:"f98,omitempty"`
}

// Labels99 is a declared list or map type.
type Labels99 map[string]string

// List100 is a declared list or map type.
type List100 []Item96

// Inline103 is a random struct.
type Inline103 struct {
	F104 []byte `json:"f104"`
	F105 List111 `json:"f105,omitempty"`
	F112 types.UID `json:"f112,omitempty"`
}

// Item106 is a random struct.
type Item106 struct {
	F107 bool `json:"f107,omitempty"`
	F108 float32 `json:"f108"`
	F109 int32 `json:"f109,omitempty"`
	F110 *metav1.Duration `json:"f110"`
}

// List111 is a declared list or map type.
type List111 []Item106

