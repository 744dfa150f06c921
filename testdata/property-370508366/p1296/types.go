package p1296

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",default="4",description="The f5 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f7"
// +k8s:printerColumn:name="Col9",type=string,jsonPath=`.spec.f4`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind10 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f32",description="The f32 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".spec.f33",indexed=true
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f22`,priority=1
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.spec.f30`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f18.app`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f23[0].f26`
// +k8s:printerColumn:name="Cel41",type=string,expression=`has(self.spec) && has(self.spec.f22) ? self.spec.f22 : "none"`
// +k8s:subresource:status
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind10 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec11 `json:"spec,omitempty"`
}

// Kind10List is a list of Kind10.
//
// +kubebuilder:object:root=true
type Kind10List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind10 `json:"items"`
}

// Kind42 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f55.f57",default="3"
// +kubebuilder:printcolumn:name="Col70",type="integer",JSONPath=`.spec.f55.f57`,description="A column."
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f55.f58`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f55.f63`,description="A column."
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f55.f59.app`
// +k8s:selectorGeneration
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind42 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec43 `json:"spec,omitempty"`
}

// Kind42List is a list of Kind42.
//
// +kubebuilder:object:root=true
type Kind42List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind42 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint64 `json:"f3"`
	// +k8s:schema:selectableField:description="The f4 of the kind.",indexed=true
	F4 *string `json:"f4"`
	F5 int64 `json:"f5"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 types.UID `json:"f7"`
	// +k8s:selectableField:default="1",description="The f8 of the kind."
	F8 int `json:"f8,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec11 is a random struct.
type Spec11 struct {
	F12 []int8 `json:"f12,omitempty"`
	F13 Labels14 `json:"f13,omitempty"`
	F15 Template16 `json:"f15"`
	F18 Labels19 `json:"f18,omitempty"`
	Skipped20 string `json:"-"`
	Inline21 `json:",inline"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 *metav1.Time `json:"f17,omitempty"`
}

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// Inline21 is a random struct.
type Inline21 struct {
	F22 *Mode `json:"f22,omitempty"`
	F23 []Item24 `json:"f23"`
	F30 uint16 `json:"f30"`
	F31 uint32 `json:"f31,omitempty"`
	F32 metav1.Time `json:"f32"`
	F33 uint8 `json:"f33,omitempty"`
	*Inline34 `json:",inline"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *bool `json:"f25"`
	F26 string `json:"f26,omitempty"`
	F27 uint8 `json:"f27,omitempty"`
	F28 resource.Quantity `json:"f28"`
	F29 *uint8 `json:"f29,omitzero"`
}

// Inline34 is a random struct.
type Inline34 struct {
	// +k8s:schema:selectableField
	F35 int16 `json:"f35,omitempty,omitzero"`
	F36 float32 `json:"f36,omitempty"`
}

// Spec43 is a random struct.
type Spec43 struct {
	F44 int32 `json:"f44"`
	F45 *int `json:"f45"`
	F46 List50 `json:"f46"`
	F51 *Template52 `json:"f51"`
	F55 S56 `json:"f55,omitempty"`
	F65 List69 `json:"f65,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate74 `json:"template"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 *string `json:"f48,omitempty,omitzero"`
	F49 bool `json:"f49,omitempty"`
}

// List50 is a declared list or map type.
type List50 []Item47

// Labels54 is a declared list or map type.
type Labels54 map[string]string

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 Labels54 `json:"f53,omitempty"`
}

// S56 is a random struct.
type S56 struct {
	F57 *int32 `json:"f57,omitempty,omitzero"`
	// +k8s:schema:selectableField:description="The f58 of the kind.",indexed=true
	F58 metav1.Duration `json:"f58,omitempty"`
	F59 Labels60 `json:"f59,omitempty"`
	F61 Labels62 `json:"f61"`
	F63 types.UID `json:"f63"`
	Skipped64 string `json:"-"`
}

// Labels60 is a declared list or map type.
type Labels60 map[string]string

// Labels62 is a declared list or map type.
type Labels62 map[string]string

// Item66 is a random struct.
type Item66 struct {
	F67 float64 `json:"f67"`
	F68 string `json:"f68,omitempty"`
}

// List69 is a declared list or map type.
type List69 []Item66

// PodTemplate74 is a random struct.
type PodTemplate74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

