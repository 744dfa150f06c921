package p1151

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
// +kubebuilder:selectablefield:JSONPath=".spec.f11"
// +k8s:schema:index:field="spec.f11"
// +k8s:selectableField:jsonPath=".status.f14",indexed=true
// +kubebuilder:printcolumn:name="Col16",type="string",JSONPath=`.spec.f6`
// +kubebuilder:printcolumn:name="Col17",type="integer",JSONPath=`.spec.f11`,format=int32
// +kubebuilder:printcolumn:name="Col18",type="date",JSONPath=`.status.f13`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.status.f15`
// +kubebuilder:printcolumn:name="Col20",type="string",JSONPath=`.spec.f9.app`
// +k8s:printerColumn:name="Cel21",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Dup22",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup22",type="string",JSONPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status12 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind23 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f11",default="6"
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f9.app`
// +kubebuilder:subresource:status
type Kind23 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status24 `json:"status,omitempty"`
}

// Kind23List is a list of Kind23.
//
// +kubebuilder:object:root=true
type Kind23List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind23 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	// +k8s:selectableField:description="The f6 of the kind.",indexed=true
	F6 metav1.Duration `json:"f6,omitempty"`
	F7 Labels8 `json:"f7,omitempty"`
	F9 Labels10 `json:"f9,omitempty"`
	F11 uint16 `json:"f11,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *types.UID `json:"f5"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Labels10 is a declared list or map type.
type Labels10 map[string]string

// Status12 is a random struct.
type Status12 struct {
	F13 metav1.MicroTime `json:"f13"`
	F14 uint8 `json:"f14"`
	// +k8s:schema:selectableField:default="1h0m0s",description="The f15 of the kind."
	F15 *metav1.Duration `json:"f15,omitempty"`
}

// Status24 is a random struct.
type Status24 struct {
	F25 *int `json:"f25"`
	F26 List36 `json:"f26,omitempty"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 int64 `json:"f28,omitempty,omitzero"`
	F29 S30 `json:"f29"`
	F35 *metav1.Duration `json:"f35,omitempty"`
}

// S30 is a random struct.
type S30 struct {
	F31 uint32 `json:"f31,omitempty"`
	F32 resource.Quantity `json:"f32"`
	F33 *int8 `json:"f33,omitempty"`
	F34 bool `json:"f34,omitempty"`
}

// List36 is a declared list or map type.
type List36 []Item27

