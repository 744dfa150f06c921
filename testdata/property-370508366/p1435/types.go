package p1435

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
// +k8s:schema:selectableField:jsonPath=".spec.f6",description="The f6 of the kind.",trigger=true
// +k8s:printerColumn:name="Col8",type=number,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col9",type=string,jsonPath=`.spec.f4.app`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F3 float32 `json:"f3"`
	F4 Labels5 `json:"f4"`
	F6 *metav1.MicroTime `json:"f6"`
	F7 bool `json:"f7"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

