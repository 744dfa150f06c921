package p1352

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
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.spec.f7`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.spec.f11[*].f22`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f11[0].f22`,description="A column."
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.status.f33.app`,priority=1
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status32 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind42 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f44.f59",default="5",description="The f59 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f44.f60",indexed=true
// +k8s:selectableField:jsonPath=".status.f44.f62",description="The f62 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f65"
// +k8s:schema:selectableField:jsonPath=".status.f66"
// +k8s:printerColumn:name="Col70",type=boolean,jsonPath=`.status.f44.f60`
// +k8s:printerColumn:name="Col71",type=number,jsonPath=`.status.f44.f61`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.status.f44.f62`
// +k8s:printerColumn:name="Col73",type=integer,jsonPath=`.status.f65`,priority=1,format=int32
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.status.f66`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.status.f44.f56.app`
// +k8s:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind42
type Kind42 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status43 `json:"status,omitempty"`
}

// Kind42List is a list of Kind42.
//
// +kubebuilder:object:root=true
type Kind42List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind42 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3"`
	F7 int16 `json:"f7"`
	F8 Template9 `json:"f8,omitempty"`
	F11 List31 `json:"f11,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
}

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 bool `json:"f10"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *metav1.Duration `json:"f13"`
	F14 List21 `json:"f14,omitempty"`
	F22 []byte `json:"f22,omitempty"`
	F23 *int8 `json:"f23,omitzero"`
	F24 Template25 `json:"f24"`
	F27 []Item28 `json:"f27,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 string `json:"f16,omitempty"`
	F17 *bool `json:"f17"`
	F18 float64 `json:"f18,omitempty"`
	F19 float32 `json:"f19,omitempty"`
	F20 int64 `json:"f20"`
}

// List21 is a declared list or map type.
type List21 []Item15

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 types.UID `json:"f26"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 uint32 `json:"f29,omitempty"`
	F30 bool `json:"f30"`
}

// List31 is a declared list or map type.
type List31 []Item12

// Status32 is a random struct.
type Status32 struct {
	F33 map[string]string `json:"f33,omitempty"`
	F34 Template35 `json:"f34,omitempty"`
	Skipped37 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 metav1.Duration `json:"f36,omitzero"`
}

// Status43 is a random struct.
type Status43 struct {
	F44 S45 `json:"f44,omitempty"`
	F63 *int8 `json:"f63,omitempty"`
	*Inline64 `json:",inline"`
}

// S45 is a random struct.
type S45 struct {
	F46 resource.Quantity `json:"f46"`
	F47 metav1.MicroTime `json:"f47"`
	F48 List55 `json:"f48"`
	F56 Labels57 `json:"f56"`
	Inline58 `json:",inline"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 *uint8 `json:"f50,omitempty"`
	F51 metav1.Time `json:"f51,omitempty"`
	F52 []byte `json:"f52,omitempty"`
	F53 uint64 `json:"f53,omitempty"`
	Skipped54 string `json:"-"`
}

// List55 is a declared list or map type.
type List55 []Item49

// Labels57 is a declared list or map type.
type Labels57 map[string]string

// Inline58 is a random struct.
type Inline58 struct {
	F59 uint8 `json:"f59,omitempty"`
	F60 *bool `json:"f60,omitempty"`
	F61 float64 `json:"f61"`
	F62 uint64 `json:"f62,omitempty"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 int `json:"f65"`
	F66 string `json:"f66,omitempty"`
	F67 Template68 `json:"f67,omitempty"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 uint64 `json:"f69"`
}

