package p1362

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

// Kind78 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f85.f93"
// +k8s:schema:selectableField:jsonPath=".spec.f85.f94",indexed=true
// +k8s:selectableField:jsonPath=".status.f133",indexed=true
// +k8s:printerColumn:name="Col135",type=boolean,jsonPath=`.spec.f85.f93`
// +k8s:printerColumn:name="Col136",type=string,jsonPath=`.spec.f85.f94`
// +k8s:printerColumn:name="Col137",type=integer,jsonPath=`.spec.f99`
// +k8s:printerColumn:name="Col138",type=string,jsonPath=`.status.f121`,description="A column."
// +k8s:printerColumn:name="Col139",type=string,jsonPath=`.spec.f83.app`
// +k8s:printerColumn:name="Col140",type=string,jsonPath=`.status.f107[*].f112`
// +k8s:printerColumn:name="Col141",type=string,jsonPath=`.status.f122[*].f125`
// +k8s:printerColumn:name="Col142",type=string,jsonPath=`.status.f122[0].f125`
// +k8s:selectable-gen=true
// +k8s:schema:index:field="spec.notDeclared"
type Kind78 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec79 `json:"spec,omitempty"`
	Status Status101 `json:"status,omitempty"`
}

// Kind78List is a list of Kind78.
//
// +kubebuilder:object:root=true
type Kind78List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind78 `json:"items"`
}

// Kind143 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f85.f93"
// +k8s:printerColumn:name="Col144",type=integer,jsonPath=`.spec.f99`
// +k8s:printerColumn:name="Col145",type=string,jsonPath=`.spec.f83.app`,description="A column."
type Kind143 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec79 `json:"spec,omitempty"`
}

// Kind143List is a list of Kind143.
//
// +kubebuilder:object:root=true
type Kind143List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind143 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	F45 *metav1.MicroTime `json:"f45"`
	F46 []Item47 `json:"f46,omitempty"`
	Skipped67 string `json:"-"`
	Inline68 `json:",inline"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 List13 `json:"f5"`
	F14 *Template15 `json:"f14,omitempty"`
	F17 *S18 `json:"f17"`
	F25 Mode `json:"f25,omitempty"`
	F26 S27 `json:"f26"`
	F31 List36 `json:"f31"`
	Skipped37 string `json:"-"`
	Inline38 `json:",inline"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 int64 `json:"f7,omitempty,omitzero"`
	F8 float64 `json:"f8,omitempty"`
	F9 *int `json:"f9,omitzero"`
	F10 int8 `json:"f10"`
	F11 *uint64 `json:"f11,omitempty"`
	F12 uint32 `json:"f12,omitempty"`
}

// List13 is a declared list or map type.
type List13 []Item6

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 *[]int8 `json:"f16"`
}

// S18 is a random struct.
type S18 struct {
	F19 *uint8 `json:"f19"`
	F20 int8 `json:"f20,omitempty"`
	F21 uint16 `json:"f21"`
	F22 *metav1.Time `json:"f22,omitempty"`
	F23 Mode `json:"f23,omitempty"`
	F24 resource.Quantity `json:"f24"`
}

// S27 is a random struct.
type S27 struct {
	F28 *uint8 `json:"f28,omitempty"`
	F29 bool `json:"f29"`
	F30 int16 `json:"f30"`
}

// Item32 is a random struct.
type Item32 struct {
	F33 *Mode `json:"f33"`
	F34 *resource.Quantity `json:"f34,omitempty"`
	Skipped35 string `json:"-"`
}

// List36 is a declared list or map type.
type List36 []Item32

// Inline38 is a random struct.
type Inline38 struct {
	F39 *metav1.Time `json:"f39,omitempty"`
	F40 resource.Quantity `json:"f40,omitempty"`
	F41 metav1.MicroTime `json:"f41"`
	F42 intstr.IntOrString `json:"f42,omitempty"`
	F43 Mode `json:"f43,omitempty"`
	F44 float32 `json:"f44"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 []Item49 `json:"f48"`
	F57 List63 `json:"f57"`
	F64 Template65 `json:"f64"`
}

// Item49 is a random struct.
type Item49 struct {
	F50 int8 `json:"f50"`
	F51 metav1.MicroTime `json:"f51,omitempty"`
	F52 *string `json:"f52"`
	F53 []byte `json:"f53,omitempty"`
	F54 intstr.IntOrString `json:"f54,omitempty,omitzero"`
	F55 types.UID `json:"f55"`
	Skipped56 string `json:"-"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 metav1.Time `json:"f59"`
	F60 metav1.Duration `json:"f60,omitempty"`
	F61 []byte `json:"f61,omitempty"`
	Skipped62 string `json:"-"`
}

// List63 is a declared list or map type.
type List63 []Item58

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 *uint16 `json:"f66,omitempty"`
}

// Inline68 is a random struct.
type Inline68 struct {
	F69 []Item70 `json:"f69"`
	F76 float32 `json:"f76,omitempty"`
	Skipped77 string `json:"-"`
}

// Item70 is a random struct.
type Item70 struct {
	F71 int64 `json:"f71,omitempty"`
	F72 *Mode `json:"f72"`
	F73 *metav1.Duration `json:"f73"`
	F74 float32 `json:"f74"`
	F75 metav1.Time `json:"f75,omitempty"`
}

// Spec79 is a random struct.
type Spec79 struct {
	F80 Template81 `json:"f80,omitempty"`
	F83 Labels84 `json:"f83,omitempty"`
	F85 *S86 `json:"f85,omitempty"`
	F99 int8 `json:"f99"`
	Skipped100 string `json:"-"`
}

// Template81 is a random struct.
type Template81 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F82 *bool `json:"f82"`
}

// Labels84 is a declared list or map type.
type Labels84 map[string]string

// S86 is a random struct.
type S86 struct {
	F87 List92 `json:"f87,omitempty"`
	F93 bool `json:"f93"`
	F94 []byte `json:"f94"`
	F95 Labels96 `json:"f95"`
	F97 *[]int8 `json:"f97"`
	Skipped98 string `json:"-"`
}

// Item88 is a random struct.
type Item88 struct {
	F89 *[]int8 `json:"f89"`
	F90 *types.UID `json:"f90,omitempty,omitzero"`
	F91 metav1.MicroTime `json:"f91,omitempty"`
}

// List92 is a declared list or map type.
type List92 []Item88

// Labels96 is a declared list or map type.
type Labels96 map[string]string

// Status101 is a random struct.
type Status101 struct {
	F102 *Template103 `json:"f102,omitempty"`
	F105 uint64 `json:"f105,omitempty"`
	F106 *int16 `json:"f106"`
	F107 []Item108 `json:"f107"`
	F121 *string `json:"f121,omitempty"`
	F122 List128 `json:"f122,omitempty"`
	*Inline129 `json:",inline"`
}

// Template103 is a random struct.
type Template103 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F104 *float32 `json:"f104"`
}

// Item108 is a random struct.
type Item108 struct {
	F109 map[string]string `json:"f109"`
	F110 *int `json:"f110,omitzero"`
	F111 uint16 `json:"f111,omitempty"`
	F112 uint64 `json:"f112"`
	F113 List119 `json:"f113,omitempty"`
	F120 *bool `json:"f120"`
}

// Item114 is a random struct.
type Item114 struct {
	F115 uint32 `json:"f115"`
	F116 int32 `json:"f116,omitzero"`
	F117 uint16 `json:"f117,omitempty"`
	F118 *metav1.MicroTime `json:"f118"`
}

// List119 is a declared list or map type.
type List119 []Item114

// Item123 is a random struct.
type Item123 struct {
	F124 *uint32 `json:"f124,omitzero"`
	F125 intstr.IntOrString `json:"f125,omitempty"`
	F126 *uint16 `json:"f126"`
	F127 *int32 `json:"f127,omitempty,omitzero"`
}

// List128 is a declared list or map type.
type List128 []Item123

// Inline129 is a random struct.
type Inline129 struct {
	F130 *Template131 `json:"f130,omitempty"`
	F133 *int `json:"f133"`
	Skipped134 string `json:"-"`
}

// Template131 is a random struct.
type Template131 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F132 int64 `json:"f132"`
}

