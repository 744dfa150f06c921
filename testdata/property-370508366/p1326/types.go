package p1326

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",description="The f5 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f7",default="2024-01-02T15:04:05Z"
// +k8s:schema:selectableField:jsonPath=".status.f15",description="The f15 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f20.f22",default="3"
// +k8s:printerColumn:name="Col25",type=integer,jsonPath=`.status.f15`
// +k8s:printerColumn:name="Col26",type=integer,jsonPath=`.status.f16.f18`
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.status.f20.f22`
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.spec.f3.app`
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status12 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f31",default="2"
// +k8s:schema:selectableField:jsonPath=".spec.f32.f35",default="2024-01-02T15:04:05Z",description="The f35 of the kind."
// +k8s:selectableField:jsonPath=".spec.f32.f36.f39",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f51.f57"
// +k8s:selectableField:jsonPath=".status.f51.f58",description="The f58 of the kind."
// +k8s:printerColumn:name="Col67",type=date,jsonPath=`.spec.f32.f35`
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.spec.f32.f36.f38`,priority=1
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f45`,priority=1
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.status.f50`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.status.f51.f53.f55`
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.status.f51.f57`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.status.f63.f65`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f32.f40.app`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f42.app`,description="A column."
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.status.f51.f59.app`
// +k8s:printerColumn:name="Cel77",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec30 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Kind78 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f85",default="7",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f132.f135"
// +kubebuilder:printcolumn:name="Col145",type="integer",JSONPath=`.spec.f80`
// +kubebuilder:printcolumn:name="Col146",type="integer",JSONPath=`.spec.f85`,description="A column."
// +kubebuilder:printcolumn:name="Col147",type="string",JSONPath=`.spec.f94`,priority=1
// +kubebuilder:printcolumn:name="Col148",type="integer",JSONPath=`.status.f109.f123.f125`
// +kubebuilder:printcolumn:name="Col149",type="string",JSONPath=`.status.f109.f123.f127`
// +kubebuilder:printcolumn:name="Col150",type="string",JSONPath=`.status.f109.f123.f130`
// +kubebuilder:printcolumn:name="Col151",type="string",JSONPath=`.status.f132.f134`,priority=1
// +kubebuilder:printcolumn:name="Col152",type="date",JSONPath=`.status.f132.f135`
// +kubebuilder:printcolumn:name="Col153",type="integer",JSONPath=`.status.f132.f139`
// +kubebuilder:printcolumn:name="Col154",type="integer",JSONPath=`.status.f132.f140`
// +kubebuilder:printcolumn:name="Col155",type="integer",JSONPath=`.status.f132.f142`,format=int32
// +kubebuilder:printcolumn:name="Col156",type="string",JSONPath=`.status.f132.f143`
// +kubebuilder:printcolumn:name="Col157",type="string",JSONPath=`.spec.f81.app`
// +kubebuilder:printcolumn:name="Col158",type="string",JSONPath=`.spec.f87[0].f92`,description="A column."
// +kubebuilder:printcolumn:name="Col159",type="string",JSONPath=`.spec.f87[?(@.f89==1)].f92`
// +kubebuilder:printcolumn:name="Col160",type="string",JSONPath=`.status.f109.f114[*].f118`
// +k8s:printerColumn:name="Cel161",type=string,expression=`has(self.spec) && has(self.spec.f82) ? string(self.spec.f82) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind78 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec79 `json:"spec,omitempty"`
	Status Status97 `json:"status,omitempty"`
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
	F3 Labels4 `json:"f3"`
	F5 *Mode `json:"f5,omitempty"`
	F6 *uint8 `json:"f6"`
	F7 *metav1.Time `json:"f7,omitempty,omitzero"`
	F8 Template9 `json:"f8,omitempty"`
	F11 map[string]string `json:"f11,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 metav1.Time `json:"f10,omitempty,omitzero"`
}

// Status12 is a random struct.
type Status12 struct {
	F13 Labels14 `json:"f13"`
	F15 int16 `json:"f15,omitempty,omitzero"`
	F16 *S17 `json:"f16"`
	F20 S21 `json:"f20,omitempty"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// S17 is a random struct.
type S17 struct {
	F18 *int32 `json:"f18,omitempty"`
	F19 map[string]string `json:"f19,omitempty"`
}

// S21 is a random struct.
type S21 struct {
	F22 *int32 `json:"f22"`
	F23 Labels24 `json:"f23,omitempty"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// Spec30 is a random struct.
type Spec30 struct {
	F31 *int16 `json:"f31"`
	F32 S33 `json:"f32,omitempty"`
	// +k8s:schema:selectableField
	F41 *float64 `json:"f41,omitempty"`
	F42 Labels43 `json:"f42"`
	Inline44 `json:",inline"`
}

// S33 is a random struct.
type S33 struct {
	// +k8s:schema:selectableField:indexed=true
	F34 *metav1.MicroTime `json:"f34"`
	F35 metav1.Time `json:"f35"`
	F36 S37 `json:"f36"`
	F40 map[string]string `json:"f40"`
}

// S37 is a random struct.
type S37 struct {
	F38 uint16 `json:"f38,omitempty"`
	F39 int32 `json:"f39"`
}

// Labels43 is a declared list or map type.
type Labels43 map[string]string

// Inline44 is a random struct.
type Inline44 struct {
	F45 *types.UID `json:"f45,omitempty"`
	F46 types.UID `json:"f46,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F47 *[]int8 `json:"f47"`
	Skipped48 string `json:"-"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 resource.Quantity `json:"f50"`
	F51 S52 `json:"f51,omitempty"`
	Inline61 `json:",inline"`
}

// S52 is a random struct.
type S52 struct {
	F53 S54 `json:"f53"`
	F57 uint8 `json:"f57,omitzero"`
	F58 []byte `json:"f58"`
	F59 Labels60 `json:"f59"`
}

// S54 is a random struct.
type S54 struct {
	F55 *[]int8 `json:"f55"`
	F56 []byte `json:"f56,omitempty"`
}

// Labels60 is a declared list or map type.
type Labels60 map[string]string

// Inline61 is a random struct.
type Inline61 struct {
	F62 *bool `json:"f62"`
	F63 *S64 `json:"f63"`
}

// S64 is a random struct.
type S64 struct {
	F65 Mode `json:"f65"`
	F66 uint32 `json:"f66,omitempty,omitzero"`
}

// Spec79 is a random struct.
type Spec79 struct {
	// +k8s:schema:selectableField:default="1",indexed=true
	F80 int `json:"f80"`
	F81 map[string]string `json:"f81,omitempty"`
	// +k8s:schema:selectableField:default="4",trigger=true
	F82 *int64 `json:"f82,omitempty"`
	F83 int32 `json:"f83"`
	F84 string `json:"f84,omitempty,omitzero"`
	F85 *uint32 `json:"f85,omitempty,omitzero"`
	Inline86 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Inline86 is a random struct.
type Inline86 struct {
	F87 List93 `json:"f87,omitempty"`
	F94 types.UID `json:"f94"`
	// +k8s:selectableField
	F95 *int8 `json:"f95"`
	Skipped96 string `json:"-"`
}

// Item88 is a random struct.
type Item88 struct {
	F89 int32 `json:"f89"`
	F90 *metav1.Duration `json:"f90"`
	F91 *metav1.Duration `json:"f91,omitzero"`
	F92 string `json:"f92,omitzero"`
}

// List93 is a declared list or map type.
type List93 []Item88

// Status97 is a random struct.
type Status97 struct {
	F98 Template99 `json:"f98,omitempty"`
	F109 S110 `json:"f109"`
	F132 S133 `json:"f132"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 resource.Quantity `json:"f102"`
	F103 *metav1.MicroTime `json:"f103,omitempty"`
	F104 float32 `json:"f104"`
	F105 *types.UID `json:"f105,omitempty"`
	F106 intstr.IntOrString `json:"f106"`
	F107 metav1.Time `json:"f107"`
}

// List108 is a declared list or map type.
type List108 []Item101

// Template99 is a random struct.
type Template99 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F100 List108 `json:"f100,omitempty"`
}

// S110 is a random struct.
type S110 struct {
	F111 Template112 `json:"f111"`
	F114 []Item115 `json:"f114,omitempty"`
	F122 *string `json:"f122,omitempty"`
	F123 *S124 `json:"f123,omitempty"`
	Skipped131 string `json:"-"`
}

// Template112 is a random struct.
type Template112 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F113 types.UID `json:"f113,omitempty"`
}

// Item115 is a random struct.
type Item115 struct {
	F116 uint8 `json:"f116"`
	F117 metav1.MicroTime `json:"f117,omitempty"`
	F118 []byte `json:"f118,omitempty,omitzero"`
	F119 metav1.Time `json:"f119,omitempty"`
	F120 int16 `json:"f120"`
	F121 *int `json:"f121"`
}

// S124 is a random struct.
type S124 struct {
	F125 uint8 `json:"f125"`
	F126 []byte `json:"f126"`
	F127 *types.UID `json:"f127"`
	// +k8s:schema:selectableField:description="The f128 of the kind."
	F128 *metav1.Duration `json:"f128,omitzero"`
	F129 uint64 `json:"f129"`
	F130 uint64 `json:"f130,omitempty,omitzero"`
}

// S133 is a random struct.
type S133 struct {
	F134 types.UID `json:"f134,omitempty,omitzero"`
	F135 metav1.Time `json:"f135,omitempty"`
	F136 Template137 `json:"f136,omitempty"`
	F139 *uint8 `json:"f139,omitempty"`
	F140 uint16 `json:"f140"`
	Inline141 `json:",inline"`
}

// Template137 is a random struct.
type Template137 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F138 intstr.IntOrString `json:"f138,omitempty"`
}

// Inline141 is a random struct.
type Inline141 struct {
	F142 *int16 `json:"f142,omitempty"`
	F143 uint64 `json:"f143"`
	F144 uint32 `json:"f144,omitempty"`
}

