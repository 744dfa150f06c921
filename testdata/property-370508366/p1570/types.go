package p1570

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
// +k8s:printerColumn:name="Col7",type=number,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col8",type=string,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Cel9",type=string,expression=`has(self.spec) && has(self.spec.f3) ? string(self.spec.f3) : "none"`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
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

// Kind10 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f28"
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.status.f34`,description="A column."
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f31.app`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f33.app`,priority=1
// +k8s:printerColumn:name="Cel53",type=string,expression=`has(self.spec) && has(self.spec.f29) ? self.spec.f29 : "none"`
// +k8s:subresource:status
type Kind10 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec11 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind10List is a list of Kind10.
//
// +kubebuilder:object:root=true
type Kind10List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind10 `json:"items"`
}

// Kind54 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f67",default="8"
// +k8s:schema:selectableField:jsonPath=".spec.f70",default="7"
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f65`
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f67`
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.spec.f70`
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f71`
// +k8s:printerColumn:name="Cel77",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
type Kind54 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec55 `json:"spec,omitempty"`
}

// Kind54List is a list of Kind54.
//
// +kubebuilder:object:root=true
type Kind54List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind54 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int64 `json:"f3,omitempty"`
	F4 float32 `json:"f4"`
	// +k8s:schema:selectableField
	F5 *Mode `json:"f5,omitempty,omitzero"`
	F6 int8 `json:"f6"`
}

// Spec11 is a random struct.
type Spec11 struct {
	F12 List27 `json:"f12"`
	F28 []byte `json:"f28"`
	F29 *string `json:"f29"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 Template15 `json:"f14"`
	F17 List24 `json:"f17,omitempty"`
	F25 int16 `json:"f25"`
	Skipped26 string `json:"-"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 float64 `json:"f16,omitempty"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 float64 `json:"f19"`
	F20 float32 `json:"f20"`
	F21 metav1.MicroTime `json:"f21"`
	F22 int8 `json:"f22"`
	F23 metav1.MicroTime `json:"f23,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item18

// List27 is a declared list or map type.
type List27 []Item13

// Status30 is a random struct.
type Status30 struct {
	F31 Labels32 `json:"f31"`
	F33 map[string]string `json:"f33,omitempty"`
	F34 types.UID `json:"f34"`
	F35 List49 `json:"f35"`
}

// Labels32 is a declared list or map type.
type Labels32 map[string]string

// Item36 is a random struct.
type Item36 struct {
	F37 Template38 `json:"f37,omitempty"`
	F40 uint32 `json:"f40,omitempty"`
	F41 S42 `json:"f41"`
}

// Template38 is a random struct.
type Template38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F39 int16 `json:"f39,omitempty"`
}

// S42 is a random struct.
type S42 struct {
	F43 *int64 `json:"f43,omitempty"`
	F44 *string `json:"f44,omitempty"`
	F45 uint16 `json:"f45,omitempty"`
	F46 metav1.Time `json:"f46,omitempty"`
	F47 []byte `json:"f47"`
	Skipped48 string `json:"-"`
}

// List49 is a declared list or map type.
type List49 []Item36

// Spec55 is a random struct.
type Spec55 struct {
	F56 Template57 `json:"f56"`
	F65 []byte `json:"f65,omitempty"`
	// +k8s:schema:selectableField
	F66 *uint16 `json:"f66"`
	F67 uint64 `json:"f67"`
	*Inline68 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate78 `json:"template"`
}

// S59 is a random struct.
type S59 struct {
	F60 *intstr.IntOrString `json:"f60,omitempty"`
	F61 []byte `json:"f61"`
	F62 metav1.MicroTime `json:"f62,omitempty"`
	F63 *resource.Quantity `json:"f63,omitempty"`
	Skipped64 string `json:"-"`
}

// Template57 is a random struct.
type Template57 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F58 S59 `json:"f58,omitempty"`
}

// Inline68 is a random struct.
type Inline68 struct {
	F69 *resource.Quantity `json:"f69"`
	F70 *uint32 `json:"f70"`
	F71 string `json:"f71,omitempty,omitzero"`
	Skipped72 string `json:"-"`
}

// PodTemplate78 is a random struct.
type PodTemplate78 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

