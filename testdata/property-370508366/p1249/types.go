package p1249

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
// +kubebuilder:printcolumn:name="Col21",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.status.f17`
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.spec.f4.f7.app`
// +k8s:printerColumn:name="Cel24",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status16 `json:"status,omitempty"`
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
	// +k8s:schema:selectableField:trigger=true
	F3 metav1.Time `json:"f3,omitzero"`
	F4 S5 `json:"f4,omitempty"`
	Skipped15 string `json:"-"`
}

// S5 is a random struct.
type S5 struct {
	F6 *uint8 `json:"f6,omitempty"`
	F7 map[string]string `json:"f7"`
	// +k8s:selectableField
	F8 uint32 `json:"f8"`
	F9 *S10 `json:"f9,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 []byte `json:"f11"`
	F12 *uint8 `json:"f12"`
	// +k8s:schema:selectableField:default="-1"
	F13 int8 `json:"f13"`
	F14 float32 `json:"f14,omitempty"`
}

// Status16 is a random struct.
type Status16 struct {
	F17 []int8 `json:"f17"`
	F18 Template19 `json:"f18"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 *int16 `json:"f20,omitempty"`
}

