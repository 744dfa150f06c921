package p1114

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col22",type="date",JSONPath=`.spec.f4`
// +kubebuilder:printcolumn:name="Col23",type="number",JSONPath=`.status.f18`
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.status.f7[*].f11`,description="A column."
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.status.f7[0].f11`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind26 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f29",default="none",trigger=true
// +k8s:selectableField:jsonPath=".spec.f30",default="80"
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f28`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f30`
// +k8s:schema:scope=Cluster
// +kubebuilder:printcolumn:name="Dup33",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup33",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind26 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec27 `json:"spec,omitempty"`
}

// Kind26List is a list of Kind26.
//
// +kubebuilder:object:root=true
type Kind26List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind26 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 resource.Quantity `json:"f3,omitempty"`
	F4 metav1.Time `json:"f4,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	// +k8s:schema:selectableField
	F6 []byte `json:"f6"`
	F7 List17 `json:"f7"`
	F18 float32 `json:"f18"`
	F19 int64 `json:"f19,omitempty"`
	F20 float32 `json:"f20"`
	F21 float32 `json:"f21"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 Labels10 `json:"f9,omitempty"`
	F11 []byte `json:"f11,omitempty"`
	F12 metav1.MicroTime `json:"f12,omitempty"`
	F13 Template14 `json:"f13"`
	F16 metav1.Duration `json:"f16,omitempty"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 *resource.Quantity `json:"f15,omitempty"`
}

// List17 is a declared list or map type.
type List17 []Item8

// Spec27 is a random struct.
type Spec27 struct {
	F28 resource.Quantity `json:"f28,omitempty"`
	F29 string `json:"f29"`
	F30 intstr.IntOrString `json:"f30"`
}

