package p1424

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
// +k8s:selectableField:jsonPath=".spec.f5.f13.f16",description="The f16 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f5.f13.f17",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f5.f21",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f41"
// +k8s:printerColumn:name="Col55",type=integer,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col56",type=integer,jsonPath=`.spec.f5.f7`,description="A column."
// +k8s:printerColumn:name="Col57",type=integer,jsonPath=`.spec.f5.f9.f11`
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f5.f13.f19`
// +k8s:printerColumn:name="Col59",type=integer,jsonPath=`.status.f40`,format=int32
// +k8s:printerColumn:name="Col60",type=date,jsonPath=`.status.f41`
// +k8s:printerColumn:name="Cel61",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup62",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup62",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
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
	F3 *uint16 `json:"f3,omitzero"`
	// +k8s:schema:selectableField:description="The f4 of the kind."
	F4 int64 `json:"f4,omitempty"`
	F5 S6 `json:"f5"`
	F29 []Item30 `json:"f29,omitempty"`
	F37 []byte `json:"f37,omitempty"`
	Skipped38 string `json:"-"`
}

// S6 is a random struct.
type S6 struct {
	F7 uint8 `json:"f7,omitzero"`
	// +k8s:schema:selectableField:indexed=true
	F8 types.UID `json:"f8"`
	F9 *S10 `json:"f9"`
	F13 S14 `json:"f13"`
	F21 uint16 `json:"f21,omitempty"`
	F22 List28 `json:"f22"`
}

// S10 is a random struct.
type S10 struct {
	F11 int64 `json:"f11"`
	F12 float64 `json:"f12,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 uint32 `json:"f15"`
	F16 string `json:"f16,omitempty,omitzero"`
	F17 []byte `json:"f17,omitempty"`
	F18 float64 `json:"f18,omitempty"`
	F19 resource.Quantity `json:"f19,omitempty"`
	F20 metav1.MicroTime `json:"f20,omitempty"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 int32 `json:"f24,omitempty"`
	F25 int16 `json:"f25,omitempty,omitzero"`
	F26 *int16 `json:"f26,omitempty"`
	F27 bool `json:"f27"`
}

// List28 is a declared list or map type.
type List28 []Item23

// Item30 is a random struct.
type Item30 struct {
	F31 int16 `json:"f31"`
	F32 *float32 `json:"f32"`
	F33 Template34 `json:"f33,omitempty"`
	F36 *int32 `json:"f36"`
}

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 Mode `json:"f35,omitzero"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 uint32 `json:"f40,omitempty"`
	F41 *metav1.Time `json:"f41"`
	F42 *[]int8 `json:"f42,omitempty"`
	F43 Template44 `json:"f43,omitempty"`
	F53 int64 `json:"f53,omitempty,omitzero"`
	F54 *metav1.Time `json:"f54,omitempty,omitzero"`
}

// S46 is a random struct.
type S46 struct {
	F47 []byte `json:"f47,omitempty"`
	F48 *float32 `json:"f48"`
	F49 *[]int8 `json:"f49,omitempty"`
	F50 *bool `json:"f50,omitempty"`
	F51 int16 `json:"f51,omitempty,omitzero"`
	F52 []byte `json:"f52,omitempty"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 S46 `json:"f45,omitempty"`
}

