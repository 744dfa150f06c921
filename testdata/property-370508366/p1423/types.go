package p1423

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
// +kubebuilder:selectablefield:JSONPath=".spec.f5"
// +k8s:schema:index:field="spec.f5"
// +kubebuilder:selectablefield:JSONPath=".spec.f9"
// +kubebuilder:printcolumn:name="Col10",type="integer",JSONPath=`.spec.f5`,format=int32
// +k8s:printerColumn:name="Cel11",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind12 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f14"
// +k8s:schema:selectableField:jsonPath=".spec.f15",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f18",default="80"
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.status.f17`,description="A column."
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.status.f30[*].f42`
// +k8s:printerColumn:name="Cel45",type=string,expression=`has(self.spec) && has(self.spec.f14) ? self.spec.f14 : "none"`
// +k8s:subresource:status
// +k8s:schema:scope=Cluster
type Kind12 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec13 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
}

// Kind12List is a list of Kind12.
//
// +kubebuilder:object:root=true
type Kind12List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind12 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *int64 `json:"f3,omitempty"`
	F4 *float32 `json:"f4"`
	F5 int64 `json:"f5"`
	F6 uint16 `json:"f6,omitempty"`
	F7 Labels8 `json:"f7"`
	F9 *int64 `json:"f9"`
}

// Labels8 is a declared list or map type.
type Labels8 map[string]string

// Spec13 is a random struct.
type Spec13 struct {
	F14 Mode `json:"f14"`
	F15 intstr.IntOrString `json:"f15"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 types.UID `json:"f17,omitempty"`
	F18 *intstr.IntOrString `json:"f18"`
	F19 *Template20 `json:"f19,omitempty"`
	F30 []Item31 `json:"f30"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 []byte `json:"f23"`
	F24 int32 `json:"f24,omitempty"`
	F25 *metav1.Duration `json:"f25"`
	F26 int32 `json:"f26,omitempty"`
	F27 *int32 `json:"f27"`
	F28 string `json:"f28"`
}

// List29 is a declared list or map type.
type List29 []Item22

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 List29 `json:"f21"`
}

// Item31 is a random struct.
type Item31 struct {
	F32 Template33 `json:"f32,omitempty"`
	F35 List41 `json:"f35"`
	F42 uint64 `json:"f42,omitempty"`
}

// Template33 is a random struct.
type Template33 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F34 Mode `json:"f34,omitempty"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 *Mode `json:"f37,omitempty"`
	F38 *int32 `json:"f38"`
	F39 metav1.Duration `json:"f39,omitempty,omitzero"`
	F40 int8 `json:"f40,omitempty"`
}

// List41 is a declared list or map type.
type List41 []Item36

