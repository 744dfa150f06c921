package p1224

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
// +k8s:selectableField:jsonPath=".spec.f10.f12"
// +k8s:selectableField:jsonPath=".status.f29"
// +k8s:schema:selectableField:jsonPath=".status.f30"
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f10.f21`,priority=1
// +k8s:printerColumn:name="Col36",type=integer,jsonPath=`.spec.f23`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f24`
// +k8s:printerColumn:name="Col38",type=integer,jsonPath=`.status.f29`
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.status.f33`
// +k8s:printerColumn:name="Col40",type=number,jsonPath=`.status.f34`
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f10.f16.app`,description="A column."
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status25 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind42 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f69"
// +k8s:schema:selectableField:jsonPath=".status.f102.f104"
// +k8s:printerColumn:name="Col107",type=integer,jsonPath=`.spec.f44`
// +k8s:printerColumn:name="Col108",type=integer,jsonPath=`.status.f102.f105`,priority=1
// +k8s:printerColumn:name="Col109",type=string,jsonPath=`.status.f102.f106`
// +k8s:printerColumn:name="Col110",type=string,jsonPath=`.status.f71.f76[*].f78`
// +k8s:printerColumn:name="Col111",type=string,jsonPath=`.status.f71.f76[0].f78`
// +k8s:printerColumn:name="Col112",type=string,jsonPath=`.status.f71.f76[?(@.f78=="fast")].f78`
// +k8s:printerColumn:name="Cel113",type=string,expression=`has(self.status) && has(self.status.f102) && has(self.status.f102.f104) ? string(self.status.f102.f104) : "none"`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +k8s:printerColumn:name="Dup114",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup114",type=string,jsonPath=`.metadata.name`
// +k8s:schema:index:field="spec.notDeclared"
type Kind42 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec43 `json:"spec,omitempty"`
	Status Status70 `json:"status,omitempty"`
}

// Kind42List is a list of Kind42.
//
// +kubebuilder:object:root=true
type Kind42List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind42 `json:"items"`
}

// Kind115 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f119.f121",indexed=true
// +k8s:selectableField:jsonPath=".spec.f119.f122"
// +k8s:printerColumn:name="Col126",type=number,jsonPath=`.spec.f124`,priority=1
// +k8s:printerColumn:name="Col127",type=string,jsonPath=`.spec.f117.app`
// +kubebuilder:resource:scope=Cluster,shortName=xkind115
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind115 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec116 `json:"spec,omitempty"`
}

// Kind115List is a list of Kind115.
//
// +kubebuilder:object:root=true
type Kind115List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind115 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 List9 `json:"f3"`
	F10 S11 `json:"f10"`
	F23 uint16 `json:"f23,omitempty,omitzero"`
	F24 types.UID `json:"f24,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 int16 `json:"f5"`
	F6 *Template7 `json:"f6"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 resource.Quantity `json:"f8,omitempty"`
}

// List9 is a declared list or map type.
type List9 []Item4

// S11 is a random struct.
type S11 struct {
	F12 intstr.IntOrString `json:"f12"`
	F13 Template14 `json:"f13,omitempty"`
	F16 Labels17 `json:"f16"`
	F18 Template19 `json:"f18,omitempty"`
	F21 Mode `json:"f21"`
	F22 map[string]string `json:"f22,omitempty"`
}

// Template14 is a random struct.
type Template14 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F15 metav1.MicroTime `json:"f15"`
}

// Labels17 is a declared list or map type.
type Labels17 map[string]string

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 metav1.MicroTime `json:"f20,omitempty"`
}

// Status25 is a random struct.
type Status25 struct {
	F26 map[string]string `json:"f26"`
	F27 int8 `json:"f27,omitzero"`
	Inline28 `json:",inline"`
}

// Inline28 is a random struct.
type Inline28 struct {
	F29 int64 `json:"f29"`
	F30 string `json:"f30"`
	Skipped31 string `json:"-"`
	*Inline32 `json:",inline"`
}

// Inline32 is a random struct.
type Inline32 struct {
	F33 int64 `json:"f33,omitempty,omitzero"`
	F34 float64 `json:"f34"`
}

// Spec43 is a random struct.
type Spec43 struct {
	F44 uint8 `json:"f44,omitempty"`
	// +k8s:schema:selectableField:description="The f45 of the kind.",indexed=true
	F45 *int8 `json:"f45,omitempty"`
	F46 int8 `json:"f46"`
	F47 []Item48 `json:"f47"`
	F53 List68 `json:"f53"`
	F69 *string `json:"f69,omitempty"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 float64 `json:"f49"`
	F50 *int8 `json:"f50,omitempty"`
	F51 map[string]string `json:"f51"`
	Skipped52 string `json:"-"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 *int `json:"f55"`
	F56 Template57 `json:"f56,omitempty"`
	F59 *metav1.Duration `json:"f59,omitempty"`
	F60 []Item61 `json:"f60"`
	F67 uint32 `json:"f67,omitempty"`
}

// Template57 is a random struct.
type Template57 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F58 metav1.Time `json:"f58"`
}

// Item61 is a random struct.
type Item61 struct {
	F62 *int16 `json:"f62,omitzero"`
	F63 Mode `json:"f63,omitempty"`
	F64 metav1.Time `json:"f64,omitempty"`
	F65 *float64 `json:"f65,omitempty"`
	Skipped66 string `json:"-"`
}

// List68 is a declared list or map type.
type List68 []Item54

// Status70 is a random struct.
type Status70 struct {
	F71 S72 `json:"f71"`
	F91 List101 `json:"f91"`
	F102 *S103 `json:"f102,omitempty"`
}

// S72 is a random struct.
type S72 struct {
	F73 Template74 `json:"f73"`
	F76 List82 `json:"f76"`
	F83 Template84 `json:"f83"`
	F86 List90 `json:"f86,omitempty"`
}

// Template74 is a random struct.
type Template74 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F75 float32 `json:"f75,omitempty"`
}

// Item77 is a random struct.
type Item77 struct {
	F78 Mode `json:"f78"`
	F79 *bool `json:"f79"`
	F80 []int8 `json:"f80"`
	Skipped81 string `json:"-"`
}

// List82 is a declared list or map type.
type List82 []Item77

// Template84 is a random struct.
type Template84 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F85 resource.Quantity `json:"f85"`
}

// Item87 is a random struct.
type Item87 struct {
	F88 *string `json:"f88,omitempty"`
	F89 uint16 `json:"f89,omitempty"`
}

// List90 is a declared list or map type.
type List90 []Item87

// Item92 is a random struct.
type Item92 struct {
	F93 resource.Quantity `json:"f93"`
	F94 *Mode `json:"f94,omitzero"`
	F95 []byte `json:"f95"`
	F96 Labels97 `json:"f96"`
	F98 *Template99 `json:"f98"`
}

// Labels97 is a declared list or map type.
type Labels97 map[string]string

// Template99 is a random struct.
type Template99 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F100 metav1.Duration `json:"f100"`
}

// List101 is a declared list or map type.
type List101 []Item92

// S103 is a random struct.
type S103 struct {
	F104 bool `json:"f104"`
	F105 *uint8 `json:"f105,omitempty"`
	F106 []int8 `json:"f106,omitempty"`
}

// Spec116 is a random struct.
type Spec116 struct {
	F117 Labels118 `json:"f117"`
	F119 S120 `json:"f119"`
	F124 float64 `json:"f124,omitempty"`
	Skipped125 string `json:"-"`
}

// Labels118 is a declared list or map type.
type Labels118 map[string]string

// S120 is a random struct.
type S120 struct {
	F121 uint16 `json:"f121,omitempty"`
	F122 metav1.Duration `json:"f122,omitempty"`
	F123 map[string]string `json:"f123"`
}

