package p1049

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f7.f11",trigger=true
// +kubebuilder:printcolumn:name="Col16",type="integer",JSONPath=`.spec.f4.f7.f9`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.spec.f4.f7.f10`
// +kubebuilder:printcolumn:name="Col18",type="integer",JSONPath=`.spec.f4.f7.f11`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col19",type="date",JSONPath=`.spec.f14`
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.spec.f4.f13.app`
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Dup21",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup21",type="string",JSONPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f24"
// +k8s:selectableField:jsonPath=".status.f50"
// +k8s:schema:selectableField:jsonPath=".status.f52",description="The f52 of the kind."
// +k8s:selectableField:jsonPath=".status.f54",default="8"
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.spec.f27`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f28`
// +k8s:printerColumn:name="Col59",type=integer,jsonPath=`.status.f46`,priority=1,description="A column."
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.status.f48`,priority=1
// +k8s:printerColumn:name="Col61",type=date,jsonPath=`.status.f49`
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.status.f54`,priority=1
// +k8s:printerColumn:name="Col63",type=boolean,jsonPath=`.status.f56`,priority=1
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f30.app`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Kind65 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f69.f75",trigger=true
// +kubebuilder:printcolumn:name="Col95",type="integer",JSONPath=`.spec.f69.f75`,format=int32
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.status.f79`
// +kubebuilder:printcolumn:name="Col97",type="string",JSONPath=`.status.f77.app`,description="A column."
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f80.app`
// +kubebuilder:resource:path=kind65z,singular=kind65
type Kind65 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec66 `json:"spec,omitempty"`
	Status Status76 `json:"status,omitempty"`
}

// Kind65List is a list of Kind65.
//
// +kubebuilder:object:root=true
type Kind65List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind65 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Time `json:"f3,omitempty"`
	F4 *S5 `json:"f4,omitempty"`
	// +k8s:selectableField:default="2024-01-02T15:04:05Z"
	F14 *metav1.Time `json:"f14,omitempty"`
	Skipped15 string `json:"-"`
}

// S5 is a random struct.
type S5 struct {
	F6 uint64 `json:"f6,omitempty"`
	F7 *S8 `json:"f7,omitempty"`
	F13 map[string]string `json:"f13,omitempty"`
}

// S8 is a random struct.
type S8 struct {
	F9 uint8 `json:"f9,omitempty"`
	F10 string `json:"f10,omitempty"`
	F11 *int64 `json:"f11,omitempty"`
	F12 float32 `json:"f12,omitempty"`
}

// Spec23 is a random struct.
type Spec23 struct {
	F24 *metav1.Time `json:"f24"`
	F25 *float64 `json:"f25"`
	*Inline26 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Inline26 is a random struct.
type Inline26 struct {
	// +k8s:schema:selectableField:default="2",description="The f27 of the kind."
	F27 int16 `json:"f27"`
	F28 []byte `json:"f28,omitempty"`
}

// Status29 is a random struct.
type Status29 struct {
	F30 Labels31 `json:"f30"`
	F32 List43 `json:"f32"`
	F44 int16 `json:"f44"`
	F45 *float64 `json:"f45,omitempty"`
	// +k8s:selectableField:description="The f46 of the kind."
	F46 int64 `json:"f46"`
	Inline47 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Item33 is a random struct.
type Item33 struct {
	F34 resource.Quantity `json:"f34,omitempty,omitzero"`
	F35 []byte `json:"f35,omitempty"`
	F36 List42 `json:"f36,omitempty"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 string `json:"f38,omitempty"`
	F39 intstr.IntOrString `json:"f39,omitempty"`
	F40 *metav1.Duration `json:"f40,omitempty"`
	F41 *types.UID `json:"f41"`
}

// List42 is a declared list or map type.
type List42 []Item37

// List43 is a declared list or map type.
type List43 []Item33

// Inline47 is a random struct.
type Inline47 struct {
	F48 metav1.Duration `json:"f48,omitempty"`
	F49 *metav1.MicroTime `json:"f49"`
	F50 int64 `json:"f50,omitempty"`
	Inline51 `json:",inline"`
}

// Inline51 is a random struct.
type Inline51 struct {
	F52 bool `json:"f52"`
	F53 *int8 `json:"f53,omitempty"`
	F54 *uint64 `json:"f54,omitempty,omitzero"`
	F55 *uint64 `json:"f55"`
	F56 bool `json:"f56,omitzero"`
}

// Spec66 is a random struct.
type Spec66 struct {
	F67 metav1.MicroTime `json:"f67,omitempty"`
	F68 resource.Quantity `json:"f68,omitempty"`
	F69 S70 `json:"f69,omitempty"`
}

// S70 is a random struct.
type S70 struct {
	F71 []byte `json:"f71"`
	F72 Template73 `json:"f72,omitempty"`
	F75 *int16 `json:"f75"`
}

// Template73 is a random struct.
type Template73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F74 resource.Quantity `json:"f74"`
}

// Status76 is a random struct.
type Status76 struct {
	F77 Labels78 `json:"f77"`
	// +k8s:schema:selectableField:description="The f79 of the kind."
	F79 uint64 `json:"f79,omitempty"`
	F80 map[string]string `json:"f80,omitempty"`
	F81 types.UID `json:"f81,omitempty"`
	F82 intstr.IntOrString `json:"f82"`
	F83 Template84 `json:"f83,omitempty"`
}

// Labels78 is a declared list or map type.
type Labels78 map[string]string

// Item86 is a random struct.
type Item86 struct {
	F87 intstr.IntOrString `json:"f87,omitempty"`
	F88 uint32 `json:"f88"`
	F89 int16 `json:"f89,omitempty"`
	F90 *int `json:"f90,omitempty"`
	F91 Mode `json:"f91,omitempty"`
	F92 metav1.Time `json:"f92"`
	Skipped93 string `json:"-"`
}

// List94 is a declared list or map type.
type List94 []Item86

// Template84 is a random struct.
type Template84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F85 List94 `json:"f85,omitempty"`
}

