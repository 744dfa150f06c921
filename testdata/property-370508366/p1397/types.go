package p1397

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
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f6`
// +k8s:printerColumn:name="Cel54",type=string,expression=`has(self.status) && has(self.status.f7) ? string(self.status.f7) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.replicas"
// +k8s:schema:selectableField:jsonPath=".status.f58",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f59"
// +k8s:printerColumn:name="Cel60",type=string,expression=`has(self.spec) && has(self.spec.replicas) ? string(self.spec.replicas) : "none"`
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status56 `json:"status,omitempty"`
}

// Kind55List is a list of Kind55.
//
// +kubebuilder:object:root=true
type Kind55List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind55 `json:"items"`
}

// Kind61 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col84",type=integer,jsonPath=`.spec.f63.f68`,priority=1
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f63.f66.app`
// +k8s:printerColumn:name="Cel86",type=string,expression=`has(self.spec) && has(self.spec.f74) ? self.spec.f74 : "none"`
// +k8s:selectorGeneration
type Kind61 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec62 `json:"spec,omitempty"`
	Status Status76 `json:"status,omitempty"`
}

// Kind61List is a list of Kind61.
//
// +kubebuilder:object:root=true
type Kind61List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind61 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int `json:"f3,omitempty"`
	F4 *metav1.Duration `json:"f4,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	// +k8s:selectableField:trigger=true
	F6 *intstr.IntOrString `json:"f6,omitempty"`
	F7 int64 `json:"f7,omitempty"`
	F8 List29 `json:"f8"`
	F30 []int8 `json:"f30"`
	F31 List50 `json:"f31,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 *S11 `json:"f10"`
	F16 int32 `json:"f16,omitempty"`
	F17 *int16 `json:"f17"`
	F18 uint16 `json:"f18,omitzero"`
	F19 []Item20 `json:"f19"`
	F26 Template27 `json:"f26"`
}

// S11 is a random struct.
type S11 struct {
	F12 uint64 `json:"f12"`
	F13 metav1.MicroTime `json:"f13,omitzero"`
	F14 metav1.Time `json:"f14,omitempty"`
	F15 uint16 `json:"f15,omitempty"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 *int `json:"f21,omitzero"`
	F22 []byte `json:"f22,omitempty"`
	F23 uint64 `json:"f23,omitempty"`
	F24 *uint32 `json:"f24"`
	F25 string `json:"f25,omitempty"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 float32 `json:"f28,omitempty"`
}

// List29 is a declared list or map type.
type List29 []Item9

// Item32 is a random struct.
type Item32 struct {
	F33 []Item34 `json:"f33"`
	F40 Labels41 `json:"f40"`
	F42 *int64 `json:"f42"`
	Inline43 `json:",inline"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 *uint8 `json:"f35,omitempty"`
	F36 []byte `json:"f36,omitempty"`
	F37 bool `json:"f37"`
	F38 uint8 `json:"f38,omitempty"`
	F39 int64 `json:"f39,omitempty"`
}

// Labels41 is a declared list or map type.
type Labels41 map[string]string

// Inline43 is a random struct.
type Inline43 struct {
	F44 metav1.Duration `json:"f44,omitempty"`
	F45 []byte `json:"f45,omitempty,omitzero"`
	F46 []byte `json:"f46"`
	F47 uint8 `json:"f47"`
	F48 float64 `json:"f48"`
	F49 int64 `json:"f49"`
}

// List50 is a declared list or map type.
type List50 []Item32

// Status56 is a random struct.
type Status56 struct {
	F57 *metav1.Time `json:"f57,omitempty,omitzero"`
	F58 Mode `json:"f58,omitempty"`
	F59 uint8 `json:"f59,omitempty"`
}

// Spec62 is a random struct.
type Spec62 struct {
	F63 *S64 `json:"f63"`
	F69 Template70 `json:"f69"`
	F72 float64 `json:"f72,omitempty"`
	F73 []int8 `json:"f73"`
	F74 string `json:"f74"`
	Skipped75 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate87 `json:"template"`
}

// S64 is a random struct.
type S64 struct {
	F65 map[string]string `json:"f65,omitempty"`
	F66 Labels67 `json:"f66,omitempty"`
	F68 uint32 `json:"f68"`
}

// Labels67 is a declared list or map type.
type Labels67 map[string]string

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 int8 `json:"f71,omitempty"`
}

// Status76 is a random struct.
type Status76 struct {
	F77 *Template78 `json:"f77,omitempty"`
	F80 Template81 `json:"f80"`
	Skipped83 string `json:"-"`
}

// Template78 is a random struct.
type Template78 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F79 int8 `json:"f79,omitzero"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 map[string]string `json:"f82"`
}

// PodTemplate87 is a random struct.
type PodTemplate87 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

