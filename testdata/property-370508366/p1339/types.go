package p1339

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",trigger=true
// +kubebuilder:selectablefield:JSONPath=".status.f11.f17"
// +kubebuilder:selectablefield:JSONPath=".status.f25"
// +kubebuilder:printcolumn:name="Col27",type="integer",JSONPath=`.spec.f5`,priority=1
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.status.f11.f18`
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.status.f25`
// +kubebuilder:printcolumn:name="Col31",type="string",JSONPath=`.status.f11.f13[*].f16`
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.status.f11.f13[0].f16`
// +k8s:printerColumn:name="Cel33",type=string,expression=`has(self.status) && has(self.status.f11) && has(self.status.f11.f17) ? string(self.status.f11.f17) : "none"`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:printcolumn:name="Dup34",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup34",type="string",JSONPath=`.metadata.name`
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 *metav1.MicroTime `json:"f3"`
	F4 *int8 `json:"f4,omitempty"`
	F5 *uint8 `json:"f5"`
	F6 resource.Quantity `json:"f6,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 *float64 `json:"f8"`
	// +k8s:selectableField:default="none",description="The f9 of the kind."
	F9 *string `json:"f9"`
	F10 *int `json:"f10,omitempty"`
	F11 S12 `json:"f11"`
	F25 metav1.Duration `json:"f25"`
	Skipped26 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S12 is a random struct.
type S12 struct {
	F13 []Item14 `json:"f13,omitempty"`
	F17 *int `json:"f17"`
	F18 []byte `json:"f18"`
	F19 *Template20 `json:"f19"`
	F22 *Template23 `json:"f22,omitempty"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 uint16 `json:"f15,omitempty"`
	F16 []int8 `json:"f16,omitempty"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *int32 `json:"f21,omitempty,omitzero"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 metav1.Time `json:"f24"`
}

