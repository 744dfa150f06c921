package p1063

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
// +k8s:selectableField:jsonPath=".spec.f26",description="The f26 of the kind."
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.spec.f3.f6`
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.spec.f3.f18.f21`
// +kubebuilder:printcolumn:name="Col41",type="string",JSONPath=`.spec.f3.f18.f22`
// +kubebuilder:printcolumn:name="Col42",type="integer",JSONPath=`.spec.f25`
// +kubebuilder:printcolumn:name="Col43",type="date",JSONPath=`.spec.f26`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f30`
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.status.f34`,priority=1,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col46",type="string",JSONPath=`.spec.f3.f9[0].f12`,description="A column."
// +k8s:printerColumn:name="Cel47",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f7"
// +k8s:schema:index:field="spec.f3.f7"
// +k8s:selectableField:jsonPath=".spec.f3.f18.f20",description="The f20 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f18.f22",description="The f22 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.spec.f3.f6`,priority=1
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.spec.f3.f7`
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.spec.f3.f8`
// +kubebuilder:printcolumn:name="Col66",type="integer",JSONPath=`.spec.f3.f18.f20`,priority=1
// +kubebuilder:printcolumn:name="Col67",type="number",JSONPath=`.spec.f24`
// +kubebuilder:printcolumn:name="Col68",type="date",JSONPath=`.spec.f26`
// +kubebuilder:printcolumn:name="Col69",type="string",JSONPath=`.spec.f30`
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.spec.replicas`
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.status.f54`,priority=1
// +kubebuilder:printcolumn:name="Col72",type="integer",JSONPath=`.status.f57`
// +k8s:resource:path=kind49-items
type Kind49 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status50 `json:"status,omitempty"`
}

// Kind49List is a list of Kind49.
//
// +kubebuilder:object:root=true
type Kind49List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind49 `json:"items"`
}

// Kind73 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f75",default="6"
// +k8s:schema:selectableField:jsonPath=".spec.f76"
// +k8s:schema:selectableField:jsonPath=".spec.f77.f81.f83",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f77.f81.f85"
// +k8s:selectableField:jsonPath=".spec.f77.f87",default="1",description="The f87 of the kind.",trigger=true
// +k8s:printerColumn:name="Col116",type=integer,jsonPath=`.spec.f75`,format=int32
// +k8s:printerColumn:name="Col117",type=string,jsonPath=`.spec.f77.f79`,priority=1
// +k8s:printerColumn:name="Col118",type=integer,jsonPath=`.spec.f77.f80`,priority=1
// +k8s:printerColumn:name="Col119",type=integer,jsonPath=`.spec.f77.f87`,format=int32
// +k8s:printerColumn:name="Col120",type=string,jsonPath=`.spec.f89`,priority=1
// +k8s:printerColumn:name="Col121",type=number,jsonPath=`.status.f114`
// +k8s:printerColumn:name="Col122",type=string,jsonPath=`.status.f92[*].f99`
// +k8s:printerColumn:name="Cel123",type=string,expression=`has(self.spec) && has(self.spec.f77) && has(self.spec.f77.f79) ? self.spec.f77.f79 : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:resource:path=kind73-items
type Kind73 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec74 `json:"spec,omitempty"`
	Status Status90 `json:"status,omitempty"`
}

// Kind73List is a list of Kind73.
//
// +kubebuilder:object:root=true
type Kind73List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind73 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3"`
	F24 float64 `json:"f24"`
	F25 *uint32 `json:"f25,omitzero"`
	F26 metav1.MicroTime `json:"f26,omitempty"`
	F27 *Template28 `json:"f27"`
	F30 []byte `json:"f30,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate48 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 int64 `json:"f5"`
	// +k8s:selectableField:default="5",description="The f6 of the kind.",indexed=true
	F6 uint8 `json:"f6"`
	F7 uint16 `json:"f7,omitempty"`
	// +k8s:schema:selectableField:description="The f8 of the kind."
	F8 uint8 `json:"f8,omitempty"`
	F9 List17 `json:"f9"`
	F18 *S19 `json:"f18"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 *resource.Quantity `json:"f11,omitempty,omitzero"`
	F12 Mode `json:"f12,omitempty"`
	F13 metav1.Duration `json:"f13,omitempty"`
	F14 types.UID `json:"f14"`
	F15 bool `json:"f15,omitempty"`
	Skipped16 string `json:"-"`
}

// List17 is a declared list or map type.
type List17 []Item10

// S19 is a random struct.
type S19 struct {
	F20 uint8 `json:"f20,omitempty,omitzero"`
	// +k8s:selectableField:indexed=true
	F21 int64 `json:"f21,omitempty"`
	F22 *metav1.Duration `json:"f22"`
	F23 []byte `json:"f23,omitempty"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 metav1.Duration `json:"f29,omitempty"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 []int8 `json:"f32,omitempty"`
	F33 map[string]string `json:"f33"`
	// +k8s:schema:selectableField:description="The f34 of the kind.",trigger=true
	F34 *uint16 `json:"f34,omitempty"`
	F35 Template36 `json:"f35,omitempty"`
	F38 map[string]string `json:"f38"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 *float64 `json:"f37"`
}

// PodTemplate48 is a random struct.
type PodTemplate48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status50 is a random struct.
type Status50 struct {
	F51 *string `json:"f51,omitempty"`
	F52 *int8 `json:"f52,omitempty"`
	F53 types.UID `json:"f53,omitempty,omitzero"`
	F54 []byte `json:"f54,omitempty"`
	F55 float32 `json:"f55,omitzero"`
	Inline56 `json:",inline"`
}

// Inline56 is a random struct.
type Inline56 struct {
	F57 uint8 `json:"f57,omitzero"`
	F58 *types.UID `json:"f58,omitempty,omitzero"`
	F59 uint64 `json:"f59"`
	F60 Labels61 `json:"f60,omitempty"`
	Skipped62 string `json:"-"`
}

// Labels61 is a declared list or map type.
type Labels61 map[string]string

// Spec74 is a random struct.
type Spec74 struct {
	F75 *uint16 `json:"f75,omitempty"`
	F76 []byte `json:"f76"`
	F77 S78 `json:"f77"`
	// +k8s:schema:selectableField:indexed=true
	F88 metav1.Duration `json:"f88"`
	F89 []int8 `json:"f89,omitempty"`
}

// S78 is a random struct.
type S78 struct {
	F79 *string `json:"f79,omitempty"`
	F80 uint16 `json:"f80,omitempty,omitzero"`
	F81 S82 `json:"f81"`
	F87 int `json:"f87,omitempty"`
}

// S82 is a random struct.
type S82 struct {
	F83 int16 `json:"f83,omitempty"`
	F84 []byte `json:"f84"`
	F85 Mode `json:"f85,omitzero"`
	F86 []byte `json:"f86"`
}

// Status90 is a random struct.
type Status90 struct {
	F91 resource.Quantity `json:"f91,omitempty"`
	F92 List110 `json:"f92,omitempty"`
	Skipped111 string `json:"-"`
	Inline112 `json:",inline"`
}

// Item93 is a random struct.
type Item93 struct {
	F94 []Item95 `json:"f94"`
	F99 string `json:"f99"`
	F100 *int8 `json:"f100,omitempty"`
	F101 string `json:"f101"`
	F102 *uint8 `json:"f102"`
	F103 []Item104 `json:"f103,omitempty"`
	Skipped109 string `json:"-"`
}

// Item95 is a random struct.
type Item95 struct {
	F96 []byte `json:"f96,omitempty"`
	F97 *metav1.Time `json:"f97"`
	F98 uint16 `json:"f98"`
}

// Item104 is a random struct.
type Item104 struct {
	F105 uint8 `json:"f105"`
	F106 metav1.Duration `json:"f106,omitempty"`
	F107 *string `json:"f107,omitempty"`
	F108 *float64 `json:"f108,omitempty"`
}

// List110 is a declared list or map type.
type List110 []Item93

// Inline112 is a random struct.
type Inline112 struct {
	F113 *resource.Quantity `json:"f113,omitempty"`
	F114 float64 `json:"f114,omitempty"`
	F115 metav1.Time `json:"f115,omitempty"`
}

