package p1043

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
// +k8s:schema:selectableField:jsonPath=".status.f17.f25",default="1",description="The f25 of the kind."
// +k8s:selectableField:jsonPath=".status.f17.f28",default="-1",description="The f28 of the kind."
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f17.f23`,priority=1
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.status.f17.f25`,priority=1
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.status.f17.f27`
// +kubebuilder:printcolumn:name="Col50",type="number",JSONPath=`.status.f17.f29`
// +kubebuilder:printcolumn:name="Col51",type="boolean",JSONPath=`.status.f34`
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.status.f35`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f41[*].f43`,priority=1
// +k8s:printerColumn:name="Cel54",type=string,expression=`has(self.status) && has(self.status.f17) && has(self.status.f17.f27) ? string(self.status.f17.f27) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectorGeneration
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status12 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind56 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f58",description="The f58 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f59",description="The f59 of the kind."
// +k8s:printerColumn:name="Col78",type=boolean,jsonPath=`.spec.f58`
// +k8s:schema:scope=Cluster
type Kind56 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec57 `json:"spec,omitempty"`
}

// Kind56List is a list of Kind56.
//
// +kubebuilder:object:root=true
type Kind56List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind56 `json:"items"`
}

// Kind79 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col111",type=date,jsonPath=`.spec.f81`
// +k8s:printerColumn:name="Col112",type=string,jsonPath=`.spec.f82`
// +k8s:printerColumn:name="Cel113",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:resource:path=kind79-items
// +k8s:printerColumn:name="Dup114",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup114",type=string,jsonPath=`.metadata.name`
type Kind79 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec80 `json:"spec,omitempty"`
	Status Status106 `json:"status,omitempty"`
}

// Kind79List is a list of Kind79.
//
// +kubebuilder:object:root=true
type Kind79List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind79 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List7 `json:"f3"`
	F8 Template9 `json:"f8"`
	F11 uint16 `json:"f11,omitempty,omitzero"`
	Replicas *int32 `json:"replicas,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate55 `json:"template"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 *metav1.Time `json:"f5,omitempty"`
	F6 *float64 `json:"f6,omitempty"`
}

// List7 is a declared list or map type.
type List7 []Item4

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 *uint8 `json:"f10,omitempty"`
}

// Status12 is a random struct.
type Status12 struct {
	F13 Labels14 `json:"f13"`
	F15 map[string]string `json:"f15,omitempty"`
	F16 int16 `json:"f16"`
	F17 S18 `json:"f17,omitempty"`
	F32 *[]int8 `json:"f32"`
	*Inline33 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// S18 is a random struct.
type S18 struct {
	F19 *S20 `json:"f19"`
	F23 []int8 `json:"f23,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F24 *uint8 `json:"f24,omitempty"`
	F25 *int `json:"f25"`
	Inline26 `json:",inline"`
}

// S20 is a random struct.
type S20 struct {
	F21 int `json:"f21,omitempty,omitzero"`
	F22 int16 `json:"f22,omitempty,omitzero"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 int `json:"f27,omitempty"`
	F28 *int8 `json:"f28,omitempty"`
	F29 float64 `json:"f29"`
	F30 int `json:"f30"`
	Skipped31 string `json:"-"`
}

// Inline33 is a random struct.
type Inline33 struct {
	F34 bool `json:"f34"`
	F35 uint16 `json:"f35"`
	F36 Template37 `json:"f36,omitempty"`
	F39 *float32 `json:"f39,omitempty"`
	F40 metav1.Time `json:"f40"`
	F41 List46 `json:"f41"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 metav1.Time `json:"f38,omitempty"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 []byte `json:"f43"`
	F44 *int `json:"f44"`
	Skipped45 string `json:"-"`
}

// List46 is a declared list or map type.
type List46 []Item42

// PodTemplate55 is a random struct.
type PodTemplate55 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec57 is a random struct.
type Spec57 struct {
	F58 bool `json:"f58"`
	F59 Mode `json:"f59"`
	F60 map[string]string `json:"f60"`
	F61 List77 `json:"f61"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 Template64 `json:"f63"`
	F66 []Item67 `json:"f66,omitempty"`
	F72 Labels73 `json:"f72,omitempty"`
	F74 []byte `json:"f74,omitempty,omitzero"`
	F75 int `json:"f75,omitempty"`
	Skipped76 string `json:"-"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 int32 `json:"f65"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 []byte `json:"f68"`
	F69 *float32 `json:"f69,omitempty"`
	F70 *types.UID `json:"f70"`
	F71 *uint64 `json:"f71,omitempty"`
}

// Labels73 is a declared list or map type.
type Labels73 map[string]string

// List77 is a declared list or map type.
type List77 []Item62

// Spec80 is a random struct.
type Spec80 struct {
	F81 metav1.Time `json:"f81"`
	F82 types.UID `json:"f82,omitempty"`
	F83 Template84 `json:"f83,omitempty"`
	F86 List105 `json:"f86,omitempty"`
}

// Template84 is a random struct.
type Template84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F85 *uint32 `json:"f85"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 *bool `json:"f88,omitempty"`
	F89 int64 `json:"f89"`
	F90 S91 `json:"f90"`
	F94 int16 `json:"f94,omitempty"`
	F95 map[string]string `json:"f95"`
	F96 S97 `json:"f96,omitempty"`
}

// S91 is a random struct.
type S91 struct {
	F92 *float64 `json:"f92"`
	F93 int8 `json:"f93"`
}

// S97 is a random struct.
type S97 struct {
	F98 *float64 `json:"f98,omitempty"`
	F99 *uint64 `json:"f99"`
	F100 float32 `json:"f100,omitempty"`
	F101 *int16 `json:"f101"`
	F102 uint8 `json:"f102,omitempty"`
	F103 *string `json:"f103,omitempty"`
	Skipped104 string `json:"-"`
}

// List105 is a declared list or map type.
type List105 []Item87

// Status106 is a random struct.
type Status106 struct {
	F107 Template108 `json:"f107,omitempty"`
	F110 *metav1.Duration `json:"f110,omitempty"`
}

// Template108 is a random struct.
type Template108 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F109 string `json:"f109,omitempty"`
}

