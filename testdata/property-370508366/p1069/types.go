package p1069

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
// +k8s:schema:selectableField:jsonPath=".status.f60.f72"
// +k8s:printerColumn:name="Col76",type=boolean,jsonPath=`.spec.f34`
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.status.f38`
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.status.f59`
// +k8s:printerColumn:name="Col79",type=integer,jsonPath=`.status.f60.f68`
// +k8s:printerColumn:name="Col80",type=number,jsonPath=`.status.f60.f69`,description="A column."
// +k8s:printerColumn:name="Col81",type=integer,jsonPath=`.status.f60.f70`
// +k8s:printerColumn:name="Col82",type=number,jsonPath=`.status.f75`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f3.f6.app`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f60.f62[0].f64`
// +k8s:subresource:status
// +k8s:selectorGeneration
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status37 `json:"status,omitempty"`
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
	F3 S4 `json:"f3"`
	F8 List30 `json:"f8,omitempty"`
	F31 *Template32 `json:"f31,omitempty"`
	F34 bool `json:"f34,omitempty"`
	F35 *metav1.MicroTime `json:"f35,omitempty,omitzero"`
	Skipped36 string `json:"-"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate85 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 float64 `json:"f5,omitempty"`
	F6 map[string]string `json:"f6"`
	Skipped7 string `json:"-"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 Template11 `json:"f10,omitempty"`
	F13 uint16 `json:"f13,omitempty,omitzero"`
	F14 *S15 `json:"f14"`
	F19 List23 `json:"f19,omitempty"`
	F24 []Item25 `json:"f24,omitempty"`
	F29 *string `json:"f29"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 []int8 `json:"f12,omitempty,omitzero"`
}

// S15 is a random struct.
type S15 struct {
	F16 int32 `json:"f16"`
	F17 int64 `json:"f17,omitzero"`
	F18 []int8 `json:"f18,omitempty,omitzero"`
}

// Item20 is a random struct.
type Item20 struct {
	F21 *uint16 `json:"f21"`
	F22 *intstr.IntOrString `json:"f22,omitempty"`
}

// List23 is a declared list or map type.
type List23 []Item20

// Item25 is a random struct.
type Item25 struct {
	F26 int `json:"f26,omitempty"`
	F27 int `json:"f27,omitempty"`
	F28 *int8 `json:"f28,omitempty"`
}

// List30 is a declared list or map type.
type List30 []Item9

// Template32 is a random struct.
type Template32 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F33 bool `json:"f33,omitempty"`
}

// Status37 is a random struct.
type Status37 struct {
	F38 *int64 `json:"f38"`
	// +k8s:selectableField:description="The f39 of the kind."
	F39 int8 `json:"f39"`
	F40 List58 `json:"f40"`
	F59 *uint16 `json:"f59,omitempty"`
	F60 *S61 `json:"f60,omitempty"`
	F75 *float32 `json:"f75"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 *int32 `json:"f42,omitempty"`
	F43 List50 `json:"f43"`
	F51 *bool `json:"f51,omitempty"`
	Inline52 `json:",inline"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 int `json:"f45,omitempty"`
	F46 uint16 `json:"f46"`
	F47 *float32 `json:"f47,omitempty,omitzero"`
	F48 int64 `json:"f48"`
	F49 *uint16 `json:"f49,omitzero"`
}

// List50 is a declared list or map type.
type List50 []Item44

// Inline52 is a random struct.
type Inline52 struct {
	F53 float32 `json:"f53,omitempty"`
	F54 metav1.Time `json:"f54,omitempty"`
	F55 *int64 `json:"f55,omitzero"`
	F56 types.UID `json:"f56"`
	F57 *int32 `json:"f57,omitempty,omitzero"`
}

// List58 is a declared list or map type.
type List58 []Item41

// S61 is a random struct.
type S61 struct {
	F62 []Item63 `json:"f62,omitempty"`
	F68 int32 `json:"f68"`
	F69 *float64 `json:"f69,omitzero"`
	// +k8s:schema:selectableField
	F70 int8 `json:"f70"`
	*Inline71 `json:",inline"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 types.UID `json:"f64,omitempty,omitzero"`
	F65 intstr.IntOrString `json:"f65,omitempty"`
	F66 uint64 `json:"f66,omitempty"`
	Skipped67 string `json:"-"`
}

// Inline71 is a random struct.
type Inline71 struct {
	F72 string `json:"f72"`
	F73 uint64 `json:"f73,omitempty"`
	Skipped74 string `json:"-"`
}

// PodTemplate85 is a random struct.
type PodTemplate85 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

