package p1225

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
// +k8s:schema:selectableField:jsonPath=".status.f23",description="The f23 of the kind.",indexed=true
// +k8s:printerColumn:name="Col38",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col39",type=integer,jsonPath=`.spec.f4`,format=int32
// +k8s:printerColumn:name="Col40",type=number,jsonPath=`.status.f22`,priority=1
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.status.f23`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.spec.f5[*].f12`
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f5[?(@.f12=="fast")].f12`,priority=1
// +k8s:printerColumn:name="Col44",type=string,jsonPath=`.status.f24[0].f30`
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind45 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f48"
// +k8s:printerColumn:name="Cel58",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
type Kind45 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec46 `json:"spec,omitempty"`
}

// Kind45List is a list of Kind45.
//
// +kubebuilder:object:root=true
type Kind45List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind45 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *[]int8 `json:"f3,omitempty,omitzero"`
	F4 *int64 `json:"f4"`
	F5 List19 `json:"f5"`
	F20 *int8 `json:"f20"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 *metav1.Time `json:"f7"`
	F8 []Item9 `json:"f8"`
	F12 Mode `json:"f12"`
	F13 map[string]string `json:"f13"`
	Inline14 `json:",inline"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 types.UID `json:"f10"`
	F11 intstr.IntOrString `json:"f11,omitempty"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 metav1.MicroTime `json:"f15,omitempty"`
	F16 *int32 `json:"f16,omitempty"`
	F17 float32 `json:"f17"`
	Skipped18 string `json:"-"`
}

// List19 is a declared list or map type.
type List19 []Item6

// Status21 is a random struct.
type Status21 struct {
	F22 *float64 `json:"f22,omitempty,omitzero"`
	F23 uint8 `json:"f23,omitempty"`
	F24 List37 `json:"f24"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 Template27 `json:"f26,omitempty"`
	F29 uint32 `json:"f29,omitempty"`
	F30 resource.Quantity `json:"f30,omitempty"`
	F31 *int64 `json:"f31"`
	*Inline32 `json:",inline"`
}

// Template27 is a random struct.
type Template27 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F28 *int64 `json:"f28,omitempty"`
}

// Inline32 is a random struct.
type Inline32 struct {
	F33 metav1.Time `json:"f33,omitempty"`
	F34 *int8 `json:"f34,omitempty"`
	F35 *int16 `json:"f35,omitempty"`
	Skipped36 string `json:"-"`
}

// List37 is a declared list or map type.
type List37 []Item25

// Spec46 is a random struct.
type Spec46 struct {
	F47 *uint8 `json:"f47,omitzero"`
	F48 int `json:"f48"`
	F49 Template50 `json:"f49,omitempty"`
	// +k8s:schema:selectableField
	F54 types.UID `json:"f54,omitempty"`
	F55 Template56 `json:"f55"`
}

// Template52 is a random struct.
type Template52 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F53 uint16 `json:"f53,omitzero"`
}

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 *Template52 `json:"f51"`
}

// Template56 is a random struct.
type Template56 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F57 int32 `json:"f57,omitempty"`
}

