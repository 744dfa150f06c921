package p1523

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
// +k8s:schema:selectableField:jsonPath=".status.f23",description="The f23 of the kind."
// +k8s:selectableField:jsonPath=".status.f32",trigger=true
// +k8s:printerColumn:name="Col41",type=number,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col42",type=integer,jsonPath=`.spec.f6.f14`
// +k8s:printerColumn:name="Col43",type=number,jsonPath=`.spec.f17`
// +k8s:printerColumn:name="Col44",type=integer,jsonPath=`.spec.f18`
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.status.f32`
// +k8s:printerColumn:name="Col46",type=integer,jsonPath=`.status.f35.f38`
// +k8s:printerColumn:name="Col47",type=date,jsonPath=`.status.f35.f39`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.status.f40.app`,description="A column."
// +k8s:printerColumn:name="Cel49",type=string,expression=`has(self.status) && has(self.status.f35) && has(self.status.f35.f38) ? string(self.status.f35.f38) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind51 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col100",type="integer",JSONPath=`.spec.f67`
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f68[0].f70`
// +k8s:printerColumn:name="Cel102",type=string,expression=`has(self.spec) && has(self.spec.f67) ? string(self.spec.f67) : "none"`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
type Kind51 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec52 `json:"spec,omitempty"`
	Status Status97 `json:"status,omitempty"`
}

// Kind51List is a list of Kind51.
//
// +kubebuilder:object:root=true
type Kind51List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind51 `json:"items"`
}

// Kind103 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f112",default="fast",description="The f112 of the kind.",indexed=true
// +k8s:printerColumn:name="Col141",type=date,jsonPath=`.spec.f106`
// +k8s:printerColumn:name="Col142",type=string,jsonPath=`.status.f113`
// +k8s:printerColumn:name="Col143",type=integer,jsonPath=`.status.f138`
// +k8s:printerColumn:name="Col144",type=string,jsonPath=`.status.f139`,priority=1
// +k8s:printerColumn:name="Cel145",type=string,expression=`has(self.status) && has(self.status.f134) ? string(self.status.f134) : "none"`
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind103 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec104 `json:"spec,omitempty"`
	Status Status107 `json:"status,omitempty"`
}

// Kind103List is a list of Kind103.
//
// +kubebuilder:object:root=true
type Kind103List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind103 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float32 `json:"f3,omitempty"`
	F4 float64 `json:"f4,omitempty"`
	// +k8s:schema:selectableField:default="2"
	F5 *int16 `json:"f5,omitempty"`
	F6 S7 `json:"f6,omitempty"`
	Inline16 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate50 `json:"template"`
}

// S7 is a random struct.
type S7 struct {
	F8 []Item9 `json:"f8"`
	F13 *uint64 `json:"f13"`
	F14 *int16 `json:"f14,omitempty"`
	Skipped15 string `json:"-"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *uint16 `json:"f10,omitempty"`
	F11 uint64 `json:"f11,omitempty"`
	F12 float64 `json:"f12"`
}

// Inline16 is a random struct.
type Inline16 struct {
	F17 float64 `json:"f17,omitempty"`
	// +k8s:selectableField
	F18 *int64 `json:"f18,omitempty"`
	F19 Labels20 `json:"f19"`
	F21 string `json:"f21"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Status22 is a random struct.
type Status22 struct {
	F23 *types.UID `json:"f23"`
	F24 *S25 `json:"f24,omitempty"`
	Inline31 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	// +k8s:schema:selectableField
	F26 uint32 `json:"f26"`
	F27 *Template28 `json:"f27"`
	Skipped30 string `json:"-"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 intstr.IntOrString `json:"f29,omitzero"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 types.UID `json:"f32,omitempty"`
	F33 *uint64 `json:"f33,omitzero"`
	F34 []int8 `json:"f34"`
	F35 *S36 `json:"f35"`
	F40 map[string]string `json:"f40"`
}

// S36 is a random struct.
type S36 struct {
	// +k8s:selectableField
	F37 *types.UID `json:"f37"`
	F38 int32 `json:"f38,omitempty"`
	F39 metav1.Time `json:"f39"`
}

// PodTemplate50 is a random struct.
type PodTemplate50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec52 is a random struct.
type Spec52 struct {
	F53 string `json:"f53,omitempty"`
	F54 List64 `json:"f54,omitempty"`
	F65 Labels66 `json:"f65"`
	F67 *int `json:"f67,omitempty"`
	F68 List77 `json:"f68"`
	F78 []Item79 `json:"f78"`
}

// Item55 is a random struct.
type Item55 struct {
	F56 bool `json:"f56,omitempty"`
	F57 []byte `json:"f57,omitempty"`
	F58 *uint64 `json:"f58"`
	F59 string `json:"f59"`
	Inline60 `json:",inline"`
}

// Inline60 is a random struct.
type Inline60 struct {
	F61 metav1.MicroTime `json:"f61,omitempty"`
	F62 *metav1.Duration `json:"f62"`
	F63 int64 `json:"f63,omitempty"`
}

// List64 is a declared list or map type.
type List64 []Item55

// Labels66 is a declared list or map type.
type Labels66 map[string]string

// Item69 is a random struct.
type Item69 struct {
	F70 []byte `json:"f70,omitempty"`
	F71 *uint8 `json:"f71,omitempty"`
	Inline72 `json:",inline"`
}

// Inline72 is a random struct.
type Inline72 struct {
	F73 *int32 `json:"f73,omitempty"`
	F74 int32 `json:"f74"`
	F75 *[]int8 `json:"f75"`
	F76 *float64 `json:"f76"`
}

// List77 is a declared list or map type.
type List77 []Item69

// Item79 is a random struct.
type Item79 struct {
	F80 Labels81 `json:"f80,omitempty"`
	F82 []Item83 `json:"f82"`
	F87 *S88 `json:"f87,omitempty"`
	F95 uint8 `json:"f95,omitempty"`
	Skipped96 string `json:"-"`
}

// Labels81 is a declared list or map type.
type Labels81 map[string]string

// Item83 is a random struct.
type Item83 struct {
	F84 metav1.MicroTime `json:"f84"`
	F85 *metav1.MicroTime `json:"f85,omitempty"`
	F86 *string `json:"f86"`
}

// S88 is a random struct.
type S88 struct {
	F89 metav1.MicroTime `json:"f89"`
	F90 *int64 `json:"f90,omitempty"`
	F91 metav1.Duration `json:"f91,omitempty"`
	F92 int16 `json:"f92,omitzero"`
	F93 resource.Quantity `json:"f93"`
	F94 *int32 `json:"f94"`
}

// Status97 is a random struct.
type Status97 struct {
	F98 int32 `json:"f98,omitempty"`
	F99 *resource.Quantity `json:"f99"`
}

// Spec104 is a random struct.
type Spec104 struct {
	F105 uint16 `json:"f105,omitempty,omitzero"`
	F106 metav1.Time `json:"f106,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate146 `json:"template"`
}

// Status107 is a random struct.
type Status107 struct {
	F108 Template109 `json:"f108"`
	F111 metav1.MicroTime `json:"f111"`
	F112 Mode `json:"f112"`
	F113 resource.Quantity `json:"f113,omitempty"`
	F114 List130 `json:"f114"`
	*Inline131 `json:",inline"`
}

// Template109 is a random struct.
type Template109 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F110 float64 `json:"f110,omitempty"`
}

// Item115 is a random struct.
type Item115 struct {
	F116 *string `json:"f116"`
	F117 *float32 `json:"f117,omitempty"`
	F118 Template119 `json:"f118"`
	F121 uint8 `json:"f121,omitzero"`
	Inline122 `json:",inline"`
}

// Template119 is a random struct.
type Template119 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F120 metav1.Duration `json:"f120"`
}

// Inline122 is a random struct.
type Inline122 struct {
	F123 int16 `json:"f123,omitempty"`
	F124 uint64 `json:"f124,omitempty"`
	F125 *uint8 `json:"f125,omitempty"`
	F126 uint32 `json:"f126,omitempty"`
	F127 float64 `json:"f127"`
	F128 int16 `json:"f128,omitempty,omitzero"`
	Skipped129 string `json:"-"`
}

// List130 is a declared list or map type.
type List130 []Item115

// Inline131 is a random struct.
type Inline131 struct {
	F132 *uint16 `json:"f132,omitempty"`
	F133 *uint64 `json:"f133,omitzero"`
	F134 *bool `json:"f134"`
	F135 Labels136 `json:"f135"`
	Inline137 `json:",inline"`
}

// Labels136 is a declared list or map type.
type Labels136 map[string]string

// Inline137 is a random struct.
type Inline137 struct {
	F138 *int8 `json:"f138"`
	F139 resource.Quantity `json:"f139,omitempty"`
	F140 *float32 `json:"f140"`
}

// PodTemplate146 is a random struct.
type PodTemplate146 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

