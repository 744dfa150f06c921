package p1552

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
// +k8s:schema:selectableField:jsonPath=".spec.f4"
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col24",type=date,jsonPath=`.spec.f5.f10`
// +k8s:printerColumn:name="Col25",type=integer,jsonPath=`.spec.f5.f16`,format=int32
// +k8s:printerColumn:name="Cel26",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:printerColumn:name="Dup27",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup27",type=string,jsonPath=`.metadata.name`
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

// Kind28 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f56",indexed=true
// +k8s:printerColumn:name="Col59",type=number,jsonPath=`.spec.f30`,description="A column."
// +k8s:printerColumn:name="Col60",type=boolean,jsonPath=`.status.f57`,description="A column."
// +k8s:printerColumn:name="Col61",type=string,jsonPath=`.status.f43[*].f46`
// +k8s:printerColumn:name="Col62",type=string,jsonPath=`.status.f43[?(@.f48==true)].f46`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind28 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec29 `json:"spec,omitempty"`
	Status Status42 `json:"status,omitempty"`
}

// Kind28List is a list of Kind28.
//
// +kubebuilder:object:root=true
type Kind28List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind28 `json:"items"`
}

// Kind63 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f70",description="The f70 of the kind."
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f65.app`
// +k8s:printerColumn:name="Cel73",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind63 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec64 `json:"spec,omitempty"`
	Status Status68 `json:"status,omitempty"`
}

// Kind63List is a list of Kind63.
//
// +kubebuilder:object:root=true
type Kind63List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind63 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:selectableField
	F3 Mode `json:"f3,omitempty"`
	F4 *int `json:"f4,omitempty"`
	F5 S6 `json:"f5,omitempty"`
}

// S6 is a random struct.
type S6 struct {
	F7 Template8 `json:"f7,omitempty"`
	F10 metav1.MicroTime `json:"f10"`
	F11 *int64 `json:"f11,omitempty"`
	F12 Template13 `json:"f12,omitempty"`
	Inline15 `json:",inline"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 []byte `json:"f9,omitempty"`
}

// Template13 is a random struct.
type Template13 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F14 string `json:"f14,omitempty,omitzero"`
}

// Inline15 is a random struct.
type Inline15 struct {
	F16 int32 `json:"f16,omitempty"`
	F17 bool `json:"f17,omitempty"`
	F18 *int16 `json:"f18"`
	// +k8s:schema:selectableField:default="1",trigger=true
	F19 int `json:"f19"`
	F20 string `json:"f20"`
	F21 []byte `json:"f21"`
	Skipped22 string `json:"-"`
}

// Spec29 is a random struct.
type Spec29 struct {
	F30 float32 `json:"f30"`
	F31 int8 `json:"f31"`
	F32 Template33 `json:"f32,omitempty"`
	Skipped41 string `json:"-"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 uint8 `json:"f36"`
	F37 bool `json:"f37,omitempty"`
	F38 int32 `json:"f38"`
	Skipped39 string `json:"-"`
}

// List40 is a declared list or map type.
type List40 []Item35

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 List40 `json:"f34"`
}

// Status42 is a random struct.
type Status42 struct {
	F43 List55 `json:"f43,omitempty"`
	F56 uint64 `json:"f56"`
	F57 *bool `json:"f57,omitempty"`
	F58 *int64 `json:"f58"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 *metav1.Time `json:"f45,omitempty"`
	F46 metav1.Duration `json:"f46,omitempty"`
	F47 int8 `json:"f47,omitempty"`
	F48 bool `json:"f48,omitempty,omitzero"`
	F49 metav1.Time `json:"f49,omitempty"`
	F50 []Item51 `json:"f50"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 *Mode `json:"f52,omitempty"`
	F53 uint64 `json:"f53,omitzero"`
	F54 int16 `json:"f54,omitempty"`
}

// List55 is a declared list or map type.
type List55 []Item44

// Spec64 is a random struct.
type Spec64 struct {
	F65 Labels66 `json:"f65"`
	F67 int16 `json:"f67,omitempty,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels66 is a declared list or map type.
type Labels66 map[string]string

// Status68 is a random struct.
type Status68 struct {
	F69 map[string]string `json:"f69"`
	F70 intstr.IntOrString `json:"f70,omitempty"`
	F71 float32 `json:"f71,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

