package p1003

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="4",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f13.f15.f20",default="-1",description="The f20 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f13.f26"
// +kubebuilder:printcolumn:name="Col81",type="integer",JSONPath=`.spec.f4.f8`,format=int32
// +kubebuilder:printcolumn:name="Col82",type="string",JSONPath=`.spec.f4.f9`
// +kubebuilder:printcolumn:name="Col83",type="integer",JSONPath=`.spec.f13.f15.f17`
// +kubebuilder:printcolumn:name="Col84",type="string",JSONPath=`.spec.f13.f15.f18`,priority=1
// +kubebuilder:printcolumn:name="Col85",type="integer",JSONPath=`.spec.f13.f15.f19`
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.spec.f13.f15.f20`,priority=1
// +kubebuilder:printcolumn:name="Col87",type="date",JSONPath=`.spec.f13.f15.f21`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f13.f15.f22`
// +kubebuilder:printcolumn:name="Col89",type="integer",JSONPath=`.status.f58`,priority=1
// +kubebuilder:printcolumn:name="Col90",type="date",JSONPath=`.status.f60`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.status.f71.f73`
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.status.f61[*].f65`,description="A column."
// +kubebuilder:printcolumn:name="Col93",type="string",JSONPath=`.status.f61[0].f65`
// +kubebuilder:printcolumn:name="Col94",type="string",JSONPath=`.status.f69.app`
// +k8s:printerColumn:name="Cel95",type=string,expression=`has(self.status) && has(self.status.f71) && has(self.status.f71.f76) ? string(self.status.f71.f76) : "none"`
// +k8s:resource:path=kind1-items
// +kubebuilder:printcolumn:name="Dup96",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup96",type="string",JSONPath=`.metadata.name`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status32 `json:"status,omitempty"`
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
	F3 int64 `json:"f3,omitempty"`
	F4 *S5 `json:"f4"`
	F13 *S14 `json:"f13,omitempty"`
}

// S5 is a random struct.
type S5 struct {
	F6 Labels7 `json:"f6,omitempty"`
	F8 *int8 `json:"f8,omitempty"`
	F9 intstr.IntOrString `json:"f9"`
	F10 Template11 `json:"f10"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 int64 `json:"f12,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 S16 `json:"f15,omitempty"`
	F23 *Template24 `json:"f23,omitempty"`
	F26 metav1.Time `json:"f26"`
	F27 Template28 `json:"f27,omitempty"`
	F30 map[string]string `json:"f30,omitempty"`
	F31 Mode `json:"f31,omitempty"`
}

// S16 is a random struct.
type S16 struct {
	F17 int16 `json:"f17,omitempty"`
	// +k8s:schema:selectableField
	F18 *string `json:"f18,omitzero"`
	F19 uint8 `json:"f19"`
	F20 int8 `json:"f20,omitempty"`
	// +k8s:schema:selectableField
	F21 *metav1.MicroTime `json:"f21"`
	F22 *intstr.IntOrString `json:"f22,omitempty,omitzero"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 []byte `json:"f25,omitempty"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 string `json:"f29"`
}

// Status32 is a random struct.
type Status32 struct {
	F33 []Item34 `json:"f33,omitempty"`
	// +k8s:schema:selectableField:default="4"
	F58 int64 `json:"f58"`
	Inline59 `json:",inline"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 *S36 `json:"f35"`
	F43 *uint32 `json:"f43,omitempty"`
	F44 []Item45 `json:"f44,omitempty"`
	F49 List53 `json:"f49,omitempty"`
	F54 S55 `json:"f54,omitempty"`
}

// S36 is a random struct.
type S36 struct {
	F37 []byte `json:"f37"`
	F38 *metav1.MicroTime `json:"f38"`
	F39 *float64 `json:"f39"`
	F40 *uint32 `json:"f40,omitempty"`
	F41 int16 `json:"f41"`
	F42 int16 `json:"f42,omitempty"`
}

// Item45 is a random struct.
type Item45 struct {
	F46 *metav1.MicroTime `json:"f46"`
	F47 *int8 `json:"f47,omitempty"`
	F48 *float32 `json:"f48"`
}

// Item50 is a random struct.
type Item50 struct {
	F51 int `json:"f51,omitempty"`
	F52 *types.UID `json:"f52"`
}

// List53 is a declared list or map type.
type List53 []Item50

// S55 is a random struct.
type S55 struct {
	F56 []int8 `json:"f56,omitempty,omitzero"`
	F57 []int8 `json:"f57,omitempty"`
}

// Inline59 is a random struct.
type Inline59 struct {
	F60 metav1.Time `json:"f60"`
	F61 List68 `json:"f61,omitempty"`
	F69 Labels70 `json:"f69,omitempty"`
	F71 S72 `json:"f71,omitempty"`
	F78 types.UID `json:"f78,omitempty"`
	F79 *metav1.Duration `json:"f79"`
	Skipped80 string `json:"-"`
}

// Item62 is a random struct.
type Item62 struct {
	F63 *uint16 `json:"f63"`
	F64 uint16 `json:"f64,omitempty"`
	F65 types.UID `json:"f65"`
	F66 *uint32 `json:"f66,omitempty"`
	F67 *int8 `json:"f67"`
}

// List68 is a declared list or map type.
type List68 []Item62

// Labels70 is a declared list or map type.
type Labels70 map[string]string

// S72 is a random struct.
type S72 struct {
	F73 *types.UID `json:"f73,omitempty"`
	F74 *uint64 `json:"f74"`
	F75 uint8 `json:"f75"`
	F76 *int32 `json:"f76,omitempty,omitzero"`
	F77 *uint16 `json:"f77,omitempty"`
}

