package p1012

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
// +k8s:printerColumn:name="Col6",type=string,jsonPath=`.spec.f3`,priority=1
// +k8s:printerColumn:name="Col7",type=number,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Cel8",type=string,expression=`has(self.spec) && has(self.spec.f3) ? self.spec.f3 : "none"`
// +k8s:subresource:status
// +k8s:printerColumn:name="Dup9",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup9",type=string,jsonPath=`.metadata.name`
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

// Kind10 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f14.f18.f20"
// +kubebuilder:selectablefield:JSONPath=".spec.f14.f23"
// +kubebuilder:printcolumn:name="Col34",type="integer",JSONPath=`.spec.f12`,format=int32
// +kubebuilder:printcolumn:name="Col35",type="date",JSONPath=`.spec.f14.f18.f21`
// +kubebuilder:printcolumn:name="Col36",type="string",JSONPath=`.status.f31`,description="A column."
// +kubebuilder:printcolumn:name="Col37",type="string",JSONPath=`.status.f30.app`
type Kind10 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec11 `json:"spec,omitempty"`
	Status Status29 `json:"status,omitempty"`
}

// Kind10List is a list of Kind10.
//
// +kubebuilder:object:root=true
type Kind10List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind10 `json:"items"`
}

// Kind38 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.spec.f40`
// +kubebuilder:printcolumn:name="Col64",type="integer",JSONPath=`.spec.f41`,format=int32
// +kubebuilder:subresource:status
// +k8s:resource:path=kind38-items
type Kind38 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec39 `json:"spec,omitempty"`
	Status Status56 `json:"status,omitempty"`
}

// Kind38List is a list of Kind38.
//
// +kubebuilder:object:root=true
type Kind38List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind38 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Mode `json:"f3"`
	F4 float64 `json:"f4,omitzero"`
	F5 resource.Quantity `json:"f5"`
}

// Spec11 is a random struct.
type Spec11 struct {
	F12 uint8 `json:"f12,omitzero"`
	F13 int16 `json:"f13,omitempty"`
	F14 S15 `json:"f14"`
}

// S15 is a random struct.
type S15 struct {
	F16 []byte `json:"f16,omitempty"`
	F17 *int `json:"f17,omitempty"`
	F18 S19 `json:"f18,omitempty"`
	F22 map[string]string `json:"f22,omitempty"`
	F23 *intstr.IntOrString `json:"f23,omitempty"`
	F24 []Item25 `json:"f24,omitempty"`
}

// S19 is a random struct.
type S19 struct {
	F20 []byte `json:"f20,omitempty"`
	F21 metav1.Time `json:"f21,omitzero"`
}

// Item25 is a random struct.
type Item25 struct {
	F26 *uint8 `json:"f26,omitempty"`
	F27 int `json:"f27"`
	F28 *metav1.Time `json:"f28"`
}

// Status29 is a random struct.
type Status29 struct {
	F30 map[string]string `json:"f30"`
	F31 []byte `json:"f31,omitempty"`
	F32 int64 `json:"f32"`
	Skipped33 string `json:"-"`
}

// Spec39 is a random struct.
type Spec39 struct {
	F40 *uint64 `json:"f40"`
	// +k8s:schema:selectableField
	F41 int16 `json:"f41,omitempty"`
	F42 List54 `json:"f42,omitempty"`
	Skipped55 string `json:"-"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 *[]int8 `json:"f44,omitempty"`
	F45 S46 `json:"f45,omitempty"`
	F49 map[string]string `json:"f49,omitempty"`
	F50 int8 `json:"f50"`
	F51 string `json:"f51,omitempty"`
	F52 uint16 `json:"f52,omitempty"`
	Skipped53 string `json:"-"`
}

// S46 is a random struct.
type S46 struct {
	F47 Mode `json:"f47,omitempty"`
	F48 []int8 `json:"f48"`
}

// List54 is a declared list or map type.
type List54 []Item43

// Status56 is a random struct.
type Status56 struct {
	F57 *Template58 `json:"f57,omitempty"`
	F60 map[string]string `json:"f60"`
	// +k8s:selectableField:description="The f61 of the kind."
	F61 uint16 `json:"f61,omitempty,omitzero"`
	Skipped62 string `json:"-"`
}

// Template58 is a random struct.
type Template58 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F59 uint16 `json:"f59,omitzero"`
}

