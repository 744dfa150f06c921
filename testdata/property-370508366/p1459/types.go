package p1459

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
// +k8s:selectableField:jsonPath=".spec.f4",default="5",description="The f4 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f10",default="6",indexed=true
// +k8s:printerColumn:name="Col12",type=integer,jsonPath=`.status.f10`
// +k8s:printerColumn:name="Col13",type=string,jsonPath=`.status.f11.app`
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind14 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f22",trigger=true
// +k8s:selectableField:jsonPath=".spec.f23.f26",indexed=true
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f23.f28`
// +k8s:printerColumn:name="Col71",type=date,jsonPath=`.status.f31.f33`
// +k8s:printerColumn:name="Col72",type=date,jsonPath=`.status.f41`,priority=1
// +k8s:printerColumn:name="Col73",type=number,jsonPath=`.status.f69`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f23.f25.app`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f29.app`
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.status.f42[0].f45`
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.status.f42[?(@.f50=="fast")].f45`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind14 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec15 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind14List is a list of Kind14.
//
// +kubebuilder:object:root=true
type Kind14List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind14 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint8 `json:"f3,omitempty"`
	F4 *uint8 `json:"f4,omitempty,omitzero"`
	F5 Template6 `json:"f5,omitempty"`
	Skipped8 string `json:"-"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 bool `json:"f7"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 *uint16 `json:"f10,omitempty"`
	F11 map[string]string `json:"f11,omitempty"`
}

// Spec15 is a random struct.
type Spec15 struct {
	F16 *bool `json:"f16"`
	F17 *int16 `json:"f17,omitempty"`
	F18 []Item19 `json:"f18"`
	F22 metav1.Time `json:"f22,omitempty"`
	F23 *S24 `json:"f23"`
	F29 map[string]string `json:"f29"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 bool `json:"f20"`
	F21 float32 `json:"f21,omitempty"`
}

// S24 is a random struct.
type S24 struct {
	F25 map[string]string `json:"f25"`
	F26 uint64 `json:"f26,omitempty,omitzero"`
	F27 metav1.Duration `json:"f27,omitempty"`
	F28 metav1.Duration `json:"f28,omitempty"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 S32 `json:"f31,omitempty"`
	// +k8s:schema:selectableField
	F41 metav1.MicroTime `json:"f41"`
	F42 List53 `json:"f42,omitempty"`
	F54 *Mode `json:"f54,omitempty"`
	F55 []Item56 `json:"f55"`
	F69 *float32 `json:"f69"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S32 is a random struct.
type S32 struct {
	F33 metav1.MicroTime `json:"f33,omitempty"`
	F34 List40 `json:"f34,omitempty"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 Mode `json:"f36,omitempty"`
	F37 uint64 `json:"f37"`
	F38 *int64 `json:"f38"`
	F39 *uint16 `json:"f39"`
}

// List40 is a declared list or map type.
type List40 []Item35

// Item43 is a random struct.
type Item43 struct {
	F44 *intstr.IntOrString `json:"f44,omitempty,omitzero"`
	F45 uint64 `json:"f45,omitempty"`
	F46 *S47 `json:"f46,omitempty"`
	F50 Mode `json:"f50"`
	F51 Labels52 `json:"f51"`
}

// S47 is a random struct.
type S47 struct {
	F48 metav1.MicroTime `json:"f48,omitempty"`
	F49 string `json:"f49"`
}

// Labels52 is a declared list or map type.
type Labels52 map[string]string

// List53 is a declared list or map type.
type List53 []Item43

// Item56 is a random struct.
type Item56 struct {
	F57 *S58 `json:"f57,omitempty"`
	F65 *S66 `json:"f65,omitempty"`
}

// S58 is a random struct.
type S58 struct {
	F59 *metav1.Time `json:"f59,omitempty"`
	F60 *types.UID `json:"f60,omitempty"`
	F61 string `json:"f61,omitzero"`
	F62 *int `json:"f62,omitempty"`
	F63 uint32 `json:"f63,omitempty"`
	F64 uint32 `json:"f64"`
}

// S66 is a random struct.
type S66 struct {
	F67 *uint8 `json:"f67,omitempty"`
	F68 int8 `json:"f68,omitempty"`
}

