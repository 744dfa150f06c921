package p1456

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
// +k8s:selectableField:jsonPath=".spec.f3"
// +k8s:schema:selectableField:jsonPath=".status.f22.f37",default="1h0m0s"
// +k8s:schema:selectableField:jsonPath=".status.f43",trigger=true
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col45",type=boolean,jsonPath=`.spec.f14`
// +k8s:printerColumn:name="Col46",type=date,jsonPath=`.status.f22.f31.f33`
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f22.f37`
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.status.f22.f39`,description="A column."
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.status.f22.f25[*].f30`
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.status.f22.f25[0].f30`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f22.f25[?(@.f30=="fast")].f30`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f54",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f67"
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f54`,priority=1
// +k8s:printerColumn:name="Col70",type=integer,jsonPath=`.spec.f55.f57.f63`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f55.f65`,description="A column."
// +k8s:selectorGeneration
type Kind52 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec53 `json:"spec,omitempty"`
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
	F3 int `json:"f3,omitempty"`
	F4 metav1.Duration `json:"f4"`
	F5 *Template6 `json:"f5,omitempty"`
	F14 *bool `json:"f14,omitempty"`
	F15 *Template16 `json:"f15"`
	Skipped20 string `json:"-"`
}

// S8 is a random struct.
type S8 struct {
	F9 *bool `json:"f9,omitempty"`
	F10 uint64 `json:"f10"`
	F11 *uint64 `json:"f11,omitzero"`
	F12 *int8 `json:"f12,omitempty"`
	F13 uint8 `json:"f13,omitempty"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 *S8 `json:"f7"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 *metav1.Time `json:"f19"`
}

// Template16 is a random struct.
type Template16 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F17 Template18 `json:"f17"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 S23 `json:"f22"`
	F40 *Template41 `json:"f40"`
	F43 metav1.MicroTime `json:"f43"`
}

// S23 is a random struct.
type S23 struct {
	F24 []int8 `json:"f24,omitempty"`
	F25 []Item26 `json:"f25,omitempty"`
	F31 S32 `json:"f31,omitempty"`
	*Inline36 `json:",inline"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 uint8 `json:"f27,omitzero"`
	F28 *[]int8 `json:"f28,omitempty"`
	F29 *uint8 `json:"f29,omitempty"`
	F30 Mode `json:"f30"`
}

// S32 is a random struct.
type S32 struct {
	F33 metav1.MicroTime `json:"f33,omitempty"`
	F34 resource.Quantity `json:"f34"`
	// +k8s:selectableField
	F35 uint8 `json:"f35"`
}

// Inline36 is a random struct.
type Inline36 struct {
	F37 *metav1.Duration `json:"f37,omitempty"`
	F38 int64 `json:"f38"`
	// +k8s:schema:selectableField
	F39 []byte `json:"f39"`
}

// Template41 is a random struct.
type Template41 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F42 float64 `json:"f42"`
}

// Spec53 is a random struct.
type Spec53 struct {
	F54 []byte `json:"f54"`
	F55 *S56 `json:"f55,omitempty"`
	F67 uint32 `json:"f67,omitempty"`
	Skipped68 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate72 `json:"template"`
}

// S56 is a random struct.
type S56 struct {
	F57 S58 `json:"f57,omitempty"`
	F65 *resource.Quantity `json:"f65"`
	F66 bool `json:"f66,omitempty"`
}

// S58 is a random struct.
type S58 struct {
	F59 *resource.Quantity `json:"f59"`
	// +k8s:selectableField:default="7",description="The f60 of the kind."
	F60 *uint32 `json:"f60"`
	F61 *[]int8 `json:"f61,omitempty"`
	F62 float64 `json:"f62,omitempty"`
	// +k8s:selectableField:trigger=true
	F63 *int `json:"f63,omitempty,omitzero"`
	Skipped64 string `json:"-"`
}

// PodTemplate72 is a random struct.
type PodTemplate72 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

