package p1369

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
// +k8s:schema:selectableField:jsonPath=".spec.f11.f14",default="1"
// +k8s:schema:selectableField:jsonPath=".spec.f11.f16",description="The f16 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f11.f17"
// +k8s:schema:index:field="spec.f11.f17"
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.spec.f21`
// +k8s:printerColumn:name="Cel23",type=string,expression=`has(self.spec) && has(self.spec.f11) && has(self.spec.f11.f18) ? self.spec.f11.f18 : "none"`
// +kubebuilder:resource:path=kind1z,singular=kind1
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
	F3 *int16 `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
	Skipped9 string `json:"-"`
	Inline10 `json:",inline"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 uint16 `json:"f8,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 Template7 `json:"f6,omitempty"`
}

// Inline10 is a random struct.
type Inline10 struct {
	F11 S12 `json:"f11,omitempty"`
	F20 int8 `json:"f20"`
	F21 string `json:"f21,omitempty"`
}

// S12 is a random struct.
type S12 struct {
	F13 *Mode `json:"f13,omitempty"`
	F14 int `json:"f14"`
	F15 metav1.Duration `json:"f15,omitempty,omitzero"`
	F16 uint16 `json:"f16"`
	F17 uint8 `json:"f17,omitempty,omitzero"`
	F18 string `json:"f18"`
	Skipped19 string `json:"-"`
}

