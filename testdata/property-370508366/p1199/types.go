package p1199

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
// +k8s:schema:selectableField:jsonPath=".status.f15",indexed=true
// +k8s:selectableField:jsonPath=".status.f36",default="8"
// +k8s:printerColumn:name="Col39",type=string,jsonPath=`.status.f16`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.status.f27.f30`
// +k8s:printerColumn:name="Col41",type=boolean,jsonPath=`.status.f33`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f36`
// +k8s:printerColumn:name="Col43",type=integer,jsonPath=`.status.f38`,format=int32
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.spec.f4[?(@.f13=="x")].f12`
// +k8s:printerColumn:name="Col45",type=string,jsonPath=`.status.f18[?(@.f20=="fast")].f20`
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status14 `json:"status,omitempty"`
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
	// +k8s:selectableField:default="1h0m0s",trigger=true
	F3 *metav1.Duration `json:"f3,omitempty"`
	F4 []Item5 `json:"f4,omitempty"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 metav1.Time `json:"f6,omitempty"`
	F7 []Item8 `json:"f7,omitempty"`
	F12 types.UID `json:"f12,omitempty"`
	F13 string `json:"f13,omitempty"`
}

// Item8 is a random struct.
type Item8 struct {
	F9 *uint8 `json:"f9,omitempty"`
	F10 uint8 `json:"f10,omitempty,omitzero"`
	F11 uint32 `json:"f11,omitempty"`
}

// Status14 is a random struct.
type Status14 struct {
	F15 int16 `json:"f15,omitempty"`
	F16 intstr.IntOrString `json:"f16"`
	Inline17 `json:",inline"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 List24 `json:"f18"`
	// +k8s:schema:selectableField:description="The f25 of the kind."
	F25 uint16 `json:"f25"`
	F26 map[string]string `json:"f26,omitempty"`
	F27 S28 `json:"f27"`
	F33 bool `json:"f33"`
	F34 int64 `json:"f34"`
	Inline35 `json:",inline"`
}

// Item19 is a random struct.
type Item19 struct {
	F20 Mode `json:"f20,omitempty"`
	F21 *int `json:"f21"`
	F22 float64 `json:"f22,omitempty"`
	Skipped23 string `json:"-"`
}

// List24 is a declared list or map type.
type List24 []Item19

// S28 is a random struct.
type S28 struct {
	// +k8s:selectableField:description="The f29 of the kind."
	F29 uint32 `json:"f29,omitzero"`
	// +k8s:schema:selectableField:description="The f30 of the kind."
	F30 *metav1.Duration `json:"f30,omitempty"`
	F31 *float64 `json:"f31"`
	F32 []int8 `json:"f32"`
}

// Inline35 is a random struct.
type Inline35 struct {
	F36 uint64 `json:"f36,omitempty"`
	F37 *float32 `json:"f37,omitempty"`
	F38 *uint16 `json:"f38,omitempty"`
}

