package p1461

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
// +k8s:selectableField:jsonPath=".spec.f7"
// +k8s:schema:selectableField:jsonPath=".spec.f22",default="false",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f24",description="The f24 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f26",default="7",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f28.f30",description="The f30 of the kind."
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f9`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.spec.f10`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f14.f18`,description="A column."
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.spec.f14.f19`,description="A column.",format=int32
// +k8s:printerColumn:name="Col56",type=number,jsonPath=`.status.f28.f34`
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.status.f35.f37`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f3.app`
// +k8s:printerColumn:name="Col59",type=string,jsonPath=`.status.f41[?(@.f43=="fast")].f43`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind60 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f62.f64",description="The f64 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f62.f66"
// +k8s:schema:selectableField:jsonPath=".status.f73"
// +k8s:printerColumn:name="Col76",type=date,jsonPath=`.spec.f62.f64`
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f67`,priority=1,description="A column."
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.status.f73`,format=int32
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.status.f75`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
type Kind60 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec61 `json:"spec,omitempty"`
	Status Status72 `json:"status,omitempty"`
}

// Kind60List is a list of Kind60.
//
// +kubebuilder:object:root=true
type Kind60List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind60 `json:"items"`
}

// Kind81 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.spec.f85`
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.spec.f89`
// +kubebuilder:printcolumn:name="Col94",type="integer",JSONPath=`.spec.f90`,format=int32
// +kubebuilder:printcolumn:name="Col95",type="integer",JSONPath=`.spec.f91`,format=int32
// +k8s:printerColumn:name="Cel96",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind81 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec82 `json:"spec,omitempty"`
}

// Kind81List is a list of Kind81.
//
// +kubebuilder:object:root=true
type Kind81List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind81 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3,omitempty"`
	F4 Template5 `json:"f4"`
	F7 []byte `json:"f7,omitempty,omitzero"`
	Inline8 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 int8 `json:"f6,omitempty"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 metav1.Duration `json:"f9,omitempty"`
	F10 *types.UID `json:"f10,omitempty"`
	F11 Labels12 `json:"f11,omitempty"`
	F13 intstr.IntOrString `json:"f13"`
	F14 *S15 `json:"f14"`
	F22 bool `json:"f22,omitempty"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// S15 is a random struct.
type S15 struct {
	F16 metav1.MicroTime `json:"f16"`
	// +k8s:schema:selectableField
	F17 metav1.Time `json:"f17,omitzero"`
	F18 types.UID `json:"f18"`
	F19 *uint16 `json:"f19,omitempty"`
	F20 types.UID `json:"f20,omitempty"`
	Skipped21 string `json:"-"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 []byte `json:"f24,omitempty"`
	F25 *bool `json:"f25,omitempty"`
	F26 *uint32 `json:"f26,omitempty"`
	*Inline27 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline27 is a random struct.
type Inline27 struct {
	F28 S29 `json:"f28,omitempty"`
	F35 *S36 `json:"f35"`
	F41 []Item42 `json:"f41"`
	F49 []byte `json:"f49"`
	F50 *types.UID `json:"f50,omitempty"`
}

// S29 is a random struct.
type S29 struct {
	F30 *types.UID `json:"f30,omitempty"`
	F31 int16 `json:"f31"`
	F32 *float64 `json:"f32"`
	F33 metav1.Duration `json:"f33"`
	F34 *float64 `json:"f34,omitempty,omitzero"`
}

// S36 is a random struct.
type S36 struct {
	F37 *int8 `json:"f37,omitempty"`
	F38 uint8 `json:"f38,omitempty"`
	F39 int16 `json:"f39,omitempty"`
	F40 uint64 `json:"f40"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 Mode `json:"f43,omitempty"`
	F44 *types.UID `json:"f44,omitempty"`
	F45 *resource.Quantity `json:"f45,omitempty"`
	F46 metav1.Duration `json:"f46,omitempty"`
	F47 *uint16 `json:"f47"`
	F48 int32 `json:"f48,omitempty,omitzero"`
}

// Spec61 is a random struct.
type Spec61 struct {
	F62 S63 `json:"f62,omitempty"`
	F67 *Mode `json:"f67,omitzero"`
	F68 Template69 `json:"f68,omitempty"`
	Skipped71 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate80 `json:"template"`
}

// S63 is a random struct.
type S63 struct {
	F64 *metav1.Time `json:"f64,omitempty"`
	F65 Mode `json:"f65"`
	F66 types.UID `json:"f66,omitzero"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 *float32 `json:"f70,omitzero"`
}

// Status72 is a random struct.
type Status72 struct {
	F73 uint16 `json:"f73"`
	F74 metav1.MicroTime `json:"f74,omitempty"`
	F75 *uint64 `json:"f75"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// PodTemplate80 is a random struct.
type PodTemplate80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec82 is a random struct.
type Spec82 struct {
	F83 Labels84 `json:"f83,omitempty"`
	F85 int16 `json:"f85,omitempty"`
	F86 Template87 `json:"f86,omitempty"`
	// +k8s:selectableField
	F89 []byte `json:"f89"`
	F90 int `json:"f90,omitempty"`
	// +k8s:schema:selectableField
	F91 *int64 `json:"f91"`
}

// Labels84 is a declared list or map type.
type Labels84 map[string]string

// Template87 is a random struct.
type Template87 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F88 bool `json:"f88,omitempty"`
}

