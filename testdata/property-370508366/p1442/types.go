package p1442

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",description="The f5 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f29",default="5",description="The f29 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f31.f35",description="The f35 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f45",indexed=true
// +kubebuilder:printcolumn:name="Col48",type="number",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col49",type="integer",JSONPath=`.spec.f31.f34`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f31.f35`
// +kubebuilder:printcolumn:name="Col51",type="number",JSONPath=`.spec.f31.f37`,description="A column."
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.spec.f38`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.spec.f41`
// +kubebuilder:printcolumn:name="Col54",type="string",JSONPath=`.spec.f44`
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f45`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f6[0].f20`,priority=1
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

// Kind57 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f29"
// +k8s:selectableField:jsonPath=".spec.f31.f33",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f31.f36"
// +k8s:selectableField:jsonPath=".spec.f38",default="4",trigger=true
// +kubebuilder:printcolumn:name="Col67",type="number",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col68",type="number",JSONPath=`.spec.f30`
// +kubebuilder:printcolumn:name="Col69",type="date",JSONPath=`.spec.f31.f33`,priority=1
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.spec.f31.f35`,description="A column."
// +kubebuilder:printcolumn:name="Col71",type="date",JSONPath=`.spec.f31.f36`,priority=1
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f41`
// +kubebuilder:printcolumn:name="Col73",type="boolean",JSONPath=`.spec.f42`
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f43`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f45`,priority=1
// +kubebuilder:printcolumn:name="Col76",type="date",JSONPath=`.status.f63`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f6[*].f20`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind57z,singular=kind57
type Kind57 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status58 `json:"status,omitempty"`
}

// Kind57List is a list of Kind57.
//
// +kubebuilder:object:root=true
type Kind57List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind57 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float64 `json:"f3"`
	F4 *metav1.Duration `json:"f4,omitempty"`
	F5 *uint32 `json:"f5,omitzero"`
	F6 []Item7 `json:"f6"`
	*Inline26 `json:",inline"`
}

// Item7 is a random struct.
type Item7 struct {
	F8 *types.UID `json:"f8"`
	F9 *types.UID `json:"f9,omitempty"`
	F10 int64 `json:"f10,omitempty"`
	F11 *metav1.Time `json:"f11,omitempty"`
	F12 List19 `json:"f12,omitempty"`
	F20 uint64 `json:"f20,omitzero"`
	Inline21 `json:",inline"`
}

// Item13 is a random struct.
type Item13 struct {
	F14 *intstr.IntOrString `json:"f14"`
	F15 float64 `json:"f15"`
	F16 metav1.Duration `json:"f16"`
	F17 []int8 `json:"f17"`
	F18 *int32 `json:"f18"`
}

// List19 is a declared list or map type.
type List19 []Item13

// Inline21 is a random struct.
type Inline21 struct {
	F22 Mode `json:"f22,omitempty"`
	F23 *int `json:"f23,omitzero"`
	F24 uint32 `json:"f24,omitempty"`
	F25 int64 `json:"f25,omitempty,omitzero"`
}

// Inline26 is a random struct.
type Inline26 struct {
	F27 Labels28 `json:"f27,omitempty"`
	F29 uint8 `json:"f29"`
	F30 *float32 `json:"f30,omitzero"`
	F31 *S32 `json:"f31,omitempty"`
	F38 *int64 `json:"f38"`
	Skipped39 string `json:"-"`
	*Inline40 `json:",inline"`
}

// Labels28 is a declared list or map type.
type Labels28 map[string]string

// S32 is a random struct.
type S32 struct {
	F33 metav1.MicroTime `json:"f33"`
	F34 int8 `json:"f34"`
	F35 Mode `json:"f35"`
	F36 metav1.Time `json:"f36"`
	F37 float32 `json:"f37,omitempty"`
}

// Inline40 is a random struct.
type Inline40 struct {
	// +k8s:schema:selectableField:description="The f41 of the kind."
	F41 *string `json:"f41,omitempty"`
	F42 *bool `json:"f42"`
	// +k8s:schema:selectableField:default="80",description="The f43 of the kind.",indexed=true
	F43 intstr.IntOrString `json:"f43,omitempty"`
	F44 resource.Quantity `json:"f44,omitempty"`
	F45 string `json:"f45,omitempty"`
	F46 uint64 `json:"f46,omitempty"`
	Skipped47 string `json:"-"`
}

// Status58 is a random struct.
type Status58 struct {
	F59 *Template60 `json:"f59,omitempty"`
	F62 *metav1.Duration `json:"f62,omitempty"`
	F63 metav1.Time `json:"f63"`
	F64 Template65 `json:"f64"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 types.UID `json:"f61,omitempty"`
}

// Template65 is a random struct.
type Template65 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F66 *metav1.Time `json:"f66,omitempty"`
}

