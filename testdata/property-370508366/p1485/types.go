package p1485

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f15",description="The f15 of the kind."
// +k8s:printerColumn:name="Col20",type=string,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col21",type=boolean,jsonPath=`.spec.f16`,priority=1
// +k8s:printerColumn:name="Col22",type=string,jsonPath=`.spec.f17.app`
// +k8s:subresource:status
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
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
	F3 Mode `json:"f3,omitempty"`
	F4 []Item5 `json:"f4"`
	F12 *Template13 `json:"f12,omitempty"`
	F15 *int16 `json:"f15,omitempty,omitzero"`
	F16 *bool `json:"f16,omitempty"`
	F17 Labels18 `json:"f17,omitempty"`
	Skipped19 string `json:"-"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 int64 `json:"f6"`
	F7 *uint8 `json:"f7,omitempty"`
	// +k8s:schema:selectableField
	F8 float32 `json:"f8"`
	F9 Template10 `json:"f9"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 float32 `json:"f11,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 int16 `json:"f14,omitempty"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

