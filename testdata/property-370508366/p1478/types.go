package p1478

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
// +k8s:schema:selectableField:jsonPath=".spec.f6"
// +k8s:printerColumn:name="Col12",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col13",type=integer,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col14",type=integer,jsonPath=`.status.f9`,priority=1,description="A column."
// +k8s:printerColumn:name="Col15",type=string,jsonPath=`.status.f10`
// +k8s:printerColumn:name="Cel16",type=string,expression=`has(self.spec) && has(self.spec.f5) ? string(self.spec.f5) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status8 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind17 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f25",default="-1"
// +k8s:schema:selectableField:jsonPath=".spec.f27.f29",default="1",description="The f29 of the kind."
// +k8s:selectableField:jsonPath=".spec.f27.f31",default="1"
// +k8s:schema:selectableField:jsonPath=".spec.f27.f33",default="3",indexed=true
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col35",type="integer",JSONPath=`.spec.f25`,format=int32
// +kubebuilder:printcolumn:name="Col36",type="integer",JSONPath=`.spec.f27.f29`,format=int32
// +kubebuilder:printcolumn:name="Col37",type="integer",JSONPath=`.spec.f27.f32`
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.spec) && has(self.spec.f27) && has(self.spec.f27.f30) ? string(self.spec.f27.f30) : "none"`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind17 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec18 `json:"spec,omitempty"`
}

// Kind17List is a list of Kind17.
//
// +kubebuilder:object:root=true
type Kind17List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind17 `json:"items"`
}

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f20",description="The f20 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f25",default="-1",description="The f25 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f27.f29",default="1"
// +k8s:selectableField:jsonPath=".spec.f27.f30",description="The f30 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f27.f31",default="1",description="The f31 of the kind."
// +k8s:selectableField:jsonPath=".spec.f27.f32",default="-1",description="The f32 of the kind."
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f19`,priority=1
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.spec.f27.f31`
// +k8s:printerColumn:name="Col46",type=integer,jsonPath=`.spec.f27.f33`
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f42`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.status.f43.app`
// +k8s:printerColumn:name="Cel49",type=string,expression=`has(self.spec) && has(self.spec.f27) && has(self.spec.f27.f29) ? string(self.spec.f27.f29) : "none"`
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec18 `json:"spec,omitempty"`
	Status Status41 `json:"status,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint16 `json:"f3,omitzero"`
	// +k8s:schema:selectableField
	F4 *int32 `json:"f4,omitempty"`
	F5 int64 `json:"f5,omitempty,omitzero"`
	F6 *int64 `json:"f6,omitempty"`
	Skipped7 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status8 is a random struct.
type Status8 struct {
	F9 int64 `json:"f9,omitempty"`
	F10 string `json:"f10,omitempty"`
	F11 []byte `json:"f11"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec18 is a random struct.
type Spec18 struct {
	F19 resource.Quantity `json:"f19"`
	F20 types.UID `json:"f20,omitempty"`
	Inline21 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate39 `json:"template"`
}

// Inline21 is a random struct.
type Inline21 struct {
	F22 Template23 `json:"f22"`
	F25 int8 `json:"f25"`
	F26 *uint8 `json:"f26"`
	F27 *S28 `json:"f27,omitempty"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 int64 `json:"f24,omitempty"`
}

// S28 is a random struct.
type S28 struct {
	F29 int `json:"f29,omitempty"`
	F30 *int32 `json:"f30,omitempty"`
	F31 *int `json:"f31"`
	F32 *int8 `json:"f32,omitzero"`
	F33 *int32 `json:"f33"`
}

// PodTemplate39 is a random struct.
type PodTemplate39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status41 is a random struct.
type Status41 struct {
	F42 intstr.IntOrString `json:"f42,omitempty"`
	F43 map[string]string `json:"f43"`
}

