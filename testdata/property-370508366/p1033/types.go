package p1033

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
// +kubebuilder:selectablefield:JSONPath=".status.f46.f50"
// +k8s:selectableField:jsonPath=".status.f51",description="The f51 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f52",trigger=true
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.status.f37`
// +kubebuilder:printcolumn:name="Col62",type="number",JSONPath=`.status.f46.f48`,priority=1
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f46.f50`,description="A column."
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.status.f51`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f55`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f59`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind68 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f70"
// +k8s:selectableField:jsonPath=".spec.f89"
// +k8s:selectableField:jsonPath=".spec.f90"
// +k8s:schema:selectableField:jsonPath=".status.f93",default="6"
// +k8s:printerColumn:name="Col119",type=integer,jsonPath=`.spec.f71.f82`
// +k8s:printerColumn:name="Col120",type=number,jsonPath=`.status.f92`
// +k8s:printerColumn:name="Col121",type=integer,jsonPath=`.status.f93`,description="A column."
// +k8s:printerColumn:name="Col122",type=integer,jsonPath=`.status.f94.f108`
// +k8s:printerColumn:name="Col123",type=string,jsonPath=`.status.f94.f112`,priority=1,description="A column."
// +k8s:printerColumn:name="Col124",type=string,jsonPath=`.spec.f71.f74[*].f78`
// +k8s:printerColumn:name="Col125",type=string,jsonPath=`.spec.f71.f86.app`
// +k8s:printerColumn:name="Col126",type=string,jsonPath=`.status.f94.f96[*].f101`
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.status.f94.f96[0].f101`
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.status.f94.f96[?(@.f99==1)].f101`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
type Kind68 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec69 `json:"spec,omitempty"`
	Status Status91 `json:"status,omitempty"`
}

// Kind68List is a list of Kind68.
//
// +kubebuilder:object:root=true
type Kind68List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind68 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3"`
	F5 Labels6 `json:"f5"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate67 `json:"template"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Status7 is a random struct.
type Status7 struct {
	F8 []Item9 `json:"f8,omitempty"`
	F18 Labels19 `json:"f18"`
	F20 List34 `json:"f20,omitempty"`
	// +k8s:selectableField:default="2",description="The f35 of the kind.",indexed=true
	F35 int16 `json:"f35,omitzero"`
	F36 int32 `json:"f36,omitempty"`
	// +k8s:schema:selectableField
	F37 *int8 `json:"f37,omitempty"`
	*Inline38 `json:",inline"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 float64 `json:"f10,omitempty"`
	F11 *int8 `json:"f11,omitempty"`
	Inline12 `json:",inline"`
}

// Inline12 is a random struct.
type Inline12 struct {
	F13 uint16 `json:"f13,omitzero"`
	F14 int64 `json:"f14,omitempty"`
	F15 metav1.MicroTime `json:"f15"`
	F16 metav1.MicroTime `json:"f16"`
	F17 intstr.IntOrString `json:"f17"`
}

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// Item21 is a random struct.
type Item21 struct {
	F22 uint16 `json:"f22,omitempty"`
	F23 []Item24 `json:"f23,omitempty"`
	F27 []Item28 `json:"f27,omitempty"`
	F33 int8 `json:"f33,omitempty"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 float64 `json:"f25,omitempty"`
	F26 *int8 `json:"f26,omitempty"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 *int16 `json:"f29"`
	F30 []int8 `json:"f30,omitempty"`
	F31 uint16 `json:"f31"`
	Skipped32 string `json:"-"`
}

// List34 is a declared list or map type.
type List34 []Item21

// Inline38 is a random struct.
type Inline38 struct {
	F39 []int8 `json:"f39,omitzero"`
	F40 []Item41 `json:"f40,omitempty"`
	F46 S47 `json:"f46,omitempty"`
	F51 int `json:"f51"`
	F52 *types.UID `json:"f52,omitempty"`
	Skipped53 string `json:"-"`
	Inline54 `json:",inline"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 *metav1.Duration `json:"f42,omitempty"`
	F43 int16 `json:"f43,omitempty,omitzero"`
	F44 *Mode `json:"f44,omitempty"`
	F45 *uint16 `json:"f45"`
}

// S47 is a random struct.
type S47 struct {
	F48 float64 `json:"f48,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F49 Mode `json:"f49"`
	F50 intstr.IntOrString `json:"f50"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 uint8 `json:"f55,omitempty"`
	F56 float32 `json:"f56"`
	F57 intstr.IntOrString `json:"f57"`
	F58 bool `json:"f58,omitzero"`
	F59 intstr.IntOrString `json:"f59,omitempty"`
	F60 int `json:"f60,omitempty"`
}

// PodTemplate67 is a random struct.
type PodTemplate67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec69 is a random struct.
type Spec69 struct {
	F70 types.UID `json:"f70"`
	F71 S72 `json:"f71"`
	F89 *int8 `json:"f89"`
	F90 int64 `json:"f90,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S72 is a random struct.
type S72 struct {
	F73 *int16 `json:"f73,omitempty"`
	F74 List80 `json:"f74,omitempty"`
	F81 uint16 `json:"f81,omitzero"`
	F82 *int32 `json:"f82"`
	F83 *Template84 `json:"f83"`
	F86 Labels87 `json:"f86,omitempty"`
	Skipped88 string `json:"-"`
}

// Item75 is a random struct.
type Item75 struct {
	F76 *float64 `json:"f76,omitzero"`
	F77 metav1.Time `json:"f77"`
	F78 intstr.IntOrString `json:"f78,omitempty"`
	F79 float64 `json:"f79,omitempty"`
}

// List80 is a declared list or map type.
type List80 []Item75

// Template84 is a random struct.
type Template84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F85 metav1.Duration `json:"f85"`
}

// Labels87 is a declared list or map type.
type Labels87 map[string]string

// Status91 is a random struct.
type Status91 struct {
	F92 float64 `json:"f92,omitempty"`
	F93 *uint16 `json:"f93"`
	F94 S95 `json:"f94"`
	F113 *Template114 `json:"f113,omitempty"`
	F117 metav1.Time `json:"f117"`
	Skipped118 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S95 is a random struct.
type S95 struct {
	F96 []Item97 `json:"f96"`
	F105 *Template106 `json:"f105"`
	// +k8s:selectableField:indexed=true
	F108 *int32 `json:"f108"`
	F109 Template110 `json:"f109,omitempty"`
	// +k8s:schema:selectableField
	F112 metav1.Duration `json:"f112,omitempty,omitzero"`
}

// Item97 is a random struct.
type Item97 struct {
	F98 *string `json:"f98"`
	F99 int32 `json:"f99"`
	F100 *Mode `json:"f100"`
	F101 metav1.Duration `json:"f101"`
	F102 metav1.MicroTime `json:"f102,omitempty"`
	F103 *int16 `json:"f103"`
	Skipped104 string `json:"-"`
}

// Template106 is a random struct.
type Template106 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F107 metav1.MicroTime `json:"f107,omitzero"`
}

// Template110 is a random struct.
type Template110 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F111 *intstr.IntOrString `json:"f111,omitzero"`
}

// Labels116 is a declared list or map type.
type Labels116 map[string]string

// Template114 is a random struct.
type Template114 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F115 Labels116 `json:"f115,omitempty"`
}

