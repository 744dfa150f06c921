package p1290

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
// +k8s:printerColumn:name="Col5",type=integer,jsonPath=`.spec.f4`,format=int32
// +k8s:printerColumn:name="Dup6",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup6",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:index:field="spec.notDeclared"
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

// Kind7 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f15"
// +k8s:schema:selectableField:jsonPath=".spec.f21"
// +k8s:schema:selectableField:jsonPath=".status.f31.f41"
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f15`,description="A column."
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.spec.f20`,description="A column."
// +k8s:printerColumn:name="Col67",type=number,jsonPath=`.status.f23`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.status.f30`,priority=1
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.status.f31.f36`
// +k8s:printerColumn:name="Col70",type=integer,jsonPath=`.status.f31.f40`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.status.f31.f41`
// +k8s:printerColumn:name="Col72",type=number,jsonPath=`.status.f46.f48`,priority=1,description="A column."
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.status.f46.f49`
// +k8s:printerColumn:name="Col74",type=date,jsonPath=`.status.f54`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.status.f60`
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.status.f63`,format=int32
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.status.f64`,description="A column."
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.status.f31.f38.app`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind7-items
// +k8s:printerColumn:name="Dup79",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup79",type=string,jsonPath=`.metadata.name`
type Kind7 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec8 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
}

// Kind7List is a list of Kind7.
//
// +kubebuilder:object:root=true
type Kind7List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind7 `json:"items"`
}

// Kind80 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f100.f103"
// +k8s:selectableField:jsonPath=".status.f117",default="8",description="The f117 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f118",default="3",description="The f118 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f120",description="The f120 of the kind.",indexed=true
// +k8s:printerColumn:name="Col121",type=date,jsonPath=`.spec.f100.f103`
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.spec.f100.f104`
// +k8s:printerColumn:name="Col123",type=integer,jsonPath=`.spec.f111`
// +k8s:printerColumn:name="Col124",type=string,jsonPath=`.status.f119`
// +k8s:printerColumn:name="Col125",type=string,jsonPath=`.status.f120`
// +k8s:printerColumn:name="Col126",type=string,jsonPath=`.spec.f100.f102.app`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind80 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec81 `json:"spec,omitempty"`
	Status Status115 `json:"status,omitempty"`
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
	F3 uint32 `json:"f3,omitzero"`
	// +k8s:schema:selectableField
	F4 uint16 `json:"f4,omitempty"`
}

// Spec8 is a random struct.
type Spec8 struct {
	F9 Template10 `json:"f9"`
	F12 *Template13 `json:"f12,omitempty"`
	F15 Mode `json:"f15"`
	F16 *Template17 `json:"f16,omitempty"`
	*Inline19 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 int16 `json:"f11"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 bool `json:"f14,omitempty"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 types.UID `json:"f18,omitempty"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 int16 `json:"f20,omitempty"`
	F21 metav1.Time `json:"f21"`
}

// Status22 is a random struct.
type Status22 struct {
	F23 *float64 `json:"f23,omitempty"`
	F24 List28 `json:"f24"`
	F29 []int8 `json:"f29,omitempty"`
	F30 resource.Quantity `json:"f30,omitzero"`
	F31 S32 `json:"f31,omitempty"`
	// +k8s:schema:selectableField
	F44 Mode `json:"f44,omitempty"`
	Inline45 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 *float64 `json:"f26"`
	F27 *int `json:"f27,omitempty"`
}

// List28 is a declared list or map type.
type List28 []Item25

// S32 is a random struct.
type S32 struct {
	F33 *[]int8 `json:"f33"`
	F34 int64 `json:"f34"`
	F35 *uint64 `json:"f35,omitzero"`
	F36 *metav1.Duration `json:"f36,omitempty"`
	F37 *float32 `json:"f37,omitempty"`
	F38 map[string]string `json:"f38"`
	Inline39 `json:",inline"`
}

// Inline39 is a random struct.
type Inline39 struct {
	// +k8s:schema:selectableField:description="The f40 of the kind."
	F40 *int16 `json:"f40,omitempty,omitzero"`
	F41 metav1.Duration `json:"f41"`
	F42 types.UID `json:"f42,omitempty"`
	F43 *metav1.MicroTime `json:"f43,omitempty"`
}

// Inline45 is a random struct.
type Inline45 struct {
	F46 S47 `json:"f46"`
	F53 float32 `json:"f53,omitempty"`
	F54 *metav1.MicroTime `json:"f54,omitempty"`
	F55 string `json:"f55"`
	F56 metav1.Duration `json:"f56,omitempty"`
	F57 *metav1.MicroTime `json:"f57"`
	Inline58 `json:",inline"`
}

// S47 is a random struct.
type S47 struct {
	F48 *float32 `json:"f48,omitempty"`
	F49 resource.Quantity `json:"f49,omitempty"`
	// +k8s:schema:selectableField
	F50 int `json:"f50"`
	F51 uint16 `json:"f51"`
	Skipped52 string `json:"-"`
}

// Inline58 is a random struct.
type Inline58 struct {
	F59 float32 `json:"f59"`
	F60 Mode `json:"f60,omitempty"`
	F61 intstr.IntOrString `json:"f61"`
	F62 uint64 `json:"f62"`
	F63 int32 `json:"f63,omitempty"`
	F64 *Mode `json:"f64,omitempty"`
}

// Spec81 is a random struct.
type Spec81 struct {
	F82 []Item83 `json:"f82,omitempty"`
	F95 Template96 `json:"f95"`
	F100 *S101 `json:"f100"`
	F111 uint8 `json:"f111"`
	F112 Labels113 `json:"f112"`
	// +k8s:selectableField
	F114 uint8 `json:"f114"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 uint32 `json:"f84"`
	F85 *S86 `json:"f85,omitempty"`
	F90 *uint32 `json:"f90,omitempty"`
	*Inline91 `json:",inline"`
}

// S86 is a random struct.
type S86 struct {
	F87 int32 `json:"f87"`
	F88 *resource.Quantity `json:"f88,omitempty"`
	F89 *metav1.Duration `json:"f89,omitempty,omitzero"`
}

// Inline91 is a random struct.
type Inline91 struct {
	F92 resource.Quantity `json:"f92,omitempty"`
	F93 []byte `json:"f93"`
	F94 []byte `json:"f94,omitempty,omitzero"`
}

// Template98 is a random struct.
type Template98 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F99 *metav1.MicroTime `json:"f99,omitempty"`
}

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 Template98 `json:"f97,omitempty"`
}

// S101 is a random struct.
type S101 struct {
	F102 map[string]string `json:"f102,omitempty"`
	F103 *metav1.MicroTime `json:"f103,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F104 Mode `json:"f104"`
	F105 List110 `json:"f105"`
}

// Item106 is a random struct.
type Item106 struct {
	F107 int64 `json:"f107,omitempty"`
	F108 float32 `json:"f108,omitempty"`
	F109 int32 `json:"f109,omitempty"`
}

// List110 is a declared list or map type.
type List110 []Item106

// Labels113 is a declared list or map type.
type Labels113 map[string]string

// Status115 is a random struct.
type Status115 struct {
	F116 metav1.Duration `json:"f116,omitempty"`
	F117 uint64 `json:"f117,omitempty"`
	F118 int32 `json:"f118,omitempty"`
	F119 intstr.IntOrString `json:"f119,omitempty"`
	F120 *types.UID `json:"f120,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

