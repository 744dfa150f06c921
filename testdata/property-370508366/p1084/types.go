package p1084

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
// +kubebuilder:printcolumn:name="Col7",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Dup8",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup8",type="string",JSONPath=`.metadata.name`
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

// Kind9 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f13",description="The f13 of the kind."
// +k8s:printerColumn:name="Col54",type=string,jsonPath=`.spec.f13`,description="A column."
// +k8s:printerColumn:name="Col55",type=number,jsonPath=`.status.f53`,description="A column."
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.spec.f11.app`
// +k8s:printerColumn:name="Cel57",type=string,expression=`has(self.status) && has(self.status.f52) ? string(self.status.f52) : "none"`
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +kubebuilder:resource:path=kind9z,singular=kind9
type Kind9 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec10 `json:"spec,omitempty"`
	Status Status38 `json:"status,omitempty"`
}

// Kind9List is a list of Kind9.
//
// +kubebuilder:object:root=true
type Kind9List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind9 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 metav1.Time `json:"f3"`
	F4 Template5 `json:"f4,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 metav1.MicroTime `json:"f6,omitempty"`
}

// Spec10 is a random struct.
type Spec10 struct {
	F11 Labels12 `json:"f11,omitempty"`
	F13 Mode `json:"f13"`
	F14 List37 `json:"f14,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Item15 is a random struct.
type Item15 struct {
	F16 int16 `json:"f16"`
	F17 *metav1.Duration `json:"f17"`
	F18 resource.Quantity `json:"f18,omitempty"`
	F19 List27 `json:"f19"`
	F28 uint16 `json:"f28"`
	*Inline29 `json:",inline"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 metav1.Time `json:"f21"`
	F22 uint64 `json:"f22,omitzero"`
	F23 metav1.Duration `json:"f23,omitempty"`
	F24 *uint64 `json:"f24"`
	F25 int16 `json:"f25,omitempty"`
	F26 uint32 `json:"f26"`
}

// List27 is a declared list or map type.
type List27 []Item20

// Inline29 is a random struct.
type Inline29 struct {
	F30 int64 `json:"f30,omitempty"`
	F31 bool `json:"f31,omitempty,omitzero"`
	F32 int64 `json:"f32"`
	F33 uint64 `json:"f33"`
	F34 *[]int8 `json:"f34"`
	F35 metav1.Duration `json:"f35"`
	Skipped36 string `json:"-"`
}

// List37 is a declared list or map type.
type List37 []Item15

// Status38 is a random struct.
type Status38 struct {
	F39 []Item40 `json:"f39,omitempty"`
	F52 int64 `json:"f52,omitempty"`
	F53 float64 `json:"f53,omitzero"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item40 is a random struct.
type Item40 struct {
	F41 []Item42 `json:"f41"`
	F45 metav1.Time `json:"f45,omitempty"`
	Inline46 `json:",inline"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 *int32 `json:"f43"`
	F44 []int8 `json:"f44,omitzero"`
}

// Inline46 is a random struct.
type Inline46 struct {
	F47 *int16 `json:"f47,omitempty,omitzero"`
	F48 types.UID `json:"f48"`
	F49 uint16 `json:"f49,omitempty"`
	F50 *types.UID `json:"f50"`
	F51 int8 `json:"f51,omitempty"`
}

