package p1089

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
// +k8s:printerColumn:name="Col11",type=integer,jsonPath=`.spec.f3`,format=int32
// +k8s:printerColumn:name="Col12",type=integer,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col13",type=string,jsonPath=`.status.f10`
// +k8s:printerColumn:name="Cel14",type=string,expression=`has(self.status) && has(self.status.f9) ? string(self.status.f9) : "none"`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
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
	F3 *int8 `json:"f3,omitzero"`
	F4 bool `json:"f4,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
	F7 *uint16 `json:"f7"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate15 `json:"template"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Status8 is a random struct.
type Status8 struct {
	F9 *bool `json:"f9,omitempty"`
	// +k8s:schema:selectableField
	F10 *resource.Quantity `json:"f10,omitzero"`
}

// PodTemplate15 is a random struct.
type PodTemplate15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

