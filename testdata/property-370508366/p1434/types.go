package p1434

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
// +k8s:schema:selectableField:jsonPath=".status.f33",description="The f33 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f34",indexed=true
// +kubebuilder:printcolumn:name="Col35",type="number",JSONPath=`.status.f21`
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.status.f22`,priority=1
// +kubebuilder:printcolumn:name="Col37",type="number",JSONPath=`.status.f25`,description="A column."
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.status.f33`
// +kubebuilder:printcolumn:name="Col39",type="integer",JSONPath=`.status.f34`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +genclient:nonNamespaced
// +k8s:schema:index:field="spec.notDeclared"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f51",description="The f51 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f53",default="false",trigger=true
// +k8s:selectableField:jsonPath=".status.f82",default="3",description="The f82 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f85.f89"
// +k8s:printerColumn:name="Col97",type=integer,jsonPath=`.spec.f42`
// +k8s:printerColumn:name="Col98",type=string,jsonPath=`.spec.f51`
// +k8s:printerColumn:name="Col99",type=string,jsonPath=`.spec.f55`
// +k8s:printerColumn:name="Col100",type=string,jsonPath=`.status.f85.f87`
// +k8s:printerColumn:name="Col101",type=integer,jsonPath=`.status.f85.f89`,format=int32
// +k8s:printerColumn:name="Col102",type=string,jsonPath=`.status.f85.f91`
// +k8s:printerColumn:name="Col103",type=string,jsonPath=`.status.f93[*].f95`
// +k8s:printerColumn:name="Cel104",type=string,expression=`has(self.spec) && has(self.spec.f53) ? string(self.spec.f53) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectorGeneration
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec41 `json:"spec,omitempty"`
	Status Status56 `json:"status,omitempty"`
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
	F3 int64 `json:"f3"`
	F4 string `json:"f4"`
	F5 Template6 `json:"f5"`
	F8 string `json:"f8,omitempty"`
	F9 *S10 `json:"f9,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 uint8 `json:"f7,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 types.UID `json:"f11,omitempty"`
	// +k8s:schema:selectableField:description="The f12 of the kind."
	F12 uint32 `json:"f12,omitempty"`
	F13 []Item14 `json:"f13,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 *uint16 `json:"f15,omitzero"`
	F16 *Mode `json:"f16"`
	F17 *uint64 `json:"f17,omitempty"`
	F18 int8 `json:"f18,omitempty"`
	F19 *string `json:"f19,omitempty"`
}

// Status20 is a random struct.
type Status20 struct {
	F21 *float64 `json:"f21,omitempty"`
	F22 Mode `json:"f22"`
	F23 string `json:"f23,omitempty"`
	Inline24 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 float32 `json:"f25,omitempty,omitzero"`
	F26 Template27 `json:"f26,omitempty"`
	F29 *float64 `json:"f29"`
	F30 *Template31 `json:"f30,omitempty"`
	F33 intstr.IntOrString `json:"f33,omitempty"`
	F34 uint32 `json:"f34"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 int `json:"f28"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 []int8 `json:"f32"`
}

// Spec41 is a random struct.
type Spec41 struct {
	F42 uint16 `json:"f42,omitzero"`
	F43 Labels44 `json:"f43"`
	F45 Template46 `json:"f45"`
	Skipped48 string `json:"-"`
	Inline49 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate105 `json:"template"`
}

// Labels44 is a declared list or map type.
type Labels44 map[string]string

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 *int `json:"f47,omitempty"`
}

// Inline49 is a random struct.
type Inline49 struct {
	F50 map[string]string `json:"f50"`
	F51 types.UID `json:"f51,omitempty"`
	*Inline52 `json:",inline"`
}

// Inline52 is a random struct.
type Inline52 struct {
	F53 bool `json:"f53,omitempty"`
	F54 Mode `json:"f54,omitempty"`
	// +k8s:schema:selectableField:default="none",indexed=true
	F55 string `json:"f55,omitempty"`
}

// Status56 is a random struct.
type Status56 struct {
	F57 Labels58 `json:"f57,omitempty"`
	F59 []Item60 `json:"f59,omitempty"`
	// +k8s:schema:selectableField:description="The f81 of the kind."
	F81 *string `json:"f81,omitempty"`
	F82 int32 `json:"f82"`
	F83 types.UID `json:"f83,omitempty,omitzero"`
	*Inline84 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels58 is a declared list or map type.
type Labels58 map[string]string

// Item60 is a random struct.
type Item60 struct {
	F61 S62 `json:"f61,omitempty"`
	F69 *[]int8 `json:"f69,omitempty"`
	F70 *S71 `json:"f70,omitempty"`
	Inline78 `json:",inline"`
}

// S62 is a random struct.
type S62 struct {
	F63 uint16 `json:"f63,omitempty"`
	F64 uint16 `json:"f64,omitempty"`
	F65 []byte `json:"f65,omitempty"`
	F66 *uint64 `json:"f66,omitempty,omitzero"`
	F67 uint16 `json:"f67,omitempty"`
	Skipped68 string `json:"-"`
}

// S71 is a random struct.
type S71 struct {
	F72 float32 `json:"f72"`
	F73 *int8 `json:"f73"`
	F74 metav1.Time `json:"f74,omitempty"`
	F75 int64 `json:"f75,omitzero"`
	F76 uint32 `json:"f76"`
	F77 int8 `json:"f77,omitempty,omitzero"`
}

// Inline78 is a random struct.
type Inline78 struct {
	F79 metav1.MicroTime `json:"f79"`
	F80 *[]int8 `json:"f80,omitempty"`
}

// Inline84 is a random struct.
type Inline84 struct {
	F85 S86 `json:"f85"`
	F92 map[string]string `json:"f92"`
	F93 []Item94 `json:"f93,omitempty"`
}

// S86 is a random struct.
type S86 struct {
	F87 string `json:"f87,omitempty"`
	F88 metav1.Duration `json:"f88"`
	F89 int32 `json:"f89"`
	F90 int32 `json:"f90"`
	F91 types.UID `json:"f91,omitempty"`
}

// Item94 is a random struct.
type Item94 struct {
	F95 Mode `json:"f95"`
	F96 Mode `json:"f96,omitempty"`
}

// PodTemplate105 is a random struct.
type PodTemplate105 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

