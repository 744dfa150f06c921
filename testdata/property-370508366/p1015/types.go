package p1015

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
// +k8s:selectableField:jsonPath=".spec.f22.f25.f28",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f22.f30",description="The f30 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f40.f42"
// +k8s:schema:selectableField:jsonPath=".spec.f48.f50",default="2"
// +k8s:printerColumn:name="Col75",type=string,jsonPath=`.spec.f3`
// +k8s:printerColumn:name="Col76",type=integer,jsonPath=`.spec.f22.f25.f27`
// +k8s:printerColumn:name="Col77",type=number,jsonPath=`.spec.f22.f25.f29`
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.spec.f22.f31`
// +k8s:printerColumn:name="Col79",type=integer,jsonPath=`.spec.f36`
// +k8s:printerColumn:name="Col80",type=boolean,jsonPath=`.spec.f40.f42`
// +k8s:printerColumn:name="Col81",type=integer,jsonPath=`.spec.f40.f43`,priority=1
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.spec.f40.f45`,description="A column."
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f40.f46`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.spec.f40.f47`
// +k8s:printerColumn:name="Col85",type=integer,jsonPath=`.spec.f48.f50`
// +k8s:printerColumn:name="Col86",type=boolean,jsonPath=`.status.f53`
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.status.f54`,format=int32
// +k8s:printerColumn:name="Col88",type=string,jsonPath=`.status.f72`
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f4[0].f7`,priority=1,description="A column."
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.spec.f39.app`
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.status.f55[?(@.f70=="fast")].f70`,priority=1
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status52 `json:"status,omitempty"`
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
	F3 Mode `json:"f3"`
	F4 List21 `json:"f4,omitempty"`
	F22 *S23 `json:"f22,omitempty"`
	F34 Labels35 `json:"f34,omitempty"`
	// +k8s:schema:selectableField:default="5",description="The f36 of the kind.",trigger=true
	F36 *uint8 `json:"f36,omitempty"`
	F37 []int8 `json:"f37"`
	Inline38 `json:",inline"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 *bool `json:"f6"`
	F7 uint64 `json:"f7,omitempty,omitzero"`
	F8 metav1.Duration `json:"f8"`
	F9 Template10 `json:"f9"`
	F12 List20 `json:"f12,omitempty"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 *int64 `json:"f11"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 []byte `json:"f14"`
	F15 Mode `json:"f15,omitempty"`
	F16 metav1.Time `json:"f16"`
	F17 uint64 `json:"f17,omitempty"`
	F18 *uint16 `json:"f18"`
	F19 *bool `json:"f19,omitempty"`
}

// List20 is a declared list or map type.
type List20 []Item13

// List21 is a declared list or map type.
type List21 []Item5

// S23 is a random struct.
type S23 struct {
	F24 map[string]string `json:"f24,omitempty"`
	F25 S26 `json:"f25"`
	F30 uint64 `json:"f30"`
	F31 uint16 `json:"f31"`
	F32 string `json:"f32,omitempty"`
	Skipped33 string `json:"-"`
}

// S26 is a random struct.
type S26 struct {
	F27 int16 `json:"f27"`
	F28 int32 `json:"f28,omitempty"`
	F29 *float64 `json:"f29"`
}

// Labels35 is a declared list or map type.
type Labels35 map[string]string

// Inline38 is a random struct.
type Inline38 struct {
	F39 map[string]string `json:"f39"`
	F40 *S41 `json:"f40,omitempty"`
	F48 *S49 `json:"f48,omitempty"`
}

// S41 is a random struct.
type S41 struct {
	F42 bool `json:"f42,omitempty"`
	F43 int8 `json:"f43,omitzero"`
	// +k8s:selectableField
	F44 string `json:"f44,omitempty"`
	F45 *Mode `json:"f45,omitempty,omitzero"`
	F46 types.UID `json:"f46"`
	F47 *types.UID `json:"f47,omitempty"`
}

// S49 is a random struct.
type S49 struct {
	F50 int16 `json:"f50,omitempty"`
	F51 *types.UID `json:"f51,omitempty"`
}

// Status52 is a random struct.
type Status52 struct {
	F53 bool `json:"f53,omitempty"`
	F54 *int16 `json:"f54,omitempty"`
	F55 []Item56 `json:"f55,omitempty"`
	F72 intstr.IntOrString `json:"f72,omitempty"`
	F73 Mode `json:"f73"`
	Skipped74 string `json:"-"`
}

// Item56 is a random struct.
type Item56 struct {
	F57 []Item58 `json:"f57"`
	F63 *float64 `json:"f63"`
	F64 List69 `json:"f64,omitempty"`
	F70 Mode `json:"f70"`
	Skipped71 string `json:"-"`
}

// Item58 is a random struct.
type Item58 struct {
	F59 float64 `json:"f59,omitempty"`
	F60 uint64 `json:"f60"`
	F61 *int32 `json:"f61"`
	Skipped62 string `json:"-"`
}

// Item65 is a random struct.
type Item65 struct {
	F66 []byte `json:"f66"`
	F67 metav1.Duration `json:"f67,omitempty"`
	F68 []int8 `json:"f68,omitempty"`
}

// List69 is a declared list or map type.
type List69 []Item65

