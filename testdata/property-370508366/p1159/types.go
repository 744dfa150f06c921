package p1159

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",indexed=true
// +kubebuilder:printcolumn:name="Col22",type="integer",JSONPath=`.spec.f21`,priority=1
// +k8s:printerColumn:name="Cel23",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind24 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Cel34",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind24
type Kind24 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec25 `json:"spec,omitempty"`
}

// Kind24List is a list of Kind24.
//
// +kubebuilder:object:root=true
type Kind24List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind24 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 *int16 `json:"f4"`
	F5 *Template6 `json:"f5,omitempty"`
	F8 types.UID `json:"f8"`
	*Inline9 `json:",inline"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 float64 `json:"f7"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 Template11 `json:"f10,omitempty"`
	F13 Template14 `json:"f13,omitempty"`
	F16 List20 `json:"f16,omitempty"`
	// +k8s:schema:selectableField:description="The f21 of the kind.",indexed=true
	F21 uint16 `json:"f21,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *uint8 `json:"f12,omitempty"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 *[]int8 `json:"f15,omitempty"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 uint8 `json:"f18,omitempty"`
	F19 metav1.Time `json:"f19"`
}

// List20 is a declared list or map type.
type List20 []Item17

// Spec25 is a random struct.
type Spec25 struct {
	F26 Template27 `json:"f26,omitempty"`
	F31 Template32 `json:"f31"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate35 `json:"template"`
}

// Template29 is a random struct.
type Template29 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F30 metav1.MicroTime `json:"f30,omitzero"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 Template29 `json:"f28"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 metav1.Time `json:"f33,omitzero"`
}

// PodTemplate35 is a random struct.
type PodTemplate35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

