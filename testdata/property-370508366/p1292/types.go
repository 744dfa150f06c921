package p1292

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f6"
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f12"
// +k8s:schema:index:field="spec.f4.f12"
// +k8s:selectableField:jsonPath=".spec.f4.f13",description="The f13 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f4.f14",default="fast",indexed=true
// +kubebuilder:printcolumn:name="Col16",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col17",type="string",JSONPath=`.spec.f4.f6`
// +kubebuilder:printcolumn:name="Col18",type="boolean",JSONPath=`.spec.f4.f13`
// +kubebuilder:printcolumn:name="Col19",type="string",JSONPath=`.spec.f4.f8.app`,priority=1
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
	F3 *resource.Quantity `json:"f3,omitempty"`
	F4 S5 `json:"f4"`
}

// S5 is a random struct.
type S5 struct {
	F6 []byte `json:"f6"`
	F7 resource.Quantity `json:"f7,omitempty"`
	F8 map[string]string `json:"f8,omitempty"`
	F9 *int16 `json:"f9"`
	F10 *types.UID `json:"f10,omitempty"`
	Inline11 `json:",inline"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 metav1.Duration `json:"f12,omitempty"`
	F13 bool `json:"f13"`
	F14 *Mode `json:"f14"`
	Skipped15 string `json:"-"`
}

