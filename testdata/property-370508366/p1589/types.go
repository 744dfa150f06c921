package p1589

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
// +k8s:printerColumn:name="Cel21",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind22 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f24"
// +k8s:selectableField:jsonPath=".spec.f48",default="3",trigger=true
// +k8s:selectableField:jsonPath=".spec.f51",default="false",description="The f51 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f52",description="The f52 of the kind."
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.spec.f47`
// +k8s:printerColumn:name="Col69",type=integer,jsonPath=`.spec.f48`,priority=1
// +k8s:printerColumn:name="Col70",type=integer,jsonPath=`.spec.f52`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col71",type=integer,jsonPath=`.spec.f60`
// +k8s:printerColumn:name="Col72",type=integer,jsonPath=`.spec.f63`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f65`
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f67`
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f25[0].f27`
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.spec.f25[?(@.f32=="fast")].f27`
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f49.app`
// +k8s:printerColumn:name="Cel78",type=string,expression=`has(self.spec) && has(self.spec.f52) ? string(self.spec.f52) : "none"`
type Kind22 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec23 `json:"spec,omitempty"`
}

// Kind22List is a list of Kind22.
//
// +kubebuilder:object:root=true
type Kind22List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind22 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []Item4 `json:"f3"`
	// +k8s:schema:selectableField:default="8"
	F20 uint64 `json:"f20,omitempty"`
}

// Item4 is a random struct.
type Item4 struct {
	F5 int16 `json:"f5,omitempty"`
	F6 *S7 `json:"f6,omitempty"`
	F11 S12 `json:"f11,omitempty"`
	F16 *uint8 `json:"f16,omitempty"`
	F17 uint32 `json:"f17"`
	F18 Labels19 `json:"f18,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 Mode `json:"f8"`
	F9 bool `json:"f9,omitzero"`
	F10 *string `json:"f10"`
}

// S12 is a random struct.
type S12 struct {
	F13 float32 `json:"f13"`
	F14 *uint32 `json:"f14"`
	Skipped15 string `json:"-"`
}

// Labels19 is a declared list or map type.
type Labels19 map[string]string

// Spec23 is a random struct.
type Spec23 struct {
	F24 *metav1.Duration `json:"f24,omitempty"`
	F25 []Item26 `json:"f25"`
	F47 uint8 `json:"f47"`
	F48 *int32 `json:"f48,omitempty"`
	F49 map[string]string `json:"f49"`
	*Inline50 `json:",inline"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 []byte `json:"f27"`
	F28 []Item29 `json:"f28"`
	F32 Mode `json:"f32"`
	F33 List41 `json:"f33,omitempty"`
	F42 *metav1.MicroTime `json:"f42,omitzero"`
	Inline43 `json:",inline"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 int32 `json:"f30,omitempty,omitzero"`
	F31 *int `json:"f31,omitempty"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 types.UID `json:"f35,omitempty"`
	F36 uint64 `json:"f36,omitempty"`
	F37 *[]int8 `json:"f37,omitempty"`
	F38 int `json:"f38"`
	F39 string `json:"f39"`
	F40 *int8 `json:"f40,omitempty"`
}

// List41 is a declared list or map type.
type List41 []Item34

// Inline43 is a random struct.
type Inline43 struct {
	F44 *int8 `json:"f44,omitempty"`
	F45 float32 `json:"f45,omitempty"`
	F46 int64 `json:"f46,omitempty"`
}

// Inline50 is a random struct.
type Inline50 struct {
	F51 bool `json:"f51,omitempty"`
	F52 int64 `json:"f52,omitempty"`
	F53 []Item54 `json:"f53,omitempty"`
	F60 uint32 `json:"f60"`
	Skipped61 string `json:"-"`
	*Inline62 `json:",inline"`
}

// Item54 is a random struct.
type Item54 struct {
	F55 *uint64 `json:"f55"`
	F56 *Mode `json:"f56"`
	F57 *[]int8 `json:"f57,omitempty"`
	F58 *int16 `json:"f58"`
	F59 float64 `json:"f59,omitempty,omitzero"`
}

// Inline62 is a random struct.
type Inline62 struct {
	F63 uint16 `json:"f63,omitempty"`
	F64 int8 `json:"f64,omitempty,omitzero"`
	// +k8s:selectableField:description="The f65 of the kind."
	F65 *uint64 `json:"f65,omitempty"`
	F66 *resource.Quantity `json:"f66,omitempty"`
	F67 intstr.IntOrString `json:"f67,omitempty"`
}

