package p1412

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5",default="4"
// +kubebuilder:selectablefield:JSONPath=".status.f21.f24"
// +kubebuilder:printcolumn:name="Col28",type="number",JSONPath=`.spec.f8`
// +kubebuilder:printcolumn:name="Col29",type="integer",JSONPath=`.status.f14`,description="A column."
// +kubebuilder:printcolumn:name="Col30",type="number",JSONPath=`.status.f21.f23`
// +kubebuilder:printcolumn:name="Col31",type="number",JSONPath=`.status.f21.f25`
// +kubebuilder:printcolumn:name="Col32",type="integer",JSONPath=`.status.f27`
// +k8s:printerColumn:name="Cel33",type=string,expression=`has(self.status) && has(self.status.f15) ? string(self.status.f15) : "none"`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:printcolumn:name="Dup34",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup34",type="string",JSONPath=`.metadata.name`,priority=1
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

// Kind35 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col40",type="boolean",JSONPath=`.spec.f39`,priority=1,description="A column."
// +k8s:schema:scope=Cluster
type Kind35 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec36 `json:"spec,omitempty"`
}

// Kind35List is a list of Kind35.
//
// +kubebuilder:object:root=true
type Kind35List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind35 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 S4 `json:"f3,omitempty"`
	// +k8s:schema:selectableField
	F7 *int64 `json:"f7,omitempty"`
	F8 float32 `json:"f8"`
}

// S4 is a random struct.
type S4 struct {
	F5 int64 `json:"f5,omitempty,omitzero"`
	F6 map[string]string `json:"f6,omitempty"`
}

// Status9 is a random struct.
type Status9 struct {
	F10 int64 `json:"f10,omitempty"`
	F11 Template12 `json:"f11,omitempty"`
	F14 uint32 `json:"f14,omitempty"`
	// +k8s:schema:selectableField
	F15 *bool `json:"f15,omitempty"`
	Inline16 `json:",inline"`
}

// Template12 is a random struct.
type Template12 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F13 float32 `json:"f13,omitempty"`
}

// Inline16 is a random struct.
type Inline16 struct {
	// +k8s:schema:selectableField:indexed=true
	F17 *uint32 `json:"f17"`
	F18 Template19 `json:"f18"`
	F21 S22 `json:"f21,omitempty"`
	// +k8s:schema:selectableField
	F27 int `json:"f27,omitempty"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 metav1.Time `json:"f20,omitempty,omitzero"`
}

// S22 is a random struct.
type S22 struct {
	F23 float32 `json:"f23,omitempty"`
	F24 Mode `json:"f24,omitzero"`
	F25 *float32 `json:"f25,omitempty"`
	Skipped26 string `json:"-"`
}

// Spec36 is a random struct.
type Spec36 struct {
	F37 []byte `json:"f37,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F38 bool `json:"f38,omitempty"`
	F39 *bool `json:"f39,omitempty"`
}

