package p1449

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
// +k8s:schema:selectableField:jsonPath=".status.f37.f53"
// +k8s:schema:selectableField:jsonPath=".status.f60"
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.spec.f6`,description="A column."
// +k8s:printerColumn:name="Col63",type=integer,jsonPath=`.status.f37.f51`,format=int32
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.status.f37.f54`,priority=1
// +k8s:printerColumn:name="Col65",type=integer,jsonPath=`.status.f37.f55`,priority=1,format=int32
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.status.f37.f56`,priority=1
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.status.f37.f40[0].f44`,priority=1
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.status.f37.f40[?(@.f46==3)].f44`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
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
// +kubebuilder:selectablefield:JSONPath=".spec.f75.f77"
// +kubebuilder:selectablefield:JSONPath=".spec.f75.f81"
// +k8s:selectableField:jsonPath=".spec.f75.f84",default="5",indexed=true
// +k8s:selectableField:jsonPath=".status.f104",description="The f104 of the kind."
// +kubebuilder:printcolumn:name="Col110",type="integer",JSONPath=`.spec.f75.f77`,priority=1
// +kubebuilder:printcolumn:name="Col111",type="integer",JSONPath=`.spec.f75.f84`
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.spec.f75.f85`
// +kubebuilder:printcolumn:name="Col113",type="date",JSONPath=`.status.f109`
// +k8s:printerColumn:name="Cel114",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind69z,singular=kind69
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec70 `json:"spec,omitempty"`
	Status Status99 `json:"status,omitempty"`
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
	F3 Template4 `json:"f3,omitempty"`
	F6 int `json:"f6,omitempty"`
	F7 *Template8 `json:"f7,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 metav1.Time `json:"f5,omitempty"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 Labels10 `json:"f9,omitempty"`
}

// Status11 is a random struct.
type Status11 struct {
	F12 List36 `json:"f12,omitempty"`
	F37 S38 `json:"f37,omitempty"`
	F58 map[string]string `json:"f58"`
	F59 map[string]string `json:"f59"`
	F60 string `json:"f60"`
	F61 []byte `json:"f61,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 *S15 `json:"f14"`
	F22 S23 `json:"f22"`
	F28 []Item29 `json:"f28,omitempty"`
}

// S15 is a random struct.
type S15 struct {
	F16 bool `json:"f16,omitempty"`
	F17 *resource.Quantity `json:"f17,omitempty,omitzero"`
	F18 []byte `json:"f18"`
	F19 int32 `json:"f19,omitempty"`
	F20 int32 `json:"f20,omitempty"`
	F21 int32 `json:"f21"`
}

// S23 is a random struct.
type S23 struct {
	F24 intstr.IntOrString `json:"f24,omitempty"`
	F25 uint64 `json:"f25,omitempty"`
	F26 int `json:"f26,omitempty"`
	F27 *string `json:"f27,omitempty,omitzero"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 metav1.Duration `json:"f30"`
	F31 *resource.Quantity `json:"f31"`
	F32 uint8 `json:"f32,omitempty"`
	F33 uint32 `json:"f33"`
	F34 *float32 `json:"f34,omitempty"`
	F35 metav1.Time `json:"f35"`
}

// List36 is a declared list or map type.
type List36 []Item13

// S38 is a random struct.
type S38 struct {
	F39 intstr.IntOrString `json:"f39,omitempty"`
	F40 []Item41 `json:"f40,omitempty"`
	Skipped49 string `json:"-"`
	Inline50 `json:",inline"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 *int8 `json:"f42,omitempty"`
	F43 *metav1.MicroTime `json:"f43"`
	F44 metav1.Duration `json:"f44"`
	F45 []int8 `json:"f45"`
	F46 int `json:"f46"`
	F47 *int8 `json:"f47"`
	Skipped48 string `json:"-"`
}

// Inline50 is a random struct.
type Inline50 struct {
	// +k8s:schema:selectableField
	F51 *int `json:"f51"`
	F52 *int `json:"f52,omitempty"`
	F53 *int `json:"f53"`
	F54 *int16 `json:"f54"`
	F55 *uint32 `json:"f55,omitempty"`
	F56 resource.Quantity `json:"f56,omitempty"`
	Skipped57 string `json:"-"`
}

// Spec70 is a random struct.
type Spec70 struct {
	F71 resource.Quantity `json:"f71,omitempty"`
	F72 Template73 `json:"f72,omitempty"`
	F75 S76 `json:"f75,omitempty"`
	F86 List97 `json:"f86"`
	F98 *intstr.IntOrString `json:"f98,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 uint64 `json:"f74,omitempty"`
}

// S76 is a random struct.
type S76 struct {
	F77 *uint8 `json:"f77,omitzero"`
	// +k8s:schema:selectableField:default="4",description="The f78 of the kind."
	F78 *int64 `json:"f78,omitempty"`
	Inline79 `json:",inline"`
}

// Inline79 is a random struct.
type Inline79 struct {
	F80 float64 `json:"f80,omitzero"`
	F81 int64 `json:"f81"`
	// +k8s:selectableField
	F82 metav1.Time `json:"f82,omitempty,omitzero"`
	F83 resource.Quantity `json:"f83,omitempty"`
	F84 *uint8 `json:"f84"`
	F85 *resource.Quantity `json:"f85"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 *int8 `json:"f88"`
	F89 *bool `json:"f89"`
	Inline90 `json:",inline"`
}

// Inline90 is a random struct.
type Inline90 struct {
	F91 *metav1.Duration `json:"f91,omitempty"`
	F92 int `json:"f92"`
	F93 *intstr.IntOrString `json:"f93"`
	F94 []byte `json:"f94"`
	F95 *metav1.Time `json:"f95,omitempty"`
	F96 string `json:"f96,omitempty"`
}

// List97 is a declared list or map type.
type List97 []Item87

// Status99 is a random struct.
type Status99 struct {
	F100 *metav1.MicroTime `json:"f100,omitempty"`
	F101 Template102 `json:"f101,omitempty"`
	F104 *types.UID `json:"f104,omitzero"`
	Inline105 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template102 is a random struct.
type Template102 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F103 *int `json:"f103,omitempty,omitzero"`
}

// Inline105 is a random struct.
type Inline105 struct {
	F106 *Template107 `json:"f106"`
	F109 metav1.Time `json:"f109"`
}

// Template107 is a random struct.
type Template107 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F108 metav1.Time `json:"f108"`
}

