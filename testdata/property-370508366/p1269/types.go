package p1269

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
// +k8s:selectableField:jsonPath=".spec.f4",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f23"
// +k8s:schema:index:field="status.f23"
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.status.f6`
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.status.f7.f14.f18`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col27",type="date",JSONPath=`.status.f23`,priority=1
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.status.f7.f9[*].f13`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.status.f7.f9[?(@.f11==true)].f13`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
// +k8s:schema:index:field="spec.notDeclared"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status5 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind30 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f47",description="The f47 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f49",indexed=true
// +kubebuilder:printcolumn:name="Col87",type="string",JSONPath=`.spec.f46`,description="A column."
// +kubebuilder:printcolumn:name="Col88",type="date",JSONPath=`.spec.f49`
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.status.f55.f58`,description="A column."
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f50.app`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f51.app`
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.status.f62[*].f64`
// +k8s:printerColumn:name="Cel93",type=string,expression=`has(self.spec) && has(self.spec.f46) ? self.spec.f46 : "none"`
// +kubebuilder:subresource:status
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec31 `json:"spec,omitempty"`
	Status Status54 `json:"status,omitempty"`
}

// Kind30List is a list of Kind30.
//
// +kubebuilder:object:root=true
type Kind30List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind30 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Mode `json:"f3"`
	F4 uint32 `json:"f4"`
}

// Status5 is a random struct.
type Status5 struct {
	// +k8s:schema:selectableField:default="1h0m0s"
	F6 *metav1.Duration `json:"f6"`
	F7 S8 `json:"f7,omitempty"`
	F22 int8 `json:"f22"`
	F23 metav1.Time `json:"f23,omitempty"`
	Skipped24 string `json:"-"`
}

// S8 is a random struct.
type S8 struct {
	F9 []Item10 `json:"f9,omitempty"`
	F14 S15 `json:"f14"`
	F21 uint64 `json:"f21,omitempty"`
}

// Item10 is a random struct.
type Item10 struct {
	F11 bool `json:"f11,omitzero"`
	F12 int64 `json:"f12,omitempty"`
	F13 []int8 `json:"f13,omitempty"`
}

// S15 is a random struct.
type S15 struct {
	// +k8s:schema:selectableField
	F16 uint32 `json:"f16,omitempty"`
	F17 *metav1.Duration `json:"f17"`
	F18 int16 `json:"f18"`
	// +k8s:schema:selectableField:default="5",description="The f19 of the kind.",trigger=true
	F19 uint8 `json:"f19,omitempty"`
	Skipped20 string `json:"-"`
}

// Spec31 is a random struct.
type Spec31 struct {
	// +k8s:selectableField:trigger=true
	F32 *int8 `json:"f32,omitempty"`
	F33 []Item34 `json:"f33"`
	F44 uint16 `json:"f44"`
	Inline45 `json:",inline"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 S36 `json:"f35"`
	F43 *float32 `json:"f43,omitempty"`
}

// S36 is a random struct.
type S36 struct {
	F37 *int64 `json:"f37,omitempty"`
	F38 *types.UID `json:"f38"`
	F39 intstr.IntOrString `json:"f39,omitempty"`
	F40 *int16 `json:"f40"`
	F41 *Mode `json:"f41,omitempty"`
	F42 types.UID `json:"f42"`
}

// Inline45 is a random struct.
type Inline45 struct {
	F46 *string `json:"f46"`
	F47 *uint64 `json:"f47,omitempty"`
	F48 uint64 `json:"f48,omitempty"`
	F49 *metav1.MicroTime `json:"f49"`
	F50 map[string]string `json:"f50"`
	F51 Labels52 `json:"f51,omitempty"`
	Skipped53 string `json:"-"`
}

// Labels52 is a declared list or map type.
type Labels52 map[string]string

// Status54 is a random struct.
type Status54 struct {
	F55 *S56 `json:"f55"`
	F62 List86 `json:"f62,omitempty"`
}

// S56 is a random struct.
type S56 struct {
	F57 map[string]string `json:"f57"`
	// +k8s:selectableField:default="none"
	F58 string `json:"f58,omitempty"`
	F59 types.UID `json:"f59"`
	// +k8s:schema:selectableField:default="-1",indexed=true
	F60 int8 `json:"f60,omitempty,omitzero"`
	F61 int32 `json:"f61,omitempty"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 resource.Quantity `json:"f64,omitzero"`
	F65 List70 `json:"f65"`
	F71 int64 `json:"f71"`
	F72 *uint8 `json:"f72,omitzero"`
	F73 []Item74 `json:"f73"`
	*Inline81 `json:",inline"`
}

// Item66 is a random struct.
type Item66 struct {
	F67 uint16 `json:"f67,omitempty"`
	F68 *[]int8 `json:"f68,omitempty"`
	Skipped69 string `json:"-"`
}

// List70 is a declared list or map type.
type List70 []Item66

// Item74 is a random struct.
type Item74 struct {
	F75 *uint64 `json:"f75,omitempty"`
	F76 *int `json:"f76,omitempty"`
	F77 []byte `json:"f77"`
	F78 int32 `json:"f78,omitempty"`
	F79 int16 `json:"f79"`
	Skipped80 string `json:"-"`
}

// Inline81 is a random struct.
type Inline81 struct {
	F82 int `json:"f82,omitempty,omitzero"`
	F83 bool `json:"f83,omitzero"`
	F84 uint32 `json:"f84"`
	F85 *int `json:"f85,omitempty"`
}

// List86 is a declared list or map type.
type List86 []Item63

