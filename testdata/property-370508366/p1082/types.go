package p1082

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
// +k8s:schema:selectableField:jsonPath=".status.f17",description="The f17 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col18",type="boolean",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.status.f16`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.spec.f7.app`,priority=1
// +k8s:printerColumn:name="Cel21",type=string,expression=`has(self.status) && has(self.status.f13) ? string(self.status.f13) : "none"`
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
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
// +kubebuilder:selectablefield:JSONPath=".status.f30"
// +kubebuilder:printcolumn:name="Col36",type="date",JSONPath=`.status.f30`
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.status.f34`
// +k8s:printerColumn:name="Cel38",type=string,expression=`has(self.status) && has(self.status.f25) && has(self.status.f25.f27) ? self.status.f25.f27 : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind22z,singular=kind22
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 bool `json:"f3"`
	F4 *float64 `json:"f4"`
	F5 Labels6 `json:"f5"`
	F7 Labels8 `json:"f7,omitempty"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Status9 is a random struct.
type Status9 struct {
	F10 Template11 `json:"f10,omitempty"`
	F13 int64 `json:"f13,omitempty,omitzero"`
	F14 Labels15 `json:"f14"`
	F16 resource.Quantity `json:"f16"`
	F17 int8 `json:"f17,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 *metav1.MicroTime `json:"f12,omitzero"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Status23 is a random struct.
type Status23 struct {
	F24 metav1.MicroTime `json:"f24"`
	F25 S26 `json:"f25"`
	F30 metav1.MicroTime `json:"f30,omitempty"`
	F31 Template32 `json:"f31,omitempty"`
	F34 Mode `json:"f34,omitempty"`
	F35 map[string]string `json:"f35"`
}

// S26 is a random struct.
type S26 struct {
	F27 *Mode `json:"f27,omitempty,omitzero"`
	F28 int8 `json:"f28,omitempty"`
	Skipped29 string `json:"-"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 types.UID `json:"f33,omitempty"`
}

