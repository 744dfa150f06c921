package p1237

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
// +k8s:schema:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".spec.f5"
// +k8s:schema:selectableField:jsonPath=".spec.f27",description="The f27 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f28",description="The f28 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f31"
// +k8s:printerColumn:name="Col32",type=integer,jsonPath=`.spec.f5`
// +k8s:printerColumn:name="Col33",type=string,jsonPath=`.spec.f9[*].f11`
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f9[0].f11`,description="A column."
// +k8s:printerColumn:name="Cel35",type=string,expression=`has(self.spec) && has(self.spec.f27) ? string(self.spec.f27) : "none"`
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
	F3 *intstr.IntOrString `json:"f3,omitempty"`
	// +k8s:schema:selectableField:description="The f4 of the kind."
	F4 uint16 `json:"f4,omitempty"`
	F5 *int `json:"f5"`
	F6 *Template7 `json:"f6,omitempty"`
	F9 List19 `json:"f9,omitempty"`
	F20 Template21 `json:"f20"`
	Skipped25 string `json:"-"`
	Inline26 `json:",inline"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *int64 `json:"f8,omitempty"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 types.UID `json:"f11,omitempty"`
	F12 *float64 `json:"f12"`
	F13 List17 `json:"f13"`
	F18 []int8 `json:"f18"`
}

// Item14 is a random struct.
type Item14 struct {
	F15 *types.UID `json:"f15"`
	F16 float64 `json:"f16"`
}

// List17 is a declared list or map type.
type List17 []Item14

// List19 is a declared list or map type.
type List19 []Item10

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 types.UID `json:"f24,omitempty"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 Template23 `json:"f22"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 int64 `json:"f27,omitempty"`
	F28 int64 `json:"f28,omitempty"`
	F29 []int8 `json:"f29"`
	F30 int `json:"f30"`
	F31 *bool `json:"f31,omitempty"`
}

