package p1221

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:selectableField:jsonPath=".spec.f4.f7.f10",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f4.f14",default="fast",description="The f14 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f4.f15",default="1"
// +k8s:schema:selectableField:jsonPath=".spec.f32.f37"
// +k8s:printerColumn:name="Col48",type=boolean,jsonPath=`.spec.f4.f6`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f4.f7.f10`
// +k8s:printerColumn:name="Col50",type=number,jsonPath=`.spec.f4.f7.f11`,description="A column."
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f4.f7.f12`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f4.f14`
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f30`,priority=1
// +k8s:printerColumn:name="Col54",type=number,jsonPath=`.spec.f31`,priority=1
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.spec.f32.f34`,format=int32
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f32.f35`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f22[*].f24`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f22[0].f24`
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.spec.f40[0].f46`,description="A column."
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f40[?(@.f42==1)].f46`
// +k8s:printerColumn:name="Cel61",type=string,expression=`has(self.spec) && has(self.spec.f4) && has(self.spec.f4.f15) ? string(self.spec.f4.f15) : "none"`
// +k8s:printerColumn:name="Dup62",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Dup62",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
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

// Kind63 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f66.f72.f75"
// +k8s:selectableField:jsonPath=".spec.f87",trigger=true
// +k8s:printerColumn:name="Col115",type=integer,jsonPath=`.spec.f66.f71`,format=int32
// +k8s:printerColumn:name="Col116",type=integer,jsonPath=`.spec.f66.f72.f74`
// +k8s:printerColumn:name="Col117",type=boolean,jsonPath=`.spec.f77.f79`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.spec.f77.f85`
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.spec.f87`
// +k8s:printerColumn:name="Col120",type=string,jsonPath=`.status.f89`
// +k8s:printerColumn:name="Col121",type=string,jsonPath=`.spec.f77.f80[*].f83`
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.status.f91[*].f101`,priority=1
// +k8s:printerColumn:name="Cel123",type=string,expression=`has(self.spec) && has(self.spec.f87) ? self.spec.f87 : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind63z,singular=kind63
type Kind63 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec64 `json:"spec,omitempty"`
	Status Status88 `json:"status,omitempty"`
}

// Kind63List is a list of Kind63.
//
// +kubebuilder:object:root=true
type Kind63List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind63 `json:"items"`
}

// Kind124 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f66.f72.f75",default="6",description="The f75 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f87",description="The f87 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.replicas",description="The replicas of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f127",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f128"
// +k8s:schema:index:field="status.f128"
// +kubebuilder:printcolumn:name="Col133",type="string",JSONPath=`.spec.f77.f85`,priority=1
// +kubebuilder:printcolumn:name="Col134",type="integer",JSONPath=`.status.f127`,priority=1,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col135",type="string",JSONPath=`.status.f131.app`,description="A column."
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind124 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec64 `json:"spec,omitempty"`
	Status Status125 `json:"status,omitempty"`
}

// Kind124List is a list of Kind124.
//
// +kubebuilder:object:root=true
type Kind124List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind124 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.Time `json:"f3"`
	F4 *S5 `json:"f4,omitempty"`
	Skipped20 string `json:"-"`
	*Inline21 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	// +k8s:schema:selectableField:description="The f6 of the kind."
	F6 bool `json:"f6"`
	F7 S8 `json:"f7,omitempty"`
	F14 *Mode `json:"f14,omitempty"`
	F15 int `json:"f15,omitempty"`
	F16 Template17 `json:"f16"`
	F19 []int8 `json:"f19"`
}

// S8 is a random struct.
type S8 struct {
	F9 metav1.MicroTime `json:"f9"`
	F10 []byte `json:"f10,omitempty"`
	F11 *float32 `json:"f11"`
	F12 resource.Quantity `json:"f12,omitempty,omitzero"`
	F13 uint32 `json:"f13"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 bool `json:"f18,omitempty"`
}

// Inline21 is a random struct.
type Inline21 struct {
	F22 []Item23 `json:"f22"`
	F29 map[string]string `json:"f29,omitempty"`
	F30 uint32 `json:"f30"`
	F31 float64 `json:"f31"`
	F32 S33 `json:"f32"`
	F40 List47 `json:"f40"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 uint64 `json:"f24,omitzero"`
	F25 int32 `json:"f25,omitempty"`
	F26 float64 `json:"f26"`
	F27 *resource.Quantity `json:"f27,omitzero"`
	F28 uint64 `json:"f28,omitzero"`
}

// S33 is a random struct.
type S33 struct {
	F34 int `json:"f34,omitempty"`
	F35 Mode `json:"f35"`
	F36 types.UID `json:"f36,omitempty"`
	F37 Mode `json:"f37,omitempty"`
	F38 Mode `json:"f38,omitempty"`
	F39 []byte `json:"f39"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 int32 `json:"f42"`
	F43 uint8 `json:"f43,omitempty"`
	F44 *int16 `json:"f44,omitempty"`
	F45 uint8 `json:"f45,omitempty"`
	F46 types.UID `json:"f46"`
}

// List47 is a declared list or map type.
type List47 []Item41

// Spec64 is a random struct.
type Spec64 struct {
	F65 float32 `json:"f65"`
	F66 *S67 `json:"f66"`
	F76 *bool `json:"f76"`
	F77 S78 `json:"f77,omitempty"`
	F87 Mode `json:"f87,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S67 is a random struct.
type S67 struct {
	F68 Template69 `json:"f68,omitempty"`
	F71 uint16 `json:"f71,omitempty"`
	F72 S73 `json:"f72"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 types.UID `json:"f70"`
}

// S73 is a random struct.
type S73 struct {
	F74 uint32 `json:"f74,omitempty"`
	F75 uint16 `json:"f75"`
}

// S78 is a random struct.
type S78 struct {
	F79 *bool `json:"f79,omitempty"`
	F80 []Item81 `json:"f80,omitempty"`
	F85 uint64 `json:"f85"`
	// +k8s:schema:selectableField
	F86 int8 `json:"f86,omitempty"`
}

// Item81 is a random struct.
type Item81 struct {
	F82 uint16 `json:"f82"`
	F83 uint64 `json:"f83,omitempty"`
	F84 *intstr.IntOrString `json:"f84"`
}

// Status88 is a random struct.
type Status88 struct {
	F89 []byte `json:"f89,omitempty"`
	F90 *int8 `json:"f90"`
	F91 []Item92 `json:"f91,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item92 is a random struct.
type Item92 struct {
	F93 S94 `json:"f93,omitempty"`
	F100 *metav1.MicroTime `json:"f100"`
	F101 types.UID `json:"f101,omitempty"`
	F102 []Item103 `json:"f102,omitempty"`
	F107 map[string]string `json:"f107"`
	F108 *resource.Quantity `json:"f108"`
	Inline109 `json:",inline"`
}

// S94 is a random struct.
type S94 struct {
	F95 *Mode `json:"f95"`
	F96 *int16 `json:"f96"`
	F97 uint32 `json:"f97,omitzero"`
	F98 *uint8 `json:"f98,omitempty"`
	F99 *int64 `json:"f99,omitempty"`
}

// Item103 is a random struct.
type Item103 struct {
	F104 int16 `json:"f104,omitempty,omitzero"`
	F105 float32 `json:"f105,omitempty,omitzero"`
	Skipped106 string `json:"-"`
}

// Inline109 is a random struct.
type Inline109 struct {
	F110 *resource.Quantity `json:"f110,omitempty"`
	F111 []int8 `json:"f111,omitzero"`
	F112 *resource.Quantity `json:"f112"`
	F113 int16 `json:"f113"`
	Skipped114 string `json:"-"`
}

// Status125 is a random struct.
type Status125 struct {
	F126 resource.Quantity `json:"f126,omitempty"`
	F127 uint32 `json:"f127"`
	F128 metav1.MicroTime `json:"f128,omitempty"`
	F129 map[string]string `json:"f129,omitempty"`
	F130 resource.Quantity `json:"f130"`
	F131 Labels132 `json:"f131,omitempty"`
}

// Labels132 is a declared list or map type.
type Labels132 map[string]string

