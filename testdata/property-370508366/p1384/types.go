package p1384

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
// +k8s:schema:selectableField:jsonPath=".spec.f15.f18.f20",default="2024-01-02T15:04:05Z",description="The f20 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f15.f23.f28"
// +kubebuilder:selectablefield:JSONPath=".spec.f15.f30"
// +kubebuilder:selectablefield:JSONPath=".spec.f32"
// +k8s:schema:index:field="spec.f32"
// +kubebuilder:printcolumn:name="Col36",type="number",JSONPath=`.spec.f3`,description="A column."
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.spec.f15.f17`
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f15.f22`
// +kubebuilder:printcolumn:name="Col39",type="string",JSONPath=`.spec.f15.f23.f25`
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f15.f23.f26`
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f15.f23.f28`,format=int32
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f32`
// +kubebuilder:printcolumn:name="Col43",type="number",JSONPath=`.status.f35`
// +kubebuilder:printcolumn:name="Col44",type="string",JSONPath=`.spec.f6[0].f8`
// +k8s:printerColumn:name="Cel45",type=string,expression=`has(self.spec) && has(self.spec.f15) && has(self.spec.f15.f23) && has(self.spec.f15.f23.f27) ? string(self.spec.f15.f23.f27) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
// +kubebuilder:resource:path=kind1z,singular=kind1
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
	F3 float64 `json:"f3,omitempty"`
	F4 []int8 `json:"f4"`
	F5 map[string]string `json:"f5,omitempty"`
	F6 []Item7 `json:"f6"`
	F15 *S16 `json:"f15"`
	F32 metav1.Duration `json:"f32,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 []byte `json:"f8,omitzero"`
	F9 S10 `json:"f9,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 uint16 `json:"f11"`
	F12 *resource.Quantity `json:"f12"`
	F13 *int8 `json:"f13,omitempty,omitzero"`
	Skipped14 string `json:"-"`
}

// S16 is a random struct.
type S16 struct {
	F17 []int8 `json:"f17,omitempty"`
	F18 *S19 `json:"f18"`
	F22 *[]int8 `json:"f22,omitzero"`
	F23 S24 `json:"f23,omitempty"`
	F29 []int8 `json:"f29,omitempty"`
	F30 *uint16 `json:"f30,omitempty"`
	Skipped31 string `json:"-"`
}

// S19 is a random struct.
type S19 struct {
	F20 metav1.Time `json:"f20,omitempty"`
	// +k8s:selectableField:default="1h0m0s"
	F21 metav1.Duration `json:"f21"`
}

// S24 is a random struct.
type S24 struct {
	F25 intstr.IntOrString `json:"f25,omitempty"`
	F26 *uint64 `json:"f26"`
	F27 *int64 `json:"f27"`
	F28 int64 `json:"f28"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 *uint32 `json:"f34"`
	F35 *float32 `json:"f35"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

