package p1101

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind.",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f9.f13",default="6"
// +kubebuilder:selectablefield:JSONPath=".spec.f18"
// +kubebuilder:selectablefield:JSONPath=".status.f22"
// +kubebuilder:printcolumn:name="Col57",type="integer",JSONPath=`.spec.f9.f12`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col58",type="integer",JSONPath=`.spec.f9.f13`
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.spec.f18`,format=int32
// +kubebuilder:printcolumn:name="Col60",type="boolean",JSONPath=`.status.f36.f38`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f36.f39`,description="A column."
// +kubebuilder:printcolumn:name="Col62",type="date",JSONPath=`.status.f42`,description="A column."
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f44`
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.status.f45`,priority=1
// +kubebuilder:printcolumn:name="Col65",type="number",JSONPath=`.status.f48.f51`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.spec.f7.app`,priority=1
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.status.f46.app`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f54.app`
// +k8s:printerColumn:name="Cel69",type=string,expression=`has(self.spec) && has(self.spec.f20) ? self.spec.f20 : "none"`
// +k8s:selectable-gen=true
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=string,jsonPath=".metadata.name",bogus=1
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

// Spec2 is a random struct.
type Spec2 struct {
	F3 uint8 `json:"f3,omitempty"`
	F4 *int16 `json:"f4,omitempty"`
	F5 Labels6 `json:"f5,omitempty"`
	F7 map[string]string `json:"f7,omitempty"`
	Inline8 `json:",inline"`
}

// Labels6 is a declared list or map type.
type Labels6 map[string]string

// Inline8 is a random struct.
type Inline8 struct {
	F9 S10 `json:"f9"`
	F17 *metav1.Duration `json:"f17,omitzero"`
	F18 int `json:"f18"`
	F19 *int `json:"f19,omitempty"`
	F20 *Mode `json:"f20,omitempty"`
}

// S10 is a random struct.
type S10 struct {
	F11 resource.Quantity `json:"f11,omitempty,omitzero"`
	// +k8s:schema:selectableField
	F12 int32 `json:"f12,omitzero"`
	F13 uint16 `json:"f13"`
	F14 *uint64 `json:"f14,omitempty"`
	// +k8s:schema:selectableField
	F15 *int32 `json:"f15,omitempty"`
	F16 int8 `json:"f16,omitzero"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 int64 `json:"f22"`
	F23 metav1.Time `json:"f23"`
	F24 []Item25 `json:"f24,omitempty"`
	F36 S37 `json:"f36,omitempty"`
	F42 metav1.MicroTime `json:"f42"`
	*Inline43 `json:",inline"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 []Item27 `json:"f26,omitempty"`
	F31 Labels32 `json:"f31"`
	F33 Template34 `json:"f33"`
}

// Item27 is a random struct.
type Item27 struct {
	F28 intstr.IntOrString `json:"f28,omitempty"`
	F29 float32 `json:"f29"`
	F30 Mode `json:"f30"`
}

// Labels32 is a declared list or map type.
type Labels32 map[string]string

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 []int8 `json:"f35"`
}

// S37 is a random struct.
type S37 struct {
	F38 bool `json:"f38,omitempty"`
	F39 string `json:"f39"`
	F40 *Mode `json:"f40"`
	F41 *metav1.Time `json:"f41"`
}

// Inline43 is a random struct.
type Inline43 struct {
	F44 types.UID `json:"f44,omitzero"`
	F45 int16 `json:"f45,omitempty"`
	F46 Labels47 `json:"f46"`
	F48 *S49 `json:"f48,omitempty"`
	F54 Labels55 `json:"f54"`
	Skipped56 string `json:"-"`
}

// Labels47 is a declared list or map type.
type Labels47 map[string]string

// S49 is a random struct.
type S49 struct {
	F50 uint32 `json:"f50"`
	F51 float64 `json:"f51,omitempty"`
	F52 uint32 `json:"f52,omitzero"`
	F53 string `json:"f53"`
}

// Labels55 is a declared list or map type.
type Labels55 map[string]string

