package p1131

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:printerColumn:name="Col19",type=string,jsonPath=`.spec.f4[*].f8`
// +k8s:printerColumn:name="Col20",type=string,jsonPath=`.spec.f4[0].f8`,priority=1,description="A column."
// +k8s:printerColumn:name="Col21",type=string,jsonPath=`.spec.f18.app`
// +k8s:printerColumn:name="Cel22",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind23 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f30",default="-1",description="The f30 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f33"
// +k8s:printerColumn:name="Cel35",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind23 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec24 `json:"spec,omitempty"`
	Status Status31 `json:"status,omitempty"`
}

// Kind23List is a list of Kind23.
//
// +kubebuilder:object:root=true
type Kind23List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind23 `json:"items"`
}

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f65"
// +k8s:schema:index:field="status.f65"
// +kubebuilder:printcolumn:name="Col71",type="number",JSONPath=`.spec.f63`,priority=1
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.status.f68`
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.status.f66.app`,description="A column."
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec37 `json:"spec,omitempty"`
	Status Status64 `json:"status,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *types.UID `json:"f3"`
	F4 List17 `json:"f4"`
	F18 map[string]string `json:"f18"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 float64 `json:"f6"`
	F7 *float32 `json:"f7"`
	F8 resource.Quantity `json:"f8"`
	F9 *int8 `json:"f9"`
	F10 S11 `json:"f10,omitempty"`
}

// S11 is a random struct.
type S11 struct {
	F12 *metav1.Duration `json:"f12,omitempty"`
	F13 uint8 `json:"f13"`
	F14 bool `json:"f14,omitempty"`
	F15 *bool `json:"f15,omitempty"`
	Skipped16 string `json:"-"`
}

// List17 is a declared list or map type.
type List17 []Item5

// Spec24 is a random struct.
type Spec24 struct {
	F25 float64 `json:"f25"`
	F26 uint8 `json:"f26"`
	F27 Template28 `json:"f27"`
	F30 *int8 `json:"f30"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 []byte `json:"f29,omitempty"`
}

// Status31 is a random struct.
type Status31 struct {
	F32 metav1.Duration `json:"f32"`
	F33 []byte `json:"f33,omitempty"`
	F34 metav1.Time `json:"f34,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec37 is a random struct.
type Spec37 struct {
	F38 int16 `json:"f38"`
	F39 List48 `json:"f39,omitempty"`
	F49 *uint64 `json:"f49"`
	F50 List62 `json:"f50"`
	F63 *float64 `json:"f63,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate74 `json:"template"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 Template42 `json:"f41,omitempty"`
	F44 Template45 `json:"f44,omitempty"`
	F47 uint32 `json:"f47,omitempty"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 uint8 `json:"f43"`
}

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 string `json:"f46"`
}

// List48 is a declared list or map type.
type List48 []Item40

// Item51 is a random struct.
type Item51 struct {
	F52 intstr.IntOrString `json:"f52,omitempty,omitzero"`
	F53 int8 `json:"f53,omitempty"`
	F54 types.UID `json:"f54,omitempty"`
	Skipped55 string `json:"-"`
	Inline56 `json:",inline"`
}

// Inline56 is a random struct.
type Inline56 struct {
	F57 []byte `json:"f57"`
	F58 uint64 `json:"f58,omitempty"`
	F59 types.UID `json:"f59,omitempty"`
	F60 float32 `json:"f60,omitempty"`
	F61 types.UID `json:"f61,omitempty"`
}

// List62 is a declared list or map type.
type List62 []Item51

// Status64 is a random struct.
type Status64 struct {
	F65 uint16 `json:"f65"`
	F66 Labels67 `json:"f66"`
	F68 uint64 `json:"f68,omitzero"`
	F69 *string `json:"f69,omitzero"`
	F70 []byte `json:"f70"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels67 is a declared list or map type.
type Labels67 map[string]string

// PodTemplate74 is a random struct.
type PodTemplate74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

