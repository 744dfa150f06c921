package p1117

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f6.f16.f19",default="false"
// +k8s:schema:selectableField:jsonPath=".status.f6.f16.f20",description="The f20 of the kind."
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.status.f6.f8.f12`,format=int32
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.status.f6.f8.f13`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f6.f8.f15`,priority=1
// +k8s:printerColumn:name="Col52",type=boolean,jsonPath=`.status.f6.f16.f19`
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.status.f6.f16.f20`,priority=1
// +k8s:printerColumn:name="Col54",type=integer,jsonPath=`.status.f6.f16.f21`,priority=1
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.status.f6.f16.f22`
// +k8s:printerColumn:name="Col56",type=boolean,jsonPath=`.status.f6.f16.f23`,priority=1
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.status.f6.f29`,priority=1
// +k8s:printerColumn:name="Col58",type=integer,jsonPath=`.status.f36`,description="A column."
// +k8s:printerColumn:name="Col59",type=integer,jsonPath=`.status.f42.f44`,format=int32
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.status.f42.f45`
// +k8s:printerColumn:name="Col61",type=date,jsonPath=`.status.f42.f46`
// +k8s:printerColumn:name="Col62",type=number,jsonPath=`.status.f42.f48`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.status.f6.f30[*].f32`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f6.f30[0].f32`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f37.app`
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.status) && has(self.status.f6) && has(self.status.f6.f16) && has(self.status.f6.f16.f19) ? string(self.status.f6.f16.f19) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup68",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Dup68",type=string,jsonPath=`.metadata.name`,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f73.f77"
// +k8s:schema:index:field="status.f73.f77"
// +k8s:selectableField:jsonPath=".status.f73.f79",indexed=true
// +kubebuilder:printcolumn:name="Col103",type="integer",JSONPath=`.spec.replicas`,priority=1
// +kubebuilder:printcolumn:name="Col104",type="string",JSONPath=`.status.f73.f77`
// +kubebuilder:printcolumn:name="Col105",type="date",JSONPath=`.status.f80.f84`
// +kubebuilder:printcolumn:name="Col106",type="string",JSONPath=`.status.f88[0].f97`,priority=1
// +k8s:printerColumn:name="Cel107",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status70 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Kind108 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f119",description="The f119 of the kind.",trigger=true
// +k8s:printerColumn:name="Col125",type=integer,jsonPath=`.spec.f118`
// +k8s:printerColumn:name="Col126",type=integer,jsonPath=`.spec.f119`
// +k8s:printerColumn:name="Col127",type=number,jsonPath=`.spec.f120`
// +k8s:printerColumn:name="Col128",type=string,jsonPath=`.status.f122`,priority=1
// +k8s:printerColumn:name="Col129",type=string,jsonPath=`.status.f124`
// +k8s:printerColumn:name="Col130",type=string,jsonPath=`.spec.f116.app`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind108 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec109 `json:"spec,omitempty"`
	Status Status121 `json:"status,omitempty"`
}

// Kind108List is a list of Kind108.
//
// +kubebuilder:object:root=true
type Kind108List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind108 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.MicroTime `json:"f3"`
	F4 []byte `json:"f4,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate67 `json:"template"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 S7 `json:"f6"`
	F36 *uint32 `json:"f36"`
	F37 map[string]string `json:"f37,omitempty"`
	F38 *intstr.IntOrString `json:"f38"`
	F39 Template40 `json:"f39"`
	F42 S43 `json:"f42,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 S9 `json:"f8,omitempty"`
	F16 *S17 `json:"f16,omitempty"`
	F25 Template26 `json:"f25"`
	F28 float64 `json:"f28,omitempty"`
	F29 intstr.IntOrString `json:"f29,omitempty"`
	F30 []Item31 `json:"f30,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	// +k8s:schema:selectableField:default="5",trigger=true
	F10 uint8 `json:"f10,omitzero"`
	F11 uint16 `json:"f11,omitempty"`
	F12 int64 `json:"f12"`
	F13 resource.Quantity `json:"f13"`
	F14 int64 `json:"f14"`
	F15 resource.Quantity `json:"f15,omitempty"`
}

// S17 is a random struct.
type S17 struct {
	F18 uint8 `json:"f18,omitempty"`
	F19 *bool `json:"f19"`
	F20 *uint8 `json:"f20,omitzero"`
	// +k8s:schema:selectableField:default="2",description="The f21 of the kind."
	F21 int16 `json:"f21"`
	// +k8s:schema:selectableField
	F22 int8 `json:"f22"`
	F23 bool `json:"f23,omitzero"`
	Skipped24 string `json:"-"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 metav1.MicroTime `json:"f27,omitempty,omitzero"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 uint64 `json:"f32"`
	F33 resource.Quantity `json:"f33,omitempty"`
	F34 *int32 `json:"f34,omitempty,omitzero"`
	F35 metav1.Duration `json:"f35"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 int64 `json:"f41"`
}

// S43 is a random struct.
type S43 struct {
	F44 int `json:"f44"`
	F45 intstr.IntOrString `json:"f45,omitempty"`
	F46 metav1.MicroTime `json:"f46,omitempty,omitzero"`
	F47 map[string]string `json:"f47"`
	F48 float64 `json:"f48"`
}

// PodTemplate67 is a random struct.
type PodTemplate67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status70 is a random struct.
type Status70 struct {
	F71 Labels72 `json:"f71"`
	F73 *S74 `json:"f73,omitempty"`
	F80 *S81 `json:"f80"`
	F87 *resource.Quantity `json:"f87,omitempty,omitzero"`
	F88 List102 `json:"f88"`
}

// Labels72 is a declared list or map type.
type Labels72 map[string]string

// S74 is a random struct.
type S74 struct {
	F75 float32 `json:"f75"`
	F76 *float32 `json:"f76,omitempty"`
	F77 []byte `json:"f77"`
	F78 float32 `json:"f78,omitempty"`
	F79 string `json:"f79"`
}

// S81 is a random struct.
type S81 struct {
	F82 Labels83 `json:"f82"`
	F84 metav1.MicroTime `json:"f84"`
	F85 Labels86 `json:"f85"`
}

// Labels83 is a declared list or map type.
type Labels83 map[string]string

// Labels86 is a declared list or map type.
type Labels86 map[string]string

// Item89 is a random struct.
type Item89 struct {
	F90 List96 `json:"f90"`
	F97 []byte `json:"f97,omitempty"`
	F98 Template99 `json:"f98"`
	Skipped101 string `json:"-"`
}

// Item91 is a random struct.
type Item91 struct {
	F92 metav1.MicroTime `json:"f92"`
	F93 []byte `json:"f93"`
	F94 []byte `json:"f94,omitempty"`
	F95 *int16 `json:"f95,omitzero"`
}

// List96 is a declared list or map type.
type List96 []Item91

// Template99 is a random struct.
type Template99 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F100 bool `json:"f100,omitempty"`
}

// List102 is a declared list or map type.
type List102 []Item89

// Spec109 is a random struct.
type Spec109 struct {
	F110 Template111 `json:"f110"`
	F113 *int64 `json:"f113,omitempty"`
	F114 intstr.IntOrString `json:"f114,omitzero"`
	Inline115 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template111 is a random struct.
type Template111 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F112 *int16 `json:"f112,omitempty"`
}

// Inline115 is a random struct.
type Inline115 struct {
	F116 Labels117 `json:"f116,omitempty"`
	// +k8s:schema:selectableField
	F118 uint8 `json:"f118"`
	F119 int32 `json:"f119,omitempty"`
	F120 *float32 `json:"f120,omitempty"`
}

// Labels117 is a declared list or map type.
type Labels117 map[string]string

// Status121 is a random struct.
type Status121 struct {
	F122 uint64 `json:"f122"`
	F123 uint32 `json:"f123,omitzero"`
	F124 *types.UID `json:"f124,omitempty,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

