package p1550

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
// +k8s:selectableField:jsonPath=".status.f20.f22",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f20.f23"
// +kubebuilder:printcolumn:name="Col46",type="boolean",JSONPath=`.spec.f6`,priority=1
// +kubebuilder:printcolumn:name="Col47",type="boolean",JSONPath=`.status.f20.f26`
// +kubebuilder:printcolumn:name="Col48",type="integer",JSONPath=`.status.f31.f35`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.status.f8[?(@.f13=="x")].f13`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.status.f29.app`,description="A column."
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.status.f38[*].f40`,description="A column."
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind52 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f6",default="false",description="The f6 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f54"
// +k8s:schema:index:field="status.f54"
// +kubebuilder:printcolumn:name="Col60",type="boolean",JSONPath=`.spec.f6`,priority=1
// +kubebuilder:printcolumn:name="Col61",type="date",JSONPath=`.status.f55`,description="A column."
// +k8s:schema:scope=Cluster
type Kind52 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status53 `json:"status,omitempty"`
}

// Kind52List is a list of Kind52.
//
// +kubebuilder:object:root=true
type Kind52List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind52 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 *bool `json:"f6"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 types.UID `json:"f5"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 []Item9 `json:"f8,omitempty"`
	F17 uint16 `json:"f17,omitempty"`
	F18 resource.Quantity `json:"f18,omitempty"`
	Inline19 `json:",inline"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 Template11 `json:"f10"`
	F13 string `json:"f13,omitempty"`
	F14 *types.UID `json:"f14"`
	F15 types.UID `json:"f15,omitempty"`
	F16 []int8 `json:"f16,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 uint64 `json:"f12"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 S21 `json:"f20,omitempty"`
	F29 Labels30 `json:"f29,omitempty"`
	F31 S32 `json:"f31"`
	// +k8s:schema:selectableField:default="2"
	F37 int16 `json:"f37,omitempty,omitzero"`
	F38 List42 `json:"f38"`
	F43 Template44 `json:"f43"`
}

// S21 is a random struct.
type S21 struct {
	F22 metav1.Time `json:"f22,omitempty"`
	F23 *intstr.IntOrString `json:"f23"`
	F24 *[]int8 `json:"f24"`
	F25 uint8 `json:"f25"`
	F26 *bool `json:"f26"`
	F27 *uint16 `json:"f27,omitempty"`
	Skipped28 string `json:"-"`
}

// Labels30 is a declared list or map type.
type Labels30 map[string]string

// S32 is a random struct.
type S32 struct {
	// +k8s:selectableField
	F33 uint64 `json:"f33,omitempty"`
	F34 *float32 `json:"f34,omitempty,omitzero"`
	F35 int16 `json:"f35,omitempty"`
	F36 *[]int8 `json:"f36"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 string `json:"f40"`
	F41 int `json:"f41"`
}

// List42 is a declared list or map type.
type List42 []Item39

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 *float64 `json:"f45"`
}

// Status53 is a random struct.
type Status53 struct {
	F54 int `json:"f54,omitempty"`
	F55 metav1.MicroTime `json:"f55,omitempty"`
	F56 int32 `json:"f56,omitempty"`
	F57 *float32 `json:"f57,omitempty"`
	F58 int `json:"f58,omitempty"`
	Skipped59 string `json:"-"`
}

