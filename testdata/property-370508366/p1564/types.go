package p1564

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
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.status.f20.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind23 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f56"
// +k8s:schema:index:field="status.f56"
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.spec.f47`
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f48`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col59",type="number",JSONPath=`.status.f50`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
// +k8s:resource:path=kind23-items
type Kind23 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec24 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind23List is a list of Kind23.
//
// +kubebuilder:object:root=true
type Kind23List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind23 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	F15 uint32 `json:"f15"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 int `json:"f8,omitempty,omitzero"`
	F9 int8 `json:"f9,omitempty"`
	F10 *types.UID `json:"f10"`
	F11 *uint16 `json:"f11,omitempty,omitzero"`
	F12 metav1.Time `json:"f12"`
	F13 *uint64 `json:"f13"`
}

// List14 is a declared list or map type.
type List14 []Item7

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 List14 `json:"f6,omitempty"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 Template18 `json:"f17,omitempty"`
	F20 Labels21 `json:"f20,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *int `json:"f19"`
}

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// Spec24 is a random struct.
type Spec24 struct {
	F25 map[string]string `json:"f25"`
	F26 float64 `json:"f26"`
	F27 []Item28 `json:"f27,omitempty"`
	F47 *string `json:"f47,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F48 uint32 `json:"f48"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate60 `json:"template"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 types.UID `json:"f29,omitempty"`
	F30 []Item31 `json:"f30,omitempty"`
	F37 []Item38 `json:"f37,omitempty"`
	F43 Template44 `json:"f43,omitempty"`
	Skipped46 string `json:"-"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 float32 `json:"f32,omitempty"`
	F33 *int8 `json:"f33,omitempty,omitzero"`
	F34 uint32 `json:"f34,omitempty,omitzero"`
	F35 int64 `json:"f35,omitempty"`
	F36 int32 `json:"f36,omitzero"`
}

// Item38 is a random struct.
type Item38 struct {
	F39 intstr.IntOrString `json:"f39,omitempty"`
	F40 uint32 `json:"f40,omitempty"`
	F41 resource.Quantity `json:"f41"`
	F42 string `json:"f42,omitzero"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 uint16 `json:"f45,omitempty"`
}

// Status49 is a random struct.
type Status49 struct {
	F50 float64 `json:"f50,omitempty"`
	F51 Template52 `json:"f51"`
	F54 Labels55 `json:"f54"`
	F56 int8 `json:"f56"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 float64 `json:"f53,omitzero"`
}

// Labels55 is a declared list or map type.
type Labels55 map[string]string

// PodTemplate60 is a random struct.
type PodTemplate60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

