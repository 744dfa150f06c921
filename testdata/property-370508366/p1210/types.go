package p1210

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
// +k8s:schema:selectableField:jsonPath=".status.f33",default="2",description="The f33 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col34",type="string",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col35",type="integer",JSONPath=`.status.f33`,description="A column."
// +k8s:printerColumn:name="Cel36",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind37 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f53",indexed=true
// +k8s:printerColumn:name="Col60",type=integer,jsonPath=`.spec.f52`
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.status.f58`,priority=1,description="A column."
// +kubebuilder:resource:path=kind37z,singular=kind37
type Kind37 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec38 `json:"spec,omitempty"`
	Status Status57 `json:"status,omitempty"`
}

// Kind37List is a list of Kind37.
//
// +kubebuilder:object:root=true
type Kind37List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind37 `json:"items"`
}

// Kind62 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f85",description="The f85 of the kind.",indexed=true
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f72`
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.spec.f73`,format=int32
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.status.f87`
// +k8s:printerColumn:name="Col92",type=boolean,jsonPath=`.status.f88`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind62 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec63 `json:"spec,omitempty"`
	Status Status86 `json:"status,omitempty"`
}

// Kind62List is a list of Kind62.
//
// +kubebuilder:object:root=true
type Kind62List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind62 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int8 `json:"f3"`
	F4 []int8 `json:"f4,omitempty"`
	F5 uint64 `json:"f5,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 List31 `json:"f7"`
	// +k8s:schema:selectableField:default="5"
	F32 uint8 `json:"f32,omitempty"`
	F33 int16 `json:"f33,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 Labels10 `json:"f9"`
	F11 Template12 `json:"f11,omitempty"`
	F14 S15 `json:"f14,omitempty"`
	F21 []Item22 `json:"f21,omitempty"`
	Inline27 `json:",inline"`
}

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 int8 `json:"f13,omitempty"`
}

// S15 is a random struct.
type S15 struct {
	F16 int `json:"f16"`
	F17 *uint16 `json:"f17"`
	F18 *int8 `json:"f18,omitempty,omitzero"`
	F19 resource.Quantity `json:"f19"`
	F20 uint8 `json:"f20,omitempty"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 bool `json:"f23"`
	F24 *metav1.Time `json:"f24,omitempty"`
	F25 *resource.Quantity `json:"f25,omitempty,omitzero"`
	F26 *metav1.Duration `json:"f26"`
}

// Inline27 is a random struct.
type Inline27 struct {
	F28 metav1.MicroTime `json:"f28"`
	F29 *bool `json:"f29,omitempty"`
	F30 metav1.MicroTime `json:"f30"`
}

// List31 is a declared list or map type.
type List31 []Item8

// Spec38 is a random struct.
type Spec38 struct {
	F39 []Item40 `json:"f39"`
	F51 bool `json:"f51,omitempty"`
	F52 int16 `json:"f52"`
	F53 *Mode `json:"f53,omitzero"`
	F54 *intstr.IntOrString `json:"f54,omitempty"`
	F55 Labels56 `json:"f55"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 *Template42 `json:"f41,omitempty"`
	F44 S45 `json:"f44,omitempty"`
	Inline48 `json:",inline"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 *metav1.Duration `json:"f43"`
}

// S45 is a random struct.
type S45 struct {
	F46 string `json:"f46"`
	F47 int64 `json:"f47,omitempty"`
}

// Inline48 is a random struct.
type Inline48 struct {
	F49 metav1.MicroTime `json:"f49"`
	F50 uint32 `json:"f50,omitzero"`
}

// Labels56 is a declared list or map type.
type Labels56 map[string]string

// Status57 is a random struct.
type Status57 struct {
	F58 int64 `json:"f58,omitzero"`
	F59 resource.Quantity `json:"f59,omitempty"`
}

// Spec63 is a random struct.
type Spec63 struct {
	F64 Template65 `json:"f64"`
	F72 resource.Quantity `json:"f72"`
	F73 *uint32 `json:"f73,omitempty"`
	F74 Template75 `json:"f74,omitempty"`
	F85 *types.UID `json:"f85,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S67 is a random struct.
type S67 struct {
	F68 int8 `json:"f68"`
	F69 uint16 `json:"f69"`
	F70 *int64 `json:"f70,omitempty"`
	F71 *intstr.IntOrString `json:"f71"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 S67 `json:"f66"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 *uint16 `json:"f78,omitempty"`
	F79 intstr.IntOrString `json:"f79"`
	F80 metav1.Time `json:"f80,omitempty"`
	F81 float32 `json:"f81,omitzero"`
	F82 *metav1.MicroTime `json:"f82,omitempty"`
	F83 int16 `json:"f83,omitempty"`
}

// List84 is a declared list or map type.
type List84 []Item77

// Template75 is a random struct.
type Template75 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F76 List84 `json:"f76"`
}

// Status86 is a random struct.
type Status86 struct {
	F87 *[]int8 `json:"f87,omitempty"`
	// +k8s:schema:selectableField
	F88 bool `json:"f88"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

