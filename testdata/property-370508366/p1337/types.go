package p1337

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:schema:index:field="spec.f4"
// +kubebuilder:selectablefield:JSONPath=".spec.f20"
// +k8s:selectableField:jsonPath=".spec.f21",default="2",description="The f21 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f25"
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f4`,format=int32
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f8`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f9`
// +kubebuilder:printcolumn:name="Col30",type="date",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.spec.f21`,priority=1
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f11[*].f14`
// +kubebuilder:printcolumn:name="Col33",type="string",JSONPath=`.status.f24.app`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status22 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind34 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f39",description="The f39 of the kind."
// +k8s:selectableField:jsonPath=".status.f78",description="The f78 of the kind."
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f37`,description="A column."
// +k8s:printerColumn:name="Col84",type=date,jsonPath=`.spec.f38`
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f65`,priority=1
// +k8s:printerColumn:name="Col86",type=integer,jsonPath=`.spec.f66`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
type Kind34 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec35 `json:"spec,omitempty"`
	Status Status67 `json:"status,omitempty"`
}

// Kind34List is a list of Kind34.
//
// +kubebuilder:object:root=true
type Kind34List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind34 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 int `json:"f3,omitempty"`
	F4 uint32 `json:"f4"`
	F5 Template6 `json:"f5,omitempty"`
	F8 types.UID `json:"f8,omitempty"`
	F9 Mode `json:"f9,omitempty"`
	Inline10 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *resource.Quantity `json:"f7"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 List16 `json:"f11,omitempty"`
	F17 Template18 `json:"f17,omitempty"`
	F20 metav1.MicroTime `json:"f20,omitempty"`
	F21 *int16 `json:"f21,omitzero"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 int `json:"f13,omitempty"`
	F14 string `json:"f14,omitempty"`
	F15 *resource.Quantity `json:"f15,omitempty"`
}

// List16 is a declared list or map type.
type List16 []Item12

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 metav1.Duration `json:"f19,omitzero"`
}

// Status22 is a random struct.
type Status22 struct {
	F23 resource.Quantity `json:"f23"`
	F24 map[string]string `json:"f24,omitempty"`
	F25 *int16 `json:"f25"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec35 is a random struct.
type Spec35 struct {
	F36 *resource.Quantity `json:"f36,omitempty"`
	F37 []int8 `json:"f37,omitempty"`
	F38 metav1.MicroTime `json:"f38"`
	F39 []byte `json:"f39,omitempty"`
	F40 *float32 `json:"f40,omitempty"`
	F41 List63 `json:"f41"`
	Inline64 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 *metav1.Duration `json:"f43"`
	F44 List50 `json:"f44"`
	F51 List56 `json:"f51,omitempty"`
	Inline57 `json:",inline"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 *metav1.Duration `json:"f46,omitzero"`
	F47 *bool `json:"f47,omitempty,omitzero"`
	F48 int8 `json:"f48"`
	F49 Mode `json:"f49"`
}

// List50 is a declared list or map type.
type List50 []Item45

// Item52 is a random struct.
type Item52 struct {
	F53 float32 `json:"f53,omitempty"`
	F54 *int32 `json:"f54"`
	Skipped55 string `json:"-"`
}

// List56 is a declared list or map type.
type List56 []Item52

// Inline57 is a random struct.
type Inline57 struct {
	F58 metav1.MicroTime `json:"f58,omitempty"`
	F59 uint32 `json:"f59,omitempty"`
	F60 uint64 `json:"f60,omitempty"`
	F61 *string `json:"f61"`
	F62 []byte `json:"f62,omitempty"`
}

// List63 is a declared list or map type.
type List63 []Item42

// Inline64 is a random struct.
type Inline64 struct {
	F65 []int8 `json:"f65"`
	F66 *uint32 `json:"f66"`
}

// Status67 is a random struct.
type Status67 struct {
	F68 []Item69 `json:"f68,omitempty"`
	F78 metav1.Duration `json:"f78"`
	F79 *Mode `json:"f79"`
	// +k8s:schema:selectableField:default="2"
	F80 *int16 `json:"f80"`
	F81 int16 `json:"f81,omitempty"`
	Skipped82 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 metav1.Time `json:"f70,omitempty"`
	F71 Template72 `json:"f71"`
	F74 *types.UID `json:"f74"`
	F75 metav1.Time `json:"f75,omitempty"`
	F76 int8 `json:"f76"`
	Skipped77 string `json:"-"`
}

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 []int8 `json:"f73"`
}

