package p1368

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
// +k8s:schema:selectableField:jsonPath=".status.f36"
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.status.f36`,priority=1
// +k8s:printerColumn:name="Col47",type=date,jsonPath=`.status.f37`,description="A column."
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.spec.f4[*].f6`
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f4[0].f6`,description="A column."
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.status.f19[0].f25`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f19[?(@.f26==true)].f25`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f38[*].f41`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
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

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f57",description="The f57 of the kind."
// +k8s:selectableField:jsonPath=".status.f88",trigger=true
// +kubebuilder:printcolumn:name="Col89",type="date",JSONPath=`.spec.f57`
// +kubebuilder:printcolumn:name="Col90",type="integer",JSONPath=`.spec.f66`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.status.f71`,description="A column."
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.status.f77[*].f79`
// +k8s:printerColumn:name="Cel93",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:schema:index:field="spec.notDeclared"
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec54 `json:"spec,omitempty"`
	Status Status70 `json:"status,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Kind95 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f57"
// +k8s:schema:selectableField:jsonPath=".status.f118",default="false"
// +kubebuilder:selectablefield:JSONPath=".status.f119"
// +kubebuilder:printcolumn:name="Col121",type="integer",JSONPath=`.spec.f66`,description="A column."
// +kubebuilder:printcolumn:name="Col122",type="boolean",JSONPath=`.status.f118`
// +kubebuilder:printcolumn:name="Col123",type="string",JSONPath=`.status.f119`,description="A column."
// +kubebuilder:printcolumn:name="Col124",type="string",JSONPath=`.spec.f55.app`,priority=1
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
type Kind95 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec54 `json:"spec,omitempty"`
	Status Status96 `json:"status,omitempty"`
}

// Kind95List is a list of Kind95.
//
// +kubebuilder:object:root=true
type Kind95List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind95 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Time `json:"f3"`
	F4 List11 `json:"f4,omitempty"`
	Skipped12 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 intstr.IntOrString `json:"f6,omitempty,omitzero"`
	F7 *Mode `json:"f7,omitempty"`
	F8 *metav1.MicroTime `json:"f8,omitempty,omitzero"`
	F9 *uint64 `json:"f9"`
	Skipped10 string `json:"-"`
}

// List11 is a declared list or map type.
type List11 []Item5

// Status13 is a random struct.
type Status13 struct {
	F14 map[string]string `json:"f14,omitempty"`
	F15 *Template16 `json:"f15,omitempty"`
	F18 uint64 `json:"f18"`
	F19 []Item20 `json:"f19"`
	Skipped34 string `json:"-"`
	*Inline35 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 int16 `json:"f17,omitempty"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 []Item22 `json:"f21"`
	F25 uint64 `json:"f25,omitempty"`
	F26 bool `json:"f26,omitempty,omitzero"`
	F27 []int8 `json:"f27,omitempty,omitzero"`
	F28 S29 `json:"f28"`
	F32 *uint8 `json:"f32"`
	Skipped33 string `json:"-"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 uint64 `json:"f23"`
	F24 uint8 `json:"f24,omitempty,omitzero"`
}

// S29 is a random struct.
type S29 struct {
	F30 int64 `json:"f30,omitempty"`
	F31 *types.UID `json:"f31"`
}

// Inline35 is a random struct.
type Inline35 struct {
	F36 intstr.IntOrString `json:"f36,omitzero"`
	F37 metav1.Time `json:"f37"`
	F38 []Item39 `json:"f38,omitempty"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 int64 `json:"f40,omitempty"`
	F41 intstr.IntOrString `json:"f41"`
	F42 *int64 `json:"f42,omitempty"`
	F43 uint64 `json:"f43,omitempty"`
	F44 uint32 `json:"f44,omitempty"`
	F45 *metav1.MicroTime `json:"f45"`
}

// Spec54 is a random struct.
type Spec54 struct {
	F55 Labels56 `json:"f55,omitempty"`
	F57 metav1.MicroTime `json:"f57,omitempty"`
	F58 map[string]string `json:"f58,omitempty"`
	F59 Template60 `json:"f59"`
	Inline62 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate94 `json:"template"`
}

// Labels56 is a declared list or map type.
type Labels56 map[string]string

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 uint8 `json:"f61"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 Template64 `json:"f63"`
	// +k8s:selectableField
	F66 int16 `json:"f66,omitzero"`
	F67 Template68 `json:"f67"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 *Mode `json:"f65"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 *uint64 `json:"f69,omitempty"`
}

// Status70 is a random struct.
type Status70 struct {
	F71 uint64 `json:"f71,omitempty"`
	F72 Template73 `json:"f72"`
	F77 List87 `json:"f77,omitempty"`
	F88 uint32 `json:"f88,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 *resource.Quantity `json:"f76,omitempty"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 *Template75 `json:"f74,omitempty"`
}

// Item78 is a random struct.
type Item78 struct {
	F79 []byte `json:"f79"`
	F80 map[string]string `json:"f80,omitempty"`
	F81 *float32 `json:"f81,omitzero"`
	F82 types.UID `json:"f82,omitempty"`
	F83 *S84 `json:"f83,omitempty"`
}

// S84 is a random struct.
type S84 struct {
	F85 *int32 `json:"f85"`
	F86 uint32 `json:"f86,omitempty,omitzero"`
}

// List87 is a declared list or map type.
type List87 []Item78

// PodTemplate94 is a random struct.
type PodTemplate94 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status96 is a random struct.
type Status96 struct {
	F97 *float32 `json:"f97,omitempty"`
	F98 uint64 `json:"f98,omitempty"`
	F99 *uint16 `json:"f99,omitempty,omitzero"`
	F100 []Item101 `json:"f100"`
	F118 bool `json:"f118,omitempty"`
	F119 metav1.Duration `json:"f119,omitempty,omitzero"`
	Skipped120 string `json:"-"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 Template103 `json:"f102"`
	F105 *Template106 `json:"f105"`
	F108 *uint32 `json:"f108,omitempty,omitzero"`
	F109 List117 `json:"f109"`
}

// Template103 is a random struct.
type Template103 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F104 *[]int8 `json:"f104,omitempty"`
}

// Template106 is a random struct.
type Template106 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F107 int8 `json:"f107,omitempty"`
}

// Item110 is a random struct.
type Item110 struct {
	F111 metav1.MicroTime `json:"f111"`
	F112 string `json:"f112,omitempty,omitzero"`
	F113 *bool `json:"f113"`
	F114 types.UID `json:"f114"`
	F115 int16 `json:"f115,omitzero"`
	F116 uint32 `json:"f116"`
}

// List117 is a declared list or map type.
type List117 []Item110

