package p1504

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
// +k8s:selectableField:jsonPath=".spec.f9",default="1h0m0s"
// +k8s:printerColumn:name="Col11",type=string,jsonPath=`.spec.f4.f6`
// +k8s:printerColumn:name="Col12",type=string,jsonPath=`.spec.f4.f8.app`
// +k8s:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind13 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f26"
// +kubebuilder:selectablefield:JSONPath=".spec.f29"
// +k8s:schema:index:field="spec.f29"
// +k8s:selectableField:jsonPath=".status.f34.f38",default="6"
// +k8s:selectableField:jsonPath=".status.f34.f40",default="-1",description="The f40 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f15`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col53",type="number",JSONPath=`.spec.f16.f18.f20`,description="A column."
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f16.f18.f21`
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f27`,description="A column."
// +kubebuilder:printcolumn:name="Col56",type="boolean",JSONPath=`.spec.f28`
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.status.f34.f39`,format=int32
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.status.f34.f40`
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.status.f34.f41`,priority=1,format=int32
// +kubebuilder:printcolumn:name="Col60",type="date",JSONPath=`.status.f46`,priority=1
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f47.f49`
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.status.f33.app`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f34.f37.app`
// +k8s:printerColumn:name="Cel64",type=string,expression=`has(self.status) && has(self.status.f47) && has(self.status.f47.f50) ? self.status.f47.f50 : "none"`
// +kubebuilder:printcolumn:name="Dup65",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup65",type="string",JSONPath=`.metadata.name`
type Kind13 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec14 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind13List is a list of Kind13.
//
// +kubebuilder:object:root=true
type Kind13List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind13 `json:"items"`
}

// Kind66 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col114",type="integer",JSONPath=`.spec.f71`
// +kubebuilder:printcolumn:name="Col115",type="string",JSONPath=`.spec.f94.app`
// +k8s:printerColumn:name="Cel116",type=string,expression=`has(self.spec) && has(self.spec.f71) ? string(self.spec.f71) : "none"`
// +k8s:selectable-gen=true
type Kind66 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec67 `json:"spec,omitempty"`
	Status Status96 `json:"status,omitempty"`
}

// Kind66List is a list of Kind66.
//
// +kubebuilder:object:root=true
type Kind66List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind66 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *intstr.IntOrString `json:"f3,omitzero"`
	F4 S5 `json:"f4,omitempty"`
	F9 metav1.Duration `json:"f9"`
	F10 metav1.Duration `json:"f10"`
}

// S5 is a random struct.
type S5 struct {
	F6 *intstr.IntOrString `json:"f6,omitempty"`
	// +k8s:schema:selectableField
	F7 int `json:"f7,omitempty"`
	F8 map[string]string `json:"f8"`
}

// Spec14 is a random struct.
type Spec14 struct {
	F15 []byte `json:"f15,omitzero"`
	F16 *S17 `json:"f16"`
	F26 *uint16 `json:"f26,omitempty,omitzero"`
	F27 resource.Quantity `json:"f27,omitempty"`
	// +k8s:schema:selectableField:default="false"
	F28 *bool `json:"f28"`
	F29 *Mode `json:"f29"`
}

// S17 is a random struct.
type S17 struct {
	F18 *S19 `json:"f18,omitempty"`
	F22 *[]int8 `json:"f22,omitempty"`
	F23 Template24 `json:"f23"`
}

// S19 is a random struct.
type S19 struct {
	F20 float64 `json:"f20"`
	F21 metav1.Duration `json:"f21"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 []byte `json:"f25,omitempty"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 *intstr.IntOrString `json:"f31,omitempty"`
	F32 *int32 `json:"f32,omitempty"`
	F33 map[string]string `json:"f33,omitempty"`
	F34 *S35 `json:"f34,omitempty"`
	F42 int8 `json:"f42,omitempty,omitzero"`
	*Inline43 `json:",inline"`
}

// S35 is a random struct.
type S35 struct {
	F36 *metav1.MicroTime `json:"f36,omitempty"`
	F37 map[string]string `json:"f37"`
	F38 *uint16 `json:"f38,omitempty"`
	F39 int `json:"f39"`
	F40 int8 `json:"f40,omitzero"`
	F41 uint16 `json:"f41"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 map[string]string `json:"f44"`
	// +k8s:schema:selectableField
	F45 *int8 `json:"f45,omitempty"`
	F46 metav1.Time `json:"f46,omitempty"`
	F47 *S48 `json:"f47,omitempty"`
}

// S48 is a random struct.
type S48 struct {
	F49 types.UID `json:"f49"`
	F50 string `json:"f50,omitempty"`
	Skipped51 string `json:"-"`
}

// Spec67 is a random struct.
type Spec67 struct {
	F68 Template69 `json:"f68,omitempty"`
	F71 *int `json:"f71,omitempty"`
	F72 []Item73 `json:"f72"`
	F83 *float32 `json:"f83,omitempty"`
	F84 S85 `json:"f84,omitempty"`
	F94 Labels95 `json:"f94,omitempty"`
}

// Template69 is a random struct.
type Template69 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F70 *uint64 `json:"f70,omitempty"`
}

// Item73 is a random struct.
type Item73 struct {
	F74 map[string]string `json:"f74"`
	F75 List82 `json:"f75,omitempty"`
}

// Item76 is a random struct.
type Item76 struct {
	F77 uint16 `json:"f77,omitempty"`
	F78 uint16 `json:"f78"`
	F79 uint8 `json:"f79"`
	F80 *types.UID `json:"f80,omitempty"`
	F81 int8 `json:"f81"`
}

// List82 is a declared list or map type.
type List82 []Item76

// S85 is a random struct.
type S85 struct {
	F86 Labels87 `json:"f86,omitempty"`
	F88 Template89 `json:"f88"`
	F91 Template92 `json:"f91,omitempty"`
}

// Labels87 is a declared list or map type.
type Labels87 map[string]string

// Template89 is a random struct.
type Template89 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F90 *intstr.IntOrString `json:"f90,omitempty"`
}

// Template92 is a random struct.
type Template92 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F93 uint32 `json:"f93,omitempty"`
}

// Labels95 is a declared list or map type.
type Labels95 map[string]string

// Status96 is a random struct.
type Status96 struct {
	F97 float32 `json:"f97,omitempty,omitzero"`
	F98 *resource.Quantity `json:"f98,omitempty"`
	F99 []Item100 `json:"f99"`
	F106 Template107 `json:"f106"`
}

// Item100 is a random struct.
type Item100 struct {
	F101 uint8 `json:"f101,omitempty,omitzero"`
	F102 *int64 `json:"f102"`
	F103 *float64 `json:"f103"`
	F104 types.UID `json:"f104,omitzero"`
	F105 *int64 `json:"f105,omitempty"`
}

// S109 is a random struct.
type S109 struct {
	F110 Mode `json:"f110,omitempty"`
	F111 *int32 `json:"f111,omitempty"`
	F112 types.UID `json:"f112,omitempty"`
	Skipped113 string `json:"-"`
}

// Template107 is a random struct.
type Template107 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F108 S109 `json:"f108"`
}

