package p1303

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
// +k8s:schema:selectableField:jsonPath=".spec.f4",description="The f4 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f22.f24.f26",default="3"
// +kubebuilder:selectablefield:JSONPath=".spec.f22.f24.f27"
// +kubebuilder:printcolumn:name="Col79",type="string",JSONPath=`.spec.f18`
// +kubebuilder:printcolumn:name="Col80",type="boolean",JSONPath=`.spec.f22.f37`
// +kubebuilder:printcolumn:name="Col81",type="string",JSONPath=`.spec.f43`
// +kubebuilder:printcolumn:name="Col82",type="boolean",JSONPath=`.spec.f48`
// +kubebuilder:printcolumn:name="Col83",type="integer",JSONPath=`.spec.f50`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.status.f52`
// +kubebuilder:printcolumn:name="Col85",type="integer",JSONPath=`.status.f53`,priority=1
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.status.f55.f57`,priority=1
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.status.f55.f69`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.status.f70`,priority=1
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.status.f71`
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.status.f76`,description="A column."
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.status.f77`,description="A column."
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.status.f55.f59[0].f63`
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.status.f55.f59[?(@.f61==1)].f63`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status51 `json:"status,omitempty"`
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
	F3 resource.Quantity `json:"f3"`
	F4 []byte `json:"f4"`
	F5 List17 `json:"f5"`
	F18 []byte `json:"f18,omitempty"`
	F19 Template20 `json:"f19,omitempty"`
	F22 S23 `json:"f22,omitempty"`
	*Inline40 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 Template8 `json:"f7"`
	F10 *int8 `json:"f10,omitempty"`
	*Inline11 `json:",inline"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 int64 `json:"f9,omitempty"`
}

// Inline11 is a random struct.
type Inline11 struct {
	F12 []byte `json:"f12,omitempty"`
	F13 *Mode `json:"f13,omitempty"`
	F14 uint8 `json:"f14"`
	F15 uint8 `json:"f15,omitzero"`
	F16 bool `json:"f16,omitempty"`
}

// List17 is a declared list or map type.
type List17 []Item6

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *string `json:"f21,omitzero"`
}

// S23 is a random struct.
type S23 struct {
	F24 S25 `json:"f24,omitempty"`
	F28 []Item29 `json:"f28"`
	F32 map[string]string `json:"f32,omitempty"`
	F33 *S34 `json:"f33,omitempty"`
	// +k8s:selectableField:default="false"
	F37 *bool `json:"f37"`
	F38 metav1.MicroTime `json:"f38,omitzero"`
	Skipped39 string `json:"-"`
}

// S25 is a random struct.
type S25 struct {
	F26 int32 `json:"f26,omitempty"`
	F27 *uint16 `json:"f27"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 int32 `json:"f30"`
	F31 bool `json:"f31,omitempty"`
}

// S34 is a random struct.
type S34 struct {
	// +k8s:schema:selectableField:default="none",indexed=true
	F35 string `json:"f35"`
	F36 *metav1.Time `json:"f36,omitzero"`
}

// Inline40 is a random struct.
type Inline40 struct {
	F41 metav1.Duration `json:"f41"`
	// +k8s:selectableField:description="The f42 of the kind.",indexed=true
	F42 *uint32 `json:"f42,omitempty"`
	F43 *intstr.IntOrString `json:"f43,omitempty"`
	Skipped44 string `json:"-"`
	Inline45 `json:",inline"`
}

// Inline45 is a random struct.
type Inline45 struct {
	F46 intstr.IntOrString `json:"f46,omitempty"`
	F47 *bool `json:"f47"`
	F48 bool `json:"f48"`
	F49 types.UID `json:"f49"`
	F50 int64 `json:"f50"`
}

// Status51 is a random struct.
type Status51 struct {
	F52 resource.Quantity `json:"f52,omitempty"`
	F53 int `json:"f53"`
	F54 Mode `json:"f54"`
	F55 S56 `json:"f55,omitempty"`
	F70 *metav1.Duration `json:"f70,omitempty"`
	F71 *int32 `json:"f71,omitempty"`
	Skipped72 string `json:"-"`
	*Inline73 `json:",inline"`
}

// S56 is a random struct.
type S56 struct {
	F57 int8 `json:"f57,omitempty"`
	F58 uint64 `json:"f58,omitempty"`
	F59 List67 `json:"f59"`
	F68 string `json:"f68,omitempty"`
	F69 metav1.Duration `json:"f69,omitempty"`
}

// Item60 is a random struct.
type Item60 struct {
	F61 int32 `json:"f61,omitempty"`
	F62 uint8 `json:"f62,omitempty"`
	F63 Mode `json:"f63"`
	F64 uint64 `json:"f64,omitempty,omitzero"`
	F65 uint8 `json:"f65,omitempty"`
	F66 Mode `json:"f66,omitempty"`
}

// List67 is a declared list or map type.
type List67 []Item60

// Inline73 is a random struct.
type Inline73 struct {
	F74 metav1.Duration `json:"f74"`
	F75 types.UID `json:"f75,omitempty"`
	F76 []int8 `json:"f76,omitempty"`
	F77 metav1.Duration `json:"f77,omitempty"`
	F78 []byte `json:"f78,omitempty"`
}

