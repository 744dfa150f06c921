package p1545

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
// +k8s:schema:selectableField:jsonPath=".spec.f21.f25",description="The f25 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f31"
// +k8s:schema:index:field="status.f31"
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f21.f24`
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f21.f25`,description="A column."
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f21.f26`
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.spec.f21.f27`,priority=1
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.status.f32.app`,priority=1
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f57",default="none",description="The f57 of the kind."
// +k8s:selectableField:jsonPath=".spec.f63.f69"
// +k8s:schema:selectableField:jsonPath=".spec.f63.f70"
// +k8s:schema:selectableField:jsonPath=".spec.f72"
// +k8s:schema:selectableField:jsonPath=".status.f83",description="The f83 of the kind.",trigger=true
// +k8s:printerColumn:name="Col86",type=date,jsonPath=`.spec.f58`
// +k8s:printerColumn:name="Col87",type=date,jsonPath=`.spec.f63.f65`,priority=1,description="A column."
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f63.f67`
// +k8s:printerColumn:name="Col89",type=integer,jsonPath=`.spec.f74`,description="A column."
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.spec.f75`,priority=1,description="A column."
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.status.f84`,description="A column."
// +k8s:printerColumn:name="Col92",type=integer,jsonPath=`.status.f85`,priority=1,format=int32
// +k8s:printerColumn:name="Col93",type=string,jsonPath=`.status.f77[0].f79`
// +k8s:printerColumn:name="Cel94",type=string,expression=`has(self.spec) && has(self.spec.f74) ? string(self.spec.f74) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec44 `json:"spec,omitempty"`
	Status Status76 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Kind96 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f102",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f110"
// +k8s:selectableField:jsonPath=".spec.f114.f116"
// +k8s:printerColumn:name="Col141",type=string,jsonPath=`.spec.f98`,description="A column."
// +k8s:printerColumn:name="Col142",type=number,jsonPath=`.spec.f103.f105`
// +k8s:printerColumn:name="Col143",type=integer,jsonPath=`.spec.f114.f117`
// +k8s:printerColumn:name="Col144",type=string,jsonPath=`.spec.f111.app`
// +k8s:printerColumn:name="Col145",type=string,jsonPath=`.status.f122[*].f134`
// +k8s:printerColumn:name="Col146",type=string,jsonPath=`.status.f122[0].f134`
// +k8s:printerColumn:name="Cel147",type=string,expression=`has(self.status) && has(self.status.f120) ? string(self.status.f120) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind96 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec97 `json:"spec,omitempty"`
	Status Status119 `json:"status,omitempty"`
}

// Kind96List is a list of Kind96.
//
// +kubebuilder:object:root=true
type Kind96List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind96 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []int8 `json:"f3"`
	F4 Template5 `json:"f4,omitempty"`
	Skipped13 string `json:"-"`
	Inline14 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate42 `json:"template"`
}

// S7 is a random struct.
type S7 struct {
	F8 *intstr.IntOrString `json:"f8,omitempty"`
	F9 int16 `json:"f9,omitempty,omitzero"`
	F10 int32 `json:"f10,omitempty"`
	F11 *int `json:"f11,omitempty"`
	Skipped12 string `json:"-"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 S7 `json:"f6"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 List19 `json:"f15,omitempty"`
	F20 *[]int8 `json:"f20,omitempty"`
	F21 *S22 `json:"f21,omitempty"`
	F28 float32 `json:"f28"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 int16 `json:"f17"`
	F18 bool `json:"f18,omitempty"`
}

// List19 is a declared list or map type.
type List19 []Item16

// S22 is a random struct.
type S22 struct {
	F23 []byte `json:"f23,omitempty,omitzero"`
	F24 resource.Quantity `json:"f24"`
	F25 []byte `json:"f25,omitempty,omitzero"`
	F26 []int8 `json:"f26"`
	F27 uint8 `json:"f27,omitempty"`
}

// Status29 is a random struct.
type Status29 struct {
	F30 *resource.Quantity `json:"f30"`
	F31 *int16 `json:"f31,omitempty"`
	F32 map[string]string `json:"f32,omitempty"`
	// +k8s:schema:selectableField
	F33 *metav1.Duration `json:"f33,omitempty"`
	F34 []byte `json:"f34,omitzero"`
}

// PodTemplate42 is a random struct.
type PodTemplate42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec44 is a random struct.
type Spec44 struct {
	F45 []Item46 `json:"f45"`
	F56 *metav1.Duration `json:"f56,omitempty,omitzero"`
	F57 string `json:"f57"`
	F58 metav1.Time `json:"f58,omitzero"`
	F59 *[]int8 `json:"f59"`
	Skipped60 string `json:"-"`
	*Inline61 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate95 `json:"template"`
}

// Item46 is a random struct.
type Item46 struct {
	F47 int8 `json:"f47,omitzero"`
	F48 *int64 `json:"f48"`
	F49 List55 `json:"f49"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 *int8 `json:"f51"`
	F52 metav1.Duration `json:"f52,omitempty"`
	F53 []byte `json:"f53"`
	F54 []byte `json:"f54,omitempty,omitzero"`
}

// List55 is a declared list or map type.
type List55 []Item50

// Inline61 is a random struct.
type Inline61 struct {
	F62 int16 `json:"f62,omitempty,omitzero"`
	F63 S64 `json:"f63,omitempty"`
	*Inline71 `json:",inline"`
}

// S64 is a random struct.
type S64 struct {
	F65 *metav1.Time `json:"f65,omitempty"`
	F66 float32 `json:"f66"`
	F67 resource.Quantity `json:"f67,omitzero"`
	F68 float32 `json:"f68,omitempty"`
	F69 []byte `json:"f69"`
	F70 Mode `json:"f70"`
}

// Inline71 is a random struct.
type Inline71 struct {
	F72 intstr.IntOrString `json:"f72,omitempty"`
	F73 types.UID `json:"f73"`
	// +k8s:selectableField:default="4"
	F74 int64 `json:"f74,omitempty,omitzero"`
	F75 *[]int8 `json:"f75"`
}

// Status76 is a random struct.
type Status76 struct {
	F77 List81 `json:"f77,omitempty"`
	F82 resource.Quantity `json:"f82,omitempty"`
	F83 *intstr.IntOrString `json:"f83,omitzero"`
	F84 intstr.IntOrString `json:"f84"`
	F85 int8 `json:"f85"`
}

// Item78 is a random struct.
type Item78 struct {
	F79 types.UID `json:"f79"`
	F80 Mode `json:"f80"`
}

// List81 is a declared list or map type.
type List81 []Item78

// PodTemplate95 is a random struct.
type PodTemplate95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec97 is a random struct.
type Spec97 struct {
	F98 resource.Quantity `json:"f98"`
	F99 Template100 `json:"f99,omitempty"`
	F102 uint8 `json:"f102"`
	F103 *S104 `json:"f103"`
	F110 *uint32 `json:"f110"`
	F111 map[string]string `json:"f111"`
	Inline112 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template100 is a random struct.
type Template100 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F101 metav1.MicroTime `json:"f101"`
}

// S104 is a random struct.
type S104 struct {
	F105 float32 `json:"f105"`
	F106 Template107 `json:"f106,omitempty"`
	Skipped109 string `json:"-"`
}

// Template107 is a random struct.
type Template107 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F108 uint32 `json:"f108,omitempty"`
}

// Inline112 is a random struct.
type Inline112 struct {
	F113 *float64 `json:"f113,omitempty,omitzero"`
	F114 S115 `json:"f114"`
	F118 metav1.MicroTime `json:"f118"`
}

// S115 is a random struct.
type S115 struct {
	F116 int16 `json:"f116"`
	F117 *uint32 `json:"f117,omitzero"`
}

// Status119 is a random struct.
type Status119 struct {
	F120 bool `json:"f120,omitempty"`
	F121 []int8 `json:"f121"`
	F122 []Item123 `json:"f122,omitempty"`
	F135 Template136 `json:"f135"`
	Skipped140 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item123 is a random struct.
type Item123 struct {
	F124 S125 `json:"f124,omitempty"`
	F131 *Template132 `json:"f131"`
	F134 types.UID `json:"f134"`
}

// S125 is a random struct.
type S125 struct {
	F126 *uint32 `json:"f126"`
	F127 int8 `json:"f127"`
	F128 float32 `json:"f128,omitzero"`
	F129 metav1.Time `json:"f129"`
	F130 resource.Quantity `json:"f130"`
}

// Template132 is a random struct.
type Template132 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F133 *int16 `json:"f133,omitempty"`
}

// Template138 is a random struct.
type Template138 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F139 *int16 `json:"f139,omitempty,omitzero"`
}

// Template136 is a random struct.
type Template136 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F137 *Template138 `json:"f137,omitempty"`
}

