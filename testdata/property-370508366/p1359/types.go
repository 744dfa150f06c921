package p1359

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
// +k8s:schema:selectableField:jsonPath=".spec.f6",indexed=true
// +k8s:selectableField:jsonPath=".status.f9",description="The f9 of the kind."
// +k8s:printerColumn:name="Cel24",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind25 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f45",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f47",default="1",indexed=true
// +k8s:printerColumn:name="Col50",type=date,jsonPath=`.status.f46`
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.status.f47`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f30[*].f40`
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.spec.f30[0].f40`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:printerColumn:name="Dup54",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup54",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind25 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec26 `json:"spec,omitempty"`
	Status Status44 `json:"status,omitempty"`
}

// Kind25List is a list of Kind25.
//
// +kubebuilder:object:root=true
type Kind25List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind25 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField:description="The f3 of the kind."
	F3 uint32 `json:"f3"`
	F4 Labels5 `json:"f4"`
	F6 uint16 `json:"f6"`
}

// Labels5 is a declared list or map type.
type Labels5 map[string]string

// Status7 is a random struct.
type Status7 struct {
	F8 *int16 `json:"f8"`
	F9 int8 `json:"f9,omitempty,omitzero"`
	F10 []Item11 `json:"f10,omitempty"`
	Skipped23 string `json:"-"`
}

// Item11 is a random struct.
type Item11 struct {
	F12 []Item13 `json:"f12,omitempty"`
	F17 *int64 `json:"f17,omitempty,omitzero"`
	F18 Labels19 `json:"f18"`
	F20 resource.Quantity `json:"f20"`
	F21 *resource.Quantity `json:"f21"`
	Skipped22 string `json:"-"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 *int32 `json:"f14,omitempty"`
	F15 metav1.Duration `json:"f15"`
	F16 types.UID `json:"f16,omitempty"`
}

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// Spec26 is a random struct.
type Spec26 struct {
	F27 *Template28 `json:"f27,omitempty"`
	F30 List42 `json:"f30,omitempty"`
	Skipped43 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 []byte `json:"f29,omitempty"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 S33 `json:"f32"`
	F40 resource.Quantity `json:"f40,omitempty"`
	Skipped41 string `json:"-"`
}

// S33 is a random struct.
type S33 struct {
	F34 *int `json:"f34,omitempty"`
	F35 Mode `json:"f35"`
	F36 float32 `json:"f36"`
	F37 []byte `json:"f37,omitempty,omitzero"`
	F38 int `json:"f38"`
	F39 *uint8 `json:"f39,omitempty"`
}

// List42 is a declared list or map type.
type List42 []Item31

// Status44 is a random struct.
type Status44 struct {
	F45 uint8 `json:"f45,omitempty"`
	F46 *metav1.MicroTime `json:"f46,omitempty"`
	F47 *int `json:"f47"`
	// +k8s:schema:selectableField:default="1h0m0s",description="The f48 of the kind."
	F48 *metav1.Duration `json:"f48"`
	Skipped49 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

