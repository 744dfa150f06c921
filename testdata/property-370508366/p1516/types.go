package p1516

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",default="fast",description="The f3 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f62",indexed=true
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.spec.f5`
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f35`
// +kubebuilder:printcolumn:name="Col65",type="integer",JSONPath=`.status.f40`,description="A column."
// +kubebuilder:printcolumn:name="Col66",type="date",JSONPath=`.status.f48.f51`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col67",type="number",JSONPath=`.status.f58`
// +kubebuilder:printcolumn:name="Col68",type="integer",JSONPath=`.status.f59`,description="A column."
// +kubebuilder:printcolumn:name="Col69",type="integer",JSONPath=`.status.f62`,format=int32
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.spec.f6.app`
// +kubebuilder:printcolumn:name="Col71",type="string",JSONPath=`.spec.f24[*].f26`
// +kubebuilder:printcolumn:name="Col72",type="string",JSONPath=`.spec.f24[0].f26`,priority=1
// +kubebuilder:printcolumn:name="Col73",type="string",JSONPath=`.spec.f32.app`,description="A column."
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +k8s:resource:path=kind1-items
// +kubebuilder:printcolumn:name="Dup74",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup74",type="string",JSONPath=`.metadata.name`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
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
	F3 *Mode `json:"f3,omitempty"`
	F4 bool `json:"f4,omitempty"`
	F5 int64 `json:"f5,omitempty"`
	F6 Labels7 `json:"f6"`
	F8 *Template9 `json:"f8"`
	F11 Labels12 `json:"f11,omitempty"`
	Inline13 `json:",inline"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Template9 is a random struct.
type Template9 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F10 uint8 `json:"f10"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Inline13 is a random struct.
type Inline13 struct {
	F14 Labels15 `json:"f14,omitempty"`
	F16 *Template17 `json:"f16"`
	F19 Template20 `json:"f19,omitempty"`
	F22 Labels23 `json:"f22,omitempty"`
	F24 List31 `json:"f24,omitempty"`
	F32 Labels33 `json:"f32,omitempty"`
}

// Labels15 is a declared list or map type.
type Labels15 map[string]string

// Template17 is a random struct.
type Template17 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F18 bool `json:"f18"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 intstr.IntOrString `json:"f21,omitempty"`
}

// Labels23 is a declared list or map type.
type Labels23 map[string]string

// Item25 is a random struct.
type Item25 struct {
	F26 string `json:"f26,omitempty"`
	F27 float64 `json:"f27,omitempty"`
	F28 resource.Quantity `json:"f28,omitzero"`
	F29 *metav1.Time `json:"f29"`
	F30 uint32 `json:"f30"`
}

// List31 is a declared list or map type.
type List31 []Item25

// Labels33 is a declared list or map type.
type Labels33 map[string]string

// Status34 is a random struct.
type Status34 struct {
	F35 []byte `json:"f35,omitempty"`
	F36 float64 `json:"f36"`
	F37 int `json:"f37,omitempty"`
	Skipped38 string `json:"-"`
	*Inline39 `json:",inline"`
}

// Inline39 is a random struct.
type Inline39 struct {
	// +k8s:schema:selectableField:description="The f40 of the kind."
	F40 uint16 `json:"f40"`
	F41 []Item42 `json:"f41,omitempty"`
	F47 *int `json:"f47,omitempty,omitzero"`
	F48 S49 `json:"f48"`
	F52 []int8 `json:"f52"`
	F53 Template54 `json:"f53"`
	Skipped56 string `json:"-"`
	Inline57 `json:",inline"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 []int8 `json:"f43"`
	F44 metav1.MicroTime `json:"f44,omitzero"`
	F45 intstr.IntOrString `json:"f45"`
	F46 bool `json:"f46,omitempty"`
}

// S49 is a random struct.
type S49 struct {
	F50 *uint64 `json:"f50,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F51 *metav1.MicroTime `json:"f51,omitempty"`
}

// Template54 is a random struct.
type Template54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F55 *Mode `json:"f55,omitzero"`
}

// Inline57 is a random struct.
type Inline57 struct {
	F58 float64 `json:"f58,omitzero"`
	F59 int16 `json:"f59"`
	F60 uint32 `json:"f60,omitempty,omitzero"`
	F61 *int64 `json:"f61,omitempty"`
	F62 int8 `json:"f62,omitempty"`
}

