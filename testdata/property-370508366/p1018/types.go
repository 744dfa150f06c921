package p1018

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
// +k8s:selectableField:jsonPath=".status.f29"
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.status.f29`,format=int32
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.status.f36`,priority=1
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f8[0].f10`,priority=1
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.status.f27.app`
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.status) && has(self.status.f36) ? string(self.status.f36) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 map[string]string `json:"f3"`
	F4 *float32 `json:"f4,omitempty"`
	F5 *Template6 `json:"f5"`
	F8 []Item9 `json:"f8,omitempty"`
	F23 Template24 `json:"f23"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 string `json:"f7,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 uint64 `json:"f10"`
	F11 Template12 `json:"f11,omitempty"`
	F14 map[string]string `json:"f14,omitempty"`
	F15 []int8 `json:"f15"`
	F16 []Item17 `json:"f16"`
	F22 int64 `json:"f22,omitempty"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 []int8 `json:"f13,omitzero"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 int `json:"f18,omitempty"`
	F19 float64 `json:"f19,omitempty"`
	F20 Mode `json:"f20,omitzero"`
	Skipped21 string `json:"-"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 Mode `json:"f25,omitzero"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 Labels28 `json:"f27,omitempty"`
	F29 int16 `json:"f29,omitempty"`
	// +k8s:schema:selectableField:default="1h0m0s",trigger=true
	F30 *metav1.Duration `json:"f30"`
	F31 *Mode `json:"f31"`
	Skipped32 string `json:"-"`
	Inline33 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// Inline33 is a random struct.
type Inline33 struct {
	F34 map[string]string `json:"f34,omitempty"`
	F35 *intstr.IntOrString `json:"f35,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F36 int64 `json:"f36,omitempty"`
	F37 *uint64 `json:"f37,omitempty"`
}

