package p1329

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f8",description="The f8 of the kind."
// +k8s:printerColumn:name="Col9",type=boolean,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Cel10",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:printerColumn:name="Dup11",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup11",type=string,jsonPath=`.metadata.name`
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

// Kind12 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col16",type="number",JSONPath=`.spec.f14`,description="A column."
// +kubebuilder:printcolumn:name="Col17",type="boolean",JSONPath=`.spec.f15`
// +kubebuilder:subresource:status
// +k8s:resource:path=kind12-items
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind12 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec13 `json:"spec,omitempty"`
}

// Kind12List is a list of Kind12.
//
// +kubebuilder:object:root=true
type Kind12List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind12 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField:default="false"
	F3 bool `json:"f3"`
	F4 map[string]string `json:"f4,omitempty"`
	F5 bool `json:"f5"`
	F6 resource.Quantity `json:"f6"`
	F7 metav1.MicroTime `json:"f7,omitempty,omitzero"`
	F8 string `json:"f8,omitempty"`
}

// Spec13 is a random struct.
type Spec13 struct {
	F14 float32 `json:"f14,omitempty"`
	F15 *bool `json:"f15"`
}

