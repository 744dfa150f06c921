package p1223

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",default="8",description="The f5 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f6.f8"
// +k8s:printerColumn:name="Col17",type=boolean,jsonPath=`.status.f11`,description="A column."
// +k8s:printerColumn:name="Cel18",type=string,expression=`has(self.status) && has(self.status.f16) ? string(self.status.f16) : "none"`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind20 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f26`,description="A column."
// +genclient:nonNamespaced
type Kind20 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec21 `json:"spec,omitempty"`
}

// Kind20List is a list of Kind20.
//
// +kubebuilder:object:root=true
type Kind20List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind20 `json:"items"`
}

// Kind29 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f24"
// +kubebuilder:printcolumn:name="Col30",type="number",JSONPath=`.spec.f23`,description="A column."
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.spec.f24`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f26`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.spec.f25.app`,priority=1
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f27.app`,description="A column."
type Kind29 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec21 `json:"spec,omitempty"`
}

// Kind29List is a list of Kind29.
//
// +kubebuilder:object:root=true
type Kind29List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind29 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 *int `json:"f4"`
	F5 *uint64 `json:"f5,omitempty,omitzero"`
	F6 S7 `json:"f6"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate19 `json:"template"`
}

// S7 is a random struct.
type S7 struct {
	F8 metav1.Duration `json:"f8,omitempty"`
	F9 bool `json:"f9"`
}

// Status10 is a random struct.
type Status10 struct {
	F11 bool `json:"f11"`
	F12 Template13 `json:"f12"`
	F15 string `json:"f15,omitzero"`
	F16 bool `json:"f16,omitempty,omitzero"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 uint16 `json:"f14,omitempty"`
}

// PodTemplate19 is a random struct.
type PodTemplate19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec21 is a random struct.
type Spec21 struct {
	F22 int8 `json:"f22,omitempty"`
	F23 float32 `json:"f23"`
	F24 intstr.IntOrString `json:"f24,omitempty"`
	F25 map[string]string `json:"f25,omitempty"`
	F26 *uint64 `json:"f26,omitempty"`
	F27 map[string]string `json:"f27,omitempty"`
}

