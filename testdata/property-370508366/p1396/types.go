package p1396

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
// +kubebuilder:selectablefield:JSONPath=".spec.f5.f7"
// +k8s:schema:index:field="spec.f5.f7"
// +k8s:selectableField:jsonPath=".spec.f5.f16",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f20",indexed=true
// +kubebuilder:printcolumn:name="Col22",type="number",JSONPath=`.spec.f5.f9`,priority=1
// +kubebuilder:printcolumn:name="Col23",type="number",JSONPath=`.spec.f5.f15`
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.spec.f5.f16`
// +kubebuilder:printcolumn:name="Col25",type="integer",JSONPath=`.status.f18`,description="A column."
// +kubebuilder:printcolumn:name="Col26",type="string",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.status.f20`,description="A column."
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f3.app`,description="A column."
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f5.f10[*].f13`
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.spec.f5.f10[0].f13`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +kubebuilder:printcolumn:name="Dup32",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup32",type="string",JSONPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind33 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f37",description="The f37 of the kind."
// +k8s:selectableField:jsonPath=".spec.f57",default="fast"
// +kubebuilder:printcolumn:name="Col93",type="boolean",JSONPath=`.spec.f37`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col94",type="integer",JSONPath=`.status.f61`
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.spec.f38[*].f44`,priority=1
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.spec.f38[0].f44`,description="A column."
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.spec.f53.app`,description="A column."
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f63[*].f73`
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.status.f63[0].f73`
// +kubebuilder:printcolumn:name="Col100",type="string",JSONPath=`.status.f77.app`
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.status.f80[*].f82`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f80[0].f82`
// +kubebuilder:printcolumn:name="Col103",type="string",JSONPath=`.status.f88.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:path=kind33z,singular=kind33
type Kind33 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec34 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind33List is a list of Kind33.
//
// +kubebuilder:object:root=true
type Kind33List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind33 `json:"items"`
}

// Kind105 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f108.f115",indexed=true
// +k8s:selectableField:jsonPath=".status.f142.f144"
// +k8s:schema:selectableField:jsonPath=".status.f142.f145"
// +k8s:schema:selectableField:jsonPath=".status.f149",default="6"
// +k8s:printerColumn:name="Col150",type=string,jsonPath=`.spec.f108.f115`,description="A column."
// +k8s:printerColumn:name="Col151",type=number,jsonPath=`.spec.f125`
// +k8s:printerColumn:name="Col152",type=string,jsonPath=`.spec.f139`
// +k8s:printerColumn:name="Col153",type=date,jsonPath=`.status.f142.f144`
// +k8s:printerColumn:name="Col154",type=integer,jsonPath=`.status.f142.f145`,format=int32
// +k8s:printerColumn:name="Col155",type=string,jsonPath=`.status.f142.f146`,priority=1
// +k8s:printerColumn:name="Col156",type=string,jsonPath=`.status.f148`
// +k8s:printerColumn:name="Col157",type=string,jsonPath=`.spec.f108.f110.app`
// +k8s:printerColumn:name="Col158",type=string,jsonPath=`.spec.f108.f116[*].f118`
// +k8s:printerColumn:name="Col159",type=string,jsonPath=`.spec.f108.f116[0].f118`
// +k8s:printerColumn:name="Col160",type=string,jsonPath=`.spec.f126[0].f128`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
type Kind105 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec106 `json:"spec,omitempty"`
	Status Status140 `json:"status,omitempty"`
}

// Kind105List is a list of Kind105.
//
// +kubebuilder:object:root=true
type Kind105List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind105 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 *S6 `json:"f5"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate31 `json:"template"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// S6 is a random struct.
type S6 struct {
	F7 types.UID `json:"f7"`
	F8 metav1.MicroTime `json:"f8,omitzero"`
	F9 float32 `json:"f9,omitempty"`
	F10 List14 `json:"f10,omitempty"`
	F15 float32 `json:"f15"`
	F16 types.UID `json:"f16"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 *uint64 `json:"f12"`
	F13 []int8 `json:"f13"`
}

// List14 is a declared list or map type.
type List14 []Item11

// Status17 is a random struct.
type Status17 struct {
	F18 *int8 `json:"f18,omitempty"`
	F19 *Mode `json:"f19,omitempty"`
	F20 int8 `json:"f20,omitempty"`
	Skipped21 string `json:"-"`
}

// PodTemplate31 is a random struct.
type PodTemplate31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec34 is a random struct.
type Spec34 struct {
	F35 *uint32 `json:"f35"`
	F36 *uint32 `json:"f36,omitempty"`
	F37 *bool `json:"f37"`
	F38 List52 `json:"f38,omitempty"`
	F53 Labels54 `json:"f53"`
	F55 uint8 `json:"f55"`
	Inline56 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate104 `json:"template"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 uint8 `json:"f40,omitempty"`
	F41 metav1.MicroTime `json:"f41"`
	F42 uint16 `json:"f42,omitempty"`
	F43 *types.UID `json:"f43"`
	F44 intstr.IntOrString `json:"f44,omitempty,omitzero"`
	Inline45 `json:",inline"`
}

// Inline45 is a random struct.
type Inline45 struct {
	F46 *metav1.MicroTime `json:"f46,omitzero"`
	F47 *Mode `json:"f47"`
	F48 int64 `json:"f48,omitempty,omitzero"`
	F49 *[]int8 `json:"f49,omitempty"`
	F50 *uint64 `json:"f50,omitempty"`
	F51 resource.Quantity `json:"f51,omitempty"`
}

// List52 is a declared list or map type.
type List52 []Item39

// Labels54 is a declared list or map type.
type Labels54 map[string]string

// Inline56 is a random struct.
type Inline56 struct {
	F57 Mode `json:"f57"`
	F58 intstr.IntOrString `json:"f58,omitempty"`
	F59 map[string]string `json:"f59,omitempty"`
}

// Status60 is a random struct.
type Status60 struct {
	// +k8s:schema:selectableField:trigger=true
	F61 uint16 `json:"f61"`
	F62 Mode `json:"f62"`
	F63 []Item64 `json:"f63"`
	F74 Template75 `json:"f74"`
	F77 map[string]string `json:"f77,omitempty"`
	Skipped78 string `json:"-"`
	*Inline79 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item64 is a random struct.
type Item64 struct {
	F65 *uint64 `json:"f65"`
	F66 *S67 `json:"f66"`
	F73 []byte `json:"f73,omitempty"`
}

// S67 is a random struct.
type S67 struct {
	F68 bool `json:"f68"`
	F69 string `json:"f69,omitempty"`
	F70 uint32 `json:"f70,omitempty,omitzero"`
	F71 uint8 `json:"f71,omitempty"`
	Skipped72 string `json:"-"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 map[string]string `json:"f76"`
}

// Inline79 is a random struct.
type Inline79 struct {
	F80 []Item81 `json:"f80"`
	F87 uint32 `json:"f87"`
	F88 map[string]string `json:"f88"`
	F89 Template90 `json:"f89"`
	Skipped92 string `json:"-"`
}

// Item81 is a random struct.
type Item81 struct {
	F82 resource.Quantity `json:"f82,omitempty"`
	F83 float32 `json:"f83,omitempty"`
	F84 *resource.Quantity `json:"f84,omitempty"`
	F85 *uint32 `json:"f85,omitempty"`
	F86 bool `json:"f86"`
}

// Template90 is a random struct.
type Template90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F91 *uint8 `json:"f91,omitempty"`
}

// PodTemplate104 is a random struct.
type PodTemplate104 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec106 is a random struct.
type Spec106 struct {
	F107 *float32 `json:"f107,omitempty"`
	F108 S109 `json:"f108,omitempty"`
	F124 *uint16 `json:"f124,omitempty"`
	F125 float32 `json:"f125,omitempty"`
	F126 List138 `json:"f126,omitempty"`
	F139 resource.Quantity `json:"f139"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S109 is a random struct.
type S109 struct {
	F110 map[string]string `json:"f110"`
	F111 Template112 `json:"f111,omitempty"`
	F114 map[string]string `json:"f114"`
	F115 string `json:"f115"`
	F116 List123 `json:"f116"`
}

// Template112 is a random struct.
type Template112 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F113 int16 `json:"f113"`
}

// Item117 is a random struct.
type Item117 struct {
	F118 string `json:"f118,omitzero"`
	F119 *float32 `json:"f119,omitempty"`
	F120 types.UID `json:"f120,omitzero"`
	F121 uint8 `json:"f121,omitempty"`
	Skipped122 string `json:"-"`
}

// List123 is a declared list or map type.
type List123 []Item117

// Item127 is a random struct.
type Item127 struct {
	F128 intstr.IntOrString `json:"f128"`
	F129 *uint16 `json:"f129"`
	F130 *metav1.MicroTime `json:"f130"`
	F131 []int8 `json:"f131,omitempty"`
	F132 *float64 `json:"f132"`
	Inline133 `json:",inline"`
}

// Inline133 is a random struct.
type Inline133 struct {
	F134 bool `json:"f134,omitempty"`
	F135 uint64 `json:"f135"`
	F136 *types.UID `json:"f136"`
	Skipped137 string `json:"-"`
}

// List138 is a declared list or map type.
type List138 []Item127

// Status140 is a random struct.
type Status140 struct {
	F141 *metav1.Time `json:"f141,omitempty"`
	F142 S143 `json:"f142,omitempty"`
	F147 int64 `json:"f147,omitempty"`
	F148 *uint64 `json:"f148"`
	F149 *uint16 `json:"f149"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S143 is a random struct.
type S143 struct {
	F144 metav1.MicroTime `json:"f144"`
	F145 *uint32 `json:"f145,omitempty"`
	// +k8s:selectableField
	F146 *string `json:"f146"`
}

