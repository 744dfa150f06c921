package p1055

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f6.f12",description="The f12 of the kind."
// +k8s:selectableField:jsonPath=".spec.f21"
// +k8s:selectableField:jsonPath=".status.f36.f38"
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.spec.f3.f6.f8`
// +k8s:printerColumn:name="Col51",type=integer,jsonPath=`.spec.f3.f6.f10`,priority=1,format=int32
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f3.f6.f11`
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f3.f6.f12`
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f21`,priority=1
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.status.f36.f42.f45`
// +k8s:printerColumn:name="Col56",type=number,jsonPath=`.status.f36.f42.f46`,priority=1
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.status.f36.f42.f48`,description="A column."
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
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
	F3 *S4 `json:"f3,omitempty"`
	// +k8s:selectableField:default="3"
	F13 int32 `json:"f13"`
	F14 List20 `json:"f14,omitempty"`
	F21 *string `json:"f21"`
	F22 []Item23 `json:"f22,omitempty"`
	F26 Template27 `json:"f26,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 int16 `json:"f5,omitempty"`
	F6 *S7 `json:"f6"`
}

// S7 is a random struct.
type S7 struct {
	F8 uint8 `json:"f8,omitempty"`
	F9 metav1.Time `json:"f9,omitempty"`
	F10 uint32 `json:"f10,omitempty"`
	F11 types.UID `json:"f11,omitempty"`
	F12 *uint16 `json:"f12,omitempty"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 Labels17 `json:"f16"`
	F18 metav1.MicroTime `json:"f18,omitempty"`
	F19 *uint32 `json:"f19"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// List20 is a declared list or map type.
type List20 []Item15

// Item23 is a random struct.
type Item23 struct {
	F24 int16 `json:"f24,omitzero"`
	F25 *int8 `json:"f25,omitempty"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 *metav1.Time `json:"f30,omitzero"`
	F31 uint64 `json:"f31"`
	F32 int16 `json:"f32"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 []Item29 `json:"f28,omitempty"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 map[string]string `json:"f34"`
	// +k8s:schema:selectableField:description="The f35 of the kind."
	F35 *metav1.MicroTime `json:"f35,omitempty,omitzero"`
	F36 *S37 `json:"f36"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S37 is a random struct.
type S37 struct {
	F38 *bool `json:"f38,omitempty"`
	F39 *Template40 `json:"f39,omitempty"`
	F42 S43 `json:"f42,omitempty"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 string `json:"f41"`
}

// S43 is a random struct.
type S43 struct {
	F44 resource.Quantity `json:"f44,omitempty"`
	F45 resource.Quantity `json:"f45,omitempty"`
	F46 float32 `json:"f46,omitempty"`
	F47 string `json:"f47,omitempty"`
	F48 Mode `json:"f48,omitempty"`
	Skipped49 string `json:"-"`
}

