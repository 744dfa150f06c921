package p1399

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
// +k8s:selectableField:jsonPath=".status.f16"
// +k8s:printerColumn:name="Col18",type=boolean,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col19",type=integer,jsonPath=`.status.f11`
// +k8s:printerColumn:name="Col20",type=integer,jsonPath=`.status.f12`
// +k8s:printerColumn:name="Col21",type=number,jsonPath=`.status.f17`
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup22",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup22",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField
	F3 metav1.Duration `json:"f3"`
	F4 *bool `json:"f4"`
	F5 S6 `json:"f5"`
	Skipped9 string `json:"-"`
}

// S6 is a random struct.
type S6 struct {
	// +k8s:selectableField:description="The f7 of the kind.",indexed=true
	F7 metav1.Time `json:"f7,omitempty"`
	F8 float32 `json:"f8"`
}

// Status10 is a random struct.
type Status10 struct {
	F11 *uint8 `json:"f11,omitempty"`
	// +k8s:schema:selectableField:default="4",trigger=true
	F12 int64 `json:"f12,omitempty,omitzero"`
	F13 Template14 `json:"f13"`
	F16 *metav1.MicroTime `json:"f16,omitempty"`
	F17 *float32 `json:"f17"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 int64 `json:"f15,omitempty"`
}

