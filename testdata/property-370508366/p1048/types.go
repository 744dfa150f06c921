package p1048

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
// +k8s:selectableField:jsonPath=".status.f6.f9",default="2"
// +k8s:selectableField:jsonPath=".status.f29.f31",description="The f31 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f29.f35"
// +kubebuilder:printcolumn:name="Col38",type="integer",JSONPath=`.status.f6.f10`
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.status.f6.f14`
// +kubebuilder:printcolumn:name="Col40",type="integer",JSONPath=`.status.f6.f18`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.status.f29.f33`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.status.f29.f35`,priority=1
// +k8s:printerColumn:name="Cel43",type=string,expression=`has(self.status) && has(self.status.f22) ? string(self.status.f22) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
// +kubebuilder:printcolumn:name="Dup44",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup44",type="string",JSONPath=`.metadata.name`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f61"
// +k8s:schema:index:field="spec.f61"
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f61`
// +kubebuilder:resource:scope=Cluster,shortName=xkind45
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Kind63 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f84.f87",description="The f87 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f105.f108",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f105.f109",default="none",description="The f109 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".status.f105.f110",default="-1",description="The f110 of the kind."
// +k8s:printerColumn:name="Col120",type=string,jsonPath=`.status.f104`,priority=1
// +k8s:printerColumn:name="Col121",type=string,jsonPath=`.status.f105.f109`
// +k8s:printerColumn:name="Col122",type=integer,jsonPath=`.status.f105.f118`
// +k8s:printerColumn:name="Cel123",type=string,expression=`has(self.status) && has(self.status.f105) && has(self.status.f105.f107) ? string(self.status.f105.f107) : "none"`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind63
type Kind63 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec64 `json:"spec,omitempty"`
	Status Status91 `json:"status,omitempty"`
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
	F3 map[string]string `json:"f3"`
	F4 map[string]string `json:"f4,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 *S7 `json:"f6"`
	F21 resource.Quantity `json:"f21,omitempty"`
	F22 int64 `json:"f22"`
	Inline23 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 uint16 `json:"f8"`
	F9 int16 `json:"f9"`
	F10 uint8 `json:"f10"`
	F11 Template12 `json:"f11"`
	// +k8s:selectableField:default="none"
	F14 *string `json:"f14,omitempty"`
	Inline15 `json:",inline"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 *metav1.Duration `json:"f13,omitzero"`
}

// Inline15 is a random struct.
type Inline15 struct {
	// +k8s:schema:selectableField:description="The f16 of the kind.",trigger=true
	F16 *types.UID `json:"f16,omitempty"`
	F17 metav1.MicroTime `json:"f17,omitzero"`
	F18 int `json:"f18"`
	F19 uint16 `json:"f19,omitzero"`
	F20 *uint8 `json:"f20,omitempty"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 []Item25 `json:"f24"`
	F29 S30 `json:"f29,omitempty"`
	F36 *Mode `json:"f36"`
	Skipped37 string `json:"-"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 float64 `json:"f26"`
	F27 float64 `json:"f27,omitzero"`
	F28 []int8 `json:"f28,omitempty"`
}

// S30 is a random struct.
type S30 struct {
	F31 uint32 `json:"f31,omitempty"`
	F32 *uint8 `json:"f32"`
	// +k8s:schema:selectableField
	F33 int64 `json:"f33,omitzero"`
	F34 bool `json:"f34,omitempty"`
	F35 *types.UID `json:"f35,omitempty,omitzero"`
}

// Spec46 is a random struct.
type Spec46 struct {
	F47 map[string]string `json:"f47"`
	F48 *Mode `json:"f48,omitempty,omitzero"`
	F49 *Template50 `json:"f49"`
	F52 Template53 `json:"f52"`
	F61 metav1.Duration `json:"f61,omitempty,omitzero"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 int `json:"f51,omitempty"`
}

// Item55 is a random struct.
type Item55 struct {
	F56 *uint16 `json:"f56,omitempty"`
	F57 int8 `json:"f57"`
	F58 []int8 `json:"f58,omitempty,omitzero"`
	F59 int32 `json:"f59,omitempty"`
	Skipped60 string `json:"-"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 []Item55 `json:"f54"`
}

// Spec64 is a random struct.
type Spec64 struct {
	// +k8s:schema:selectableField:indexed=true
	F65 metav1.Time `json:"f65,omitempty"`
	F66 List82 `json:"f66"`
	Inline83 `json:",inline"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item67 is a random struct.
type Item67 struct {
	F68 []Item69 `json:"f68"`
	F72 []Item73 `json:"f72,omitempty"`
	F80 uint16 `json:"f80"`
	F81 *int `json:"f81,omitempty"`
}

// Item69 is a random struct.
type Item69 struct {
	F70 *string `json:"f70"`
	F71 metav1.Time `json:"f71,omitempty,omitzero"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 *types.UID `json:"f74,omitempty,omitzero"`
	F75 int16 `json:"f75"`
	F76 *uint32 `json:"f76,omitempty"`
	F77 int32 `json:"f77,omitempty"`
	F78 uint32 `json:"f78"`
	F79 *uint32 `json:"f79"`
}

// List82 is a declared list or map type.
type List82 []Item67

// Inline83 is a random struct.
type Inline83 struct {
	F84 *S85 `json:"f84"`
	F88 resource.Quantity `json:"f88,omitempty"`
	F89 int `json:"f89,omitempty"`
	Skipped90 string `json:"-"`
}

// S85 is a random struct.
type S85 struct {
	F86 []byte `json:"f86,omitempty"`
	F87 types.UID `json:"f87,omitzero"`
}

// Status91 is a random struct.
type Status91 struct {
	F92 Template93 `json:"f92"`
	F101 Template102 `json:"f101,omitempty"`
	F104 Mode `json:"f104,omitempty"`
	F105 S106 `json:"f105"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S95 is a random struct.
type S95 struct {
	F96 uint32 `json:"f96"`
	F97 intstr.IntOrString `json:"f97,omitempty,omitzero"`
	F98 *int16 `json:"f98"`
	F99 Mode `json:"f99"`
	F100 uint32 `json:"f100,omitempty,omitzero"`
}

// Template93 is a random struct.
type Template93 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F94 S95 `json:"f94"`
}

// Template102 is a random struct.
type Template102 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F103 *int32 `json:"f103,omitzero"`
}

// S106 is a random struct.
type S106 struct {
	F107 int32 `json:"f107"`
	F108 int32 `json:"f108"`
	F109 *string `json:"f109"`
	F110 *int8 `json:"f110"`
	F111 Template112 `json:"f111,omitempty"`
	F114 Labels115 `json:"f114"`
	Inline116 `json:",inline"`
}

// Template112 is a random struct.
type Template112 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F113 int8 `json:"f113"`
}

// Labels115 is a declared list or map type.
type Labels115 map[string]string

// Inline116 is a random struct.
type Inline116 struct {
	F117 *int16 `json:"f117"`
	F118 *int16 `json:"f118"`
	// +k8s:schema:selectableField:description="The f119 of the kind.",indexed=true
	F119 []byte `json:"f119"`
}

