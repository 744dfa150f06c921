package p1472

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
// +kubebuilder:selectablefield:JSONPath=".spec.f3.f10"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f12",default="4",description="The f12 of the kind."
// +k8s:selectableField:jsonPath=".spec.f3.f16",description="The f16 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f17",default="false"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f18",description="The f18 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f3.f11`,description="A column."
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f3.f14`
// +kubebuilder:printcolumn:name="Col53",type="number",JSONPath=`.spec.f3.f15`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f3.f16`
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.spec.f3.f18`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f20`
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f45`,format=int32
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f46`
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=".spec.replicas",statuspath=".status.observedReplicas",selectorpath=".status.selector"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status47 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind59 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".status.f77",default="5",description="The f77 of the kind."
// +kubebuilder:printcolumn:name="Col95",type="string",JSONPath=`.spec.f61`
// +kubebuilder:printcolumn:name="Col96",type="string",JSONPath=`.spec.f63`
// +kubebuilder:printcolumn:name="Col97",type="integer",JSONPath=`.status.f66.f74`,priority=1
// +kubebuilder:printcolumn:name="Col98",type="string",JSONPath=`.status.f66.f75`
// +kubebuilder:printcolumn:name="Col99",type="string",JSONPath=`.status.f78`,priority=1
// +kubebuilder:printcolumn:name="Col100",type="integer",JSONPath=`.status.f94`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.status.f79[*].f81`,priority=1
// +kubebuilder:printcolumn:name="Col102",type="string",JSONPath=`.status.f87[*].f92`,description="A column."
// +k8s:printerColumn:name="Cel103",type=string,expression=`has(self.status) && has(self.status.f78) ? self.status.f78 : "none"`
// +kubebuilder:subresource:status
type Kind59 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec60 `json:"spec,omitempty"`
	Status Status65 `json:"status,omitempty"`
}

// Kind59List is a list of Kind59.
//
// +kubebuilder:object:root=true
type Kind59List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind59 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	F20 *metav1.Duration `json:"f20"`
	F21 List41 `json:"f21"`
	F42 Template43 `json:"f42,omitempty"`
	F45 *uint8 `json:"f45,omitempty"`
	F46 *int8 `json:"f46,omitempty,omitzero"`
	Replicas int32 `json:"replicas,omitempty"`
}

// S4 is a random struct.
type S4 struct {
	F5 Template6 `json:"f5"`
	F8 *string `json:"f8"`
	F9 metav1.Duration `json:"f9"`
	F10 metav1.Time `json:"f10,omitempty"`
	F11 metav1.Duration `json:"f11,omitempty"`
	F12 *int64 `json:"f12,omitempty,omitzero"`
	Inline13 `json:",inline"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 types.UID `json:"f7,omitzero"`
}

// Inline13 is a random struct.
type Inline13 struct {
	// +k8s:schema:selectableField:default="80"
	F14 *intstr.IntOrString `json:"f14,omitempty"`
	F15 float32 `json:"f15"`
	F16 uint64 `json:"f16"`
	F17 bool `json:"f17,omitempty"`
	F18 int8 `json:"f18,omitempty"`
	Skipped19 string `json:"-"`
}

// Item22 is a random struct.
type Item22 struct {
	F23 List30 `json:"f23"`
	F31 *S32 `json:"f31"`
	F39 float64 `json:"f39,omitempty,omitzero"`
	F40 int16 `json:"f40,omitempty"`
}

// Item24 is a random struct.
type Item24 struct {
	F25 *uint8 `json:"f25"`
	F26 metav1.Duration `json:"f26"`
	F27 *resource.Quantity `json:"f27,omitempty"`
	F28 metav1.MicroTime `json:"f28,omitempty,omitzero"`
	F29 *metav1.Time `json:"f29"`
}

// List30 is a declared list or map type.
type List30 []Item24

// S32 is a random struct.
type S32 struct {
	F33 uint16 `json:"f33,omitempty"`
	F34 metav1.Duration `json:"f34,omitempty"`
	F35 metav1.Duration `json:"f35"`
	F36 int64 `json:"f36"`
	F37 []int8 `json:"f37"`
	F38 *float32 `json:"f38,omitempty"`
}

// List41 is a declared list or map type.
type List41 []Item22

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 int `json:"f44"`
}

// Status47 is a random struct.
type Status47 struct {
	F48 *[]int8 `json:"f48,omitempty"`
	F49 *string `json:"f49,omitzero"`
	Skipped50 string `json:"-"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Spec60 is a random struct.
type Spec60 struct {
	F61 *Mode `json:"f61"`
	F62 uint32 `json:"f62"`
	// +k8s:schema:selectableField
	F63 *uint64 `json:"f63,omitempty"`
	// +k8s:schema:selectableField:default="false"
	F64 bool `json:"f64,omitzero"`
}

// Status65 is a random struct.
type Status65 struct {
	F66 S67 `json:"f66,omitempty"`
	F77 uint8 `json:"f77,omitempty"`
	F78 Mode `json:"f78,omitzero"`
	F79 List86 `json:"f79"`
	F87 []Item88 `json:"f87"`
	F94 uint16 `json:"f94,omitempty"`
}

// S67 is a random struct.
type S67 struct {
	F68 Template69 `json:"f68"`
	F71 *Template72 `json:"f71"`
	F74 int64 `json:"f74,omitempty,omitzero"`
	// +k8s:schema:selectableField:default="none",description="The f75 of the kind."
	F75 *string `json:"f75,omitempty"`
	Skipped76 string `json:"-"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 intstr.IntOrString `json:"f70,omitempty"`
}

// Template72 is a random struct.
type Template72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F73 int `json:"f73"`
}

// Item80 is a random struct.
type Item80 struct {
	F81 []int8 `json:"f81,omitzero"`
	F82 *uint8 `json:"f82,omitempty"`
	F83 uint16 `json:"f83"`
	F84 *resource.Quantity `json:"f84,omitempty"`
	F85 *int8 `json:"f85"`
}

// List86 is a declared list or map type.
type List86 []Item80

// Item88 is a random struct.
type Item88 struct {
	F89 *Template90 `json:"f89"`
	F92 []byte `json:"f92,omitempty,omitzero"`
	F93 *metav1.Duration `json:"f93,omitempty"`
}

// Template90 is a random struct.
type Template90 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F91 *types.UID `json:"f91"`
}

