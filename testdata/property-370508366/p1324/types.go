package p1324

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
// +k8s:selectableField:jsonPath=".spec.f10",default="2024-01-02T15:04:05Z",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f12",default="-1"
// +k8s:schema:selectableField:jsonPath=".status.f49"
// +k8s:printerColumn:name="Col63",type=date,jsonPath=`.spec.f20`,description="A column."
// +k8s:printerColumn:name="Col64",type=integer,jsonPath=`.status.f62`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f24[*].f26`,priority=1
// +k8s:printerColumn:name="Cel66",type=string,expression=`has(self.status) && has(self.status.f49) ? self.status.f49 : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
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
	F3 Template4 `json:"f3"`
	F10 *metav1.Time `json:"f10"`
	F11 intstr.IntOrString `json:"f11,omitempty"`
	F12 *int8 `json:"f12"`
	F13 intstr.IntOrString `json:"f13"`
	F14 *Template15 `json:"f14"`
	Inline19 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 int8 `json:"f7,omitempty"`
	F8 *bool `json:"f8,omitempty"`
	Skipped9 string `json:"-"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 []Item6 `json:"f5"`
}

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 uint32 `json:"f18"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 Template17 `json:"f16,omitempty"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 metav1.Time `json:"f20,omitempty"`
	// +k8s:schema:selectableField:default="80",description="The f21 of the kind."
	F21 intstr.IntOrString `json:"f21,omitempty"`
	F22 map[string]string `json:"f22"`
}

// Status23 is a random struct.
type Status23 struct {
	F24 List46 `json:"f24,omitempty"`
	F47 []byte `json:"f47,omitempty"`
	// +k8s:schema:selectableField:default="6",description="The f48 of the kind."
	F48 *uint16 `json:"f48,omitempty"`
	F49 string `json:"f49,omitempty"`
	F50 List61 `json:"f50,omitempty"`
	F62 *uint8 `json:"f62"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 types.UID `json:"f26"`
	F27 Template28 `json:"f27"`
	F30 *Template31 `json:"f30,omitempty"`
	F33 float32 `json:"f33,omitempty"`
	F34 []Item35 `json:"f34"`
	Inline42 `json:",inline"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *types.UID `json:"f29,omitempty"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 *intstr.IntOrString `json:"f32,omitempty"`
}

// Item35 is a random struct.
type Item35 struct {
	F36 uint8 `json:"f36,omitempty"`
	F37 float64 `json:"f37"`
	F38 *uint32 `json:"f38,omitempty"`
	F39 float64 `json:"f39,omitempty,omitzero"`
	F40 int64 `json:"f40"`
	F41 float32 `json:"f41,omitzero"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 string `json:"f43,omitempty"`
	F44 int32 `json:"f44"`
	F45 *Mode `json:"f45"`
}

// List46 is a declared list or map type.
type List46 []Item25

// Item51 is a random struct.
type Item51 struct {
	F52 int8 `json:"f52,omitempty"`
	F53 int64 `json:"f53"`
	Inline54 `json:",inline"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 types.UID `json:"f55,omitempty"`
	F56 int8 `json:"f56"`
	F57 *resource.Quantity `json:"f57,omitempty"`
	F58 float32 `json:"f58,omitempty"`
	F59 *intstr.IntOrString `json:"f59"`
	F60 *int64 `json:"f60,omitempty,omitzero"`
}

// List61 is a declared list or map type.
type List61 []Item51

