package p1557

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
// +k8s:selectableField:jsonPath=".spec.f7"
// +k8s:selectableField:jsonPath=".spec.f10"
// +k8s:schema:selectableField:jsonPath=".spec.f15"
// +k8s:schema:selectableField:jsonPath=".spec.f16",indexed=true
// +k8s:selectableField:jsonPath=".spec.f17",trigger=true
// +k8s:printerColumn:name="Col20",type=string,jsonPath=`.spec.f6`
// +k8s:printerColumn:name="Col21",type=string,jsonPath=`.spec.f9`,priority=1
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f10`
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.spec.f11`,priority=1
// +k8s:printerColumn:name="Col24",type=string,jsonPath=`.spec.f12`
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f16`
// +k8s:printerColumn:name="Col26",type=integer,jsonPath=`.spec.f19`
// +genclient:nonNamespaced
// +k8s:selectorGeneration:selector=".spec.noSelector"
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
	F3 Template4 `json:"f3"`
	F6 []byte `json:"f6,omitempty"`
	F7 int `json:"f7"`
	*Inline8 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 string `json:"f5"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 *resource.Quantity `json:"f9,omitempty"`
	F10 []byte `json:"f10,omitempty"`
	// +k8s:schema:selectableField:description="The f11 of the kind."
	F11 int16 `json:"f11"`
	F12 resource.Quantity `json:"f12,omitempty"`
	F13 *intstr.IntOrString `json:"f13,omitempty"`
	Inline14 `json:",inline"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 *metav1.MicroTime `json:"f15,omitempty"`
	F16 *uint64 `json:"f16,omitempty"`
	F17 uint16 `json:"f17"`
	F18 int64 `json:"f18"`
	F19 int16 `json:"f19"`
}

