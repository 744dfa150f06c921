package p1231

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3"
// +kubebuilder:selectablefield:JSONPath=".spec.f5"
// +kubebuilder:selectablefield:JSONPath=".spec.f8"
// +kubebuilder:selectablefield:JSONPath=".status.f16"
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col20",type="boolean",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.status.f12`,priority=1
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f4"
// +k8s:selectableField:jsonPath=".spec.f5",default="false",description="The f5 of the kind."
// +k8s:printerColumn:name="Col23",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col24",type=string,jsonPath=`.spec.f6.app`,description="A column."
// +k8s:printerColumn:name="Cel25",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Kind26 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f28.f41",default="7",description="The f41 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f28.f51",default="1"
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.spec.f28.f51`
// +kubebuilder:printcolumn:name="Col65",type="boolean",JSONPath=`.spec.f57`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f58`
// +kubebuilder:printcolumn:name="Col67",type="integer",JSONPath=`.status.f63`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.spec.f28.f42[0].f48`,priority=1
// +k8s:printerColumn:name="Cel69",type=string,expression=`has(self.spec) && has(self.spec.f57) ? string(self.spec.f57) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind26-items
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec27 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3"`
	F4 string `json:"f4"`
	F5 bool `json:"f5"`
	F6 Labels7 `json:"f6"`
	F8 int32 `json:"f8"`
	// +k8s:schema:selectableField
	F9 Mode `json:"f9,omitempty"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Status10 is a random struct.
type Status10 struct {
	// +k8s:selectableField:default="7"
	F11 *uint32 `json:"f11,omitempty"`
	F12 *[]int8 `json:"f12,omitempty"`
	F13 Template14 `json:"f13"`
	F16 bool `json:"f16"`
	F17 *int `json:"f17,omitempty"`
	F18 metav1.Duration `json:"f18,omitempty"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 map[string]string `json:"f15"`
}

// Spec27 is a random struct.
type Spec27 struct {
	F28 *S29 `json:"f28"`
	F53 *Template54 `json:"f53,omitempty"`
	F56 []byte `json:"f56,omitempty"`
	// +k8s:selectableField
	F57 bool `json:"f57"`
	F58 *resource.Quantity `json:"f58,omitempty"`
	Skipped59 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S29 is a random struct.
type S29 struct {
	F30 Template31 `json:"f30"`
	F33 List40 `json:"f33"`
	F41 uint32 `json:"f41,omitempty"`
	F42 List50 `json:"f42,omitempty"`
	F51 *int `json:"f51"`
	F52 bool `json:"f52"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 int64 `json:"f32"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 int16 `json:"f35"`
	F36 *uint32 `json:"f36,omitempty,omitzero"`
	F37 *uint16 `json:"f37"`
	F38 *bool `json:"f38,omitempty"`
	F39 float32 `json:"f39"`
}

// List40 is a declared list or map type.
type List40 []Item34

// Item43 is a random struct.
type Item43 struct {
	F44 int64 `json:"f44,omitempty"`
	F45 int8 `json:"f45,omitzero"`
	F46 *uint8 `json:"f46"`
	F47 *int16 `json:"f47"`
	F48 metav1.Duration `json:"f48,omitempty"`
	F49 *int8 `json:"f49"`
}

// List50 is a declared list or map type.
type List50 []Item43

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 resource.Quantity `json:"f55"`
}

// Status60 is a random struct.
type Status60 struct {
	F61 []byte `json:"f61,omitzero"`
	F62 int `json:"f62"`
	// +k8s:schema:selectableField
	F63 *int `json:"f63,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

