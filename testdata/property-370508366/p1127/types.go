package p1127

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
// +k8s:selectableField:jsonPath=".status.f6"
// +k8s:selectableField:jsonPath=".status.f8.f11"
// +k8s:selectableField:jsonPath=".status.f8.f12.f14"
// +k8s:schema:selectableField:jsonPath=".status.f8.f12.f17"
// +k8s:printerColumn:name="Col22",type=number,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.status.f6`
// +k8s:printerColumn:name="Col24",type=date,jsonPath=`.status.f8.f12.f15`
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.status.f8.f12.f16`,priority=1
// +k8s:printerColumn:name="Col26",type=date,jsonPath=`.status.f8.f12.f17`
// +k8s:printerColumn:name="Col27",type=string,jsonPath=`.status.f8.f19`,description="A column."
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
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

// Kind28 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f32"
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f57`,priority=1
// +k8s:printerColumn:name="Col67",type=string,jsonPath=`.spec.f30.app`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.spec.f51[*].f54`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f51[0].f54`,priority=1
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f51[?(@.f54=="fast")].f54`,description="A column."
// +kubebuilder:resource:scope=Cluster,shortName=xkind28
type Kind28 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec29 `json:"spec,omitempty"`
}

// Kind28List is a list of Kind28.
//
// +kubebuilder:object:root=true
type Kind28List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind28 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint16 `json:"f3,omitempty,omitzero"`
	F4 *float64 `json:"f4,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 *uint8 `json:"f6"`
	F7 *metav1.Time `json:"f7,omitempty"`
	F8 S9 `json:"f8"`
	Skipped21 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S9 is a random struct.
type S9 struct {
	F10 *float64 `json:"f10"`
	F11 int32 `json:"f11,omitempty"`
	F12 S13 `json:"f12"`
	F18 map[string]string `json:"f18"`
	// +k8s:selectableField:default="8"
	F19 *uint64 `json:"f19,omitempty"`
	Skipped20 string `json:"-"`
}

// S13 is a random struct.
type S13 struct {
	F14 *metav1.Time `json:"f14,omitempty"`
	// +k8s:schema:selectableField:description="The f15 of the kind."
	F15 metav1.MicroTime `json:"f15,omitzero"`
	F16 Mode `json:"f16,omitempty"`
	F17 *metav1.Time `json:"f17"`
}

// Spec29 is a random struct.
type Spec29 struct {
	F30 Labels31 `json:"f30"`
	F32 types.UID `json:"f32,omitempty"`
	F33 List45 `json:"f33,omitempty"`
	// +k8s:selectableField:trigger=true
	F46 *metav1.Time `json:"f46"`
	*Inline47 `json:",inline"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Item34 is a random struct.
type Item34 struct {
	F35 uint16 `json:"f35,omitempty"`
	F36 uint16 `json:"f36"`
	F37 *uint8 `json:"f37,omitempty"`
	F38 *[]int8 `json:"f38"`
	F39 *[]int8 `json:"f39,omitempty"`
	Inline40 `json:",inline"`
}

// Inline40 is a random struct.
type Inline40 struct {
	F41 *uint16 `json:"f41"`
	F42 int32 `json:"f42,omitempty"`
	F43 metav1.Time `json:"f43,omitempty"`
	F44 float64 `json:"f44"`
}

// List45 is a declared list or map type.
type List45 []Item34

// Inline47 is a random struct.
type Inline47 struct {
	F48 *types.UID `json:"f48,omitempty"`
	F49 Labels50 `json:"f49"`
	F51 []Item52 `json:"f51"`
	// +k8s:schema:selectableField:default="fast",indexed=true
	F57 Mode `json:"f57"`
	F58 List65 `json:"f58,omitempty"`
}

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// Item52 is a random struct.
type Item52 struct {
	F53 *types.UID `json:"f53,omitempty"`
	F54 Mode `json:"f54,omitempty,omitzero"`
	F55 metav1.Duration `json:"f55,omitempty"`
	Skipped56 string `json:"-"`
}

// Item59 is a random struct.
type Item59 struct {
	F60 int64 `json:"f60,omitempty"`
	F61 *int16 `json:"f61,omitempty"`
	F62 uint8 `json:"f62"`
	F63 *string `json:"f63"`
	F64 float64 `json:"f64,omitempty"`
}

// List65 is a declared list or map type.
type List65 []Item59

