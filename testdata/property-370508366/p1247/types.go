package p1247

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f6.f8",description="The f8 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f4.f17",description="The f17 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f4.f18.f21",default="4"
// +k8s:schema:selectableField:jsonPath=".spec.f4.f18.f22",indexed=true
// +k8s:selectableField:jsonPath=".spec.f27",default="3",description="The f27 of the kind."
// +kubebuilder:printcolumn:name="Col56",type="number",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col57",type="number",JSONPath=`.spec.f4.f6.f10`
// +kubebuilder:printcolumn:name="Col58",type="number",JSONPath=`.spec.f4.f6.f11`
// +kubebuilder:printcolumn:name="Col59",type="number",JSONPath=`.spec.f4.f6.f12`,description="A column."
// +kubebuilder:printcolumn:name="Col60",type="date",JSONPath=`.spec.f4.f6.f13`,description="A column."
// +kubebuilder:printcolumn:name="Col61",type="number",JSONPath=`.spec.f4.f16`,priority=1
// +kubebuilder:printcolumn:name="Col62",type="date",JSONPath=`.spec.f4.f18.f22`
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.status.f53`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f55`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.status.f31[0].f45`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f54.app`
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

// Kind67 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f71"
// +k8s:schema:selectableField:jsonPath=".spec.f72"
// +k8s:schema:selectableField:jsonPath=".status.f78"
// +k8s:schema:selectableField:jsonPath=".status.f87",default="none",description="The f87 of the kind.",indexed=true
// +k8s:printerColumn:name="Col89",type=number,jsonPath=`.spec.f69`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec68 `json:"spec,omitempty"`
	Status Status77 `json:"status,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Kind91 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f70",default="7"
// +k8s:selectableField:jsonPath=".status.f125",description="The f125 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f127"
// +k8s:printerColumn:name="Col128",type=number,jsonPath=`.spec.f69`
// +k8s:printerColumn:name="Col129",type=integer,jsonPath=`.spec.f70`,format=int32
// +k8s:printerColumn:name="Col130",type=string,jsonPath=`.spec.f71`
// +k8s:printerColumn:name="Col131",type=integer,jsonPath=`.spec.f73`
// +k8s:printerColumn:name="Col132",type=integer,jsonPath=`.spec.replicas`,description="A column."
// +k8s:printerColumn:name="Col133",type=integer,jsonPath=`.status.f94`,format=int32
// +k8s:printerColumn:name="Col134",type=string,jsonPath=`.status.f95[*].f99`
// +k8s:printerColumn:name="Col135",type=string,jsonPath=`.status.f95[0].f99`
// +k8s:printerColumn:name="Col136",type=string,jsonPath=`.status.f117[*].f120`
// +k8s:printerColumn:name="Col137",type=string,jsonPath=`.status.f117[0].f120`
type Kind91 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec68 `json:"spec,omitempty"`
	Status Status92 `json:"status,omitempty"`
}

// Kind91List is a list of Kind91.
//
// +kubebuilder:object:root=true
type Kind91List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind91 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float64 `json:"f3"`
	F4 S5 `json:"f4"`
	F25 map[string]string `json:"f25,omitempty"`
	F26 *float32 `json:"f26,omitempty"`
	F27 int32 `json:"f27,omitempty"`
	Skipped28 string `json:"-"`
}

// S5 is a random struct.
type S5 struct {
	F6 S7 `json:"f6,omitempty"`
	F15 float64 `json:"f15,omitempty"`
	F16 float64 `json:"f16"`
	F17 []byte `json:"f17,omitempty"`
	F18 S19 `json:"f18,omitempty"`
	F23 Labels24 `json:"f23"`
}

// S7 is a random struct.
type S7 struct {
	F8 *uint64 `json:"f8,omitempty"`
	F9 uint8 `json:"f9,omitempty"`
	F10 float32 `json:"f10,omitempty"`
	F11 float32 `json:"f11"`
	F12 *float64 `json:"f12"`
	F13 *metav1.MicroTime `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
}

// S19 is a random struct.
type S19 struct {
	F20 resource.Quantity `json:"f20,omitempty"`
	F21 int64 `json:"f21,omitempty"`
	F22 metav1.MicroTime `json:"f22,omitzero"`
}

// Labels24 is a declared list or map type.
type Labels24 map[string]string

// Status29 is a random struct.
type Status29 struct {
	F30 resource.Quantity `json:"f30,omitzero"`
	F31 []Item32 `json:"f31"`
	F53 uint16 `json:"f53"`
	F54 map[string]string `json:"f54"`
	// +k8s:selectableField:description="The f55 of the kind."
	F55 []byte `json:"f55"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 metav1.Time `json:"f33"`
	F34 List43 `json:"f34,omitempty"`
	F44 int64 `json:"f44,omitempty"`
	F45 []int8 `json:"f45,omitempty"`
	F46 string `json:"f46,omitempty"`
	F47 resource.Quantity `json:"f47"`
	Skipped48 string `json:"-"`
	Inline49 `json:",inline"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 *float64 `json:"f36,omitempty"`
	F37 int8 `json:"f37,omitempty,omitzero"`
	F38 uint8 `json:"f38,omitempty"`
	F39 []byte `json:"f39"`
	F40 int8 `json:"f40"`
	F41 *uint32 `json:"f41"`
	Skipped42 string `json:"-"`
}

// List43 is a declared list or map type.
type List43 []Item35

// Inline49 is a random struct.
type Inline49 struct {
	F50 *int32 `json:"f50,omitempty"`
	F51 *int16 `json:"f51"`
	F52 uint32 `json:"f52"`
}

// Spec68 is a random struct.
type Spec68 struct {
	F69 float64 `json:"f69,omitempty,omitzero"`
	F70 *uint32 `json:"f70"`
	F71 uint64 `json:"f71"`
	F72 *int32 `json:"f72,omitzero"`
	// +k8s:schema:selectableField:default="7"
	F73 uint32 `json:"f73,omitzero"`
	F74 Template75 `json:"f74,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate90 `json:"template"`
}

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 Mode `json:"f76"`
}

// Status77 is a random struct.
type Status77 struct {
	F78 *int32 `json:"f78"`
	F79 Template80 `json:"f79,omitempty"`
	F87 string `json:"f87,omitempty"`
	F88 uint32 `json:"f88"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S82 is a random struct.
type S82 struct {
	F83 resource.Quantity `json:"f83,omitempty"`
	F84 *uint32 `json:"f84"`
	F85 intstr.IntOrString `json:"f85,omitempty"`
	F86 uint32 `json:"f86,omitempty"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 S82 `json:"f81,omitempty"`
}

// PodTemplate90 is a random struct.
type PodTemplate90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status92 is a random struct.
type Status92 struct {
	F93 *resource.Quantity `json:"f93"`
	F94 uint32 `json:"f94,omitempty"`
	F95 List111 `json:"f95,omitempty"`
	Inline112 `json:",inline"`
}

// Item96 is a random struct.
type Item96 struct {
	F97 *bool `json:"f97,omitempty"`
	F98 uint16 `json:"f98,omitempty"`
	F99 resource.Quantity `json:"f99"`
	F100 Labels101 `json:"f100,omitempty"`
	F102 []byte `json:"f102"`
	F103 *S104 `json:"f103"`
}

// Labels101 is a declared list or map type.
type Labels101 map[string]string

// S104 is a random struct.
type S104 struct {
	F105 int64 `json:"f105"`
	F106 metav1.Duration `json:"f106"`
	F107 uint16 `json:"f107,omitzero"`
	F108 int32 `json:"f108,omitempty"`
	F109 *metav1.Time `json:"f109,omitempty"`
	F110 *Mode `json:"f110,omitempty"`
}

// List111 is a declared list or map type.
type List111 []Item96

// Inline112 is a random struct.
type Inline112 struct {
	F113 Mode `json:"f113"`
	F114 Template115 `json:"f114,omitempty"`
	F117 List122 `json:"f117"`
	*Inline123 `json:",inline"`
}

// Template115 is a random struct.
type Template115 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F116 int `json:"f116"`
}

// Item118 is a random struct.
type Item118 struct {
	F119 *Mode `json:"f119"`
	F120 []byte `json:"f120"`
	F121 []byte `json:"f121,omitempty"`
}

// List122 is a declared list or map type.
type List122 []Item118

// Inline123 is a random struct.
type Inline123 struct {
	F124 int8 `json:"f124"`
	F125 uint32 `json:"f125,omitempty"`
	F126 int8 `json:"f126,omitempty"`
	F127 *int32 `json:"f127,omitempty,omitzero"`
}

