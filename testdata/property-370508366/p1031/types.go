package p1031

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
// +k8s:printerColumn:name="Cel21",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f24.f27"
// +k8s:printerColumn:name="Col60",type=date,jsonPath=`.spec.f24.f26`
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.spec.f24.f29`
// +k8s:printerColumn:name="Col62",type=date,jsonPath=`.spec.f33`
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.status.f35`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.status.f36[0].f39`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *Template4 `json:"f3,omitempty"`
	F6 []Item7 `json:"f6"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *intstr.IntOrString `json:"f5"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 List15 `json:"f8,omitempty"`
	F16 uint16 `json:"f16,omitempty"`
	F17 *int `json:"f17,omitempty"`
	F18 *Mode `json:"f18"`
	F19 *uint64 `json:"f19"`
	F20 map[string]string `json:"f20,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 uint32 `json:"f10,omitempty"`
	F11 Mode `json:"f11,omitzero"`
	F12 *int32 `json:"f12,omitzero"`
	F13 []byte `json:"f13,omitempty"`
	F14 *metav1.MicroTime `json:"f14,omitempty,omitzero"`
}

// List15 is a declared list or map type.
type List15 []Item9

// Spec23 is a random struct.
type Spec23 struct {
	F24 *S25 `json:"f24"`
	// +k8s:schema:selectableField:description="The f32 of the kind."
	F32 int `json:"f32,omitempty"`
	// +k8s:schema:selectableField
	F33 metav1.Time `json:"f33"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S25 is a random struct.
type S25 struct {
	// +k8s:schema:selectableField
	F26 metav1.MicroTime `json:"f26"`
	F27 *string `json:"f27,omitempty"`
	// +k8s:selectableField
	F28 *int64 `json:"f28"`
	F29 *uint32 `json:"f29,omitempty"`
	// +k8s:selectableField:default="3"
	F30 int32 `json:"f30"`
	Skipped31 string `json:"-"`
}

// Status34 is a random struct.
type Status34 struct {
	F35 intstr.IntOrString `json:"f35,omitempty"`
	F36 List59 `json:"f36,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 *intstr.IntOrString `json:"f38,omitzero"`
	F39 []int8 `json:"f39,omitempty,omitzero"`
	F40 *S41 `json:"f40,omitempty"`
	F46 *Template47 `json:"f46"`
	F49 List57 `json:"f49"`
	F58 uint8 `json:"f58"`
}

// S41 is a random struct.
type S41 struct {
	F42 int64 `json:"f42,omitempty"`
	F43 *resource.Quantity `json:"f43,omitempty"`
	F44 types.UID `json:"f44,omitzero"`
	F45 int `json:"f45"`
}

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 float32 `json:"f48,omitempty"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 *uint64 `json:"f51,omitempty"`
	F52 *uint8 `json:"f52"`
	F53 int8 `json:"f53,omitzero"`
	F54 *uint16 `json:"f54"`
	F55 uint32 `json:"f55"`
	F56 *float64 `json:"f56,omitempty"`
}

// List57 is a declared list or map type.
type List57 []Item50

// List59 is a declared list or map type.
type List59 []Item37

