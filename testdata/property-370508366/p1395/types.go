package p1395

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f6.f8"
// +kubebuilder:printcolumn:name="Col19",type="integer",JSONPath=`.spec.f3.f6.f11`
// +kubebuilder:printcolumn:name="Col20",type="integer",JSONPath=`.spec.f3.f6.f12`
// +kubebuilder:printcolumn:name="Col21",type="boolean",JSONPath=`.spec.f17`
// +k8s:printerColumn:name="Cel22",type=string,expression=`has(self.spec) && has(self.spec.f17) ? string(self.spec.f17) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
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
	F3 *S4 `json:"f3"`
	F17 bool `json:"f17"`
	// +k8s:selectableField:default="2"
	F18 *int16 `json:"f18,omitzero"`
}

// S4 is a random struct.
type S4 struct {
	F5 *resource.Quantity `json:"f5,omitempty"`
	F6 S7 `json:"f6"`
	F14 Template15 `json:"f14"`
}

// S7 is a random struct.
type S7 struct {
	F8 *int8 `json:"f8"`
	F9 resource.Quantity `json:"f9,omitempty,omitzero"`
	F10 uint64 `json:"f10,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F11 uint32 `json:"f11,omitzero"`
	// +k8s:schema:selectableField:default="7"
	F12 uint32 `json:"f12"`
	Skipped13 string `json:"-"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 string `json:"f16"`
}

