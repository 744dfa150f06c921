package p1064

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f6"
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f8"
// +k8s:selectableField:jsonPath=".spec.f14",indexed=true
// +kubebuilder:selectablefield:JSONPath=".status.f16.f18"
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f16.f30`,priority=1
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.status.f32.f37.f39`
// +kubebuilder:printcolumn:name="Col63",type="integer",JSONPath=`.status.f58`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col64",type="date",JSONPath=`.status.f60`
// +kubebuilder:printcolumn:name="Col65",type="string",JSONPath=`.spec.f11.app`
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f46[*].f49`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.status.f56.app`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Dup68",type="string",JSONPath=`.metadata.name`,priority=1
// +kubebuilder:printcolumn:name="Dup68",type="string",JSONPath=`.metadata.name`,priority=1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status15 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind69 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f6"
// +k8s:schema:index:field="spec.f4.f6"
// +kubebuilder:selectablefield:JSONPath=".spec.f4.f7"
// +k8s:schema:index:field="spec.f4.f7"
// +kubebuilder:selectablefield:JSONPath=".spec.f14"
// +k8s:schema:selectableField:jsonPath=".status.f71",indexed=true
// +k8s:selectableField:jsonPath=".status.f72.f74",trigger=true
// +kubebuilder:printcolumn:name="Col82",type="integer",JSONPath=`.spec.f4.f7`
// +kubebuilder:printcolumn:name="Col83",type="string",JSONPath=`.spec.f14`
// +kubebuilder:printcolumn:name="Col84",type="boolean",JSONPath=`.status.f72.f74`
// +k8s:printerColumn:name="Cel85",type=string,expression=`has(self.status) && has(self.status.f71) ? self.status.f71 : "none"`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
type Kind69 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status70 `json:"status,omitempty"`
}

// Kind69List is a list of Kind69.
//
// +kubebuilder:object:root=true
type Kind69List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind69 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	// +k8s:schema:selectableField:indexed=true
	F3 *metav1.Duration `json:"f3"`
	F4 S5 `json:"f4"`
	*Inline9 `json:",inline"`
}

// S5 is a random struct.
type S5 struct {
	F6 *uint32 `json:"f6,omitempty"`
	F7 int16 `json:"f7,omitempty,omitzero"`
	F8 *metav1.Time `json:"f8,omitempty"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 *bool `json:"f10,omitzero"`
	F11 Labels12 `json:"f11"`
	F13 []int8 `json:"f13,omitzero"`
	F14 uint64 `json:"f14"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// Status15 is a random struct.
type Status15 struct {
	F16 *S17 `json:"f16,omitempty"`
	F32 S33 `json:"f32,omitempty"`
	F46 []Item47 `json:"f46"`
	F53 *resource.Quantity `json:"f53,omitempty"`
	Inline54 `json:",inline"`
}

// S17 is a random struct.
type S17 struct {
	F18 *metav1.Duration `json:"f18"`
	F19 float32 `json:"f19,omitempty"`
	F20 Template21 `json:"f20"`
	F23 Template24 `json:"f23,omitempty"`
	F26 *int32 `json:"f26"`
	Inline27 `json:",inline"`
}

// Template21 is a random struct.
type Template21 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F22 *int `json:"f22,omitempty"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 float64 `json:"f25,omitempty"`
}

// Inline27 is a random struct.
type Inline27 struct {
	// +k8s:schema:selectableField
	F28 metav1.Time `json:"f28,omitempty"`
	F29 float32 `json:"f29,omitzero"`
	F30 metav1.Duration `json:"f30,omitempty"`
	F31 intstr.IntOrString `json:"f31,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	F34 *Template35 `json:"f34"`
	F37 S38 `json:"f37,omitempty"`
	F42 *Template43 `json:"f42,omitempty"`
	F45 types.UID `json:"f45"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 intstr.IntOrString `json:"f36,omitempty"`
}

// S38 is a random struct.
type S38 struct {
	F39 types.UID `json:"f39"`
	F40 metav1.Duration `json:"f40,omitempty"`
	F41 []byte `json:"f41,omitempty"`
}

// Template43 is a random struct.
type Template43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F44 *int64 `json:"f44,omitempty"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 *int32 `json:"f48,omitempty,omitzero"`
	F49 resource.Quantity `json:"f49,omitzero"`
	Inline50 `json:",inline"`
}

// Inline50 is a random struct.
type Inline50 struct {
	F51 *uint16 `json:"f51,omitzero"`
	F52 []byte `json:"f52,omitzero"`
}

// Inline54 is a random struct.
type Inline54 struct {
	F55 metav1.Duration `json:"f55,omitempty"`
	F56 map[string]string `json:"f56"`
	Inline57 `json:",inline"`
}

// Inline57 is a random struct.
type Inline57 struct {
	F58 *int32 `json:"f58"`
	F59 float64 `json:"f59,omitempty"`
	F60 metav1.Time `json:"f60,omitempty"`
}

// Status70 is a random struct.
type Status70 struct {
	F71 Mode `json:"f71"`
	F72 *S73 `json:"f72"`
	F79 Template80 `json:"f79"`
}

// S73 is a random struct.
type S73 struct {
	F74 *bool `json:"f74"`
	F75 float64 `json:"f75,omitempty"`
	F76 Template77 `json:"f76,omitempty"`
}

// Template77 is a random struct.
type Template77 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F78 *int64 `json:"f78,omitempty"`
}

// Template80 is a random struct.
type Template80 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F81 Mode `json:"f81,omitzero"`
}

