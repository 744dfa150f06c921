package p1308

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
// +k8s:schema:selectableField:jsonPath=".status.f14.f18.f23",default="2024-01-02T15:04:05Z"
// +kubebuilder:selectablefield:JSONPath=".status.f14.f18.f24"
// +k8s:schema:index:field="status.f14.f18.f24"
// +kubebuilder:printcolumn:name="Col26",type="integer",JSONPath=`.status.f14.f16`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col27",type="number",JSONPath=`.status.f14.f18.f22`
// +kubebuilder:printcolumn:name="Col28",type="date",JSONPath=`.status.f14.f18.f25`
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.status.f11.app`
// +kubebuilder:printcolumn:name="Col30",type="string",JSONPath=`.status.f14.f17.app`
// +k8s:schema:selectableField:jsonPath="spec.noDot"
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status9 `json:"status,omitempty"`
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
	F3 Template4 `json:"f3"`
	F8 types.UID `json:"f8"`
}

// Template6 is a random struct.
type Template6 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F7 int16 `json:"f7"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 Template6 `json:"f5"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 uint16 `json:"f10"`
	F11 Labels12 `json:"f11"`
	F13 int `json:"f13,omitzero"`
	F14 S15 `json:"f14"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// S15 is a random struct.
type S15 struct {
	F16 int `json:"f16,omitempty"`
	F17 map[string]string `json:"f17"`
	F18 *S19 `json:"f18"`
}

// S19 is a random struct.
type S19 struct {
	F20 metav1.Duration `json:"f20"`
	// +k8s:selectableField
	F21 []byte `json:"f21,omitempty"`
	F22 float64 `json:"f22"`
	F23 metav1.Time `json:"f23,omitempty,omitzero"`
	F24 metav1.Duration `json:"f24,omitempty"`
	F25 *metav1.MicroTime `json:"f25"`
}

