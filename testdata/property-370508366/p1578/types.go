package p1578

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
// +kubebuilder:printcolumn:name="Col15",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col16",type="integer",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.spec.f8`
// +kubebuilder:printcolumn:name="Col18",type="string",JSONPath=`.status.f13.app`
// +k8s:printerColumn:name="Cel19",type=string,expression=`has(self.spec) && has(self.spec.f7) ? string(self.spec.f7) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
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

// Kind21 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.spec.f26.f30`
// +kubebuilder:printcolumn:name="Col49",type="number",JSONPath=`.spec.f26.f31`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f47`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f26.f28.app`
// +k8s:printerColumn:name="Cel52",type=string,expression=`has(self.status) && has(self.status.f47) ? string(self.status.f47) : "none"`
// +kubebuilder:subresource:status
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind21 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec22 `json:"spec,omitempty"`
	Status Status41 `json:"status,omitempty"`
}

// Kind21List is a list of Kind21.
//
// +kubebuilder:object:root=true
type Kind21List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind21 `json:"items"`
}

// Kind53 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.spec.f58`
// +k8s:printerColumn:name="Col66",type=boolean,jsonPath=`.spec.f63`,priority=1
// +k8s:printerColumn:name="Cel67",type=string,expression=`has(self.spec) && has(self.spec.f63) ? string(self.spec.f63) : "none"`
// +k8s:subresource:status
type Kind53 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec54 `json:"spec,omitempty"`
}

// Kind53List is a list of Kind53.
//
// +kubebuilder:object:root=true
type Kind53List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind53 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Duration `json:"f3,omitempty"`
	F4 Labels5 `json:"f4"`
	F6 int16 `json:"f6,omitempty"`
	F7 *int64 `json:"f7,omitempty"`
	F8 resource.Quantity `json:"f8"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate20 `json:"template"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Status9 is a random struct.
type Status9 struct {
	F10 Template11 `json:"f10"`
	F13 map[string]string `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 int `json:"f12"`
}

// PodTemplate20 is a random struct.
type PodTemplate20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec22 is a random struct.
type Spec22 struct {
	F23 metav1.MicroTime `json:"f23,omitempty"`
	F24 Labels25 `json:"f24"`
	F26 S27 `json:"f26"`
	Skipped34 string `json:"-"`
	*Inline35 `json:",inline"`
}

// Labels25 is a declared list or map type.
type Labels25 map[string]string

// S27 is a random struct.
type S27 struct {
	F28 Labels29 `json:"f28,omitempty"`
	F30 []byte `json:"f30,omitzero"`
	F31 float64 `json:"f31"`
	F32 metav1.Duration `json:"f32"`
	Skipped33 string `json:"-"`
}

// Labels29 is a declared list or map type.
type Labels29 map[string]string

// Inline35 is a random struct.
type Inline35 struct {
	F36 Labels37 `json:"f36,omitempty"`
	F38 Template39 `json:"f38"`
}

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// Template39 is a random struct.
type Template39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F40 float32 `json:"f40"`
}

// Status41 is a random struct.
type Status41 struct {
	F42 Template43 `json:"f42"`
	F46 string `json:"f46,omitempty"`
	F47 int `json:"f47,omitempty"`
}

// Labels45 is a declared list or map type.
type Labels45 map[string]string

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 Labels45 `json:"f44"`
}

// Spec54 is a random struct.
type Spec54 struct {
	F55 Template56 `json:"f55"`
	F58 []int8 `json:"f58"`
	F59 resource.Quantity `json:"f59,omitempty"`
	F60 Template61 `json:"f60"`
	// +k8s:schema:selectableField
	F63 bool `json:"f63"`
	Skipped64 string `json:"-"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 bool `json:"f57"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 map[string]string `json:"f62,omitempty"`
}

