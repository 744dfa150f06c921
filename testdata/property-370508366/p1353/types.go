package p1353

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="80"
// +k8s:printerColumn:name="Col23",type=string,jsonPath=`.spec.f3`,priority=1
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:printerColumn:name="Dup24",type=string,jsonPath=`.metadata.name`,priority=1
// +k8s:printerColumn:name="Dup24",type=string,jsonPath=`.metadata.name`,priority=1
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

// Kind25 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f4",default="7",description="The f4 of the kind."
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.spec.f4`
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind25 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind25List is a list of Kind25.
//
// +kubebuilder:object:root=true
type Kind25List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind25 `json:"items"`
}

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col47",type="string",JSONPath=`.status.f42`
// +kubebuilder:printcolumn:name="Col48",type="string",JSONPath=`.status.f43.f45`
// +k8s:printerColumn:name="Cel49",type=string,expression=`has(self.status) && has(self.status.f43) && has(self.status.f43.f45) ? self.status.f43.f45 : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +k8s:selectable-gen=true
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec28 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 intstr.IntOrString `json:"f3,omitempty"`
	F4 uint32 `json:"f4"`
	F5 float64 `json:"f5"`
	F6 List22 `json:"f6"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *uint64 `json:"f8,omitempty,omitzero"`
	F9 []Item10 `json:"f9"`
	F16 *int16 `json:"f16"`
	F17 metav1.MicroTime `json:"f17"`
	F18 *uint8 `json:"f18,omitempty"`
	F19 Template20 `json:"f19"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 int8 `json:"f11"`
	F12 *uint32 `json:"f12"`
	F13 int8 `json:"f13"`
	F14 resource.Quantity `json:"f14,omitempty"`
	Skipped15 string `json:"-"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 string `json:"f21,omitzero"`
}

// List22 is a declared list or map type.
type List22 []Item7

// Spec28 is a random struct.
type Spec28 struct {
	F29 float64 `json:"f29,omitzero"`
	F30 Template31 `json:"f30,omitempty"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 int `json:"f32,omitzero"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 *uint16 `json:"f34"`
	F35 Template36 `json:"f35,omitempty"`
	// +k8s:schema:selectableField
	F38 int8 `json:"f38,omitzero"`
	// +k8s:schema:selectableField:description="The f39 of the kind.",indexed=true
	F39 *int `json:"f39"`
	F40 map[string]string `json:"f40"`
	Inline41 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Template36 is a random struct.
type Template36 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F37 map[string]string `json:"f37"`
}

// Inline41 is a random struct.
type Inline41 struct {
	F42 *[]int8 `json:"f42,omitempty"`
	F43 S44 `json:"f43,omitempty"`
}

// S44 is a random struct.
type S44 struct {
	// +k8s:selectableField:default="fast",indexed=true
	F45 Mode `json:"f45,omitempty"`
	F46 resource.Quantity `json:"f46"`
}

