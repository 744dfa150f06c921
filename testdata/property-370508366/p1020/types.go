package p1020

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
// +kubebuilder:printcolumn:name="Col35",type="string",JSONPath=`.spec.f3`
// +genclient:nonNamespaced
// +k8s:schema:index:field="spec.notDeclared"
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

// Kind36 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f51",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f53",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f54",indexed=true
// +k8s:printerColumn:name="Col80",type=integer,jsonPath=`.spec.f44.f47`,priority=1
// +k8s:printerColumn:name="Col81",type=number,jsonPath=`.spec.f49`
// +k8s:printerColumn:name="Col82",type=integer,jsonPath=`.spec.f52`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f53`,priority=1,description="A column."
// +k8s:printerColumn:name="Col84",type=integer,jsonPath=`.spec.f54`,priority=1
// +k8s:printerColumn:name="Col85",type=integer,jsonPath=`.status.f56.f58`
// +k8s:printerColumn:name="Col86",type=string,jsonPath=`.status.f56.f67.f71`,description="A column."
// +k8s:printerColumn:name="Col87",type=string,jsonPath=`.status.f74[0].f77`
// +k8s:schema:index:field="spec.notDeclared"
type Kind36 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec37 `json:"spec,omitempty"`
	Status Status55 `json:"status,omitempty"`
}

// Kind36List is a list of Kind36.
//
// +kubebuilder:object:root=true
type Kind36List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind36 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Mode `json:"f3"`
	F4 float64 `json:"f4,omitempty"`
	F5 *Template6 `json:"f5,omitempty"`
	F8 List34 `json:"f8"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 int8 `json:"f7,omitempty,omitzero"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 S11 `json:"f10,omitempty"`
	F16 List23 `json:"f16"`
	F24 float32 `json:"f24,omitempty"`
	F25 *bool `json:"f25,omitempty"`
	F26 float32 `json:"f26,omitempty"`
	Skipped27 string `json:"-"`
	Inline28 `json:",inline"`
}

// S11 is a random struct.
type S11 struct {
	F12 *metav1.MicroTime `json:"f12,omitempty"`
	F13 metav1.MicroTime `json:"f13,omitempty"`
	F14 string `json:"f14,omitempty,omitzero"`
	F15 bool `json:"f15,omitempty"`
}

// Item17 is a random struct.
type Item17 struct {
	F18 metav1.Duration `json:"f18,omitempty"`
	F19 Mode `json:"f19,omitempty"`
	F20 int8 `json:"f20,omitempty"`
	F21 []byte `json:"f21"`
	Skipped22 string `json:"-"`
}

// List23 is a declared list or map type.
type List23 []Item17

// Inline28 is a random struct.
type Inline28 struct {
	F29 metav1.MicroTime `json:"f29"`
	F30 metav1.MicroTime `json:"f30"`
	F31 *float64 `json:"f31,omitzero"`
	F32 int `json:"f32,omitempty"`
	F33 Mode `json:"f33"`
}

// List34 is a declared list or map type.
type List34 []Item9

// Spec37 is a random struct.
type Spec37 struct {
	F38 metav1.MicroTime `json:"f38"`
	F39 *Template40 `json:"f39"`
	F42 int16 `json:"f42,omitempty"`
	Inline43 `json:",inline"`
}

// Template40 is a random struct.
type Template40 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F41 *metav1.MicroTime `json:"f41,omitempty"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 S45 `json:"f44,omitempty"`
	F49 float32 `json:"f49"`
	Inline50 `json:",inline"`
}

// S45 is a random struct.
type S45 struct {
	// +k8s:schema:selectableField
	F46 []byte `json:"f46,omitzero"`
	F47 int64 `json:"f47,omitempty"`
	// +k8s:schema:selectableField:default="none"
	F48 string `json:"f48,omitempty"`
}

// Inline50 is a random struct.
type Inline50 struct {
	F51 *intstr.IntOrString `json:"f51"`
	// +k8s:selectableField:default="7",trigger=true
	F52 *uint32 `json:"f52"`
	F53 *uint64 `json:"f53,omitempty"`
	F54 int `json:"f54,omitzero"`
}

// Status55 is a random struct.
type Status55 struct {
	F56 S57 `json:"f56,omitempty"`
	F73 *intstr.IntOrString `json:"f73,omitempty"`
	F74 []Item75 `json:"f74"`
	F79 *int64 `json:"f79,omitempty"`
}

// S57 is a random struct.
type S57 struct {
	F58 int `json:"f58,omitzero"`
	F59 Mode `json:"f59,omitempty"`
	F60 Template61 `json:"f60,omitempty"`
	F63 *Template64 `json:"f63,omitempty"`
	F66 map[string]string `json:"f66,omitempty"`
	F67 S68 `json:"f67"`
	Skipped72 string `json:"-"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 *metav1.MicroTime `json:"f62"`
}

// Template64 is a random struct.
type Template64 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F65 float64 `json:"f65,omitempty,omitzero"`
}

// S68 is a random struct.
type S68 struct {
	F69 int `json:"f69"`
	F70 *Mode `json:"f70"`
	F71 resource.Quantity `json:"f71,omitempty"`
}

// Item75 is a random struct.
type Item75 struct {
	F76 *Mode `json:"f76"`
	F77 types.UID `json:"f77,omitempty"`
	F78 *int32 `json:"f78"`
}

