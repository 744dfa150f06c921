package p1242

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f12"
// +k8s:schema:selectableField:jsonPath=".spec.f24",trigger=true
// +k8s:printerColumn:name="Col43",type=number,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f4.f8`
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.spec.f4.f12`,format=int32
// +k8s:printerColumn:name="Col46",type=date,jsonPath=`.spec.f23`
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f26[*].f28`,priority=1
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.status.f26[0].f28`,priority=1
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind49 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f52",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f54"
// +k8s:schema:index:field="spec.f54"
// +k8s:schema:selectableField:jsonPath=".status.f102",description="The f102 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.spec.f51`,priority=1
// +kubebuilder:printcolumn:name="Col105",type="string",JSONPath=`.spec.f52`,description="A column."
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.spec.f54`
// +kubebuilder:printcolumn:name="Col107",type="integer",JSONPath=`.status.f78`,priority=1
// +kubebuilder:printcolumn:name="Col108",type="string",JSONPath=`.spec.f56.app`
// +kubebuilder:printcolumn:name="Col109",type="string",JSONPath=`.status.f59[0].f62`,description="A column."
// +kubebuilder:printcolumn:name="Col110",type="string",JSONPath=`.status.f88[*].f90`
// +kubebuilder:printcolumn:name="Col111",type="string",JSONPath=`.status.f96[*].f98`
// +kubebuilder:printcolumn:name="Col112",type="string",JSONPath=`.status.f96[0].f98`,priority=1
// +k8s:printerColumn:name="Cel113",type=string,expression=`has(self.spec) && has(self.spec.f52) ? self.spec.f52 : "none"`
// +k8s:selectorGeneration
// +k8s:resource:path=kind49-items
type Kind49 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec50 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind49List is a list of Kind49.
//
// +kubebuilder:object:root=true
type Kind49List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind49 `json:"items"`
}

// Kind115 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f139",description="The f139 of the kind."
// +kubebuilder:printcolumn:name="Col144",type="date",JSONPath=`.spec.f134`
// +kubebuilder:printcolumn:name="Col145",type="string",JSONPath=`.status.f137`
// +kubebuilder:printcolumn:name="Col146",type="date",JSONPath=`.status.f138`
// +kubebuilder:printcolumn:name="Col147",type="string",JSONPath=`.spec.f117[*].f122`
// +kubebuilder:printcolumn:name="Col148",type="string",JSONPath=`.spec.f117[0].f122`
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind115 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec116 `json:"spec,omitempty"`
	Status Status136 `json:"status,omitempty"`
}

// Kind115List is a list of Kind115.
//
// +kubebuilder:object:root=true
type Kind115List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind115 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *float64 `json:"f3"`
	F4 S5 `json:"f4,omitempty"`
	F21 map[string]string `json:"f21,omitempty"`
	F22 map[string]string `json:"f22,omitempty"`
	F23 metav1.Time `json:"f23,omitempty,omitzero"`
	F24 *metav1.Duration `json:"f24,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 Labels7 `json:"f6"`
	F8 Mode `json:"f8,omitzero"`
	F9 Template10 `json:"f9"`
	F12 *uint8 `json:"f12"`
	F13 []Item14 `json:"f13,omitempty"`
	// +k8s:selectableField:description="The f20 of the kind."
	F20 metav1.Time `json:"f20,omitzero"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 *[]int8 `json:"f11"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 *float32 `json:"f15"`
	F16 int `json:"f16,omitempty"`
	F17 int8 `json:"f17"`
	F18 *int64 `json:"f18,omitempty"`
	Skipped19 string `json:"-"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 List33 `json:"f26,omitempty"`
	F34 *uint32 `json:"f34,omitempty"`
	F35 Template36 `json:"f35"`
	F42 float32 `json:"f42,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 intstr.IntOrString `json:"f28"`
	F29 types.UID `json:"f29,omitempty"`
	F30 Template31 `json:"f30,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 metav1.Time `json:"f32"`
}

// List33 is a declared list or map type.
type List33 []Item27

// Item38 is a random struct.
type Item38 struct {
	F39 *uint64 `json:"f39,omitempty,omitzero"`
	F40 *intstr.IntOrString `json:"f40"`
}

// List41 is a declared list or map type.
type List41 []Item38

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 List41 `json:"f37"`
}

// Spec50 is a random struct.
type Spec50 struct {
	F51 *types.UID `json:"f51"`
	F52 *Mode `json:"f52"`
	// +k8s:schema:selectableField
	F53 uint16 `json:"f53,omitempty"`
	F54 types.UID `json:"f54,omitempty"`
	F55 uint32 `json:"f55,omitempty"`
	F56 Labels57 `json:"f56,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate114 `json:"template"`
}

// Labels57 is a declared list or map type.
type Labels57 map[string]string

// Status58 is a random struct.
type Status58 struct {
	F59 List75 `json:"f59"`
	F76 *int16 `json:"f76,omitempty"`
	F77 uint64 `json:"f77"`
	// +k8s:schema:selectableField
	F78 int8 `json:"f78,omitempty"`
	F79 *intstr.IntOrString `json:"f79,omitempty"`
	Inline80 `json:",inline"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 int64 `json:"f61,omitempty"`
	F62 []byte `json:"f62"`
	F63 Template64 `json:"f63,omitempty"`
	F66 map[string]string `json:"f66,omitempty"`
	F67 *S68 `json:"f67,omitempty"`
	F72 Template73 `json:"f72,omitempty"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 *uint32 `json:"f65"`
}

// S68 is a random struct.
type S68 struct {
	F69 int64 `json:"f69"`
	F70 intstr.IntOrString `json:"f70,omitempty"`
	F71 metav1.Time `json:"f71,omitempty"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 *int `json:"f74,omitempty"`
}

// List75 is a declared list or map type.
type List75 []Item60

// Inline80 is a random struct.
type Inline80 struct {
	F81 List87 `json:"f81"`
	F88 List95 `json:"f88"`
	F96 []Item97 `json:"f96"`
	F102 *uint16 `json:"f102,omitempty"`
	// +k8s:selectableField
	F103 []byte `json:"f103,omitempty"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 *intstr.IntOrString `json:"f83,omitempty,omitzero"`
	F84 int64 `json:"f84,omitempty,omitzero"`
	F85 int `json:"f85,omitempty"`
	F86 float32 `json:"f86,omitempty,omitzero"`
}

// List87 is a declared list or map type.
type List87 []Item82

// Item89 is a random struct.
type Item89 struct {
	F90 []byte `json:"f90"`
	F91 types.UID `json:"f91"`
	F92 bool `json:"f92"`
	F93 *int64 `json:"f93"`
	F94 *resource.Quantity `json:"f94,omitempty"`
}

// List95 is a declared list or map type.
type List95 []Item89

// Item97 is a random struct.
type Item97 struct {
	F98 []int8 `json:"f98,omitempty"`
	F99 string `json:"f99"`
	F100 *float32 `json:"f100,omitempty,omitzero"`
	F101 *string `json:"f101"`
}

// PodTemplate114 is a random struct.
type PodTemplate114 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec116 is a random struct.
type Spec116 struct {
	F117 List126 `json:"f117"`
	F127 Labels128 `json:"f127"`
	F129 List133 `json:"f129,omitempty"`
	// +k8s:selectableField:description="The f134 of the kind."
	F134 metav1.Time `json:"f134"`
	F135 uint8 `json:"f135"`
}

// Item118 is a random struct.
type Item118 struct {
	F119 Template120 `json:"f119,omitempty"`
	F122 []int8 `json:"f122"`
	F123 uint64 `json:"f123,omitempty"`
	F124 float64 `json:"f124,omitempty"`
	F125 bool `json:"f125"`
}

// Template120 is a random struct.
type Template120 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F121 *resource.Quantity `json:"f121"`
}

// List126 is a declared list or map type.
type List126 []Item118

// Labels128 is a declared list or map type.
type Labels128 map[string]string

// Item130 is a random struct.
type Item130 struct {
	F131 int8 `json:"f131,omitempty"`
	F132 *metav1.MicroTime `json:"f132,omitempty"`
}

// List133 is a declared list or map type.
type List133 []Item130

// Status136 is a random struct.
type Status136 struct {
	F137 []byte `json:"f137,omitempty"`
	F138 metav1.Time `json:"f138,omitempty"`
	F139 intstr.IntOrString `json:"f139,omitempty"`
	F140 *metav1.Time `json:"f140,omitempty"`
	F141 Labels142 `json:"f141,omitempty"`
	F143 *int `json:"f143,omitempty"`
}

// Labels142 is a declared list or map type.
type Labels142 map[string]string

