package p1254

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
// +k8s:schema:selectableField:jsonPath=".spec.f10.f12.f17",default="4",description="The f17 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f10.f19"
// +k8s:selectableField:jsonPath=".spec.f10.f21",default="6"
// +kubebuilder:selectablefield:JSONPath=".spec.f10.f28"
// +kubebuilder:printcolumn:name="Col40",type="string",JSONPath=`.spec.f3`
// +kubebuilder:printcolumn:name="Col41",type="date",JSONPath=`.spec.f10.f12.f14`
// +kubebuilder:printcolumn:name="Col42",type="string",JSONPath=`.spec.f10.f12.f15`
// +kubebuilder:printcolumn:name="Col43",type="integer",JSONPath=`.spec.f10.f18`,description="A column.",format=int32
// +kubebuilder:printcolumn:name="Col44",type="integer",JSONPath=`.spec.f10.f19`
// +kubebuilder:printcolumn:name="Col45",type="integer",JSONPath=`.spec.f10.f28`
// +kubebuilder:printcolumn:name="Col46",type="integer",JSONPath=`.spec.f29`
// +kubebuilder:printcolumn:name="Col47",type="integer",JSONPath=`.status.f33`,description="A column."
// +kubebuilder:printcolumn:name="Col48",type="date",JSONPath=`.status.f38`
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f4[*].f8`
// +kubebuilder:printcolumn:name="Col50",type="string",JSONPath=`.spec.f4[0].f8`
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.spec.f4[?(@.f8=="x")].f8`
// +kubebuilder:subresource:status
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status30 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind52 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f56.f58",default="1h0m0s"
// +k8s:schema:selectableField:jsonPath=".spec.f56.f59.f64",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f56.f59.f65",description="The f65 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f56.f68"
// +kubebuilder:printcolumn:name="Col75",type="integer",JSONPath=`.spec.f56.f59.f63`,priority=1
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f54.app`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f56.f67.app`
// +k8s:printerColumn:name="Cel78",type=string,expression=`has(self.spec) && has(self.spec.f56) && has(self.spec.f56.f59) && has(self.spec.f56.f59.f64) ? string(self.spec.f56.f59.f64) : "none"`
// +k8s:selectable-gen=true
type Kind52 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec53 `json:"spec,omitempty"`
}

// Kind52List is a list of Kind52.
//
// +kubebuilder:object:root=true
type Kind52List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind52 `json:"items"`
}

// Kind79 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col98",type="number",JSONPath=`.spec.f84`
// +kubebuilder:printcolumn:name="Col99",type="boolean",JSONPath=`.spec.f87.f89`
// +kubebuilder:printcolumn:name="Col100",type="integer",JSONPath=`.status.f97`,format=int32
// +kubebuilder:printcolumn:name="Col101",type="string",JSONPath=`.spec.f87.f90.app`,description="A column."
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind79
type Kind79 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec80 `json:"spec,omitempty"`
	Status Status93 `json:"status,omitempty"`
}

// Kind79List is a list of Kind79.
//
// +kubebuilder:object:root=true
type Kind79List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind79 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *[]int8 `json:"f3"`
	F4 List9 `json:"f4,omitempty"`
	F10 S11 `json:"f10"`
	F29 *int `json:"f29,omitempty,omitzero"`
}

// Item5 is a random struct.
type Item5 struct {
	F6 metav1.MicroTime `json:"f6,omitempty"`
	F7 *bool `json:"f7,omitempty,omitzero"`
	F8 string `json:"f8"`
}

// List9 is a declared list or map type.
type List9 []Item5

// S11 is a random struct.
type S11 struct {
	F12 *S13 `json:"f12,omitempty"`
	F18 int32 `json:"f18"`
	F19 int `json:"f19"`
	// +k8s:schema:selectableField:default="fast",trigger=true
	F20 Mode `json:"f20"`
	F21 uint16 `json:"f21,omitempty"`
	F22 int `json:"f22"`
	Inline23 `json:",inline"`
}

// S13 is a random struct.
type S13 struct {
	F14 *metav1.Time `json:"f14,omitempty"`
	F15 *resource.Quantity `json:"f15,omitempty"`
	F16 metav1.MicroTime `json:"f16,omitempty"`
	F17 int64 `json:"f17"`
}

// Inline23 is a random struct.
type Inline23 struct {
	F24 string `json:"f24"`
	F25 *int8 `json:"f25,omitzero"`
	F26 resource.Quantity `json:"f26,omitempty"`
	// +k8s:selectableField:indexed=true
	F27 *uint8 `json:"f27"`
	F28 int8 `json:"f28,omitempty"`
}

// Status30 is a random struct.
type Status30 struct {
	F31 int16 `json:"f31,omitempty"`
	F32 uint64 `json:"f32"`
	F33 uint32 `json:"f33"`
	F34 Template35 `json:"f34"`
	Inline37 `json:",inline"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 string `json:"f36,omitempty,omitzero"`
}

// Inline37 is a random struct.
type Inline37 struct {
	F38 metav1.MicroTime `json:"f38,omitempty,omitzero"`
	F39 []byte `json:"f39,omitempty"`
}

// Spec53 is a random struct.
type Spec53 struct {
	F54 Labels55 `json:"f54"`
	F56 S57 `json:"f56"`
	F74 *uint8 `json:"f74,omitempty"`
}

// Labels55 is a declared list or map type.
type Labels55 map[string]string

// S57 is a random struct.
type S57 struct {
	F58 metav1.Duration `json:"f58,omitempty"`
	F59 *S60 `json:"f59,omitempty"`
	F67 map[string]string `json:"f67,omitempty"`
	F68 *int64 `json:"f68,omitempty,omitzero"`
	Inline69 `json:",inline"`
}

// S60 is a random struct.
type S60 struct {
	// +k8s:selectableField
	F61 uint8 `json:"f61"`
	F62 *float64 `json:"f62,omitempty"`
	F63 uint32 `json:"f63"`
	F64 *int64 `json:"f64"`
	F65 *types.UID `json:"f65"`
	F66 uint8 `json:"f66,omitempty"`
}

// Inline69 is a random struct.
type Inline69 struct {
	F70 metav1.Duration `json:"f70,omitempty"`
	F71 []byte `json:"f71"`
	// +k8s:schema:selectableField
	F72 uint64 `json:"f72,omitempty"`
	F73 *Mode `json:"f73,omitzero"`
}

// Spec80 is a random struct.
type Spec80 struct {
	F81 Template82 `json:"f81,omitempty"`
	F84 *float64 `json:"f84"`
	F85 uint64 `json:"f85"`
	F86 *resource.Quantity `json:"f86"`
	F87 *S88 `json:"f87,omitempty"`
}

// Template82 is a random struct.
type Template82 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F83 types.UID `json:"f83,omitempty"`
}

// S88 is a random struct.
type S88 struct {
	F89 *bool `json:"f89,omitzero"`
	F90 Labels91 `json:"f90,omitempty"`
	Skipped92 string `json:"-"`
}

// Labels91 is a declared list or map type.
type Labels91 map[string]string

// Status93 is a random struct.
type Status93 struct {
	F94 *bool `json:"f94,omitempty"`
	F95 *[]int8 `json:"f95"`
	F96 uint16 `json:"f96"`
	F97 int8 `json:"f97,omitempty"`
}

