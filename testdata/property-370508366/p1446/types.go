package p1446

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
// +k8s:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f20.f36"
// +kubebuilder:selectablefield:JSONPath=".spec.f20.f37"
// +kubebuilder:selectablefield:JSONPath=".spec.f39.f46.f53"
// +k8s:schema:index:field="spec.f39.f46.f53"
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col59",type="number",JSONPath=`.spec.f19`
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.spec.f20.f22.f25`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.spec.f20.f28`
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f20.f36`
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.spec.f20.f37`,format=int32
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.spec.f39.f46.f48`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f39.f46.f50`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f39.f46.f51`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f39.f55`
// +kubebuilder:printcolumn:name="Col68",type="date",JSONPath=`.spec.f39.f56`
// +kubebuilder:printcolumn:name="Col69",type="string",JSONPath=`.spec.f39.f41[0].f43`,priority=1
// +k8s:printerColumn:name="Cel70",type=string,expression=`has(self.spec) && has(self.spec.f39) && has(self.spec.f39.f46) && has(self.spec.f39.f46.f48) ? string(self.spec.f39.f46.f48) : "none"`
// +k8s:selectable-gen=true
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind71 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col76",type="integer",JSONPath=`.spec.f73`,format=int32
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f74.app`
type Kind71 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec72 `json:"spec,omitempty"`
}

// Kind71List is a list of Kind71.
//
// +kubebuilder:object:root=true
type Kind71List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind71 `json:"items"`
}

// Kind78 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f81",description="The f81 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f89.f91.f98"
// +k8s:schema:selectableField:jsonPath=".status.f89.f105",description="The f105 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f89.f116"
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.status.f89.f91.f95`,priority=1
// +k8s:printerColumn:name="Col119",type=integer,jsonPath=`.status.f89.f91.f96`,priority=1,format=int32
// +k8s:printerColumn:name="Col120",type=string,jsonPath=`.status.f89.f91.f97`
// +k8s:printerColumn:name="Col121",type=date,jsonPath=`.status.f89.f91.f98`,priority=1
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.status.f89.f100`,description="A column."
// +k8s:printerColumn:name="Col123",type=string,jsonPath=`.status.f89.f105`
// +k8s:printerColumn:name="Col124",type=string,jsonPath=`.status.f89.f99.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Col125",type=string,jsonPath=`.status.f89.f106[0].f112`
// +k8s:printerColumn:name="Col126",type=string,jsonPath=`.status.f89.f106[?(@.f113==1)].f112`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind78z,singular=kind78
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind78 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec79 `json:"spec,omitempty"`
	Status Status85 `json:"status,omitempty"`
}

// Kind78List is a list of Kind78.
//
// +kubebuilder:object:root=true
type Kind78List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind78 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3,omitempty"`
	F4 List8 `json:"f4"`
	F9 Template10 `json:"f9"`
	F19 *float32 `json:"f19,omitempty,omitzero"`
	F20 S21 `json:"f20"`
	F39 S40 `json:"f39,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 int32 `json:"f6"`
	F7 map[string]string `json:"f7"`
}

// List8 is a declared list or map type.
type List8 []Item5

// Item12 is a random struct.
type Item12 struct {
	F13 *uint32 `json:"f13"`
	F14 Mode `json:"f14,omitzero"`
	F15 types.UID `json:"f15,omitempty"`
	F16 *intstr.IntOrString `json:"f16"`
	F17 float64 `json:"f17"`
	Skipped18 string `json:"-"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 []Item12 `json:"f11"`
}

// S21 is a random struct.
type S21 struct {
	F22 *S23 `json:"f22,omitempty"`
	F27 *int8 `json:"f27"`
	F28 *resource.Quantity `json:"f28"`
	F29 []Item30 `json:"f29,omitempty"`
	F36 types.UID `json:"f36"`
	F37 int64 `json:"f37"`
	Skipped38 string `json:"-"`
}

// S23 is a random struct.
type S23 struct {
	F24 *int `json:"f24"`
	F25 int32 `json:"f25,omitempty"`
	Skipped26 string `json:"-"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 float64 `json:"f31,omitempty"`
	F32 types.UID `json:"f32"`
	F33 metav1.Time `json:"f33,omitempty"`
	F34 *string `json:"f34,omitempty"`
	F35 resource.Quantity `json:"f35"`
}

// S40 is a random struct.
type S40 struct {
	F41 []Item42 `json:"f41"`
	F46 *S47 `json:"f46"`
	F54 []int8 `json:"f54"`
	F55 string `json:"f55"`
	F56 metav1.MicroTime `json:"f56,omitzero"`
	F57 *float32 `json:"f57"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 metav1.Duration `json:"f43,omitempty"`
	F44 uint8 `json:"f44"`
	F45 types.UID `json:"f45"`
}

// S47 is a random struct.
type S47 struct {
	F48 *int `json:"f48"`
	F49 *metav1.Duration `json:"f49"`
	F50 *uint64 `json:"f50"`
	F51 metav1.Duration `json:"f51"`
	// +k8s:schema:selectableField:indexed=true
	F52 metav1.Duration `json:"f52,omitempty"`
	F53 []byte `json:"f53"`
}

// Spec72 is a random struct.
type Spec72 struct {
	// +k8s:schema:selectableField:description="The f73 of the kind."
	F73 int `json:"f73,omitempty"`
	F74 Labels75 `json:"f74,omitempty"`
}

// Labels75 is a declared list or map type.
type Labels75 map[string]string

// Spec79 is a random struct.
type Spec79 struct {
	F80 *Mode `json:"f80"`
	F81 uint8 `json:"f81,omitempty"`
	F82 Template83 `json:"f82"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template83 is a random struct.
type Template83 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F84 map[string]string `json:"f84"`
}

// Status85 is a random struct.
type Status85 struct {
	// +k8s:selectableField:description="The f86 of the kind."
	F86 int16 `json:"f86"`
	F87 *metav1.Time `json:"f87"`
	F88 bool `json:"f88,omitempty"`
	F89 S90 `json:"f89"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S90 is a random struct.
type S90 struct {
	F91 *S92 `json:"f91,omitempty"`
	F99 map[string]string `json:"f99"`
	F100 []int8 `json:"f100,omitempty"`
	F101 S102 `json:"f101"`
	F105 metav1.Duration `json:"f105,omitempty"`
	F106 List114 `json:"f106"`
	Inline115 `json:",inline"`
}

// S92 is a random struct.
type S92 struct {
	F93 *string `json:"f93,omitempty,omitzero"`
	F94 uint8 `json:"f94"`
	F95 []byte `json:"f95,omitzero"`
	F96 int8 `json:"f96"`
	F97 []int8 `json:"f97,omitempty"`
	F98 metav1.MicroTime `json:"f98,omitzero"`
}

// S102 is a random struct.
type S102 struct {
	F103 int32 `json:"f103,omitzero"`
	F104 resource.Quantity `json:"f104"`
}

// Item107 is a random struct.
type Item107 struct {
	F108 *metav1.Duration `json:"f108,omitempty"`
	F109 int8 `json:"f109,omitempty,omitzero"`
	F110 *uint64 `json:"f110,omitempty"`
	F111 int16 `json:"f111"`
	F112 intstr.IntOrString `json:"f112,omitempty"`
	F113 int32 `json:"f113,omitempty"`
}

// List114 is a declared list or map type.
type List114 []Item107

// Inline115 is a random struct.
type Inline115 struct {
	F116 uint16 `json:"f116"`
	F117 *resource.Quantity `json:"f117"`
}

