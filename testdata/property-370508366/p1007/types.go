package p1007

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="none",description="The f3 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f8.f21",description="The f21 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f8.f22.f27",default="false"
// +k8s:printerColumn:name="Col58",type=number,jsonPath=`.status.f8.f20`,description="A column."
// +k8s:printerColumn:name="Col59",type=date,jsonPath=`.status.f8.f21`
// +k8s:printerColumn:name="Col60",type=boolean,jsonPath=`.status.f8.f22.f27`,priority=1
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.status.f8.f11[?(@.f15==1)].f17`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind62 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f79.f81.f85"
// +k8s:schema:selectableField:jsonPath=".spec.f79.f88",description="The f88 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f97",description="The f97 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f113"
// +k8s:printerColumn:name="Col118",type=integer,jsonPath=`.spec.f79.f87`,priority=1
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.spec.f98`
// +k8s:printerColumn:name="Col120",type=integer,jsonPath=`.status.f114`,format=int32
// +k8s:printerColumn:name="Col121",type=string,jsonPath=`.spec.f79.f90[*].f92`
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.spec.f79.f90[0].f92`
// +k8s:printerColumn:name="Cel123",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind62 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec63 `json:"spec,omitempty"`
	Status Status112 `json:"status,omitempty"`
}

// Kind62List is a list of Kind62.
//
// +kubebuilder:object:root=true
type Kind62List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind62 `json:"items"`
}

// Kind125 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f79.f81.f83"
// +k8s:selectableField:jsonPath=".spec.f79.f89"
// +k8s:schema:selectableField:jsonPath=".spec.f97",indexed=true
// +k8s:selectableField:jsonPath=".spec.replicas",default="3"
// +k8s:printerColumn:name="Col137",type=integer,jsonPath=`.spec.f79.f81.f83`,priority=1
// +k8s:printerColumn:name="Col138",type=string,jsonPath=`.spec.f79.f81.f85`,priority=1
// +k8s:printerColumn:name="Col139",type=string,jsonPath=`.spec.f79.f88`,priority=1
// +k8s:printerColumn:name="Col140",type=string,jsonPath=`.spec.f79.f89`
// +k8s:printerColumn:name="Col141",type=string,jsonPath=`.spec.f98`,description="A column."
// +k8s:printerColumn:name="Col142",type=integer,jsonPath=`.spec.replicas`,priority=1
// +k8s:printerColumn:name="Col143",type=string,jsonPath=`.spec.f79.f90[*].f92`
// +k8s:printerColumn:name="Col144",type=string,jsonPath=`.spec.f79.f90[0].f92`,description="A column."
// +k8s:printerColumn:name="Col145",type=string,jsonPath=`.spec.f79.f90[?(@.f92=="x")].f92`
// +k8s:printerColumn:name="Cel146",type=string,expression=`has(self.spec) && has(self.spec.replicas) ? string(self.spec.replicas) : "none"`
type Kind125 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec63 `json:"spec,omitempty"`
	Status Status126 `json:"status,omitempty"`
}

// Kind125List is a list of Kind125.
//
// +kubebuilder:object:root=true
type Kind125List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind125 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 string `json:"f3"`
	F4 Mode `json:"f4"`
	Skipped5 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 map[string]string `json:"f7,omitempty"`
	F8 S9 `json:"f8"`
	F29 Template30 `json:"f29"`
	F32 *intstr.IntOrString `json:"f32"`
	F33 List56 `json:"f33"`
	Skipped57 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 metav1.Time `json:"f10,omitzero"`
	F11 List19 `json:"f11"`
	F20 float32 `json:"f20"`
	F21 *metav1.Time `json:"f21"`
	F22 *S23 `json:"f22,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 uint16 `json:"f13"`
	F14 float32 `json:"f14"`
	F15 int32 `json:"f15"`
	F16 uint32 `json:"f16,omitempty"`
	F17 types.UID `json:"f17"`
	F18 int `json:"f18,omitempty"`
}

// List19 is a declared list or map type.
type List19 []Item12

// S23 is a random struct.
type S23 struct {
	// +k8s:schema:selectableField:description="The f24 of the kind.",indexed=true
	F24 *int32 `json:"f24,omitempty"`
	F25 *float64 `json:"f25,omitempty,omitzero"`
	F26 Mode `json:"f26,omitempty"`
	F27 bool `json:"f27,omitempty"`
	// +k8s:schema:selectableField:default="7"
	F28 uint32 `json:"f28,omitempty"`
}

// Template30 is a random struct.
type Template30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F31 *float32 `json:"f31"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 List40 `json:"f35,omitempty"`
	F41 metav1.Time `json:"f41"`
	F42 []Item43 `json:"f42,omitempty"`
	F47 uint8 `json:"f47"`
	F48 *string `json:"f48,omitzero"`
	Inline49 `json:",inline"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 *metav1.MicroTime `json:"f37,omitempty"`
	F38 int8 `json:"f38,omitempty"`
	F39 *uint64 `json:"f39,omitempty"`
}

// List40 is a declared list or map type.
type List40 []Item36

// Item43 is a random struct.
type Item43 struct {
	F44 *uint16 `json:"f44,omitempty,omitzero"`
	F45 float32 `json:"f45"`
	F46 uint8 `json:"f46"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 metav1.Time `json:"f50,omitempty"`
	F51 int16 `json:"f51,omitempty"`
	F52 *float32 `json:"f52,omitempty"`
	F53 *float64 `json:"f53"`
	F54 metav1.Time `json:"f54"`
	F55 string `json:"f55,omitempty"`
}

// List56 is a declared list or map type.
type List56 []Item34

// Spec63 is a random struct.
type Spec63 struct {
	F64 *float32 `json:"f64"`
	F65 List78 `json:"f65,omitempty"`
	F79 *S80 `json:"f79,omitempty"`
	F97 *metav1.MicroTime `json:"f97,omitzero"`
	F98 *uint64 `json:"f98"`
	*Inline99 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate124 `json:"template"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 *Template68 `json:"f67,omitempty"`
	F70 *float64 `json:"f70"`
	F71 *uint16 `json:"f71,omitempty"`
	Skipped72 string `json:"-"`
	Inline73 `json:",inline"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 metav1.Duration `json:"f69"`
}

// Inline73 is a random struct.
type Inline73 struct {
	F74 *float64 `json:"f74,omitempty"`
	F75 *uint16 `json:"f75"`
	F76 metav1.Duration `json:"f76"`
	F77 int8 `json:"f77,omitempty"`
}

// List78 is a declared list or map type.
type List78 []Item66

// S80 is a random struct.
type S80 struct {
	F81 *S82 `json:"f81"`
	F87 int8 `json:"f87,omitempty"`
	F88 *types.UID `json:"f88,omitempty"`
	F89 []byte `json:"f89,omitempty"`
	F90 []Item91 `json:"f90,omitempty"`
	Skipped96 string `json:"-"`
}

// S82 is a random struct.
type S82 struct {
	F83 int `json:"f83"`
	// +k8s:schema:selectableField
	F84 *bool `json:"f84"`
	F85 string `json:"f85"`
	// +k8s:schema:selectableField
	F86 *uint64 `json:"f86"`
}

// Item91 is a random struct.
type Item91 struct {
	F92 string `json:"f92"`
	F93 uint64 `json:"f93"`
	F94 *int `json:"f94,omitempty"`
	Skipped95 string `json:"-"`
}

// Inline99 is a random struct.
type Inline99 struct {
	F100 Template101 `json:"f100"`
	F103 List111 `json:"f103"`
}

// Template101 is a random struct.
type Template101 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F102 uint8 `json:"f102"`
}

// Item104 is a random struct.
type Item104 struct {
	F105 int32 `json:"f105"`
	F106 *uint16 `json:"f106,omitzero"`
	F107 metav1.MicroTime `json:"f107"`
	F108 metav1.Time `json:"f108"`
	F109 float32 `json:"f109"`
	Skipped110 string `json:"-"`
}

// List111 is a declared list or map type.
type List111 []Item104

// Status112 is a random struct.
type Status112 struct {
	F113 metav1.Time `json:"f113"`
	F114 *uint8 `json:"f114"`
	F115 Labels116 `json:"f115"`
	Skipped117 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels116 is a declared list or map type.
type Labels116 map[string]string

// PodTemplate124 is a random struct.
type PodTemplate124 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status126 is a random struct.
type Status126 struct {
	F127 []Item128 `json:"f127"`
	F133 *Template134 `json:"f133,omitempty"`
	F136 *uint64 `json:"f136"`
}

// Item128 is a random struct.
type Item128 struct {
	F129 Labels130 `json:"f129"`
	F131 []int8 `json:"f131"`
	F132 Mode `json:"f132"`
}

// Labels130 is a declared list or map type.
type Labels130 map[string]string

// Template134 is a random struct.
type Template134 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F135 metav1.Duration `json:"f135"`
}

