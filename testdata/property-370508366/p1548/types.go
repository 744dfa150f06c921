package p1548

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
// +k8s:selectableField:jsonPath=".spec.f3",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f25"
// +kubebuilder:selectablefield:JSONPath=".status.f43"
// +kubebuilder:printcolumn:name="Col45",type="string",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f4`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.spec.f24`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f34`
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.spec.f35`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f43`
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f5[*].f15`
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f28.app`,description="A column."
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f29[0].f31`,priority=1
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f29[?(@.f33=="fast")].f31`
// +k8s:schema:scope=Cluster
// +kubebuilder:printcolumn:name="Dup55",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup55",type="string",JSONPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind56 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f86",default="2024-01-02T15:04:05Z",description="The f86 of the kind.",indexed=true
// +k8s:printerColumn:name="Col99",type=integer,jsonPath=`.status.f76`,format=int32
// +k8s:printerColumn:name="Col100",type=date,jsonPath=`.status.f86`
// +k8s:printerColumn:name="Col101",type=date,jsonPath=`.status.f90`
// +k8s:printerColumn:name="Col102",type=boolean,jsonPath=`.status.f91`
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.status.f94`,priority=1,description="A column."
// +k8s:printerColumn:name="Col104",type=integer,jsonPath=`.status.f96`,format=int32
// +k8s:printerColumn:name="Col105",type=number,jsonPath=`.status.f97`,priority=1,description="A column."
// +k8s:printerColumn:name="Col106",type=integer,jsonPath=`.status.f98`,format=int32
// +k8s:printerColumn:name="Col107",type=string,jsonPath=`.status.f75.app`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind56 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec57 `json:"spec,omitempty"`
	Status Status74 `json:"status,omitempty"`
}

// Kind56List is a list of Kind56.
//
// +kubebuilder:object:root=true
type Kind56List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind56 `json:"items"`
}

// Kind109 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f112",default="4"
// +k8s:selectableField:jsonPath=".spec.f117.f121",description="The f121 of the kind."
// +kubebuilder:printcolumn:name="Col155",type="integer",JSONPath=`.spec.f112`,format=int32
// +kubebuilder:printcolumn:name="Col156",type="integer",JSONPath=`.spec.f117.f119`
// +kubebuilder:printcolumn:name="Col157",type="string",JSONPath=`.spec.f117.f120`,priority=1
// +kubebuilder:printcolumn:name="Col158",type="string",JSONPath=`.spec.f117.f122`,priority=1
// +kubebuilder:printcolumn:name="Col159",type="string",JSONPath=`.spec.f124`,description="A column."
// +kubebuilder:printcolumn:name="Col160",type="string",JSONPath=`.spec.f126.f128`
// +kubebuilder:printcolumn:name="Col161",type="integer",JSONPath=`.spec.f126.f129`
// +kubebuilder:printcolumn:name="Col162",type="string",JSONPath=`.spec.f126.f130`,description="A column."
// +kubebuilder:printcolumn:name="Col163",type="integer",JSONPath=`.spec.f126.f131`,priority=1
// +kubebuilder:printcolumn:name="Col164",type="number",JSONPath=`.spec.f126.f132`
// +kubebuilder:printcolumn:name="Col165",type="date",JSONPath=`.spec.f126.f133`
// +kubebuilder:printcolumn:name="Col166",type="string",JSONPath=`.status.f153`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col167",type="string",JSONPath=`.status.f140[?(@.f142=="x")].f142`
// +k8s:selectable-gen=true
type Kind109 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec110 `json:"spec,omitempty"`
	Status Status139 `json:"status,omitempty"`
}

// Kind109List is a list of Kind109.
//
// +kubebuilder:object:root=true
type Kind109List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind109 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 string `json:"f3"`
	// +k8s:selectableField
	F4 int16 `json:"f4,omitzero"`
	F5 List23 `json:"f5"`
	F24 metav1.Duration `json:"f24"`
	F25 *metav1.MicroTime `json:"f25,omitempty"`
	F26 []byte `json:"f26,omitempty"`
	Inline27 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 []Item8 `json:"f7"`
	F15 uint64 `json:"f15,omitempty"`
	F16 Template17 `json:"f16,omitempty"`
	F19 uint64 `json:"f19,omitzero"`
	F20 Labels21 `json:"f20"`
	F22 *metav1.Time `json:"f22"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 int8 `json:"f9"`
	F10 int32 `json:"f10"`
	F11 []byte `json:"f11,omitempty"`
	F12 int32 `json:"f12,omitempty"`
	F13 int8 `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 *int `json:"f18"`
}

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// List23 is a declared list or map type.
type List23 []Item6

// Inline27 is a random struct.
type Inline27 struct {
	F28 map[string]string `json:"f28,omitempty"`
	F29 []Item30 `json:"f29"`
	// +k8s:schema:selectableField
	F34 types.UID `json:"f34,omitempty,omitzero"`
	F35 uint32 `json:"f35,omitempty"`
	F36 *Template37 `json:"f36,omitempty"`
	// +k8s:selectableField:default="none"
	F39 *string `json:"f39"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 []byte `json:"f31"`
	F32 float32 `json:"f32,omitempty,omitzero"`
	F33 Mode `json:"f33,omitempty"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 *int16 `json:"f38,omitempty"`
}

// Status40 is a random struct.
type Status40 struct {
	F41 *int64 `json:"f41"`
	F42 string `json:"f42"`
	F43 string `json:"f43"`
	F44 types.UID `json:"f44,omitempty"`
}

// Spec57 is a random struct.
type Spec57 struct {
	F58 []int8 `json:"f58,omitempty"`
	F59 List67 `json:"f59,omitempty"`
	// +k8s:selectableField
	F68 []byte `json:"f68,omitempty"`
	F69 *Template70 `json:"f69"`
	// +k8s:selectableField:default="5"
	F73 *uint8 `json:"f73"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate108 `json:"template"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 metav1.MicroTime `json:"f61,omitempty"`
	F62 uint8 `json:"f62"`
	F63 S64 `json:"f63"`
}

// S64 is a random struct.
type S64 struct {
	F65 uint8 `json:"f65"`
	F66 resource.Quantity `json:"f66,omitempty"`
}

// List67 is a declared list or map type.
type List67 []Item60

// Labels72 is a declared list or map type.
type Labels72 map[string]string

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 Labels72 `json:"f71"`
}

// Status74 is a random struct.
type Status74 struct {
	F75 map[string]string `json:"f75,omitempty"`
	F76 *int8 `json:"f76"`
	F77 *int8 `json:"f77,omitempty"`
	F78 metav1.Time `json:"f78"`
	F79 *Template80 `json:"f79,omitempty"`
	F82 float64 `json:"f82,omitempty"`
	Inline83 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 map[string]string `json:"f81,omitempty"`
}

// Inline83 is a random struct.
type Inline83 struct {
	F84 Labels85 `json:"f84,omitempty"`
	F86 *metav1.Time `json:"f86,omitempty"`
	F87 Template88 `json:"f87"`
	F90 *metav1.MicroTime `json:"f90,omitempty"`
	F91 bool `json:"f91"`
	Skipped92 string `json:"-"`
	Inline93 `json:",inline"`
}

// Labels85 is a declared list or map type.
type Labels85 map[string]string

// Template88 is a random struct.
type Template88 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F89 int32 `json:"f89,omitempty"`
}

// Inline93 is a random struct.
type Inline93 struct {
	// +k8s:schema:selectableField:default="80",description="The f94 of the kind.",indexed=true
	F94 intstr.IntOrString `json:"f94,omitempty"`
	F95 *int16 `json:"f95"`
	F96 uint32 `json:"f96"`
	F97 float64 `json:"f97,omitempty"`
	F98 int8 `json:"f98"`
}

// PodTemplate108 is a random struct.
type PodTemplate108 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec110 is a random struct.
type Spec110 struct {
	// +k8s:selectableField:trigger=true
	F111 *metav1.MicroTime `json:"f111,omitempty"`
	F112 int64 `json:"f112,omitempty,omitzero"`
	// +k8s:schema:selectableField:indexed=true
	F113 uint8 `json:"f113"`
	F114 uint32 `json:"f114,omitempty"`
	Inline115 `json:",inline"`
}

// Inline115 is a random struct.
type Inline115 struct {
	// +k8s:schema:selectableField:indexed=true
	F116 *uint64 `json:"f116"`
	F117 S118 `json:"f117"`
	F124 []int8 `json:"f124"`
	F125 Mode `json:"f125"`
	F126 S127 `json:"f126,omitempty"`
	F134 S135 `json:"f134,omitempty"`
}

// S118 is a random struct.
type S118 struct {
	F119 int `json:"f119"`
	// +k8s:selectableField:default="1h0m0s"
	F120 metav1.Duration `json:"f120,omitempty"`
	F121 metav1.Duration `json:"f121,omitempty,omitzero"`
	F122 Mode `json:"f122,omitempty"`
	F123 string `json:"f123,omitempty"`
}

// S127 is a random struct.
type S127 struct {
	F128 []byte `json:"f128"`
	F129 *int16 `json:"f129,omitzero"`
	F130 *[]int8 `json:"f130"`
	F131 uint32 `json:"f131,omitempty"`
	F132 float32 `json:"f132,omitempty"`
	F133 *metav1.MicroTime `json:"f133,omitempty"`
}

// S135 is a random struct.
type S135 struct {
	F136 *float32 `json:"f136,omitempty"`
	F137 int `json:"f137,omitempty,omitzero"`
	F138 metav1.Time `json:"f138"`
}

// Status139 is a random struct.
type Status139 struct {
	F140 []Item141 `json:"f140"`
	F152 string `json:"f152,omitempty"`
	F153 metav1.Duration `json:"f153"`
	F154 metav1.Duration `json:"f154,omitempty"`
}

// Item141 is a random struct.
type Item141 struct {
	F142 string `json:"f142"`
	F143 Template144 `json:"f143,omitempty"`
	F146 Mode `json:"f146"`
	F147 Template148 `json:"f147"`
	F150 Labels151 `json:"f150"`
}

// Template144 is a random struct.
type Template144 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F145 []byte `json:"f145"`
}

// Template148 is a random struct.
type Template148 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F149 int64 `json:"f149,omitempty"`
}

// Labels151 is a declared list or map type.
type Labels151 map[string]string

