package p1419

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
// +k8s:selectableField:jsonPath=".status.f12.f16",default="6"
// +k8s:schema:selectableField:jsonPath=".status.f25.f29",description="The f29 of the kind."
// +kubebuilder:printcolumn:name="Col31",type="integer",JSONPath=`.status.f12.f14`,priority=1
// +kubebuilder:printcolumn:name="Col32",type="string",JSONPath=`.status.f12.f20`
// +kubebuilder:printcolumn:name="Col33",type="integer",JSONPath=`.status.f12.f21`
// +kubebuilder:printcolumn:name="Col34",type="boolean",JSONPath=`.status.f25.f28`
// +kubebuilder:printcolumn:name="Col35",type="date",JSONPath=`.status.f25.f29`
// +k8s:printerColumn:name="Cel36",type=string,expression=`has(self.status) && has(self.status.f11) ? string(self.status.f11) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=kind1z,singular=kind1
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
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
	F6 *S7 `json:"f6"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 int64 `json:"f5,omitempty"`
}

// S7 is a random struct.
type S7 struct {
	F8 types.UID `json:"f8"`
	F9 uint8 `json:"f9,omitzero"`
}

// Status10 is a random struct.
type Status10 struct {
	F11 int32 `json:"f11,omitempty"`
	F12 S13 `json:"f12,omitempty"`
	F22 Template23 `json:"f22"`
	F25 S26 `json:"f25"`
}

// S13 is a random struct.
type S13 struct {
	F14 int `json:"f14"`
	// +k8s:schema:selectableField
	F15 *metav1.MicroTime `json:"f15"`
	F16 *uint16 `json:"f16"`
	*Inline17 `json:",inline"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 metav1.Time `json:"f18,omitzero"`
	// +k8s:schema:selectableField
	F19 int `json:"f19,omitempty"`
	F20 *types.UID `json:"f20,omitempty"`
	F21 *int8 `json:"f21"`
}

// Template23 is a random struct.
type Template23 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F24 int32 `json:"f24,omitempty"`
}

// S26 is a random struct.
type S26 struct {
	// +k8s:schema:selectableField:default="5",description="The f27 of the kind."
	F27 uint8 `json:"f27,omitempty"`
	F28 bool `json:"f28"`
	F29 metav1.MicroTime `json:"f29,omitempty"`
	Skipped30 string `json:"-"`
}

