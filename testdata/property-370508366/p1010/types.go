package p1010

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
// +k8s:schema:selectableField:jsonPath=".status.f23",default="3"
// +k8s:printerColumn:name="Col25",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col26",type=number,jsonPath=`.status.f6`
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.status.f7`,priority=1
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.status.f12.app`,priority=1,description="A column."
// +k8s:printerColumn:name="Cel29",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f44",description="The f44 of the kind."
// +k8s:selectableField:jsonPath=".status.f53.f57.f59",default="8"
// +k8s:schema:selectableField:jsonPath=".status.f53.f61",description="The f61 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f53.f64",default="5"
// +k8s:printerColumn:name="Col67",type=number,jsonPath=`.spec.f32`
// +k8s:printerColumn:name="Col68",type=string,jsonPath=`.spec.f33`,priority=1
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f36.f38`,priority=1
// +k8s:printerColumn:name="Col70",type=number,jsonPath=`.spec.f36.f39`,description="A column."
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f36.f40`
// +k8s:printerColumn:name="Col72",type=boolean,jsonPath=`.spec.f44`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f45.f48`,description="A column."
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.status.f53.f57.f60`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.status.f66.app`
// +k8s:selectable-gen=true
type Kind30 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec31 `json:"spec,omitempty"`
	Status Status51 `json:"status,omitempty"`
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
	F3 *Mode `json:"f3"`
	F4 int16 `json:"f4,omitempty"`
}

// Status5 is a random struct.
type Status5 struct {
	F6 float64 `json:"f6"`
	F7 uint16 `json:"f7,omitempty"`
	Inline8 `json:",inline"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 Template10 `json:"f9,omitempty"`
	F12 Labels13 `json:"f12"`
	F14 List19 `json:"f14,omitempty"`
	F20 metav1.Time `json:"f20,omitempty"`
	*Inline21 `json:",inline"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 uint32 `json:"f11"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Item15 is a random struct.
type Item15 struct {
	F16 *metav1.Duration `json:"f16"`
	F17 uint8 `json:"f17"`
	F18 *[]int8 `json:"f18,omitzero"`
}

// List19 is a declared list or map type.
type List19 []Item15

// Inline21 is a random struct.
type Inline21 struct {
	F22 int16 `json:"f22,omitempty"`
	F23 int32 `json:"f23"`
	Skipped24 string `json:"-"`
}

// Spec31 is a random struct.
type Spec31 struct {
	F32 *float32 `json:"f32,omitempty"`
	F33 *[]int8 `json:"f33,omitempty"`
	F34 *uint64 `json:"f34,omitempty,omitzero"`
	Inline35 `json:",inline"`
}

// Inline35 is a random struct.
type Inline35 struct {
	F36 S37 `json:"f36,omitempty"`
	F42 Labels43 `json:"f42"`
	F44 bool `json:"f44"`
	F45 S46 `json:"f45"`
	F50 int64 `json:"f50,omitempty"`
}

// S37 is a random struct.
type S37 struct {
	F38 Mode `json:"f38"`
	F39 float32 `json:"f39"`
	F40 intstr.IntOrString `json:"f40,omitempty"`
	Skipped41 string `json:"-"`
}

// Labels43 is a declared list or map type.
type Labels43 map[string]string

// S46 is a random struct.
type S46 struct {
	F47 bool `json:"f47,omitempty"`
	// +k8s:schema:selectableField
	F48 intstr.IntOrString `json:"f48"`
	Skipped49 string `json:"-"`
}

// Status51 is a random struct.
type Status51 struct {
	F52 uint8 `json:"f52"`
	F53 *S54 `json:"f53"`
	F66 map[string]string `json:"f66"`
}

// S54 is a random struct.
type S54 struct {
	F55 Labels56 `json:"f55,omitempty"`
	F57 *S58 `json:"f57"`
	F61 metav1.Duration `json:"f61"`
	F62 Labels63 `json:"f62,omitempty"`
	F64 uint8 `json:"f64,omitempty"`
	Skipped65 string `json:"-"`
}

// Labels56 is a declared list or map type.
type Labels56 map[string]string

// S58 is a random struct.
type S58 struct {
	F59 uint64 `json:"f59,omitempty"`
	F60 []byte `json:"f60"`
}

// Labels63 is a declared list or map type.
type Labels63 map[string]string

