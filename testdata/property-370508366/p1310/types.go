package p1310

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
// +k8s:printerColumn:name="Col5",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Cel6",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
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

// Kind8 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f34",indexed=true
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.spec.f10`,priority=1
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f12.f14`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f22[*].f25`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f22[0].f25`
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.spec) && has(self.spec.f21) ? string(self.spec.f21) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind8
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint16 `json:"f3,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F4 uint32 `json:"f4"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate7 `json:"template"`
}

// PodTemplate7 is a random struct.
type PodTemplate7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec9 is a random struct.
type Spec9 struct {
	F10 int `json:"f10,omitzero"`
	F11 metav1.Time `json:"f11,omitempty"`
	F12 *S13 `json:"f12"`
	Skipped19 string `json:"-"`
	Inline20 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate43 `json:"template"`
}

// S13 is a random struct.
type S13 struct {
	F14 metav1.Duration `json:"f14,omitempty"`
	F15 map[string]string `json:"f15"`
	F16 Template17 `json:"f16,omitempty"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 metav1.Duration `json:"f18"`
}

// Inline20 is a random struct.
type Inline20 struct {
	// +k8s:schema:selectableField:default="false",description="The f21 of the kind."
	F21 bool `json:"f21,omitzero"`
	F22 []Item23 `json:"f22,omitempty"`
	F30 uint32 `json:"f30"`
	F31 uint16 `json:"f31"`
	F32 metav1.Time `json:"f32,omitempty"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 bool `json:"f24,omitempty"`
	F25 resource.Quantity `json:"f25"`
	F26 Mode `json:"f26,omitempty"`
	F27 float32 `json:"f27"`
	F28 uint16 `json:"f28,omitempty,omitzero"`
	Skipped29 string `json:"-"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 *uint64 `json:"f34,omitempty"`
	F35 metav1.MicroTime `json:"f35,omitempty"`
	F36 Labels37 `json:"f36"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// PodTemplate43 is a random struct.
type PodTemplate43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

