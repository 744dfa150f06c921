package p1157

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f60",description="The f60 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col64",type="date",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col65",type="date",JSONPath=`.status.f45.f50.f55`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f45.f50.f56`,priority=1
// +kubebuilder:printcolumn:name="Col67",type="integer",JSONPath=`.status.f60`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f62`,priority=1
// +kubebuilder:printcolumn:name="Col69",type="string",JSONPath=`.spec.f11[*].f14`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.spec.f11[0].f14`,priority=1
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.status.f29[0].f40`,priority=1,description="A column."
// +kubebuilder:subresource:status
// +k8s:schema:scope=Cluster
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
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
	F3 *metav1.Time `json:"f3,omitzero"`
	// +k8s:schema:selectableField:default="1h0m0s"
	F4 *metav1.Duration `json:"f4,omitempty"`
	F5 []Item6 `json:"f5,omitempty"`
	F11 List22 `json:"f11,omitempty"`
	F23 *S24 `json:"f23,omitempty"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *int32 `json:"f7,omitempty"`
	F8 map[string]string `json:"f8"`
	F9 metav1.Time `json:"f9,omitempty"`
	F10 *Mode `json:"f10,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 int16 `json:"f13"`
	F14 resource.Quantity `json:"f14"`
	F15 *S16 `json:"f15"`
	Skipped21 string `json:"-"`
}

// S16 is a random struct.
type S16 struct {
	F17 *metav1.Time `json:"f17,omitzero"`
	F18 *uint32 `json:"f18,omitzero"`
	F19 int16 `json:"f19,omitzero"`
	F20 uint32 `json:"f20,omitempty"`
}

// List22 is a declared list or map type.
type List22 []Item12

// S24 is a random struct.
type S24 struct {
	F25 uint16 `json:"f25"`
	F26 Labels27 `json:"f26"`
}

// Labels27 is a declared list or map type.
type Labels27 map[string]string

// Status28 is a random struct.
type Status28 struct {
	F29 []Item30 `json:"f29"`
	F45 *S46 `json:"f45,omitempty"`
	F60 *uint16 `json:"f60,omitempty"`
	F61 int8 `json:"f61,omitempty"`
	F62 []byte `json:"f62,omitempty"`
	// +k8s:schema:selectableField
	F63 *types.UID `json:"f63"`
}

// Item30 is a random struct.
type Item30 struct {
	F31 *Template32 `json:"f31"`
	F34 S35 `json:"f34"`
	F40 intstr.IntOrString `json:"f40"`
	F41 metav1.Duration `json:"f41,omitempty"`
	Inline42 `json:",inline"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 bool `json:"f33,omitempty"`
}

// S35 is a random struct.
type S35 struct {
	F36 *int32 `json:"f36,omitempty,omitzero"`
	F37 float32 `json:"f37"`
	F38 intstr.IntOrString `json:"f38,omitzero"`
	F39 []byte `json:"f39"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 metav1.Duration `json:"f43,omitempty"`
	F44 int32 `json:"f44"`
}

// S46 is a random struct.
type S46 struct {
	F47 *Template48 `json:"f47,omitempty"`
	F50 *S51 `json:"f50,omitempty"`
	F58 float32 `json:"f58,omitempty"`
	F59 *float32 `json:"f59"`
}

// Template48 is a random struct.
type Template48 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F49 Mode `json:"f49,omitempty,omitzero"`
}

// S51 is a random struct.
type S51 struct {
	// +k8s:selectableField
	F52 *int32 `json:"f52,omitempty"`
	F53 *string `json:"f53,omitempty"`
	F54 *float32 `json:"f54"`
	F55 metav1.Time `json:"f55,omitempty"`
	// +k8s:schema:selectableField:description="The f56 of the kind."
	F56 types.UID `json:"f56,omitempty"`
	Skipped57 string `json:"-"`
}

