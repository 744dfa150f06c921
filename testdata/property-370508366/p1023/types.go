package p1023

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
// +k8s:printerColumn:name="Cel11",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup12",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Dup12",type=string,jsonPath=`.metadata.name`,description="A column."
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

// Kind13 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f7"
// +k8s:printerColumn:name="Col14",type=string,jsonPath=`.spec.f10.app`,priority=1
// +k8s:subresource:status
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind13 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind13List is a list of Kind13.
//
// +kubebuilder:object:root=true
type Kind13List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind13 `json:"items"`
}

// Kind15 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".status.f18"
// +k8s:schema:selectableField:jsonPath=".status.f19",description="The f19 of the kind."
// +kubebuilder:printcolumn:name="Col21",type="string",JSONPath=`.status.f18`,description="A column."
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.status.f19`
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.status.f20`
// +k8s:schema:scope=Cluster
type Kind15 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
}

// Kind15List is a list of Kind15.
//
// +kubebuilder:object:root=true
type Kind15List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind15 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3,omitempty"`
	// +k8s:selectableField:trigger=true
	F6 uint16 `json:"f6"`
	F7 metav1.MicroTime `json:"f7"`
	Inline8 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 uint32 `json:"f5,omitzero"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 float32 `json:"f9"`
	F10 map[string]string `json:"f10"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 uint64 `json:"f17,omitempty"`
	F18 types.UID `json:"f18"`
	F19 *metav1.Duration `json:"f19,omitempty"`
	F20 *resource.Quantity `json:"f20"`
}

