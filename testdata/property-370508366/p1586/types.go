package p1586

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5"
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f3.f5`,description="A column."
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f3.f9.f12`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f32.f35`
// +k8s:printerColumn:name="Col73",type=integer,jsonPath=`.spec.f32.f36`,description="A column.",format=int32
// +k8s:printerColumn:name="Col74",type=boolean,jsonPath=`.spec.f67`
// +k8s:printerColumn:name="Col75",type=number,jsonPath=`.spec.f68`,description="A column."
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.spec.f32.f37.app`
// +k8s:printerColumn:name="Col77",type=string,jsonPath=`.spec.f32.f39[*].f41`,description="A column."
// +k8s:printerColumn:name="Col78",type=string,jsonPath=`.spec.f32.f39[0].f41`,description="A column."
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.spec.f49.app`,priority=1
// +k8s:selectable-gen=true
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3"`
	F14 List31 `json:"f14,omitempty"`
	F32 S33 `json:"f32,omitempty"`
	F49 Labels50 `json:"f49"`
	F51 []Item52 `json:"f51,omitempty"`
	F64 uint32 `json:"f64,omitempty"`
	Skipped65 string `json:"-"`
	Inline66 `json:",inline"`
}

// S4 is a random struct.
type S4 struct {
	F5 *intstr.IntOrString `json:"f5,omitzero"`
	F6 *Template7 `json:"f6"`
	F9 S10 `json:"f9,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 uint16 `json:"f8,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 float64 `json:"f11,omitempty"`
	F12 resource.Quantity `json:"f12,omitzero"`
	F13 string `json:"f13"`
}

// Item15 is a random struct.
type Item15 struct {
	F16 *bool `json:"f16"`
	F17 *Template18 `json:"f17"`
	F20 uint64 `json:"f20,omitempty"`
	F21 int16 `json:"f21"`
	F22 uint64 `json:"f22"`
	Skipped23 string `json:"-"`
	Inline24 `json:",inline"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 int64 `json:"f19"`
}

// Inline24 is a random struct.
type Inline24 struct {
	F25 string `json:"f25"`
	F26 *metav1.Duration `json:"f26"`
	F27 int32 `json:"f27"`
	F28 *metav1.MicroTime `json:"f28"`
	F29 []int8 `json:"f29,omitzero"`
	F30 float32 `json:"f30,omitempty"`
}

// List31 is a declared list or map type.
type List31 []Item15

// S33 is a random struct.
type S33 struct {
	F34 resource.Quantity `json:"f34,omitempty"`
	F35 []byte `json:"f35"`
	// +k8s:schema:selectableField:indexed=true
	F36 uint32 `json:"f36"`
	F37 Labels38 `json:"f37"`
	F39 []Item40 `json:"f39,omitempty"`
	F46 *Template47 `json:"f46"`
}

// Labels38 is a declared list or map type.
type Labels38 map[string]string

// Item40 is a random struct.
type Item40 struct {
	F41 uint64 `json:"f41"`
	F42 *uint16 `json:"f42"`
	F43 resource.Quantity `json:"f43"`
	F44 *[]int8 `json:"f44"`
	F45 float64 `json:"f45"`
}

// Template47 is a random struct.
type Template47 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F48 metav1.Duration `json:"f48,omitempty"`
}

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// Item52 is a random struct.
type Item52 struct {
	F53 int64 `json:"f53,omitempty"`
	F54 S55 `json:"f54"`
	F61 []byte `json:"f61"`
	F62 uint16 `json:"f62,omitempty"`
	Skipped63 string `json:"-"`
}

// S55 is a random struct.
type S55 struct {
	F56 string `json:"f56,omitempty"`
	F57 *Mode `json:"f57,omitempty"`
	F58 uint8 `json:"f58,omitempty"`
	F59 []byte `json:"f59,omitempty,omitzero"`
	F60 *[]int8 `json:"f60,omitzero"`
}

// Inline66 is a random struct.
type Inline66 struct {
	F67 bool `json:"f67"`
	F68 *float32 `json:"f68,omitempty"`
	Skipped69 string `json:"-"`
}

