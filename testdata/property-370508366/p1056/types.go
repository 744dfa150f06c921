package p1056

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
// +k8s:schema:selectableField:jsonPath=".status.f17",description="The f17 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f43.f45"
// +k8s:schema:selectableField:jsonPath=".status.f47",description="The f47 of the kind."
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f17`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f18.f28`
// +kubebuilder:printcolumn:name="Col51",type="boolean",JSONPath=`.status.f32.f34`,priority=1
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.status.f32.f37`,description="A column."
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f38.f40`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f43.f45`,description="A column."
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f47`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f8.app`,priority=1
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.status.f18.f20[0].f25`,priority=1
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
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

// Kind59 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f93"
// +k8s:selectableField:jsonPath=".status.f107",description="The f107 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f123"
// +k8s:schema:selectableField:jsonPath=".status.f126",description="The f126 of the kind."
// +k8s:selectableField:jsonPath=".status.f127",default="false",trigger=true
// +k8s:printerColumn:name="Col134",type=string,jsonPath=`.spec.f75`
// +k8s:printerColumn:name="Col135",type=string,jsonPath=`.status.f100`
// +k8s:printerColumn:name="Col136",type=integer,jsonPath=`.status.f101.f103`,priority=1,description="A column."
// +k8s:printerColumn:name="Col137",type=string,jsonPath=`.spec.f61.f63.app`
// +k8s:printerColumn:name="Col138",type=string,jsonPath=`.spec.f77[*].f81`,priority=1
// +k8s:printerColumn:name="Col139",type=string,jsonPath=`.status.f108[*].f112`,priority=1
// +k8s:printerColumn:name="Col140",type=string,jsonPath=`.status.f108[0].f112`
// +k8s:printerColumn:name="Col141",type=string,jsonPath=`.status.f116[0].f118`
// +k8s:printerColumn:name="Cel142",type=string,expression=`has(self.status) && has(self.status.f130) ? string(self.status.f130) : "none"`
// +k8s:subresource:status
// +k8s:schema:index:field="spec.notDeclared"
type Kind59 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec60 `json:"spec,omitempty"`
	Status Status99 `json:"status,omitempty"`
}

// Kind59List is a list of Kind59.
//
// +kubebuilder:object:root=true
type Kind59List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind59 `json:"items"`
}

// Kind143 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col152",type=string,jsonPath=`.status.f149.app`,description="A column."
// +k8s:printerColumn:name="Cel153",type=string,expression=`has(self.status) && has(self.status.f148) ? string(self.status.f148) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind143 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec144 `json:"spec,omitempty"`
	Status Status147 `json:"status,omitempty"`
}

// Kind143List is a list of Kind143.
//
// +kubebuilder:object:root=true
type Kind143List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind143 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:default="1",description="The f3 of the kind.",trigger=true
	F3 *int `json:"f3"`
	// +k8s:schema:selectableField:default="2"
	F4 *int16 `json:"f4,omitempty"`
	Skipped5 string `json:"-"`
	*Inline6 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate58 `json:"template"`
}

// Inline6 is a random struct.
type Inline6 struct {
	F7 int `json:"f7"`
	F8 Labels9 `json:"f8"`
	Inline10 `json:",inline"`
}

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Inline10 is a random struct.
type Inline10 struct {
	F11 []int8 `json:"f11,omitempty,omitzero"`
	F12 float32 `json:"f12,omitempty"`
}

// Status13 is a random struct.
type Status13 struct {
	F14 Template15 `json:"f14,omitempty"`
	F17 []byte `json:"f17"`
	F18 *S19 `json:"f18,omitempty"`
	F29 map[string]string `json:"f29,omitempty"`
	Skipped30 string `json:"-"`
	Inline31 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 uint8 `json:"f16,omitempty"`
}

// S19 is a random struct.
type S19 struct {
	F20 []Item21 `json:"f20"`
	F28 *int8 `json:"f28"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 uint32 `json:"f22"`
	F23 *uint8 `json:"f23,omitempty"`
	F24 *float32 `json:"f24"`
	F25 uint64 `json:"f25"`
	F26 string `json:"f26,omitempty"`
	F27 bool `json:"f27"`
}

// Inline31 is a random struct.
type Inline31 struct {
	F32 *S33 `json:"f32,omitempty"`
	F38 S39 `json:"f38"`
	F43 *S44 `json:"f43,omitempty"`
	F47 *uint64 `json:"f47,omitempty,omitzero"`
	F48 *metav1.MicroTime `json:"f48"`
}

// S33 is a random struct.
type S33 struct {
	F34 bool `json:"f34,omitempty,omitzero"`
	F35 types.UID `json:"f35,omitempty"`
	F36 resource.Quantity `json:"f36"`
	F37 int16 `json:"f37,omitempty"`
}

// S39 is a random struct.
type S39 struct {
	// +k8s:selectableField:default="fast"
	F40 Mode `json:"f40,omitempty,omitzero"`
	F41 *int8 `json:"f41"`
	Skipped42 string `json:"-"`
}

// S44 is a random struct.
type S44 struct {
	F45 intstr.IntOrString `json:"f45"`
	F46 bool `json:"f46"`
}

// PodTemplate58 is a random struct.
type PodTemplate58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec60 is a random struct.
type Spec60 struct {
	F61 S62 `json:"f61,omitempty"`
	F74 *uint8 `json:"f74,omitempty"`
	F75 *[]int8 `json:"f75"`
	Inline76 `json:",inline"`
}

// S62 is a random struct.
type S62 struct {
	F63 Labels64 `json:"f63"`
	F65 *Template66 `json:"f65,omitempty"`
	F68 List72 `json:"f68,omitempty"`
	F73 []byte `json:"f73,omitempty"`
}

// Labels64 is a declared list or map type.
type Labels64 map[string]string

// Template66 is a random struct.
type Template66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F67 float32 `json:"f67"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 int32 `json:"f70"`
	F71 *[]int8 `json:"f71,omitempty,omitzero"`
}

// List72 is a declared list or map type.
type List72 []Item69

// Inline76 is a random struct.
type Inline76 struct {
	F77 []Item78 `json:"f77,omitempty"`
	F84 *[]int8 `json:"f84,omitempty"`
	F85 List91 `json:"f85,omitempty"`
	F92 resource.Quantity `json:"f92"`
	F93 types.UID `json:"f93"`
	F94 []Item95 `json:"f94"`
}

// Item78 is a random struct.
type Item78 struct {
	F79 float64 `json:"f79,omitempty,omitzero"`
	F80 float64 `json:"f80"`
	F81 types.UID `json:"f81"`
	F82 *types.UID `json:"f82,omitempty"`
	F83 int16 `json:"f83,omitempty,omitzero"`
}

// Item86 is a random struct.
type Item86 struct {
	F87 uint8 `json:"f87"`
	F88 metav1.MicroTime `json:"f88,omitempty"`
	F89 metav1.MicroTime `json:"f89"`
	F90 uint64 `json:"f90,omitempty"`
}

// List91 is a declared list or map type.
type List91 []Item86

// Item95 is a random struct.
type Item95 struct {
	F96 *float64 `json:"f96"`
	F97 *[]int8 `json:"f97"`
	Skipped98 string `json:"-"`
}

// Status99 is a random struct.
type Status99 struct {
	F100 []byte `json:"f100,omitempty,omitzero"`
	F101 *S102 `json:"f101"`
	F107 uint64 `json:"f107,omitzero"`
	F108 List115 `json:"f108"`
	F116 []Item117 `json:"f116"`
	Inline121 `json:",inline"`
}

// S102 is a random struct.
type S102 struct {
	F103 uint8 `json:"f103,omitempty"`
	F104 *Template105 `json:"f104"`
}

// Template105 is a random struct.
type Template105 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F106 int `json:"f106,omitzero"`
}

// Item109 is a random struct.
type Item109 struct {
	F110 float32 `json:"f110,omitempty"`
	F111 *int8 `json:"f111,omitempty"`
	F112 metav1.Duration `json:"f112,omitzero"`
	F113 uint8 `json:"f113,omitempty"`
	F114 *types.UID `json:"f114"`
}

// List115 is a declared list or map type.
type List115 []Item109

// Item117 is a random struct.
type Item117 struct {
	F118 string `json:"f118,omitempty"`
	F119 bool `json:"f119"`
	F120 int32 `json:"f120,omitempty"`
}

// Inline121 is a random struct.
type Inline121 struct {
	// +k8s:schema:selectableField:default="8"
	F122 uint64 `json:"f122,omitempty"`
	F123 *Mode `json:"f123,omitempty"`
	F124 *int8 `json:"f124"`
	F125 *float64 `json:"f125,omitzero"`
	F126 int8 `json:"f126,omitempty"`
	F127 bool `json:"f127"`
	Skipped128 string `json:"-"`
	Inline129 `json:",inline"`
}

// Inline129 is a random struct.
type Inline129 struct {
	F130 int32 `json:"f130,omitempty"`
	F131 metav1.Duration `json:"f131,omitempty"`
	F132 metav1.MicroTime `json:"f132,omitempty"`
	F133 []byte `json:"f133"`
}

// Spec144 is a random struct.
type Spec144 struct {
	F145 *int64 `json:"f145,omitempty"`
	F146 []int8 `json:"f146"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate154 `json:"template"`
}

// Status147 is a random struct.
type Status147 struct {
	F148 *int `json:"f148"`
	F149 Labels150 `json:"f149"`
	F151 *metav1.Time `json:"f151"`
}

// Labels150 is a declared list or map type.
type Labels150 map[string]string

// PodTemplate154 is a random struct.
type PodTemplate154 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

