package p1141

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
// +k8s:schema:selectableField:jsonPath=".status.f24.f26.f30"
// +k8s:selectableField:jsonPath=".status.f24.f31"
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col54",type=integer,jsonPath=`.spec.f8`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.status.f24.f26.f30`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f9[0].f15`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f9[?(@.f15=="x")].f15`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Dup58",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup58",type=string,jsonPath=`.metadata.name`
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

// Kind59 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.replicas",default="3",description="The replicas of the kind."
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.spec.f4`,description="A column."
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.spec.f8`,format=int32
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f62`,format=int32
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f9[0].f15`,description="A column."
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind59 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status60 `json:"status,omitempty"`
}

// Kind59List is a list of Kind59.
//
// +kubebuilder:object:root=true
type Kind59List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind59 `json:"items"`
}

// Kind67 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f70"
// +k8s:printerColumn:name="Col71",type=boolean,jsonPath=`.spec.f70`,priority=1
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f69.app`
// +k8s:printerColumn:name="Cel73",type=string,expression=`has(self.spec) && has(self.spec.f70) ? string(self.spec.f70) : "none"`
// +k8s:selectable-gen=true
// +k8s:resource:path=kind67-items
type Kind67 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec68 `json:"spec,omitempty"`
}

// Kind67List is a list of Kind67.
//
// +kubebuilder:object:root=true
type Kind67List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind67 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:trigger=true
	F3 *uint64 `json:"f3"`
	F4 uint8 `json:"f4,omitempty,omitzero"`
	F5 float32 `json:"f5,omitempty"`
	F6 Labels7 `json:"f6"`
	F8 int `json:"f8"`
	F9 []Item10 `json:"f9"`
	Skipped22 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Item10 is a random struct.
type Item10 struct {
	F11 S12 `json:"f11"`
	F15 string `json:"f15"`
	F16 *S17 `json:"f16,omitempty"`
	Skipped21 string `json:"-"`
}

// S12 is a random struct.
type S12 struct {
	F13 *int32 `json:"f13,omitempty"`
	F14 *float32 `json:"f14"`
}

// S17 is a random struct.
type S17 struct {
	F18 int8 `json:"f18,omitempty"`
	F19 uint64 `json:"f19,omitempty"`
	F20 int64 `json:"f20"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 S25 `json:"f24,omitempty"`
	F38 float64 `json:"f38"`
	F39 int `json:"f39"`
	// +k8s:selectableField
	F40 string `json:"f40,omitempty"`
	Skipped41 string `json:"-"`
	*Inline42 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	F26 *S27 `json:"f26"`
	F31 int32 `json:"f31,omitempty"`
	F32 Template33 `json:"f32,omitempty"`
	F35 map[string]string `json:"f35"`
	F36 float32 `json:"f36"`
	Skipped37 string `json:"-"`
}

// S27 is a random struct.
type S27 struct {
	F28 *metav1.Duration `json:"f28"`
	F29 types.UID `json:"f29,omitempty"`
	F30 *int `json:"f30,omitempty"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 []byte `json:"f34,omitempty"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 Template44 `json:"f43,omitempty"`
	F46 []byte `json:"f46,omitempty,omitzero"`
	F47 Template48 `json:"f47,omitempty"`
	F50 Template51 `json:"f50,omitempty"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 uint8 `json:"f45,omitempty"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 int16 `json:"f49,omitempty"`
}

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 *types.UID `json:"f52"`
}

// Status60 is a random struct.
type Status60 struct {
	F61 metav1.MicroTime `json:"f61,omitzero"`
	F62 int8 `json:"f62"`
}

// Spec68 is a random struct.
type Spec68 struct {
	F69 map[string]string `json:"f69"`
	F70 bool `json:"f70,omitempty"`
}

