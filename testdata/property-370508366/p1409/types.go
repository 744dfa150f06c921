package p1409

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
// +k8s:selectableField:jsonPath=".status.f22",description="The f22 of the kind."
// +kubebuilder:printcolumn:name="Col23",type="integer",JSONPath=`.spec.f3`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.status.f10`,description="A column."
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.status.f16`,priority=1
// +kubebuilder:printcolumn:name="Col26",type="date",JSONPath=`.status.f22`
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.status.f20.app`,priority=1
// +k8s:printerColumn:name="Cel28",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
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
	F3 int8 `json:"f3"`
	F4 []Item5 `json:"f4,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 metav1.MicroTime `json:"f6,omitempty"`
	F7 *int `json:"f7,omitempty"`
	Skipped8 string `json:"-"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 string `json:"f10,omitzero"`
	F11 Template12 `json:"f11,omitempty"`
	F14 uint16 `json:"f14,omitempty"`
	Inline15 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 metav1.Time `json:"f13,omitempty"`
}

// Inline15 is a random struct.
type Inline15 struct {
	// +k8s:schema:selectableField:description="The f16 of the kind."
	F16 *Mode `json:"f16,omitempty,omitzero"`
	F17 Template18 `json:"f17"`
	F20 Labels21 `json:"f20"`
	F22 metav1.Time `json:"f22,omitempty"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *Mode `json:"f19,omitzero"`
}

// Labels21 is a declared list or map type.
type Labels21 map[string]string

