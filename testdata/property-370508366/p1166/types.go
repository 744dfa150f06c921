package p1166

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",default="8"
// +k8s:schema:selectableField:jsonPath=".status.f20"
// +k8s:printerColumn:name="Col33",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f4`,priority=1
// +k8s:printerColumn:name="Col35",type=integer,jsonPath=`.status.f20`,format=int32
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.status.f21`,priority=1
// +k8s:printerColumn:name="Cel37",type=string,expression=`has(self.spec) && has(self.spec.f17) ? self.spec.f17 : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status19 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind38 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f73",default="7"
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f58`,description="A column."
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.status.f63.f65`,format=int32
// +k8s:printerColumn:name="Col79",type=integer,jsonPath=`.status.f63.f66`
// +k8s:printerColumn:name="Col80",type=integer,jsonPath=`.status.f73`,description="A column.",format=int32
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.status.f75`
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.spec.f40[0].f55`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f40[?(@.f55=="x")].f55`,description="A column."
// +kubebuilder:resource:scope=Cluster,shortName=xkind38
type Kind38 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec39 `json:"spec,omitempty"`
	Status Status62 `json:"status,omitempty"`
}

// Kind38List is a list of Kind38.
//
// +kubebuilder:object:root=true
type Kind38List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind38 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int32 `json:"f3"`
	F4 string `json:"f4"`
	F5 *uint64 `json:"f5"`
	F6 []Item7 `json:"f6"`
	F17 *Mode `json:"f17,omitzero"`
	Skipped18 string `json:"-"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *float32 `json:"f8"`
	F9 *S10 `json:"f9,omitempty"`
	F15 metav1.Time `json:"f15,omitempty"`
	F16 int32 `json:"f16,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 resource.Quantity `json:"f11"`
	F12 *int8 `json:"f12,omitempty"`
	F13 *uint32 `json:"f13,omitempty"`
	F14 *Mode `json:"f14"`
}

// Status19 is a random struct.
type Status19 struct {
	F20 int16 `json:"f20"`
	F21 resource.Quantity `json:"f21"`
	F22 []int8 `json:"f22"`
	F23 Template24 `json:"f23,omitempty"`
	// +k8s:selectableField:trigger=true
	F31 *uint32 `json:"f31"`
	F32 bool `json:"f32,omitempty,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S26 is a random struct.
type S26 struct {
	F27 int `json:"f27"`
	F28 metav1.Duration `json:"f28,omitempty"`
	F29 *resource.Quantity `json:"f29,omitempty"`
	F30 *metav1.Duration `json:"f30"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 *S26 `json:"f25"`
}

// Spec39 is a random struct.
type Spec39 struct {
	F40 []Item41 `json:"f40,omitempty"`
	F56 map[string]string `json:"f56"`
	F57 *uint8 `json:"f57,omitempty"`
	F58 *metav1.Duration `json:"f58,omitzero"`
	F59 *Template60 `json:"f59,omitempty"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 uint16 `json:"f42,omitempty,omitzero"`
	F43 *uint16 `json:"f43,omitempty"`
	F44 metav1.MicroTime `json:"f44,omitempty,omitzero"`
	F45 Template46 `json:"f45,omitempty"`
	F48 []Item49 `json:"f48,omitempty"`
	F55 string `json:"f55,omitempty"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 []int8 `json:"f47,omitempty"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 int16 `json:"f50,omitzero"`
	F51 Mode `json:"f51,omitempty"`
	F52 metav1.Time `json:"f52,omitempty"`
	F53 bool `json:"f53,omitempty,omitzero"`
	F54 string `json:"f54"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 int64 `json:"f61"`
}

// Status62 is a random struct.
type Status62 struct {
	F63 S64 `json:"f63,omitempty"`
	F72 resource.Quantity `json:"f72,omitempty"`
	F73 *uint32 `json:"f73,omitempty"`
	// +k8s:schema:selectableField
	F74 uint8 `json:"f74"`
	F75 resource.Quantity `json:"f75,omitempty"`
	F76 *uint16 `json:"f76"`
}

// S64 is a random struct.
type S64 struct {
	F65 int64 `json:"f65,omitempty"`
	F66 *uint8 `json:"f66"`
	F67 []Item68 `json:"f67"`
}

// Item68 is a random struct.
type Item68 struct {
	F69 *metav1.Time `json:"f69,omitempty"`
	F70 *int `json:"f70,omitempty"`
	F71 int32 `json:"f71,omitempty"`
}

