package p1067

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
// +k8s:selectableField:jsonPath=".spec.f14.f16",default="3",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f67.f69",default="-1"
// +kubebuilder:printcolumn:name="Col76",type="number",JSONPath=`.spec.f14.f28`
// +kubebuilder:printcolumn:name="Col77",type="date",JSONPath=`.spec.f14.f29`
// +kubebuilder:printcolumn:name="Col78",type="date",JSONPath=`.status.f72`,priority=1
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.status.f75`
// +kubebuilder:printcolumn:name="Col80",type="string",JSONPath=`.spec.f46[0].f48`
// +k8s:printerColumn:name="Cel81",type=string,expression=`has(self.status) && has(self.status.f67) && has(self.status.f67.f70) ? string(self.status.f67.f70) : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status66 `json:"status,omitempty"`
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
	F3 metav1.MicroTime `json:"f3"`
	F4 *Template5 `json:"f4,omitempty"`
	F14 *S15 `json:"f14"`
	F30 *resource.Quantity `json:"f30,omitempty"`
	F31 List45 `json:"f31,omitempty"`
	F46 List64 `json:"f46"`
	Skipped65 string `json:"-"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 []byte `json:"f8,omitempty,omitzero"`
	F9 uint64 `json:"f9"`
	F10 *metav1.MicroTime `json:"f10"`
	F11 []int8 `json:"f11,omitempty"`
	F12 Mode `json:"f12"`
	F13 *types.UID `json:"f13,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 []Item7 `json:"f6,omitempty"`
}

// S15 is a random struct.
type S15 struct {
	F16 int32 `json:"f16"`
	F17 List24 `json:"f17"`
	F25 Template26 `json:"f25,omitempty"`
	F28 float32 `json:"f28"`
	F29 metav1.MicroTime `json:"f29"`
}

// Item18 is a random struct.
type Item18 struct {
	F19 *Mode `json:"f19,omitempty"`
	F20 uint64 `json:"f20"`
	F21 []byte `json:"f21"`
	F22 intstr.IntOrString `json:"f22"`
	F23 *intstr.IntOrString `json:"f23,omitempty"`
}

// List24 is a declared list or map type.
type List24 []Item18

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 uint8 `json:"f27,omitempty,omitzero"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 int8 `json:"f33,omitzero"`
	F34 S35 `json:"f34,omitempty"`
	Inline42 `json:",inline"`
}

// S35 is a random struct.
type S35 struct {
	F36 *int64 `json:"f36,omitempty"`
	F37 types.UID `json:"f37,omitempty"`
	F38 int `json:"f38,omitempty"`
	F39 *int8 `json:"f39,omitempty"`
	F40 int `json:"f40,omitempty"`
	F41 *uint8 `json:"f41,omitempty"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 int32 `json:"f43,omitempty"`
	F44 []byte `json:"f44"`
}

// List45 is a declared list or map type.
type List45 []Item32

// Item47 is a random struct.
type Item47 struct {
	F48 metav1.Duration `json:"f48,omitempty"`
	F49 map[string]string `json:"f49,omitempty"`
	F50 []Item51 `json:"f50,omitempty"`
	F57 int8 `json:"f57,omitempty"`
	Inline58 `json:",inline"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 *intstr.IntOrString `json:"f52,omitempty"`
	F53 metav1.Duration `json:"f53"`
	F54 []int8 `json:"f54,omitempty"`
	F55 metav1.MicroTime `json:"f55,omitempty"`
	Skipped56 string `json:"-"`
}

// Inline58 is a random struct.
type Inline58 struct {
	F59 float32 `json:"f59"`
	F60 *types.UID `json:"f60"`
	F61 *uint16 `json:"f61,omitempty"`
	F62 types.UID `json:"f62"`
	Skipped63 string `json:"-"`
}

// List64 is a declared list or map type.
type List64 []Item47

// Status66 is a random struct.
type Status66 struct {
	F67 S68 `json:"f67,omitempty"`
	F72 *metav1.Time `json:"f72,omitempty"`
	F73 Labels74 `json:"f73,omitempty"`
	F75 metav1.Duration `json:"f75,omitzero"`
}

// S68 is a random struct.
type S68 struct {
	F69 int8 `json:"f69,omitempty"`
	F70 int `json:"f70"`
	F71 Mode `json:"f71"`
}

// Labels74 is a declared list or map type.
type Labels74 map[string]string

