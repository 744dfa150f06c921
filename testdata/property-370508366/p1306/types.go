package p1306

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f8.f12",default="1h0m0s"
// +kubebuilder:printcolumn:name="Col18",type="integer",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col19",type="integer",JSONPath=`.spec.f16`,priority=1
// +k8s:schema:scope=Cluster
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint16 `json:"f3"`
	F4 *S5 `json:"f4,omitempty"`
	F13 *Template14 `json:"f13"`
	// +k8s:schema:selectableField:trigger=true
	F16 int `json:"f16"`
	// +k8s:schema:selectableField:indexed=true
	F17 uint16 `json:"f17"`
}

// S5 is a random struct.
type S5 struct {
	F6 Labels7 `json:"f6"`
	F8 S9 `json:"f8"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// S9 is a random struct.
type S9 struct {
	F10 *metav1.Duration `json:"f10"`
	F11 metav1.MicroTime `json:"f11"`
	F12 metav1.Duration `json:"f12,omitempty"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 metav1.MicroTime `json:"f15"`
}

