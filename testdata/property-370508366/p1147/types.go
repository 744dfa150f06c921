package p1147

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
// +k8s:printerColumn:name="Col28",type=boolean,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col29",type=string,jsonPath=`.spec.f10[*].f13`
// +k8s:printerColumn:name="Col30",type=string,jsonPath=`.spec.f10[0].f13`
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.status.f19.app`
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.status.f24.app`,description="A column."
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.status.f26.app`
// +k8s:printerColumn:name="Cel34",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status17 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField:default="false",trigger=true
	F3 bool `json:"f3,omitempty"`
	F4 resource.Quantity `json:"f4,omitempty"`
	F5 *Template6 `json:"f5"`
	F10 []Item11 `json:"f10,omitempty"`
	F16 float32 `json:"f16"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 *types.UID `json:"f9"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 Template8 `json:"f7"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 map[string]string `json:"f12"`
	F13 []byte `json:"f13"`
	F14 *uint32 `json:"f14,omitempty"`
	F15 uint32 `json:"f15,omitempty,omitzero"`
}

// Status17 is a random struct.
type Status17 struct {
	F18 metav1.Duration `json:"f18"`
	F19 Labels20 `json:"f19"`
	F21 Labels22 `json:"f21"`
	F23 resource.Quantity `json:"f23"`
	F24 Labels25 `json:"f24,omitempty"`
	F26 map[string]string `json:"f26,omitempty"`
	Skipped27 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// Labels25 is a declared list or map type.
type Labels25 map[string]string

