package p1197

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
// +k8s:schema:selectableField:jsonPath=".spec.f16",description="The f16 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f44",default="8"
// +k8s:schema:selectableField:jsonPath=".status.f46"
// +k8s:schema:selectableField:jsonPath=".status.f47",description="The f47 of the kind."
// +k8s:selectableField:jsonPath=".status.f48"
// +k8s:printerColumn:name="Col49",type=number,jsonPath=`.status.f22`
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.status.f39`
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.status.f46`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f17.app`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f20.app`,description="A column."
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.status.f23[?(@.f28==3)].f27`
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.status.f42.app`
// +k8s:printerColumn:name="Cel56",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Dup57",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup57",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status18 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind58 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f60",default="-1"
// +k8s:schema:selectableField:jsonPath=".spec.f78"
// +k8s:schema:selectableField:jsonPath=".spec.f79.f81",description="The f81 of the kind."
// +k8s:printerColumn:name="Col87",type=string,jsonPath=`.spec.f79.f81`
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.spec.f62[*].f72`,description="A column."
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f62[0].f72`,description="A column."
// +k8s:subresource:status
// +k8s:printerColumn:name="Dup90",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup90",type=string,jsonPath=`.metadata.name`
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind58 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec59 `json:"spec,omitempty"`
	Status Status84 `json:"status,omitempty"`
}

// Kind58List is a list of Kind58.
//
// +kubebuilder:object:root=true
type Kind58List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind58 `json:"items"`
}

// Kind91 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f97"
// +k8s:schema:selectableField:jsonPath=".spec.f99",indexed=true
// +k8s:printerColumn:name="Col108",type=string,jsonPath=`.spec.f101.app`
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.status.f103.app`,description="A column."
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f105.app`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind91z,singular=kind91
// +k8s:printerColumn:name="Dup111",type=string,jsonPath=`.metadata.name`,priority=1,description="A column."
// +k8s:printerColumn:name="Dup111",type=string,jsonPath=`.metadata.name`,priority=1,description="A column."
type Kind91 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec92 `json:"spec,omitempty"`
	Status Status102 `json:"status,omitempty"`
}

// Kind91List is a list of Kind91.
//
// +kubebuilder:object:root=true
type Kind91List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind91 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List15 `json:"f3,omitempty"`
	F16 intstr.IntOrString `json:"f16,omitempty"`
	F17 map[string]string `json:"f17"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 []Item6 `json:"f5"`
	F9 *int32 `json:"f9"`
	*Inline10 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *types.UID `json:"f7"`
	F8 *int `json:"f8,omitempty"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 string `json:"f11"`
	F12 bool `json:"f12,omitempty"`
	F13 int8 `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
}

// List15 is a declared list or map type.
type List15 []Item4

// Status18 is a random struct.
type Status18 struct {
	F19 *uint8 `json:"f19,omitempty"`
	F20 Labels21 `json:"f20,omitempty"`
	F22 float64 `json:"f22,omitempty,omitzero"`
	F23 List38 `json:"f23"`
	F39 uint32 `json:"f39"`
	F40 int `json:"f40,omitempty"`
	Inline41 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels21 is a declared list or map type.
type Labels21 map[string]string

// Item24 is a random struct.
type Item24 struct {
	F25 *uint64 `json:"f25,omitzero"`
	F26 *int64 `json:"f26"`
	F27 resource.Quantity `json:"f27,omitempty"`
	F28 int `json:"f28,omitempty,omitzero"`
	F29 List37 `json:"f29,omitempty"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 metav1.Time `json:"f31"`
	F32 int `json:"f32"`
	F33 types.UID `json:"f33,omitempty"`
	F34 int8 `json:"f34,omitempty,omitzero"`
	F35 *resource.Quantity `json:"f35,omitempty"`
	F36 uint64 `json:"f36,omitempty"`
}

// List37 is a declared list or map type.
type List37 []Item30

// List38 is a declared list or map type.
type List38 []Item24

// Inline41 is a random struct.
type Inline41 struct {
	F42 Labels43 `json:"f42,omitempty"`
	F44 uint64 `json:"f44,omitempty"`
	// +k8s:selectableField
	F45 *metav1.Duration `json:"f45,omitempty"`
	F46 *uint32 `json:"f46"`
	F47 string `json:"f47,omitempty"`
	F48 *intstr.IntOrString `json:"f48,omitempty"`
}

// Labels43 is a declared list or map type.
type Labels43 map[string]string

// Spec59 is a random struct.
type Spec59 struct {
	F60 *int8 `json:"f60"`
	F61 *[]int8 `json:"f61"`
	F62 List75 `json:"f62"`
	Inline76 `json:",inline"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 []Item65 `json:"f64"`
	F71 map[string]string `json:"f71"`
	F72 metav1.Duration `json:"f72"`
	F73 *int32 `json:"f73,omitempty"`
	F74 string `json:"f74"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 metav1.MicroTime `json:"f66,omitempty"`
	F67 int8 `json:"f67"`
	F68 metav1.Time `json:"f68,omitempty"`
	F69 *resource.Quantity `json:"f69,omitzero"`
	F70 *[]int8 `json:"f70,omitempty"`
}

// List75 is a declared list or map type.
type List75 []Item63

// Inline76 is a random struct.
type Inline76 struct {
	F77 *metav1.Duration `json:"f77,omitempty"`
	F78 int8 `json:"f78"`
	F79 S80 `json:"f79,omitempty"`
	Skipped83 string `json:"-"`
}

// S80 is a random struct.
type S80 struct {
	F81 metav1.Duration `json:"f81,omitempty,omitzero"`
	F82 float32 `json:"f82"`
}

// Status84 is a random struct.
type Status84 struct {
	F85 bool `json:"f85"`
	F86 float64 `json:"f86"`
}

// Spec92 is a random struct.
type Spec92 struct {
	F93 metav1.Duration `json:"f93,omitempty"`
	F94 Template95 `json:"f94"`
	F97 Mode `json:"f97,omitempty"`
	Inline98 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template95 is a random struct.
type Template95 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F96 float32 `json:"f96"`
}

// Inline98 is a random struct.
type Inline98 struct {
	F99 Mode `json:"f99"`
	F100 metav1.Time `json:"f100"`
	F101 map[string]string `json:"f101,omitempty"`
}

// Status102 is a random struct.
type Status102 struct {
	F103 map[string]string `json:"f103"`
	F104 float64 `json:"f104,omitempty"`
	F105 map[string]string `json:"f105,omitempty"`
	F106 Labels107 `json:"f106,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels107 is a declared list or map type.
type Labels107 map[string]string

