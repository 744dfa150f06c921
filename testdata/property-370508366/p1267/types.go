package p1267

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
// +k8s:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f4",default="1h0m0s"
// +k8s:selectableField:jsonPath=".spec.f7.f14",description="The f14 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f7.f21",default="fast",description="The f21 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f26",indexed=true
// +k8s:printerColumn:name="Col30",type=number,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f7.f18`,description="A column."
// +k8s:printerColumn:name="Col32",type=number,jsonPath=`.spec.f7.f22`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f7.f24`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.status.f29`,description="A column."
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f7.f9[?(@.f12=="fast")].f11`,description="A column."
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f7.f15.app`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status27 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f50"
// +k8s:schema:index:field="status.f50"
// +kubebuilder:selectablefield:JSONPath=".status.f51"
// +kubebuilder:printcolumn:name="Col53",type="boolean",JSONPath=`.spec.f42`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f52`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind37
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Kind56 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f58"
// +k8s:selectableField:jsonPath=".spec.f62",default="3"
// +k8s:schema:selectableField:jsonPath=".status.f74",default="2024-01-02T15:04:05Z",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f75.f78",trigger=true
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.spec.f63`,description="A column."
// +k8s:printerColumn:name="Col103",type=number,jsonPath=`.spec.f69`
// +k8s:printerColumn:name="Col104",type=string,jsonPath=`.status.f75.f77`
// +k8s:printerColumn:name="Col105",type=string,jsonPath=`.status.f75.f79`
// +k8s:printerColumn:name="Col106",type=string,jsonPath=`.status.f83.f87`
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.status.f83.f92`,priority=1
// +k8s:printerColumn:name="Col108",type=date,jsonPath=`.status.f94`
// +k8s:printerColumn:name="Col109",type=integer,jsonPath=`.status.f95.f98`
// +k8s:printerColumn:name="Col110",type=integer,jsonPath=`.status.f95.f100`,priority=1,format=int32
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind56z,singular=kind56
type Kind56 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec57 `json:"spec,omitempty"`
	Status Status73 `json:"status,omitempty"`
}

// Kind56List is a list of Kind56.
//
// +kubebuilder:object:root=true
type Kind56List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind56 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.MicroTime `json:"f3"`
	F4 *metav1.Duration `json:"f4,omitempty"`
	F5 float32 `json:"f5"`
	F6 map[string]string `json:"f6,omitempty"`
	F7 S8 `json:"f7,omitempty"`
	F26 string `json:"f26,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 []Item10 `json:"f9"`
	F14 *uint32 `json:"f14"`
	F15 Labels16 `json:"f15,omitempty"`
	F17 *int `json:"f17,omitzero"`
	F18 []int8 `json:"f18,omitempty"`
	F19 int32 `json:"f19,omitempty"`
	Inline20 `json:",inline"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 resource.Quantity `json:"f11,omitempty"`
	F12 Mode `json:"f12,omitempty"`
	F13 int16 `json:"f13,omitempty"`
}

// Labels16 is a declared list or map type.
type Labels16 map[string]string

// Inline20 is a random struct.
type Inline20 struct {
	F21 *Mode `json:"f21,omitempty"`
	F22 float32 `json:"f22"`
	// +k8s:selectableField
	F23 *intstr.IntOrString `json:"f23,omitempty"`
	F24 types.UID `json:"f24,omitempty"`
	F25 uint64 `json:"f25,omitzero"`
}

// Status27 is a random struct.
type Status27 struct {
	F28 []int8 `json:"f28,omitempty"`
	F29 []byte `json:"f29,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec38 is a random struct.
type Spec38 struct {
	F39 Template40 `json:"f39"`
	F42 bool `json:"f42"`
	F43 *Template44 `json:"f43"`
	Skipped48 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate55 `json:"template"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 int32 `json:"f41"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 uint8 `json:"f47,omitempty,omitzero"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 Template46 `json:"f45"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 types.UID `json:"f50,omitempty,omitzero"`
	F51 *uint16 `json:"f51,omitempty"`
	F52 []int8 `json:"f52"`
}

// PodTemplate55 is a random struct.
type PodTemplate55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec57 is a random struct.
type Spec57 struct {
	F58 *types.UID `json:"f58,omitempty"`
	F59 resource.Quantity `json:"f59"`
	Inline60 `json:",inline"`
}

// Inline60 is a random struct.
type Inline60 struct {
	F61 *metav1.Duration `json:"f61,omitempty,omitzero"`
	F62 *int32 `json:"f62,omitempty"`
	F63 *[]int8 `json:"f63"`
	F64 Template65 `json:"f64,omitempty"`
	Inline67 `json:",inline"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 metav1.Duration `json:"f66,omitzero"`
}

// Inline67 is a random struct.
type Inline67 struct {
	F68 types.UID `json:"f68"`
	F69 float64 `json:"f69"`
	// +k8s:schema:selectableField
	F70 *int32 `json:"f70,omitempty"`
	// +k8s:schema:selectableField:description="The f71 of the kind."
	F71 *metav1.Duration `json:"f71,omitzero"`
	F72 []int8 `json:"f72,omitempty"`
}

// Status73 is a random struct.
type Status73 struct {
	F74 metav1.Time `json:"f74,omitempty"`
	F75 S76 `json:"f75,omitempty"`
	F83 S84 `json:"f83,omitempty"`
	Inline93 `json:",inline"`
}

// S76 is a random struct.
type S76 struct {
	F77 *types.UID `json:"f77,omitzero"`
	F78 metav1.Duration `json:"f78"`
	F79 metav1.Duration `json:"f79"`
	F80 *resource.Quantity `json:"f80,omitempty,omitzero"`
	F81 int32 `json:"f81,omitempty,omitzero"`
	F82 *string `json:"f82"`
}

// S84 is a random struct.
type S84 struct {
	F85 Mode `json:"f85"`
	F86 map[string]string `json:"f86,omitempty"`
	F87 []int8 `json:"f87"`
	F88 uint64 `json:"f88,omitempty"`
	Skipped89 string `json:"-"`
	Inline90 `json:",inline"`
}

// Inline90 is a random struct.
type Inline90 struct {
	F91 uint64 `json:"f91"`
	F92 uint8 `json:"f92"`
}

// Inline93 is a random struct.
type Inline93 struct {
	F94 metav1.MicroTime `json:"f94"`
	F95 S96 `json:"f95"`
	F101 Mode `json:"f101,omitempty"`
}

// S96 is a random struct.
type S96 struct {
	F97 int `json:"f97"`
	F98 int `json:"f98,omitempty"`
	F99 uint16 `json:"f99,omitempty"`
	F100 uint8 `json:"f100"`
}

