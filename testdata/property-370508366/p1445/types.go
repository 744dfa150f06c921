package p1445

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
// +k8s:selectableField:jsonPath=".spec.f9",trigger=true
// +k8s:printerColumn:name="Col13",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col14",type=integer,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col15",type=string,jsonPath=`.spec.f4.app`,description="A column."
// +k8s:printerColumn:name="Col16",type=string,jsonPath=`.spec.f10.app`
// +k8s:printerColumn:name="Cel17",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int `json:"f3"`
	F4 Labels5 `json:"f4"`
	F6 int8 `json:"f6"`
	F7 []int8 `json:"f7"`
	Inline8 `json:",inline"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Inline8 is a random struct.
type Inline8 struct {
	F9 uint64 `json:"f9"`
	F10 map[string]string `json:"f10"`
	F11 *int32 `json:"f11,omitempty"`
	F12 []int8 `json:"f12,omitempty"`
}

