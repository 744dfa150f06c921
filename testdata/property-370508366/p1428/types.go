package p1428

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
// +kubebuilder:selectablefield:JSONPath=".spec.f7"
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.spec.f7`,description="A column."
// +kubebuilder:printcolumn:name="Col18",type="string",JSONPath=`.spec.f9`
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status11 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind19 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.spec.f22`,priority=1
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.spec.f23.f26`
// +kubebuilder:subresource:status
// +k8s:resource:path=kind19-items
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind19 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec20 `json:"spec,omitempty"`
	Status Status27 `json:"status,omitempty"`
}

// Kind19List is a list of Kind19.
//
// +kubebuilder:object:root=true
type Kind19List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind19 `json:"items"`
}

// Kind34 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f41.f47"
// +k8s:schema:selectableField:jsonPath=".status.f41.f48"
// +k8s:printerColumn:name="Col49",type=integer,jsonPath=`.spec.f36`,format=int32
// +k8s:printerColumn:name="Col50",type=integer,jsonPath=`.status.f41.f46`,format=int32
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f41.f47`
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind34 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec35 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
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
	F3 *string `json:"f3,omitempty"`
	F4 *int64 `json:"f4"`
	F5 Labels6 `json:"f5,omitempty"`
	F7 *metav1.Duration `json:"f7,omitempty"`
	*Inline8 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Inline8 is a random struct.
type Inline8 struct {
	F9 *Mode `json:"f9,omitempty"`
	F10 map[string]string `json:"f10"`
}

// Status11 is a random struct.
type Status11 struct {
	F12 uint16 `json:"f12,omitzero"`
	F13 Labels14 `json:"f13,omitempty"`
	F15 []int8 `json:"f15"`
	F16 *int `json:"f16,omitempty"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// Spec20 is a random struct.
type Spec20 struct {
	F21 float64 `json:"f21,omitempty"`
	// +k8s:selectableField:default="1h0m0s",trigger=true
	F22 *metav1.Duration `json:"f22"`
	F23 S24 `json:"f23"`
}

// S24 is a random struct.
type S24 struct {
	F25 *[]int8 `json:"f25"`
	// +k8s:schema:selectableField:description="The f26 of the kind."
	F26 *int `json:"f26,omitempty,omitzero"`
}

// Status27 is a random struct.
type Status27 struct {
	F28 string `json:"f28,omitempty"`
	F29 types.UID `json:"f29,omitempty"`
	F30 Labels31 `json:"f30"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// Spec35 is a random struct.
type Spec35 struct {
	// +k8s:schema:selectableField
	F36 int `json:"f36"`
	F37 *int32 `json:"f37,omitempty"`
}

// Status38 is a random struct.
type Status38 struct {
	F39 *float64 `json:"f39"`
	F40 map[string]string `json:"f40,omitempty"`
	F41 *S42 `json:"f41"`
}

// S42 is a random struct.
type S42 struct {
	F43 Template44 `json:"f43,omitempty"`
	F46 *uint8 `json:"f46,omitempty"`
	F47 string `json:"f47,omitempty"`
	F48 []byte `json:"f48"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 *intstr.IntOrString `json:"f45"`
}

