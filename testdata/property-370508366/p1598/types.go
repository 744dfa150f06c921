package p1598

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
// +k8s:schema:selectableField:jsonPath=".spec.f4.f10",description="The f10 of the kind."
// +kubebuilder:printcolumn:name="Col37",type="integer",JSONPath=`.spec.f4.f9`,priority=1
// +kubebuilder:printcolumn:name="Col38",type="string",JSONPath=`.spec.f4.f18[*].f25`
// +k8s:selectorGeneration
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

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec41 `json:"spec,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Kind71 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f73",default="7",description="The f73 of the kind.",trigger=true
// +k8s:selectorGeneration
type Kind71 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec72 `json:"spec,omitempty"`
}

// Kind71List is a list of Kind71.
//
// +kubebuilder:object:root=true
type Kind71List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind71 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []int8 `json:"f3,omitempty"`
	F4 S5 `json:"f4,omitempty"`
	F28 Labels29 `json:"f28,omitempty"`
	F30 Template31 `json:"f30,omitempty"`
	F36 uint16 `json:"f36"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate39 `json:"template"`
}

// S5 is a random struct.
type S5 struct {
	F6 Template7 `json:"f6,omitempty"`
	F9 *uint32 `json:"f9"`
	F10 uint16 `json:"f10,omitempty"`
	F11 []Item12 `json:"f11"`
	F18 List26 `json:"f18"`
	Skipped27 string `json:"-"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *Mode `json:"f8,omitempty"`
}

// Item12 is a random struct.
type Item12 struct {
	F13 *types.UID `json:"f13,omitempty"`
	F14 float64 `json:"f14"`
	F15 *[]int8 `json:"f15"`
	F16 float64 `json:"f16,omitempty"`
	F17 uint16 `json:"f17,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 *float64 `json:"f20"`
	F21 uint8 `json:"f21,omitempty,omitzero"`
	F22 *metav1.Time `json:"f22,omitempty,omitzero"`
	F23 uint32 `json:"f23"`
	F24 *int `json:"f24"`
	F25 uint64 `json:"f25"`
}

// List26 is a declared list or map type.
type List26 []Item19

// Labels29 is a declared list or map type.
type Labels29 map[string]string

// S33 is a random struct.
type S33 struct {
	F34 *int8 `json:"f34"`
	F35 *[]int8 `json:"f35"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 S33 `json:"f32,omitempty"`
}

// PodTemplate39 is a random struct.
type PodTemplate39 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec41 is a random struct.
type Spec41 struct {
	F42 List62 `json:"f42"`
	F63 S64 `json:"f63"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 S45 `json:"f44,omitempty"`
	F50 S51 `json:"f50,omitempty"`
	F59 *intstr.IntOrString `json:"f59,omitempty"`
	F60 map[string]string `json:"f60"`
	F61 int8 `json:"f61,omitempty"`
}

// S45 is a random struct.
type S45 struct {
	F46 Mode `json:"f46"`
	F47 *[]int8 `json:"f47"`
	F48 bool `json:"f48,omitempty"`
	F49 *uint16 `json:"f49,omitempty"`
}

// S51 is a random struct.
type S51 struct {
	F52 uint16 `json:"f52,omitempty"`
	F53 uint8 `json:"f53"`
	F54 metav1.Duration `json:"f54"`
	F55 uint32 `json:"f55,omitempty,omitzero"`
	F56 *int64 `json:"f56"`
	F57 metav1.Duration `json:"f57,omitempty"`
	Skipped58 string `json:"-"`
}

// List62 is a declared list or map type.
type List62 []Item43

// S64 is a random struct.
type S64 struct {
	F65 *Template66 `json:"f65,omitempty"`
	F68 Labels69 `json:"f68,omitempty"`
	F70 types.UID `json:"f70"`
}

// Template66 is a random struct.
type Template66 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F67 int `json:"f67,omitempty"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// Spec72 is a random struct.
type Spec72 struct {
	F73 uint32 `json:"f73,omitempty"`
	// +k8s:selectableField
	F74 metav1.Duration `json:"f74,omitempty"`
	F75 *uint64 `json:"f75,omitzero"`
	F76 S77 `json:"f76,omitempty"`
	F85 *resource.Quantity `json:"f85"`
	F86 uint64 `json:"f86,omitzero"`
	Skipped87 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate88 `json:"template"`
}

// S77 is a random struct.
type S77 struct {
	F78 []Item79 `json:"f78"`
	F84 *types.UID `json:"f84,omitzero"`
}

// Item79 is a random struct.
type Item79 struct {
	F80 intstr.IntOrString `json:"f80,omitempty"`
	F81 types.UID `json:"f81"`
	F82 intstr.IntOrString `json:"f82,omitempty"`
	F83 uint16 `json:"f83"`
}

// PodTemplate88 is a random struct.
type PodTemplate88 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

