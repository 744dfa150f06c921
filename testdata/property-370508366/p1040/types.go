package p1040

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
// +k8s:schema:selectableField:jsonPath=".status.f25.f29",description="The f29 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f38.f41.f44",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f38.f50"
// +kubebuilder:selectablefield:JSONPath=".status.f38.f51"
// +k8s:schema:index:field="status.f38.f51"
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f25.f29`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.status.f25.f37`
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.status.f38.f49`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f38.f51`,priority=1
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.status.f38.f53`
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f62",default="1h0m0s"
// +k8s:schema:selectableField:jsonPath=".status.f76",description="The f76 of the kind."
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f62`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f63.f70`
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f63.f71`
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f63.f67.app`
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.spec.f72.app`
// +k8s:printerColumn:name="Cel88",type=string,expression=`has(self.status) && has(self.status.f76) ? self.status.f76 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind60
// +kubebuilder:printcolumn:name="Dup89",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup89",type="string",JSONPath=`.metadata.name`
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec61 `json:"spec,omitempty"`
	Status Status75 `json:"status,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Kind90 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f92"
// +k8s:schema:index:field="spec.f92"
// +k8s:selectableField:jsonPath=".spec.f93.f95",description="The f95 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f104.f119.f122",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f104.f123"
// +k8s:schema:index:field="spec.f104.f123"
// +kubebuilder:printcolumn:name="Col146",type="date",JSONPath=`.spec.f92`
// +kubebuilder:printcolumn:name="Col147",type="boolean",JSONPath=`.spec.f101`
// +kubebuilder:printcolumn:name="Col148",type="string",JSONPath=`.spec.f104.f119.f121`,priority=1
// +kubebuilder:printcolumn:name="Col149",type="integer",JSONPath=`.spec.f104.f123`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col150",type="string",JSONPath=`.spec.f104.f124`
// +kubebuilder:printcolumn:name="Col151",type="integer",JSONPath=`.spec.f104.f129`
// +kubebuilder:printcolumn:name="Col152",type="string",JSONPath=`.spec.f132`
// +kubebuilder:printcolumn:name="Col153",type="integer",JSONPath=`.status.f138`
// +kubebuilder:printcolumn:name="Col154",type="integer",JSONPath=`.status.f145`
// +kubebuilder:printcolumn:name="Col155",type="string",JSONPath=`.spec.f93.f97.app`
// +kubebuilder:printcolumn:name="Col156",type="string",JSONPath=`.spec.f102.app`,description="A column."
// +kubebuilder:printcolumn:name="Col157",type="string",JSONPath=`.spec.f104.f112[*].f115`,priority=1
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind90z,singular=kind90
type Kind90 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec91 `json:"spec,omitempty"`
	Status Status134 `json:"status,omitempty"`
}

// Kind90List is a list of Kind90.
//
// +kubebuilder:object:root=true
type Kind90List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind90 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 List14 `json:"f4"`
	F15 Template16 `json:"f15,omitempty"`
	F18 []Item19 `json:"f18"`
	F23 *float32 `json:"f23"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 map[string]string `json:"f6"`
	F7 *string `json:"f7,omitempty"`
	F8 map[string]string `json:"f8"`
	F9 float32 `json:"f9,omitempty"`
	F10 *[]int8 `json:"f10"`
	F11 Template12 `json:"f11,omitempty"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 *uint16 `json:"f13,omitempty,omitzero"`
}

// List14 is a declared list or map type.
type List14 []Item5

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 int64 `json:"f17,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 int32 `json:"f20"`
	F21 metav1.MicroTime `json:"f21,omitempty"`
	F22 *intstr.IntOrString `json:"f22,omitzero"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 S26 `json:"f25"`
	F38 S39 `json:"f38,omitempty"`
}

// S26 is a random struct.
type S26 struct {
	F27 Labels28 `json:"f27,omitempty"`
	F29 *uint64 `json:"f29,omitempty,omitzero"`
	F30 []Item31 `json:"f30,omitempty"`
	F36 []byte `json:"f36,omitempty"`
	F37 *metav1.Duration `json:"f37,omitempty"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Item31 is a random struct.
type Item31 struct {
	F32 types.UID `json:"f32"`
	F33 int `json:"f33"`
	F34 []byte `json:"f34,omitempty"`
	F35 *float64 `json:"f35"`
}

// S39 is a random struct.
type S39 struct {
	F40 intstr.IntOrString `json:"f40,omitempty,omitzero"`
	F41 S42 `json:"f41"`
	F45 Labels46 `json:"f45,omitempty"`
	Inline47 `json:",inline"`
}

// S42 is a random struct.
type S42 struct {
	F43 uint16 `json:"f43"`
	F44 uint32 `json:"f44"`
}

// Labels46 is a declared list or map type.
type Labels46 map[string]string

// Inline47 is a random struct.
type Inline47 struct {
	F48 int `json:"f48,omitempty"`
	// +k8s:schema:selectableField
	F49 *types.UID `json:"f49,omitempty"`
	F50 int `json:"f50,omitempty,omitzero"`
	F51 *int32 `json:"f51"`
	// +k8s:selectableField
	F52 *metav1.MicroTime `json:"f52,omitzero"`
	F53 int8 `json:"f53"`
	Skipped54 string `json:"-"`
}

// Spec61 is a random struct.
type Spec61 struct {
	F62 *metav1.Duration `json:"f62"`
	F63 *S64 `json:"f63"`
	F72 Labels73 `json:"f72"`
	Skipped74 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S64 is a random struct.
type S64 struct {
	// +k8s:schema:selectableField
	F65 metav1.Duration `json:"f65,omitempty"`
	F66 uint64 `json:"f66"`
	F67 Labels68 `json:"f67,omitempty"`
	Inline69 `json:",inline"`
}

// Labels68 is a declared list or map type.
type Labels68 map[string]string

// Inline69 is a random struct.
type Inline69 struct {
	F70 *types.UID `json:"f70"`
	F71 intstr.IntOrString `json:"f71,omitempty"`
}

// Labels73 is a declared list or map type.
type Labels73 map[string]string

// Status75 is a random struct.
type Status75 struct {
	F76 *Mode `json:"f76,omitempty"`
	F77 *metav1.Time `json:"f77,omitempty"`
	F78 Template79 `json:"f78,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 metav1.MicroTime `json:"f82"`
}

// Template79 is a random struct.
type Template79 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F80 Template81 `json:"f80,omitempty"`
}

// Spec91 is a random struct.
type Spec91 struct {
	F92 metav1.MicroTime `json:"f92"`
	F93 S94 `json:"f93,omitempty"`
	F100 *resource.Quantity `json:"f100,omitempty"`
	// +k8s:selectableField:description="The f101 of the kind.",indexed=true
	F101 *bool `json:"f101,omitempty"`
	F102 Labels103 `json:"f102,omitempty"`
	F104 *S105 `json:"f104"`
	Inline131 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S94 is a random struct.
type S94 struct {
	F95 *int8 `json:"f95,omitempty"`
	F96 *[]int8 `json:"f96"`
	F97 Labels98 `json:"f97,omitempty"`
	Skipped99 string `json:"-"`
}

// Labels98 is a declared list or map type.
type Labels98 map[string]string

// Labels103 is a declared list or map type.
type Labels103 map[string]string

// S105 is a random struct.
type S105 struct {
	F106 *[]int8 `json:"f106,omitempty"`
	F107 []Item108 `json:"f107,omitempty"`
	F112 List118 `json:"f112"`
	F119 *S120 `json:"f119"`
	F123 int16 `json:"f123,omitempty"`
	// +k8s:selectableField:default="1h0m0s"
	F124 *metav1.Duration `json:"f124,omitempty,omitzero"`
	Skipped125 string `json:"-"`
	Inline126 `json:",inline"`
}

// Item108 is a random struct.
type Item108 struct {
	F109 uint32 `json:"f109"`
	F110 *uint16 `json:"f110,omitzero"`
	Skipped111 string `json:"-"`
}

// Item113 is a random struct.
type Item113 struct {
	F114 uint8 `json:"f114"`
	F115 types.UID `json:"f115,omitempty"`
	F116 float64 `json:"f116,omitempty"`
	F117 *int32 `json:"f117"`
}

// List118 is a declared list or map type.
type List118 []Item113

// S120 is a random struct.
type S120 struct {
	F121 []byte `json:"f121,omitempty"`
	F122 string `json:"f122,omitempty"`
}

// Inline126 is a random struct.
type Inline126 struct {
	F127 *metav1.Time `json:"f127"`
	F128 *types.UID `json:"f128,omitempty"`
	F129 int32 `json:"f129,omitempty"`
	F130 string `json:"f130,omitempty"`
}

// Inline131 is a random struct.
type Inline131 struct {
	F132 []byte `json:"f132,omitempty"`
	F133 *metav1.Duration `json:"f133,omitempty"`
}

// Status134 is a random struct.
type Status134 struct {
	F135 metav1.Duration `json:"f135,omitempty"`
	F136 *metav1.Time `json:"f136,omitempty"`
	F137 uint32 `json:"f137"`
	F138 uint16 `json:"f138,omitempty"`
	Skipped139 string `json:"-"`
	*Inline140 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline140 is a random struct.
type Inline140 struct {
	F141 metav1.MicroTime `json:"f141,omitempty"`
	F142 int64 `json:"f142"`
	Inline143 `json:",inline"`
}

// Inline143 is a random struct.
type Inline143 struct {
	F144 string `json:"f144,omitempty"`
	F145 uint8 `json:"f145"`
}

