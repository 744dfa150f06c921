package p1294

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
// +kubebuilder:printcolumn:name="Col15",type="string",JSONPath=`.status.f8.app`
// +kubebuilder:printcolumn:name="Col16",type="string",JSONPath=`.status.f12.app`
// +k8s:printerColumn:name="Cel17",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
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
	F3 Labels4 `json:"f3,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Status7 is a random struct.
type Status7 struct {
	F8 map[string]string `json:"f8"`
	F9 Template10 `json:"f9,omitempty"`
	F12 Labels13 `json:"f12"`
	F14 metav1.Duration `json:"f14,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 int `json:"f11,omitempty,omitzero"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

