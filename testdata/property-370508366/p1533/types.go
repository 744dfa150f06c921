package p1533

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
// +k8s:selectableField:jsonPath=".spec.f3"
// +k8s:selectableField:jsonPath=".spec.f4"
// +k8s:schema:selectableField:jsonPath=".spec.f5",description="The f5 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f26.f28",indexed=true
// +k8s:printerColumn:name="Col31",type=string,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col32",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.status.f26.f28`
// +k8s:printerColumn:name="Col34",type=integer,jsonPath=`.status.f26.f30`,format=int32
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f6.app`
// +k8s:printerColumn:name="Cel36",type=string,expression=`has(self.status) && has(self.status.f26) && has(self.status.f26.f29) ? string(self.status.f26.f29) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind38 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
// +k8s:schema:index:field="spec.notDeclared"
type Kind38 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec39 `json:"spec,omitempty"`
}

// Kind38List is a list of Kind38.
//
// +kubebuilder:object:root=true
type Kind38List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind38 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *types.UID `json:"f3,omitempty"`
	F4 []byte `json:"f4,omitempty"`
	F5 uint64 `json:"f5,omitempty"`
	F6 Labels7 `json:"f6"`
	F8 List13 `json:"f8"`
	Skipped14 string `json:"-"`
	Inline15 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate37 `json:"template"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Item9 is a random struct.
type Item9 struct {
	F10 map[string]string `json:"f10"`
	F11 Labels12 `json:"f11,omitempty"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// List13 is a declared list or map type.
type List13 []Item9

// Inline15 is a random struct.
type Inline15 struct {
	F16 *Template17 `json:"f16,omitempty"`
	F19 []Item20 `json:"f19"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 uint32 `json:"f18"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 *uint64 `json:"f21,omitempty,omitzero"`
	F22 bool `json:"f22,omitzero"`
	F23 *metav1.Duration `json:"f23,omitempty"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 map[string]string `json:"f25,omitempty"`
	F26 S27 `json:"f26"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S27 is a random struct.
type S27 struct {
	F28 []byte `json:"f28,omitempty"`
	F29 bool `json:"f29"`
	F30 uint32 `json:"f30,omitempty"`
}

// PodTemplate37 is a random struct.
type PodTemplate37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec39 is a random struct.
type Spec39 struct {
	F40 Template41 `json:"f40,omitempty"`
	F43 Labels44 `json:"f43"`
}

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 map[string]string `json:"f42,omitempty"`
}

// Labels44 is a declared list or map type.
type Labels44 map[string]string

