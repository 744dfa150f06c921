package p1309

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
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
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

// Kind31 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f48",default="1",description="The f48 of the kind."
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f36`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.status.f52.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec32 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	F7 uint64 `json:"f7"`
	F8 []Item9 `json:"f8,omitempty"`
	F19 List29 `json:"f19"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate30 `json:"template"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 uint16 `json:"f10"`
	F11 bool `json:"f11,omitempty"`
	F12 *S13 `json:"f12,omitempty"`
}

// S13 is a random struct.
type S13 struct {
	F14 *uint16 `json:"f14"`
	F15 resource.Quantity `json:"f15,omitzero"`
	F16 *int `json:"f16,omitempty"`
	F17 *[]int8 `json:"f17"`
	F18 int8 `json:"f18,omitempty"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 *int32 `json:"f21,omitempty"`
	F22 *bool `json:"f22"`
	F23 Template24 `json:"f23,omitempty"`
	F26 *types.UID `json:"f26"`
	F27 *uint8 `json:"f27,omitempty"`
	F28 map[string]string `json:"f28,omitempty"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 float64 `json:"f25"`
}

// List29 is a declared list or map type.
type List29 []Item20

// PodTemplate30 is a random struct.
type PodTemplate30 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec32 is a random struct.
type Spec32 struct {
	// +k8s:schema:selectableField
	F33 int `json:"f33,omitempty,omitzero"`
	F34 *metav1.Duration `json:"f34,omitempty"`
	F35 int32 `json:"f35,omitzero"`
	F36 *types.UID `json:"f36,omitempty"`
	Inline37 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Inline37 is a random struct.
type Inline37 struct {
	F38 []Item39 `json:"f38,omitempty"`
	F43 []byte `json:"f43"`
	F44 float32 `json:"f44"`
	F45 bool `json:"f45"`
	Inline46 `json:",inline"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 *uint16 `json:"f40"`
	F41 float64 `json:"f41"`
	Skipped42 string `json:"-"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 *resource.Quantity `json:"f47,omitempty"`
	F48 *int `json:"f48"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 int8 `json:"f50,omitempty"`
	F51 *uint16 `json:"f51,omitempty"`
	F52 map[string]string `json:"f52,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

