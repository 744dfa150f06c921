package p1291

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
// +k8s:printerColumn:name="Col5",type=string,jsonPath=`.spec.f4.app`
// +k8s:printerColumn:name="Cel6",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind7 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col8",type=date,jsonPath=`.spec.f3`,description="A column."
// +k8s:printerColumn:name="Col9",type=string,jsonPath=`.spec.f4.app`
// +k8s:schema:scope=Cluster
type Kind7 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind7List is a list of Kind7.
//
// +kubebuilder:object:root=true
type Kind7List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind7 `json:"items"`
}

// Kind10 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f15",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f37.f44",default="3"
// +k8s:schema:selectableField:jsonPath=".status.f37.f45"
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.spec.f15`,format=int32
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.status.f37.f44`,format=int32
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f37.f46`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f49.app`
// +k8s:printerColumn:name="Cel54",type=string,expression=`has(self.status) && has(self.status.f37) && has(self.status.f37.f44) ? string(self.status.f37.f44) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Dup55",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup55",type=string,jsonPath=`.metadata.name`,priority=1
type Kind10 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec11 `json:"spec,omitempty"`
	Status Status36 `json:"status,omitempty"`
}

// Kind10List is a list of Kind10.
//
// +kubebuilder:object:root=true
type Kind10List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind10 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F3 metav1.Time `json:"f3,omitempty,omitzero"`
	F4 map[string]string `json:"f4"`
}

// Spec11 is a random struct.
type Spec11 struct {
	F12 Template13 `json:"f12,omitempty"`
	F15 int64 `json:"f15,omitempty"`
	F16 int64 `json:"f16"`
	F17 float32 `json:"f17"`
	F18 []Item19 `json:"f18"`
	F35 *float32 `json:"f35,omitempty,omitzero"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 Mode `json:"f14,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 []Item21 `json:"f20"`
	F25 int16 `json:"f25,omitzero"`
	F26 *[]int8 `json:"f26,omitempty"`
	Skipped27 string `json:"-"`
	Inline28 `json:",inline"`
}

// Item21 is a random struct.
type Item21 struct {
	F22 float32 `json:"f22,omitempty"`
	F23 types.UID `json:"f23,omitempty"`
	F24 *metav1.Duration `json:"f24,omitempty"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 *string `json:"f29,omitempty"`
	F30 int16 `json:"f30,omitempty"`
	F31 *uint8 `json:"f31"`
	F32 intstr.IntOrString `json:"f32,omitempty"`
	F33 Mode `json:"f33,omitzero"`
	F34 int16 `json:"f34,omitempty"`
}

// Status36 is a random struct.
type Status36 struct {
	F37 S38 `json:"f37,omitempty"`
	F47 map[string]string `json:"f47"`
	F48 *uint64 `json:"f48,omitempty"`
	F49 map[string]string `json:"f49"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S38 is a random struct.
type S38 struct {
	F39 []byte `json:"f39,omitempty"`
	F40 []byte `json:"f40"`
	F41 []int8 `json:"f41,omitempty"`
	F42 *[]int8 `json:"f42,omitempty"`
	Inline43 `json:",inline"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 int32 `json:"f44,omitempty"`
	F45 []byte `json:"f45,omitempty"`
	F46 uint64 `json:"f46"`
}

