package p1470

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
// +kubebuilder:selectablefield:JSONPath=".spec.f14"
// +k8s:schema:selectableField:jsonPath=".status.f17",description="The f17 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col19",type="boolean",JSONPath=`.spec.f14`,priority=1
// +k8s:printerColumn:name="Cel20",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
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

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col30",type=number,jsonPath=`.spec.f29`
// +k8s:printerColumn:name="Cel31",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:resource:scope=Cluster,shortName=xkind22
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Kind32 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f36",description="The f36 of the kind.",trigger=true
// +k8s:printerColumn:name="Col54",type=number,jsonPath=`.spec.f42`
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.status.f53`,description="A column."
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f34.app`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.spec.f40.app`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.status.f46[0].f51`
// +k8s:printerColumn:name="Cel59",type=string,expression=`has(self.spec) && has(self.spec.f36) ? string(self.spec.f36) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind32 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec33 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind32List is a list of Kind32.
//
// +kubebuilder:object:root=true
type Kind32List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind32 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List13 `json:"f3"`
	F14 *bool `json:"f14"`
	F15 intstr.IntOrString `json:"f15"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate21 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *[]int8 `json:"f5,omitempty"`
	F6 int32 `json:"f6,omitzero"`
	F7 *Template8 `json:"f7"`
	F10 uint16 `json:"f10,omitempty"`
	F11 *uint32 `json:"f11,omitempty"`
	F12 *resource.Quantity `json:"f12,omitempty"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 resource.Quantity `json:"f9,omitempty"`
}

// List13 is a declared list or map type.
type List13 []Item4

// Status16 is a random struct.
type Status16 struct {
	F17 int32 `json:"f17,omitempty"`
	F18 metav1.Duration `json:"f18,omitempty"`
}

// PodTemplate21 is a random struct.
type PodTemplate21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec23 is a random struct.
type Spec23 struct {
	F24 Template25 `json:"f24,omitempty"`
	F27 *metav1.Time `json:"f27,omitempty"`
	// +k8s:schema:selectableField
	F28 *metav1.MicroTime `json:"f28"`
	F29 float32 `json:"f29,omitempty"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 metav1.Duration `json:"f26"`
}

// Spec33 is a random struct.
type Spec33 struct {
	F34 Labels35 `json:"f34"`
	F36 *int `json:"f36"`
	F37 Template38 `json:"f37,omitempty"`
	F40 Labels41 `json:"f40,omitempty"`
	F42 float32 `json:"f42,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate60 `json:"template"`
}

// Labels35 is a declared list or map type.
type Labels35 map[string]string

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 *float64 `json:"f39,omitempty"`
}

// Labels41 is a declared list or map type.
type Labels41 map[string]string

// Status43 is a random struct.
type Status43 struct {
	F44 uint16 `json:"f44,omitempty,omitzero"`
	F45 []byte `json:"f45"`
	F46 []Item47 `json:"f46,omitempty"`
	F53 *uint64 `json:"f53"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 uint8 `json:"f48,omitempty"`
	F49 map[string]string `json:"f49,omitempty"`
	F50 uint16 `json:"f50"`
	F51 resource.Quantity `json:"f51,omitempty,omitzero"`
	Skipped52 string `json:"-"`
}

// PodTemplate60 is a random struct.
type PodTemplate60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

