package p1072

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="6",trigger=true
// +k8s:printerColumn:name="Col6",type=integer,jsonPath=`.spec.f4`
// +k8s:printerColumn:name="Col7",type=number,jsonPath=`.spec.f5`,priority=1,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind8 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.spec.f14`,priority=1,format=int32
// +k8s:printerColumn:name="Col37",type=date,jsonPath=`.status.f30`
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f15[*].f27`
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.status.f35.app`
type Kind8 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec9 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind8List is a list of Kind8.
//
// +kubebuilder:object:root=true
type Kind8List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind8 `json:"items"`
}

// Kind40 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f58",indexed=true
// +k8s:selectableField:jsonPath=".spec.f61",trigger=true
// +k8s:printerColumn:name="Col62",type=integer,jsonPath=`.spec.f44.f54`,description="A column.",format=int32
// +k8s:printerColumn:name="Col63",type=string,jsonPath=`.spec.f44.f55`,priority=1
type Kind40 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec41 `json:"spec,omitempty"`
}

// Kind40List is a list of Kind40.
//
// +kubebuilder:object:root=true
type Kind40List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind40 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *uint16 `json:"f3"`
	F4 *int8 `json:"f4,omitempty"`
	F5 *float64 `json:"f5"`
}

// Spec9 is a random struct.
type Spec9 struct {
	F10 int16 `json:"f10"`
	F11 *resource.Quantity `json:"f11,omitempty,omitzero"`
	F12 *float32 `json:"f12"`
	// +k8s:schema:selectableField
	F13 string `json:"f13"`
	F14 int16 `json:"f14,omitzero"`
	F15 []Item16 `json:"f15,omitempty"`
}

// Item16 is a random struct.
type Item16 struct {
	F17 *uint32 `json:"f17,omitempty,omitzero"`
	F18 List22 `json:"f18,omitempty"`
	F23 *intstr.IntOrString `json:"f23,omitempty"`
	F24 *Template25 `json:"f24,omitempty"`
	F27 string `json:"f27,omitempty"`
	F28 map[string]string `json:"f28,omitempty"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 resource.Quantity `json:"f20,omitzero"`
	F21 int32 `json:"f21,omitempty"`
}

// List22 is a declared list or map type.
type List22 []Item19

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 int32 `json:"f26"`
}

// Status29 is a random struct.
type Status29 struct {
	F30 metav1.Time `json:"f30"`
	F31 Template32 `json:"f31,omitempty"`
	F34 resource.Quantity `json:"f34,omitempty"`
	F35 map[string]string `json:"f35"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 uint8 `json:"f33,omitzero"`
}

// Spec41 is a random struct.
type Spec41 struct {
	F42 *[]int8 `json:"f42,omitempty"`
	F43 uint16 `json:"f43,omitempty"`
	F44 S45 `json:"f44,omitempty"`
	Inline57 `json:",inline"`
}

// S45 is a random struct.
type S45 struct {
	F46 []int8 `json:"f46,omitempty"`
	F47 List53 `json:"f47"`
	F54 *int `json:"f54,omitzero"`
	// +k8s:schema:selectableField
	F55 intstr.IntOrString `json:"f55"`
	Skipped56 string `json:"-"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 int16 `json:"f49,omitempty"`
	F50 *[]int8 `json:"f50"`
	F51 *uint64 `json:"f51"`
	Skipped52 string `json:"-"`
}

// List53 is a declared list or map type.
type List53 []Item48

// Inline57 is a random struct.
type Inline57 struct {
	F58 *uint8 `json:"f58,omitempty"`
	F59 []int8 `json:"f59,omitempty"`
	F60 *bool `json:"f60,omitempty"`
	F61 metav1.Duration `json:"f61"`
}

