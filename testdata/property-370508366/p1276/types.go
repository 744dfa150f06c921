package p1276

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f17",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f19"
// +k8s:schema:selectableField:jsonPath=".status.f32",description="The f32 of the kind."
// +kubebuilder:selectablefield:JSONPath=".status.f33.f36"
// +kubebuilder:printcolumn:name="Col52",type="integer",JSONPath=`.spec.f3.f6`,description="A column."
// +kubebuilder:printcolumn:name="Col53",type="boolean",JSONPath=`.spec.f3.f15`
// +kubebuilder:printcolumn:name="Col54",type="integer",JSONPath=`.spec.f3.f16`,description="A column."
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.spec.f3.f17`,description="A column."
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f3.f18`,priority=1
// +kubebuilder:printcolumn:name="Col57",type="date",JSONPath=`.spec.f20`,priority=1
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.status.f33.f35`
// +kubebuilder:printcolumn:name="Col59",type="integer",JSONPath=`.status.f33.f39`,priority=1
// +kubebuilder:printcolumn:name="Col60",type="integer",JSONPath=`.status.f33.f42`,format=int32
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.status.f33.f43`,priority=1
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.spec.f3.f5.app`,priority=1
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f30.app`,description="A column."
// +k8s:printerColumn:name="Cel64",type=string,expression=`has(self.spec) && has(self.spec.f21) ? string(self.spec.f21) : "none"`
// +kubebuilder:subresource:status
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind65 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f67"
// +k8s:schema:index:field="spec.f67"
// +kubebuilder:selectablefield:JSONPath=".spec.f68"
// +k8s:schema:index:field="spec.f68"
// +kubebuilder:printcolumn:name="Col72",type="boolean",JSONPath=`.spec.f67`,priority=1
// +k8s:printerColumn:name="Cel73",type=string,expression=`has(self.spec) && has(self.spec.f67) ? string(self.spec.f67) : "none"`
// +kubebuilder:printcolumn:name="Dup74",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup74",type="string",JSONPath=`.metadata.name`
type Kind65 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec66 `json:"spec,omitempty"`
}

// Kind65List is a list of Kind65.
//
// +kubebuilder:object:root=true
type Kind65List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind65 `json:"items"`
}

// Kind75 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f77.f79",default="7"
// +kubebuilder:selectablefield:JSONPath=".spec.f91"
// +k8s:schema:index:field="spec.f91"
// +kubebuilder:printcolumn:name="Col100",type="integer",JSONPath=`.spec.f77.f79`,format=int32
// +kubebuilder:printcolumn:name="Col101",type="date",JSONPath=`.spec.f94`,description="A column."
// +kubebuilder:printcolumn:name="Col102",type="integer",JSONPath=`.status.f96`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col103",type="integer",JSONPath=`.status.f97`,priority=1
// +kubebuilder:printcolumn:name="Col104",type="number",JSONPath=`.status.f99`
// +kubebuilder:printcolumn:name="Col105",type="string",JSONPath=`.spec.f92.app`
// +k8s:printerColumn:name="Cel106",type=string,expression=`has(self.spec) && has(self.spec.f91) ? self.spec.f91 : "none"`
// +kubebuilder:printcolumn:name="Dup107",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup107",type="string",JSONPath=`.metadata.name`
type Kind75 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec76 `json:"spec,omitempty"`
	Status Status95 `json:"status,omitempty"`
}

// Kind75List is a list of Kind75.
//
// +kubebuilder:object:root=true
type Kind75List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind75 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F19 *uint16 `json:"f19"`
	F20 *metav1.Time `json:"f20,omitempty"`
	F21 int32 `json:"f21,omitempty,omitzero"`
	F22 []Item23 `json:"f22"`
}

// S4 is a random struct.
type S4 struct {
	F5 map[string]string `json:"f5,omitempty"`
	// +k8s:schema:selectableField
	F6 int64 `json:"f6,omitempty"`
	F7 Template8 `json:"f7,omitempty"`
	F10 Template11 `json:"f10,omitempty"`
	*Inline13 `json:",inline"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 string `json:"f9"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 int32 `json:"f12,omitempty,omitzero"`
}

// Inline13 is a random struct.
type Inline13 struct {
	F14 []byte `json:"f14"`
	F15 *bool `json:"f15"`
	F16 uint16 `json:"f16"`
	F17 Mode `json:"f17,omitempty"`
	F18 types.UID `json:"f18"`
}

// Item23 is a random struct.
type Item23 struct {
	F24 uint32 `json:"f24"`
	F25 Template26 `json:"f25"`
}

// Template26 is a random struct.
type Template26 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F27 Mode `json:"f27,omitempty"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 int64 `json:"f29"`
	F30 Labels31 `json:"f30,omitempty"`
	F32 metav1.MicroTime `json:"f32,omitempty"`
	F33 *S34 `json:"f33,omitempty"`
	F44 Template45 `json:"f44"`
	F51 uint32 `json:"f51,omitempty"`
}

// Labels31 is a declared list or map type.
type Labels31 map[string]string

// S34 is a random struct.
type S34 struct {
	// +k8s:selectableField:description="The f35 of the kind."
	F35 metav1.Duration `json:"f35,omitempty"`
	F36 uint64 `json:"f36,omitempty"`
	Skipped37 string `json:"-"`
	Inline38 `json:",inline"`
}

// Inline38 is a random struct.
type Inline38 struct {
	F39 uint8 `json:"f39,omitempty"`
	F40 Mode `json:"f40"`
	F41 uint16 `json:"f41,omitempty"`
	F42 uint8 `json:"f42,omitempty"`
	F43 *metav1.Duration `json:"f43"`
}

// Item47 is a random struct.
type Item47 struct {
	F48 metav1.Time `json:"f48"`
	F49 []int8 `json:"f49,omitempty"`
}

// List50 is a declared list or map type.
type List50 []Item47

// Template45 is a random struct.
type Template45 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F46 List50 `json:"f46"`
}

// Spec66 is a random struct.
type Spec66 struct {
	F67 *bool `json:"f67,omitempty"`
	F68 metav1.Time `json:"f68,omitempty"`
	F69 intstr.IntOrString `json:"f69,omitzero"`
	F70 map[string]string `json:"f70,omitempty"`
	Skipped71 string `json:"-"`
}

// Spec76 is a random struct.
type Spec76 struct {
	F77 *S78 `json:"f77"`
	F90 Mode `json:"f90"`
	F91 *string `json:"f91,omitempty"`
	F92 Labels93 `json:"f92,omitempty"`
	// +k8s:selectableField:description="The f94 of the kind."
	F94 metav1.Time `json:"f94,omitempty"`
}

// S78 is a random struct.
type S78 struct {
	F79 uint32 `json:"f79,omitempty"`
	F80 List88 `json:"f80,omitempty"`
	F89 map[string]string `json:"f89"`
}

// Item81 is a random struct.
type Item81 struct {
	F82 *metav1.Time `json:"f82,omitzero"`
	F83 float32 `json:"f83,omitzero"`
	F84 *int32 `json:"f84,omitempty"`
	F85 uint8 `json:"f85"`
	F86 *int32 `json:"f86"`
	F87 int64 `json:"f87,omitempty,omitzero"`
}

// List88 is a declared list or map type.
type List88 []Item81

// Labels93 is a declared list or map type.
type Labels93 map[string]string

// Status95 is a random struct.
type Status95 struct {
	F96 int32 `json:"f96,omitempty"`
	F97 uint16 `json:"f97,omitempty"`
	F98 *resource.Quantity `json:"f98,omitempty,omitzero"`
	F99 float32 `json:"f99,omitempty,omitzero"`
}

