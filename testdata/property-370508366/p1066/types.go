package p1066

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
// +k8s:schema:selectableField:jsonPath=".spec.f14"
// +k8s:schema:selectableField:jsonPath=".spec.f16",trigger=true
// +k8s:selectableField:jsonPath=".status.f26",description="The f26 of the kind."
// +k8s:selectableField:jsonPath=".status.f27"
// +k8s:printerColumn:name="Col29",type=integer,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col30",type=number,jsonPath=`.spec.f7.f13`
// +k8s:printerColumn:name="Col31",type=date,jsonPath=`.spec.f14`
// +k8s:printerColumn:name="Col32",type=number,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.status.f19`,priority=1
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.status.f20`,priority=1
// +k8s:printerColumn:name="Col35",type=date,jsonPath=`.status.f22`
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.status.f26`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f3.app`
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.status) && has(self.status.f26) ? string(self.status.f26) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f4",indexed=true
// +k8s:selectableField:jsonPath=".spec.f7.f9",description="The f9 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f16",description="The f16 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f43"
// +k8s:schema:selectableField:jsonPath=".status.f55"
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f7.f11`,priority=1
// +k8s:printerColumn:name="Col61",type=date,jsonPath=`.spec.f14`
// +k8s:printerColumn:name="Col62",type=date,jsonPath=`.status.f45`
// +k8s:printerColumn:name="Col63",type=integer,jsonPath=`.status.f55`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f59`,priority=1
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f47[*].f51`
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.status.f47[?(@.f51=="x")].f51`,priority=1,description="A column."
// +k8s:resource:path=kind39-items
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status40 `json:"status,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 metav1.Time `json:"f4"`
	Inline5 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Inline5 is a random struct.
type Inline5 struct {
	F6 uint8 `json:"f6,omitempty"`
	F7 *S8 `json:"f7,omitempty"`
	F14 metav1.Time `json:"f14"`
	F15 *float64 `json:"f15,omitempty"`
	F16 []byte `json:"f16"`
	Skipped17 string `json:"-"`
}

// S8 is a random struct.
type S8 struct {
	F9 []byte `json:"f9"`
	F10 *float64 `json:"f10"`
	F11 *[]int8 `json:"f11"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F12 *metav1.Time `json:"f12,omitempty,omitzero"`
	F13 float64 `json:"f13"`
}

// Status18 is a random struct.
type Status18 struct {
	F19 uint8 `json:"f19"`
	// +k8s:schema:selectableField:default="5"
	F20 uint8 `json:"f20"`
	F21 resource.Quantity `json:"f21"`
	F22 *metav1.Time `json:"f22"`
	F23 float64 `json:"f23"`
	Skipped24 string `json:"-"`
	*Inline25 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline25 is a random struct.
type Inline25 struct {
	F26 int `json:"f26"`
	F27 int8 `json:"f27,omitempty"`
	F28 *float64 `json:"f28"`
}

// Status40 is a random struct.
type Status40 struct {
	F41 []byte `json:"f41"`
	F42 *float64 `json:"f42"`
	F43 metav1.Time `json:"f43"`
	F44 float32 `json:"f44"`
	F45 metav1.Time `json:"f45"`
	Inline46 `json:",inline"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 []Item48 `json:"f47,omitempty"`
	F55 int8 `json:"f55"`
	Inline56 `json:",inline"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 *int8 `json:"f49"`
	F50 int16 `json:"f50"`
	F51 string `json:"f51"`
	F52 int16 `json:"f52,omitempty,omitzero"`
	F53 uint64 `json:"f53,omitzero"`
	F54 int16 `json:"f54,omitempty"`
}

// Inline56 is a random struct.
type Inline56 struct {
	F57 *float32 `json:"f57"`
	F58 float64 `json:"f58"`
	F59 []int8 `json:"f59,omitempty"`
}

