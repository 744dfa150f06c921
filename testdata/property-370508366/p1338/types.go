package p1338

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f9",description="The f9 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f15"
// +k8s:schema:selectableField:jsonPath=".spec.f16"
// +k8s:selectableField:jsonPath=".spec.f17.f19",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f30"
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.spec.f3.f10`
// +k8s:printerColumn:name="Col40",type=string,jsonPath=`.spec.f14`,description="A column."
// +k8s:printerColumn:name="Col41",type=string,jsonPath=`.spec.f15`
// +k8s:printerColumn:name="Col42",type=integer,jsonPath=`.status.f37`,format=int32
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.status.f38.app`
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f47"
// +k8s:selectableField:jsonPath=".status.f64",description="The f64 of the kind."
// +kubebuilder:printcolumn:name="Col69",type="boolean",JSONPath=`.spec.f47`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.status.f67`
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.status.f62.app`
// +k8s:printerColumn:name="Cel72",type=string,expression=`has(self.spec) && has(self.spec.f49) ? string(self.spec.f49) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectorGeneration
// +k8s:selectorGeneration:selector=".spec.noSelector"
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status61 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Kind74 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f80",default="6"
// +k8s:printerColumn:name="Col116",type=date,jsonPath=`.spec.f77`,description="A column."
// +k8s:printerColumn:name="Col117",type=integer,jsonPath=`.status.f80`
// +k8s:printerColumn:name="Col118",type=string,jsonPath=`.status.f81`,priority=1
// +k8s:printerColumn:name="Col119",type=string,jsonPath=`.status.f100[*].f102`
// +k8s:printerColumn:name="Cel120",type=string,expression=`has(self.status) && has(self.status.f110) ? self.status.f110 : "none"`
// +k8s:subresource:status
// +genclient:nonNamespaced
type Kind74 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec75 `json:"spec,omitempty"`
	Status Status79 `json:"status,omitempty"`
}

// Kind74List is a list of Kind74.
//
// +kubebuilder:object:root=true
type Kind74List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind74 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	// +k8s:selectableField
	F13 *int32 `json:"f13,omitempty"`
	F14 *types.UID `json:"f14"`
	F15 *types.UID `json:"f15,omitempty,omitzero"`
	F16 []byte `json:"f16,omitempty"`
	F17 *S18 `json:"f17"`
}

// S4 is a random struct.
type S4 struct {
	F5 int16 `json:"f5"`
	F6 Template7 `json:"f6,omitempty"`
	F9 uint8 `json:"f9"`
	F10 int16 `json:"f10,omitempty"`
	F11 Mode `json:"f11"`
	Skipped12 string `json:"-"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 types.UID `json:"f8"`
}

// S18 is a random struct.
type S18 struct {
	F19 string `json:"f19,omitempty"`
	F20 map[string]string `json:"f20"`
	F21 Template22 `json:"f21,omitempty"`
	F24 List28 `json:"f24,omitempty"`
}

// Template22 is a random struct.
type Template22 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F23 types.UID `json:"f23"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 *[]int8 `json:"f26,omitzero"`
	F27 *int8 `json:"f27,omitzero"`
}

// List28 is a declared list or map type.
type List28 []Item25

// Status29 is a random struct.
type Status29 struct {
	F30 uint64 `json:"f30"`
	F31 Template32 `json:"f31"`
	F37 int16 `json:"f37,omitempty,omitzero"`
	F38 map[string]string `json:"f38,omitempty"`
}

// S34 is a random struct.
type S34 struct {
	F35 int64 `json:"f35,omitempty,omitzero"`
	F36 int `json:"f36,omitempty"`
}

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 S34 `json:"f33"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 int16 `json:"f46"`
	F47 bool `json:"f47"`
	F48 *[]int8 `json:"f48"`
	// +k8s:selectableField:trigger=true
	F49 int32 `json:"f49"`
	F50 List60 `json:"f50"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate73 `json:"template"`
}

// Item51 is a random struct.
type Item51 struct {
	F52 int16 `json:"f52"`
	F53 List59 `json:"f53,omitempty"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 *uint16 `json:"f55"`
	F56 *int16 `json:"f56"`
	F57 []int8 `json:"f57"`
	Skipped58 string `json:"-"`
}

// List59 is a declared list or map type.
type List59 []Item54

// List60 is a declared list or map type.
type List60 []Item51

// Status61 is a random struct.
type Status61 struct {
	F62 Labels63 `json:"f62,omitempty"`
	F64 *types.UID `json:"f64,omitempty"`
	F65 *resource.Quantity `json:"f65,omitempty"`
	F66 []int8 `json:"f66"`
	F67 *[]int8 `json:"f67,omitempty"`
	Skipped68 string `json:"-"`
}

// Labels63 is a declared list or map type.
type Labels63 map[string]string

// PodTemplate73 is a random struct.
type PodTemplate73 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec75 is a random struct.
type Spec75 struct {
	F76 *bool `json:"f76"`
	F77 metav1.MicroTime `json:"f77"`
	F78 Mode `json:"f78"`
}

// Status79 is a random struct.
type Status79 struct {
	F80 uint16 `json:"f80,omitempty"`
	F81 []byte `json:"f81,omitzero"`
	F82 []Item83 `json:"f82"`
	Skipped98 string `json:"-"`
	Inline99 `json:",inline"`
}

// Item83 is a random struct.
type Item83 struct {
	F84 Template85 `json:"f84,omitempty"`
	F87 *string `json:"f87"`
	F88 int8 `json:"f88,omitempty"`
	F89 *uint8 `json:"f89,omitempty"`
	F90 []Item91 `json:"f90"`
	F95 *Template96 `json:"f95,omitempty"`
}

// Template85 is a random struct.
type Template85 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F86 resource.Quantity `json:"f86"`
}

// Item91 is a random struct.
type Item91 struct {
	F92 types.UID `json:"f92,omitempty"`
	F93 metav1.MicroTime `json:"f93,omitempty"`
	Skipped94 string `json:"-"`
}

// Template96 is a random struct.
type Template96 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F97 resource.Quantity `json:"f97,omitempty"`
}

// Inline99 is a random struct.
type Inline99 struct {
	F100 []Item101 `json:"f100,omitempty"`
	F106 []Item107 `json:"f106,omitempty"`
	F110 Mode `json:"f110,omitempty,omitzero"`
	F111 []byte `json:"f111,omitzero"`
	F112 Template113 `json:"f112"`
	// +k8s:schema:selectableField:default="2024-01-02T15:04:05Z"
	F115 metav1.Time `json:"f115,omitzero"`
}

// Item101 is a random struct.
type Item101 struct {
	F102 []byte `json:"f102"`
	F103 *uint8 `json:"f103"`
	F104 *uint32 `json:"f104,omitempty"`
	F105 *int64 `json:"f105,omitempty"`
}

// Item107 is a random struct.
type Item107 struct {
	F108 int `json:"f108"`
	F109 uint32 `json:"f109"`
}

// Template113 is a random struct.
type Template113 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F114 float64 `json:"f114,omitzero"`
}

